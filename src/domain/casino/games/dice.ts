import { Schema } from "effect"
import { type InstantGame, ratio } from "../game"

/**
 * Dice: the round draws a roll of 0.00–99.99 (a whole number 0 … 9999 of hundredths, uniform) and the player wins
 * when it lands on their side of the target: "under" wins on a roll below the target, "over" on a roll at or above
 * it. The win chance is c/10000 for the c rolls that win, and a win pays 9900/c times the stake, so every bet returns
 * exactly 99% and the largest win (c = 1) is 9900×.
 */

export const DICE_ROLLS = 10_000
/** Fewest and most winning rolls a bet may cover (0.01% … 98.00% chance). */
export const DICE_MIN_CHANCE = 1
export const DICE_MAX_CHANCE = 9_800

export const DiceChoices = Schema.Struct({
  /** The target in hundredths (1 … 9999). */
  target: Schema.Int.pipe(Schema.between(1, DICE_ROLLS - 1)),
  side: Schema.Literal("under", "over")
}).pipe(
  Schema.filter((bet) => {
    const chance = winningRolls(bet)
    return (chance >= DICE_MIN_CHANCE && chance <= DICE_MAX_CHANCE) || `the win chance must be 0.01%–98.00%`
  })
)
export type DiceChoices = typeof DiceChoices.Type

export const DiceOutcome = Schema.Struct({ roll: Schema.Int.pipe(Schema.between(0, DICE_ROLLS - 1)) })
export type DiceOutcome = typeof DiceOutcome.Type

/** How many of the 10000 rolls win this bet. */
export const winningRolls = (bet: { readonly target: number; readonly side: "under" | "over" }): number =>
  bet.side === "under" ? bet.target : DICE_ROLLS - bet.target

export const dice: InstantGame<DiceChoices, DiceOutcome> = {
  id: "dice",
  rtp: ratio(99, 100),
  maxWin: ratio(9_900, 1),
  choices: DiceChoices,
  outcomeSchema: DiceOutcome,
  draw: (_bet, random) => ({ roll: random.int(DICE_ROLLS) }),
  multipleOf: (bet, outcome) => {
    const wins = bet.side === "under" ? outcome.roll < bet.target : outcome.roll >= bet.target
    return wins ? ratio(9_900, winningRolls(bet)) : ratio(0, 1)
  }
}
