import { Schema } from "effect"
import { TermsRules, TermsStatus } from "../../domain/api/terms"
import { playerScoped } from "../playerScoped"

/**
 * The signed-in player's terms: their status as last checked, the current terms the confirm page shows, and whether
 * the last confirmation failed (SPEC.md 8: the 'information_confirm_terms_error' alert, until the terms are read
 * again). Reset when another player (or a guest) takes the browser.
 */
export const TermsState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.NullOr(TermsStatus),
  rules: Schema.NullOr(TermsRules),
  rulesStatus: Schema.Literal("idle", "loaded", "failed"),
  confirmFailed: Schema.Boolean
})
export type TermsState = typeof TermsState.Type

const emptyFor = (owner: number | null): TermsState => ({ owner, status: null, rules: null, rulesStatus: "idle", confirmFailed: false })

export const termsProjection = playerScoped({
  name: "terms",
  schema: TermsState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["TermsStatusChecked", "TermsRulesLoaded", "TermsRulesLoadFailed", "TermsConfirmed", "TermsConfirmFailed"],
  apply: (state, event): TermsState => {
    switch (event._tag) {
      case "TermsStatusChecked":
        return { ...state, status: event.status }
      case "TermsRulesLoaded":
        return { ...state, rules: event.rules, rulesStatus: "loaded", confirmFailed: false }
      case "TermsRulesLoadFailed":
        return { ...state, rulesStatus: state.rules === null ? "failed" : state.rulesStatus }
      case "TermsConfirmed":
        return { ...state, status: event.status, confirmFailed: false }
      case "TermsConfirmFailed":
        return { ...state, confirmFailed: true }
      default:
        return state
    }
  }
})
