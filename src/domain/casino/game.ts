import type { Schema } from "effect"
import type { RoundRandom } from "./fair"

/**
 * What every in-house game publishes and how a round of it is played, the same rules on the server (which plays and
 * pays) and in the browser (which shows and verifies). Money is integers in minor units; a payout is a multiple of
 * the stake written as an exact fraction, so the published return to player can be checked exactly.
 */

/** An exact non-negative fraction num/den (den > 0). */
export interface Ratio {
  readonly num: number
  readonly den: number
}

export const ratio = (num: number, den: number): Ratio => ({ num, den })

/**
 * The win a multiple pays on a stake: rounded down to the minor unit, so the house never pays a fraction of one.
 * Past 2^53 the product of stake and numerator is no longer exact in a double (roulette's multiple is the chips' pay
 * over their sum, so both are money), and then the division is done in whole numbers.
 */
export const winOn = (stake: number, multiple: Ratio): number => {
  const product = stake * multiple.num
  return Number.isSafeInteger(product)
    ? Math.floor(product / multiple.den)
    : Number((BigInt(stake) * BigInt(multiple.num)) / BigInt(multiple.den))
}

/**
 * A game whose round is decided at once: the player's bet (the stake and the game's own choices), one draw from the
 * round's random stream by the published mapping, and the multiple of the stake it pays (zero when it loses).
 */
export interface InstantGame<Bet, Outcome> {
  /** The catalogue's game id. */
  readonly id: string
  /** The published return to player: the expected multiple of the stake, for every bet the game accepts. */
  readonly rtp: Ratio
  /** The largest multiple of the stake one round can pay. */
  readonly maxWin: Ratio
  /** The player's choices besides the stake, as they travel (and as the server decodes them: the law). */
  readonly choices: Schema.Schema<Bet, any>
  /** What a round shows: the drawn numbers and what they mean. */
  readonly outcomeSchema: Schema.Schema<Outcome, any>
  /** The published mapping: the outcome a round's stream gives these choices. */
  readonly draw: (bet: Bet, random: RoundRandom) => Outcome
  /** The multiple of the stake this outcome pays these choices (zero: the stake is lost). */
  readonly multipleOf: (bet: Bet, outcome: Outcome) => Ratio
  /**
   * The stake the choices themselves carry, for a game whose bet is made of its own amounts (roulette's chips: the
   * stake is their sum). Absent, the stake is a separate amount the player sends beside the choices.
   */
  readonly stakeOf?: (bet: Bet) => number
}
