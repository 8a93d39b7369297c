import type { ChampionshipPage } from "./feed"

/**
 * SPEC.md 2.2: each championship page (champ, epl, laliga, europaleague, ipl, scf, fifacwc, nbafinals, nhlfinals) has
 * a home, a game page and a final. The final is the championship's decisive game as a bookmaker shows it:
 * - `match`: a cup's final, one game that comes last in its schedule (Champions League, Europa League, Club World
 *   Cup, the IPL, whose season ends in its Final, and the UEFA Super Cup, a championship of one final);
 * - `series`: a finals series (NBA Finals, Stanley Cup Final): every game the two finalists play each other, the
 *   finalists being the sides of the championship's last game;
 * - `round`: a league has no final game: its title is decided on the season's last round, the last `games` games of
 *   its schedule (the Premier League and La Liga: 20 clubs, so 10 games a round).
 * A bookmaker would also show a league's title outright; the line has no outright markets, so the last round it is.
 * UFC has no final (its page shows fight cards), so it has no final page.
 *
 * The feed's schedule runs on (a game that starts is replaced by one at the line's far end), so a championship's
 * final is the end of its schedule as the line now holds it, and moves on with it.
 */
export type FinalRule = { readonly _tag: "match" } | { readonly _tag: "series" } | { readonly _tag: "round"; readonly games: number }

const match: FinalRule = { _tag: "match" }
const series: FinalRule = { _tag: "series" }
const leagueRound: FinalRule = { _tag: "round", games: 10 }

export const FINAL_RULES: Readonly<Record<ChampionshipPage, FinalRule | null>> = {
  champ: match,
  epl: leagueRound,
  laliga: leagueRound,
  europaleague: match,
  ipl: match,
  scf: match,
  fifacwc: match,
  nbafinals: series,
  nhlfinals: series,
  ufc: null
}

/** The rule of a championship's page type; null for a championship without a page of its own or without a final. */
export const finalRuleOf = (page: ChampionshipPage | null): FinalRule | null => (page === null ? null : FINAL_RULES[page])

/** What the rule needs of a game. */
export interface Fixture {
  readonly id: string
  readonly startsAt: number
  readonly home: string
  readonly away: string
}

/**
 * The championship's games in its schedule's order: by start time, and games starting at the same time in the order
 * they were listed (the feed lists games in the order it made them, so the later made counts as the later).
 */
const bySchedule = <G extends Fixture>(games: ReadonlyArray<G>): ReadonlyArray<G> =>
  games
    .map((game, index) => ({ game, index }))
    .sort((a, b) => a.game.startsAt - b.game.startsAt || a.index - b.index)
    .map(({ game }) => game)

const sameSides = (a: Fixture, b: Fixture) => (a.home === b.home && a.away === b.away) || (a.home === b.away && a.away === b.home)

/** The championship's final among its games (line and live together), in schedule order; none when it has no games. */
export const finalGames = <G extends Fixture>(rule: FinalRule, games: ReadonlyArray<G>): ReadonlyArray<G> => {
  const schedule = bySchedule(games)
  const last = schedule[schedule.length - 1]
  if (last === undefined) return []
  switch (rule._tag) {
    case "match":
      return [last]
    case "series":
      return schedule.filter((game) => sameSides(game, last))
    case "round":
      return schedule.slice(Math.max(0, schedule.length - rule.games))
  }
}

/** The final's segment after a championship's path: /{lng}/{section}/{sport}/{champ}/final (game ids are g and digits). */
export const FINAL_SEGMENT = "final"
