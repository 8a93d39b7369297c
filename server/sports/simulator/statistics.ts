import type { GameResult } from "../../../src/domain/sports/feed"
import { type GameStatistics, type PlayedGame, type StandingsRule, formOf, headToHeadOf, standingsOf } from "../../../src/domain/sports/statistics"
import { CHAMPIONSHIPS, type SportModel, sportEntry } from "./catalogue"
import { isOutright } from "../../../src/domain/sports/outright"
import { pairingHistory } from "./history"
import type { World } from "./model"

/**
 * A game's statistics read from a world (SPEC.md 2.8 statistic): the world's own results of either side before
 * the game started, joined with the pairing's seeded past (history.ts), which the world is too young to hold.
 * Head-to-head and form come from both; the table is the current season of the championship's league. A game of
 * the line, in play, or among the results has statistics; any other id has none.
 */

const DAY = 86_400_000

const championshipById = (id: string) => CHAMPIONSHIPS.find((championship) => championship.id === id)

/** Sports whose games may end level rank by points; the others by wins. */
export const standingsRuleOf = (model: SportModel): StandingsRule => (model.kind === "goals" && model.draw ? "points" : "wins")

const played = (result: GameResult, championshipName: string): PlayedGame => ({
  id: result.id,
  championshipId: result.championshipId,
  championshipName,
  playedAt: result.startsAt,
  home: result.home,
  away: result.away,
  score: result.score
})

export const statisticsOf = (world: World, gameId: string): GameStatistics | undefined => {
  const game = world.games.get(gameId)?.game ?? world.results.find((result) => result.id === gameId)
  // An outright has no two sides to compare: no head-to-head, form or table.
  if (game === undefined || isOutright(game)) return undefined
  const entry = sportEntry(game.sportId)
  const championship = championshipById(game.championshipId)
  if (championship === undefined) return undefined
  const { home, away } = game
  // The made-up past ends before the world's own results begin (they reach back `resultsDays` from now, and a
  // line game starts less than a day from now), so the two never interleave.
  const lastDay = Math.floor(game.startsAt / DAY) * DAY - (world.config.resultsDays + 1) * DAY
  const history = pairingHistory(world.config.secret, entry, championship, home, away, lastDay)
  const results = world.results
    .filter((r) => r.sportId === game.sportId && r.id !== game.id && r.finishedAt <= game.startsAt && (r.home === home || r.away === home || r.home === away || r.away === away))
    .map((r) => played(r, championshipById(r.championshipId)?.name ?? r.championshipId))
  const games = [...history.games, ...results]
  const rule = standingsRuleOf(entry.model)
  const season = games.filter((g) => g.championshipId === championship.id && g.playedAt >= history.seasonStartsAt)
  return {
    gameId: game.id,
    sportId: game.sportId,
    championshipId: championship.id,
    championshipName: championship.name,
    country: championship.country,
    startsAt: game.startsAt,
    home,
    away,
    headToHead: headToHeadOf(home, away, games),
    form: { home: formOf(home, games), away: formOf(away, games) },
    standings: { championshipId: championship.id, championshipName: championship.name, rule, rows: standingsOf(history.teams, season, rule) }
  }
}
