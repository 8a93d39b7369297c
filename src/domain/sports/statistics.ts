import { Schema } from "effect"
import { FeedScore, SportId } from "./feed"

/**
 * A game's statistics as a bookmaker shows them beside the line (SPEC.md 2.8 statistic): the two sides' earlier
 * meetings, each side's recent form, and the championship's table. The Schemas are the contract's answer and what
 * the client logs; the rules below (a result from one side's point of view, form, head-to-head, the table) are
 * the one place these numbers are worked out, so the server's answer and the tests agree by construction.
 */

/** A game that was played: when, in which championship, who was at home, and the final score. */
export const PlayedGame = Schema.Struct({
  id: Schema.String,
  championshipId: Schema.String,
  championshipName: Schema.String,
  playedAt: Schema.Int,
  home: Schema.String,
  away: Schema.String,
  score: FeedScore
})
export type PlayedGame = typeof PlayedGame.Type

/** A game's result for one side: won, drawn, lost. */
export const FormLetter = Schema.Literal("W", "D", "L")
export type FormLetter = typeof FormLetter.Type

export const FormEntry = Schema.Struct({ game: PlayedGame, result: FormLetter })
export type FormEntry = typeof FormEntry.Type

/**
 * How a table ranks: `points` (sports with draws: 3 for a win, 1 for a draw, none for a loss) or `wins` (sports
 * where every game has a winner: ranked by wins, and the table shows no points and no draws).
 */
export const StandingsRule = Schema.Literal("points", "wins")
export type StandingsRule = typeof StandingsRule.Type

/** One side's line of the table; `goalsFor`/`goalsAgainst` are whatever the sport scores (goals, points, sets). */
export const StandingRow = Schema.Struct({
  position: Schema.Int,
  team: Schema.String,
  played: Schema.Int,
  won: Schema.Int,
  drawn: Schema.Int,
  lost: Schema.Int,
  goalsFor: Schema.Int,
  goalsAgainst: Schema.Int,
  /** null under the `wins` rule. */
  points: Schema.NullOr(Schema.Int)
})
export type StandingRow = typeof StandingRow.Type

export const Standings = Schema.Struct({
  championshipId: Schema.String,
  championshipName: Schema.String,
  rule: StandingsRule,
  rows: Schema.Array(StandingRow)
})
export type Standings = typeof Standings.Type

/** Everything known before the game: lists are newest first. */
export const GameStatistics = Schema.Struct({
  gameId: Schema.String,
  sportId: SportId,
  championshipId: Schema.String,
  championshipName: Schema.String,
  country: Schema.String,
  startsAt: Schema.Int,
  home: Schema.String,
  away: Schema.String,
  headToHead: Schema.Array(PlayedGame),
  form: Schema.Struct({ home: Schema.Array(FormEntry), away: Schema.Array(FormEntry) }),
  standings: Standings
})
export type GameStatistics = typeof GameStatistics.Type

/** Head-to-head meetings shown at most; a table's recent form is this many games. */
export const HEAD_TO_HEAD_SHOWN = 10
export const FORM_SHOWN = 5
/** The `points` rule's points for a win and for a draw (a loss gives none). */
export const POINTS_FOR_WIN = 3
export const POINTS_FOR_DRAW = 1

const involves = (team: string, game: PlayedGame) => game.home === team || game.away === team

/** The game's result for `team` (which must have played in it). */
export const resultFor = (team: string, game: PlayedGame): FormLetter => {
  const own = game.home === team ? game.score.home : game.score.away
  const other = game.home === team ? game.score.away : game.score.home
  return own > other ? "W" : own < other ? "L" : "D"
}

/** Newest first; games of the same moment by id, so the order never depends on the order they came in. */
export const newestFirst = (games: ReadonlyArray<PlayedGame>): ReadonlyArray<PlayedGame> =>
  [...games].sort((a, b) => b.playedAt - a.playedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))

/** The last `limit` games `team` played, newest first, each with its result for `team`. */
export const formOf = (team: string, games: ReadonlyArray<PlayedGame>, limit = FORM_SHOWN): ReadonlyArray<FormEntry> =>
  newestFirst(games.filter((game) => involves(team, game)))
    .slice(0, limit)
    .map((game) => ({ game, result: resultFor(team, game) }))

/** The last `limit` meetings of `a` and `b`, whoever was at home, newest first. */
export const headToHeadOf = (a: string, b: string, games: ReadonlyArray<PlayedGame>, limit = HEAD_TO_HEAD_SHOWN): ReadonlyArray<PlayedGame> =>
  newestFirst(games.filter((game) => (game.home === a && game.away === b) || (game.home === b && game.away === a))).slice(0, limit)

/** How meetings went for `team`: wins, draws and losses. */
export const meetingsTally = (team: string, meetings: ReadonlyArray<PlayedGame>): { readonly won: number; readonly drawn: number; readonly lost: number } => {
  let won = 0
  let drawn = 0
  let lost = 0
  for (const game of meetings) {
    const letter = resultFor(team, game)
    if (letter === "W") won++
    else if (letter === "D") drawn++
    else lost++
  }
  return { won, drawn, lost }
}

interface Tally {
  team: string
  played: number
  won: number
  drawn: number
  lost: number
  goalsFor: number
  goalsAgainst: number
}

/**
 * The table of `teams` over `games`: only games between two of the table's sides count (a cup tie against an
 * outsider is not a league game). Every side has a row, played or not. Ranked under `points` by points, goal
 * difference, goals scored; under `wins` by wins, then fewer losses, difference, scored; ties by name, so the
 * order is the same whatever order the games came in.
 */
export const standingsOf = (teams: ReadonlyArray<string>, games: ReadonlyArray<PlayedGame>, rule: StandingsRule): ReadonlyArray<StandingRow> => {
  const tallies = new Map<string, Tally>()
  for (const team of teams) tallies.set(team, { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0 })
  for (const game of games) {
    const home = tallies.get(game.home)
    const away = tallies.get(game.away)
    if (home === undefined || away === undefined || home === away) continue
    const sides: ReadonlyArray<readonly [Tally, number, number]> = [
      [home, game.score.home, game.score.away],
      [away, game.score.away, game.score.home]
    ]
    for (const [tally, own, other] of sides) {
      tally.played++
      tally.goalsFor += own
      tally.goalsAgainst += other
      if (own > other) tally.won++
      else if (own < other) tally.lost++
      else tally.drawn++
    }
  }
  const pointsOf = (t: Tally) => POINTS_FOR_WIN * t.won + POINTS_FOR_DRAW * t.drawn
  const keys = (t: Tally): ReadonlyArray<number> =>
    rule === "points" ? [pointsOf(t), t.goalsFor - t.goalsAgainst, t.goalsFor] : [t.won, -t.lost, t.goalsFor - t.goalsAgainst, t.goalsFor]
  const ranked = [...tallies.values()].sort((a, b) => {
    const ka = keys(a)
    const kb = keys(b)
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i]! - ka[i]!
    return a.team < b.team ? -1 : a.team > b.team ? 1 : 0
  })
  return ranked.map((t, index) => ({ position: index + 1, ...t, points: rule === "points" ? pointsOf(t) : null }))
}
