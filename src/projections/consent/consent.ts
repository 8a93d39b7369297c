import { Schema } from "effect"
import { CookiesAgreeType } from "../../domain/consent/cookieConsent"
import { defineProjection } from "../projection"

/**
 * The cookie consent (SPEC.md 4): the choice this browser keeps (null: none yet), which view of the banner shows, and
 * a guest's agree time waiting for a sign-in. The banner shows once the choice was read and none was found.
 */
export const ConsentState = Schema.Struct({
  restored: Schema.Boolean,
  type: Schema.NullOr(CookiesAgreeType),
  view: Schema.Literal("main", "customize"),
  pendingAgreeTime: Schema.NullOr(Schema.Int)
})
export type ConsentState = typeof ConsentState.Type

export const consentProjection = defineProjection({
  name: "consent",
  schema: ConsentState,
  initial: { restored: false, type: null, view: "main", pendingAgreeTime: null } as ConsentState,
  tags: ["ConsentRestored", "ConsentViewShown", "ConsentAccepted", "CookieAgreementSent"] as const,
  apply: (state: ConsentState, event): ConsentState => {
    switch (event._tag) {
      case "ConsentRestored":
        return { ...state, restored: true, type: event.type, pendingAgreeTime: event.pendingAgreeTime }
      case "ConsentViewShown":
        return { ...state, view: event.view }
      case "ConsentAccepted":
        return { ...state, restored: true, type: event.type, view: "main", pendingAgreeTime: event.pending ? event.at : null }
      case "CookieAgreementSent":
        return state.pendingAgreeTime === event.at ? { ...state, pendingAgreeTime: null } : state
      default:
        return state
    }
  }
})
