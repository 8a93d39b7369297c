import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * The e-mail confirmation: the registration form's "link sent" (where to, until when), and the `user/accountverify`
 * page's outcome, with SPEC.md 4's kind when the code was refused and whether the link made (and signed in) a player.
 */
export const EmailConfirmationState = Schema.Struct({
  status: Schema.Literal("idle", "confirmed", "failed"),
  error: Schema.NullOr(Schema.Struct({ error: ApiError, kind: Schema.Literal("time_up", "wrong_code", "too_many_attempts", "other") })),
  /** The registration by e-mail waits for its link, sent to `to` (masked) and good until `expiresAt` (epoch s). */
  linkSent: Schema.NullOr(Schema.Struct({ to: Schema.String, expiresAt: Schema.Int })),
  /** The link finished a registration by e-mail: the new player is signed in. */
  registered: Schema.Boolean
})
export type EmailConfirmationState = typeof EmailConfirmationState.Type

export const emailConfirmationProjection = defineProjection({
  name: "emailConfirmation",
  schema: EmailConfirmationState,
  initial: { status: "idle", error: null, linkSent: null, registered: false } as EmailConfirmationState,
  tags: ["RegistrationLinkSent", "RegistrationFailed", "AuthFormOpened", "EmailConfirmed", "EmailConfirmationFailed", "PlayerRegistered"],
  apply: (state, event): EmailConfirmationState => {
    switch (event._tag) {
      case "RegistrationLinkSent":
        return { ...state, linkSent: { to: event.to, expiresAt: event.expiresAt } }
      case "RegistrationFailed":
      case "AuthFormOpened":
        return state.linkSent === null ? state : { ...state, linkSent: null }
      case "EmailConfirmed":
        return { ...state, status: "confirmed", error: null }
      case "EmailConfirmationFailed":
        return { ...state, status: "failed", error: { error: event.error, kind: event.kind } }
      case "PlayerRegistered":
        // Only the link makes a player registered by e-mail; the other ways end on their own forms.
        return event.method === "full" ? { ...state, registered: true, linkSent: null } : state
    }
  }
})
