import { Schema } from "effect"
import { toThousandths } from "./coefficient"

/**
 * What happens when a price changes between the coupon and the line (SPEC.md 3 changeCoefAction, default 2 by
 * SPEC.md 9): 0 always ask the player, 1 accept a higher price (ask on a lower one), 2 accept any change.
 */
export const ChangeCoefAction = { alwaysAsk: 0, acceptHigher: 1, acceptAny: 2 } as const
export const ChangeCoefActionId = Schema.Literal(ChangeCoefAction.alwaysAsk, ChangeCoefAction.acceptHigher, ChangeCoefAction.acceptAny)
export type ChangeCoefActionId = typeof ChangeCoefActionId.Type
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefActionId = ChangeCoefAction.acceptAny

/**
 * Whether a bet shown at `shown` is taken at the line's `current` price without asking. With `exactCoef` the player
 * takes only the price shown, whatever the policy says.
 */
export const acceptsPrice = (action: ChangeCoefActionId, exactCoef: boolean, shown: number, current: number): boolean => {
  const a = toThousandths(shown)
  const b = toThousandths(current)
  if (a === b) return true
  if (exactCoef || action === ChangeCoefAction.alwaysAsk) return false
  return action === ChangeCoefAction.acceptAny || b > a
}
