import type { Schema } from "effect"
import type { Ratio } from "../game"

/**
 * What every bonus mini-game publishes and how a play of it is decided, the same rules on the server (which plays and
 * credits the prize) and in the browser (which shows and verifies). A play costs nothing: it is a free play (one per
 * UTC day, or one an operator or a promotion granted), drawn from the round stream of the player's active seed pair
 * (src/domain/casino/fair.ts) with the pair's next nonce, so the casino's verifier recomputes it once the pair is
 * revealed. Its prize is a whole multiple of the player's currency's prize base (./prizeBase.ts), paid into the bonus
 * account.
 */

/** The only way a mapping draws: `RoundRandom.int`, a whole number uniform over 0 … n−1. */
export interface IntDraws {
  readonly int: (n: number) => number
}

/**
 * The first k of 0 … n−1 in a uniformly random order: the partial Fisher–Yates shuffle RoundRandom.sample publishes,
 * written on `int` alone so a test can walk every draw it can make.
 */
export const sampleOf = (draws: IntDraws, n: number, k: number): ReadonlyArray<number> => {
  const items = Array.from({ length: n }, (_, i) => i)
  for (let i = 0; i < k; i++) {
    const j = i + draws.int(n - i)
    const swapped = items[i]!
    items[i] = items[j]!
    items[j] = swapped
  }
  return items.slice(0, k)
}

export interface BonusGame<Choice, Outcome> {
  /** The game's id, as a play names it. */
  readonly id: string
  /** The published prize table, as the game's page shows it (multiples of the prize base). */
  readonly prizeTable: ReadonlyArray<{ readonly label: string; readonly prize: number }>
  /** The expected prize of a play, for every choice the game takes (an exact multiple of the prize base). */
  readonly expectedPrize: Ratio
  /** The largest prize one play can give (a multiple of the prize base). */
  readonly maxPrize: number
  /** The player's choice as it travels (and as the server decodes it: the law). */
  readonly choice: Schema.Schema<Choice, any>
  /** What a play shows: the drawn values and what they mean. */
  readonly outcomeSchema: Schema.Schema<Outcome, any>
  /** The published mapping: the outcome a round's stream gives this choice. */
  readonly draw: (choice: Choice, random: IntDraws) => Outcome
  /** The prize (a multiple of the prize base) this outcome gives this choice. */
  readonly prizeOf: (choice: Choice, outcome: Outcome) => number
}
