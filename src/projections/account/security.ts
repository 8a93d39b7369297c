import { Schema } from "effect"
import { SecurityState } from "../../domain/api/accountOffice"
import { ApiError } from "../../domain/api/clientErrors"
import { Secret } from "../../domain/secret"
import { defineProjection } from "../projection"

const ChangeKind = Schema.Literal("password", "enableTwoStep", "disableTwoStep", "question", "emailAuth", "bindPhone", "unbindPhone")
const PhoneCodePurpose = Schema.Literal("bindPhone", "unbindPhone")

/**
 * The security page (issue 7): what protects the account and the protection level it makes (SPEC.md 3 and 5), the
 * two-step set-up in progress (its secret a Secret: a replayed log shows none) and the outcome of the last change.
 */
export const SecurityPageState = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  security: Schema.NullOr(SecurityState),
  setup: Schema.NullOr(Schema.Struct({ secret: Secret, uri: Secret, qrSvg: Secret })),
  outcome: Schema.NullOr(Schema.Struct({ change: ChangeKind, success: Schema.Boolean, error: Schema.NullOr(ApiError) })),
  error: Schema.NullOr(ApiError),
  /** The last SMS code of a phone binding or unbinding: where it went (masked) and until when, or why it did not go. */
  phoneCode: Schema.NullOr(
    Schema.Struct({ purpose: PhoneCodePurpose, sent: Schema.NullOr(Schema.Struct({ phone: Schema.String, expiresAt: Schema.Int })), error: Schema.NullOr(ApiError) })
  ),
  /** The e-mail confirmation link asked for again: where it went (masked) and until when, or why it did not go. */
  confirmation: Schema.NullOr(Schema.Struct({ sent: Schema.NullOr(Schema.Struct({ email: Schema.String, expiresAt: Schema.Int })), error: Schema.NullOr(ApiError) })),
  /** The activation link of an added address (user/activate): where it went (masked) and until when, or why it did not go. */
  activation: Schema.NullOr(Schema.Struct({ sent: Schema.NullOr(Schema.Struct({ email: Schema.String, expiresAt: Schema.Int })), error: Schema.NullOr(ApiError) }))
})
export type SecurityPageState = typeof SecurityPageState.Type

export const initialSecurity: SecurityPageState = {
  status: "idle",
  security: null,
  setup: null,
  outcome: null,
  error: null,
  phoneCode: null,
  confirmation: null,
  activation: null
}

export const securityProjection = defineProjection({
  name: "security",
  schema: SecurityPageState,
  initial: initialSecurity,
  tags: [
    "LoginSucceeded",
    "PlayerRegistered",
    "LoggedOut",
    "SecurityLoaded",
    "SecurityLoadFailed",
    "SecurityChanged",
    "SecurityChangeFailed",
    "TwoStepSetupStarted",
    "TwoStepSetupFailed",
    "TwoStepSetupCancelled",
    "PhoneCodeSent",
    "PhoneCodeFailed",
    "EmailConfirmationResent",
    "EmailConfirmationResendFailed",
    "EmailActivationSent",
    "EmailActivationSendFailed"
  ],
  apply: (state, event): SecurityPageState => {
    switch (event._tag) {
      case "LoginSucceeded":
      case "PlayerRegistered":
      case "LoggedOut":
        return initialSecurity
      case "SecurityLoaded":
        return { ...state, status: "loaded", security: event.security, error: null }
      case "SecurityLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", error: event.error }
      case "SecurityChanged":
        return {
          ...state,
          status: "loaded",
          security: event.security,
          // Two-step turned on: the set-up is done and its secret is not shown again.
          setup: event.change === "enableTwoStep" ? null : state.setup,
          outcome: { change: event.change, success: true, error: null },
          error: null,
          // A phone bound or unbound: its code is spent.
          phoneCode: event.change === "bindPhone" || event.change === "unbindPhone" ? null : state.phoneCode
        }
      case "SecurityChangeFailed":
        return { ...state, outcome: { change: event.change, success: false, error: event.error } }
      case "TwoStepSetupStarted":
        return { ...state, setup: { secret: event.secret, uri: event.uri, qrSvg: event.qrSvg }, outcome: null }
      case "TwoStepSetupFailed":
        return { ...state, setup: null, outcome: { change: "enableTwoStep", success: false, error: event.error } }
      case "TwoStepSetupCancelled":
        return { ...state, setup: null, outcome: null }
      case "PhoneCodeSent":
        return { ...state, phoneCode: { purpose: event.purpose, sent: { phone: event.phone, expiresAt: event.expiresAt }, error: null }, outcome: null }
      case "PhoneCodeFailed":
        // A code sent before for the same purpose still works: it stays on screen beside the refusal.
        return {
          ...state,
          phoneCode: { purpose: event.purpose, sent: state.phoneCode?.purpose === event.purpose ? state.phoneCode.sent : null, error: event.error }
        }
      case "EmailConfirmationResent":
        return { ...state, confirmation: { sent: { email: event.email, expiresAt: event.expiresAt }, error: null } }
      case "EmailConfirmationResendFailed":
        return { ...state, confirmation: { sent: state.confirmation?.sent ?? null, error: event.error } }
      case "EmailActivationSent":
        return { ...state, activation: { sent: { email: event.email, expiresAt: event.expiresAt }, error: null } }
      case "EmailActivationSendFailed":
        // A link sent before still works: it stays on screen beside the refusal.
        return { ...state, activation: { sent: state.activation?.sent ?? null, error: event.error } }
    }
  }
})
