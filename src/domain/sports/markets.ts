/**
 * Markets of a game and how each outcome settles against a score (the line simulator's settler and the client's
 * results page share these rules). Scores are goals, points or sets as the sport counts them; a period market
 * settles against that period's score.
 */
export interface Score {
  readonly home: number
  readonly away: number
}

export type Market =
  /** Match result: 1 home, X draw, 2 away. */
  | { readonly kind: "1x2" }
  | { readonly kind: "doubleChance" }
  /** Total over or under `line`; a whole line that is hit exactly is void (the stake comes back). */
  | { readonly kind: "total"; readonly line: number }
  /** Home's score plus `line` against away's; a whole line that ties is void. */
  | { readonly kind: "handicap"; readonly line: number }
  | { readonly kind: "bothTeamsToScore" }
  | { readonly kind: "correctScore" }

export type Pick =
  | { readonly kind: "1x2"; readonly pick: "1" | "X" | "2" }
  | { readonly kind: "doubleChance"; readonly pick: "1X" | "12" | "X2" }
  | { readonly kind: "total"; readonly pick: "over" | "under" }
  | { readonly kind: "handicap"; readonly pick: "home" | "away" }
  | { readonly kind: "bothTeamsToScore"; readonly pick: "yes" | "no" }
  | { readonly kind: "correctScore"; readonly pick: Score }

export type Settlement = "won" | "lost" | "void"

/** Lines are whole or half numbers: a quarter line (2.25) would split the stake, which this book does not offer. */
export const isOfferedLine = (line: number): boolean => Number.isFinite(line) && Number.isInteger(line * 2)

const result = (score: Score): "1" | "X" | "2" => (score.home > score.away ? "1" : score.home < score.away ? "2" : "X")

const compare = (a: number, b: number): Settlement => (a > b ? "won" : a < b ? "lost" : "void")

/** How one outcome settles. The market's line travels with it; the pick says which side the player took. */
export const settle = (market: Market, pick: Pick, score: Score): Settlement => {
  switch (pick.kind) {
    case "1x2":
      return result(score) === pick.pick ? "won" : "lost"
    case "doubleChance":
      return pick.pick.includes(result(score)) ? "won" : "lost"
    case "total": {
      const line = market.kind === "total" ? market.line : 0
      const goals = score.home + score.away
      return pick.pick === "over" ? compare(goals, line) : compare(line, goals)
    }
    case "handicap": {
      const line = market.kind === "handicap" ? market.line : 0
      return pick.pick === "home" ? compare(score.home + line, score.away) : compare(score.away, score.home + line)
    }
    case "bothTeamsToScore":
      return (score.home > 0 && score.away > 0) === (pick.pick === "yes") ? "won" : "lost"
    case "correctScore":
      return pick.pick.home === score.home && pick.pick.away === score.away ? "won" : "lost"
  }
}
