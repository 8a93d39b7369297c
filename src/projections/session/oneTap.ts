import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { AuthErrorCode } from "../../domain/session/credentials"
import { DEFAULT_CURRENCY_ID } from "../../domain/session/registration"
import { defineProjection } from "../projection"

/**
 * The one-tap prompt guests see (SPEC.md 5): whether the server has a one-tap client, whether the guest closed the
 * prompt, and how the last try went. `secondStep`: the credential was good and the player has two-step on; the
 * sign-in page asks for the authenticator's code, and the prompt steps aside.
 */
export const OneTapState = Schema.Struct({
  status: Schema.Literal("unknown", "available", "unavailable", "prompting", "signingIn", "failed", "dismissed", "secondStep"),
  currencyId: Schema.Int,
  error: Schema.NullOr(ApiError)
})
export type OneTapState = typeof OneTapState.Type

export const oneTapProjection = defineProjection({
  name: "oneTap",
  schema: OneTapState,
  initial: { status: "unknown", currencyId: DEFAULT_CURRENCY_ID, error: null } as OneTapState,
  tags: ["OneTapAvailable", "OneTapUnavailable", "OneTapPromptOpened", "OneTapSignedIn", "OneTapFailed", "OneTapDismissed"],
  apply: (state, event): OneTapState => {
    switch (event._tag) {
      case "OneTapAvailable":
        // A guest who closed the prompt keeps it closed.
        return state.status === "dismissed" ? state : { ...state, status: "available", error: null }
      case "OneTapUnavailable":
        return { ...state, status: "unavailable", error: event.error }
      case "OneTapPromptOpened":
        return { ...state, status: "prompting", currencyId: event.currencyId, error: null }
      case "OneTapSignedIn":
        return { ...state, status: "signingIn", error: null }
      case "OneTapFailed":
        return event.error._tag === "ServerRefused" && event.error.code === AuthErrorCode.twoStepCodeRequired
          ? { ...state, status: "secondStep", error: null }
          : { ...state, status: "failed", error: event.error }
      case "OneTapDismissed":
        return { ...state, status: "dismissed", error: null }
    }
  }
})
