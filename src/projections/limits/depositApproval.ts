import { Schema } from "effect"
import { LimitTypeCode } from "../../domain/limits/limitTypes"
import { isAwaitingApproval } from "../../domain/limits/view"
import { playerScoped } from "../playerScoped"

/**
 * SPEC.md 4 "Deposit limit to approve": the blocking popup, from the approval time until the player confirms or
 * rejects (or the limits read again hold nothing awaiting approval: another tab answered).
 */
export const DepositApprovalState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  due: Schema.Boolean,
  limitTypes: Schema.Array(LimitTypeCode),
  dueAt: Schema.NullOr(Schema.Int)
})
export type DepositApprovalState = typeof DepositApprovalState.Type

const emptyFor = (owner: number | null): DepositApprovalState => ({ owner, due: false, limitTypes: [], dueAt: null })

export const depositApprovalProjection = playerScoped({
  name: "depositApproval",
  schema: DepositApprovalState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["DepositApprovalDue", "LimitsLoaded", "LimitsSaved", "LimitActionSucceeded"],
  apply: (state, event): DepositApprovalState => {
    switch (event._tag) {
      case "DepositApprovalDue":
        return { ...state, due: true, limitTypes: event.limitTypes, dueAt: event.dueAt }
      case "LimitActionSucceeded":
        // A confirm or reject answers every waiting change; a cancel is one type's: the popup stays while another waits.
        if (event.action !== "cancel") return state.due ? emptyFor(state.owner) : state
        return state.due && !event.limits.some(isAwaitingApproval) ? emptyFor(state.owner) : state
      case "LimitsLoaded":
      case "LimitsSaved":
        return state.due && !event.limits.some(isAwaitingApproval) ? emptyFor(state.owner) : state
    }
  }
})
