import type { Either, Schema } from "effect"
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

/**
 * An exact fraction too fine for a JavaScript number: a return to player computed by a dynamic programme over card
 * probabilities has a denominator of dozens of digits.
 */
export interface BigRatio {
  readonly num: bigint
  readonly den: bigint
}

/** Why a step of a round is refused: the round has ended, or the rules do not allow this action in this state. */
export type StepRefusal =
  | { readonly _tag: "RoundOver" }
  | { readonly _tag: "NotAllowed"; readonly reason: string }

/**
 * A game whose round takes more than one step (mines, blackjack). All of its randomness is drawn when the round
 * starts: `start` reads the round's stream once by the published mapping and keeps what it drew (the mines, the
 * cards) in the state, so the server stores the state between steps and no later step reads the stream; every step
 * after that is a deterministic function of the state and the player's action, which the verifier replays.
 *
 * Stakes are counted in units of the round's opening stake. A game where an action puts more money at risk
 * (blackjack's double and split) says so by `stakeUnits`: the server debits the difference when an action raises
 * it. `multipleOf` is what the round pays back in all, as a multiple of the opening stake (stakes included, zero when
 * everything is lost), and the published return to player is 1 + E[multipleOf − stakeUnits]: the expected net result
 * per opening stake, under the play `rtp` names (every strategy for mines, the optimal one for blackjack).
 */
export interface SteppedGame<Bet, State, Action, View> {
  /** The catalogue's game id. */
  readonly id: string
  /** The published return to player as a multiple of the opening stake; the game's doc says under which play. */
  readonly rtp: Ratio | BigRatio
  /** The largest multiple of the opening stake one round can pay back. */
  readonly maxWin: Ratio
  /** The player's choices besides the stake (as the server decodes them: the law). */
  readonly choices: Schema.Schema<Bet, any>
  /** The actions a player may send mid-round. */
  readonly actions: Schema.Schema<Action, any>
  /** The whole state the server stores between steps, hidden draws included. */
  readonly stateSchema: Schema.Schema<State, any>
  /** What the player may see: never what is still hidden mid-round; everything once the round is over. */
  readonly viewSchema: Schema.Schema<View, any>
  /** The published mapping: everything the round will ever need, drawn from the round's stream at its start. */
  readonly start: (bet: Bet, random: RoundRandom) => State
  /** One step: the next state, or why the action is refused (the state is then unchanged). */
  readonly act: (state: State, action: Action) => Either.Either<State, StepRefusal>
  readonly isOver: (state: State) => boolean
  /** How many opening stakes this state has put at risk (1 until an action adds to the stake). */
  readonly stakeUnits: (state: State) => number
  /** What an ended round pays back, as a multiple of the opening stake (stakes included). */
  readonly multipleOf: (bet: Bet, state: State) => Ratio
  readonly view: (state: State) => View
  /** How a round the player leaves unfinished ends (the game's doc states the rule): the ended state. */
  readonly abandon: (state: State) => State
  /**
   * Whether the action plays on (risks the position further or adds stake: a mines reveal, a blackjack hit, double or
   * split) rather than only ending the player's position (a cash-out, a stand). The mid-round rule: a player who may
   * no longer play (banned, frozen, self-excluded, timed out, past the session limit) while a round is open is
   * refused every action that plays on, as a new round would be refused, and may always take the ones that end the
   * position, so what they hold is never taken from them; a round left open is ended by `abandon` after 24 hours.
   */
  readonly playsOn: (action: Action) => boolean
}
