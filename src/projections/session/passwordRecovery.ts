import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { closingStep, sentStep } from "../../domain/session/passwordRecovery"
import { defineProjection } from "../projection"

/**
 * The forgot-password modal (SPEC.md 2.4, 4): where the last code went and until when, the last refusal with its
 * SPEC.md 4 kind (time_up or wrong_code), whether the new password is saved, and the analytics steps the recovery
 * went through (popup, code, sent, resend, approve, save, success or error, exit, cancel), in order.
 */
const Kind = Schema.Literal("time_up", "wrong_code", "too_many_attempts", "other")
export const RecoveryStepEntry = Schema.Union(
  Schema.Struct({ step: Schema.Literal("popup", "code", "sent", "resend", "approve", "save", "success", "exit", "cancel") }),
  Schema.Struct({ step: Schema.Literal("error"), kind: Kind })
)

export const PasswordRecoveryState = Schema.Struct({
  active: Schema.Boolean,
  sent: Schema.NullOr(Schema.Struct({ channel: Schema.Literal("email", "sms"), to: Schema.String, expiresAt: Schema.Int })),
  codesSent: Schema.Int,
  sendError: Schema.NullOr(ApiError),
  resetError: Schema.NullOr(Schema.Struct({ error: ApiError, kind: Kind })),
  done: Schema.Boolean,
  steps: Schema.Array(RecoveryStepEntry)
})
export type PasswordRecoveryState = typeof PasswordRecoveryState.Type

const initial: PasswordRecoveryState = { active: false, sent: null, codesSent: 0, sendError: null, resetError: null, done: false, steps: [] }

/** The trail is for one recovery at a time; a runaway one stops growing here. */
const MAX_STEPS = 50
const step = (state: PasswordRecoveryState, ...steps: PasswordRecoveryState["steps"]): PasswordRecoveryState["steps"] =>
  [...state.steps, ...steps].slice(-MAX_STEPS)

export const passwordRecoveryProjection = defineProjection({
  name: "passwordRecovery",
  schema: PasswordRecoveryState,
  initial,
  tags: ["AuthFormOpened", "AuthFormClosed", "RecoveryCodeRequested", "RecoveryCodeSent", "RecoveryCodeFailed", "PasswordResetDone", "PasswordResetFailed", "LoginSucceeded"],
  apply: (state, event): PasswordRecoveryState => {
    switch (event._tag) {
      case "AuthFormOpened":
        if (event.form === "forgotPassword") return { ...initial, active: true, steps: [{ step: "popup" }] }
        // Leaving the modal for the sign-in or registration form abandons the recovery.
        return state.active ? { ...state, active: false, steps: step(state, closingStep(state.done)) } : state
      case "AuthFormClosed":
      case "LoginSucceeded":
        return state.active ? { ...state, active: false, steps: step(state, closingStep(state.done)) } : state
      case "RecoveryCodeRequested":
        return { ...state, sendError: null, steps: step(state, { step: "code" }) }
      case "RecoveryCodeSent":
        return {
          ...state,
          sent: { channel: event.channel, to: event.to, expiresAt: event.expiresAt },
          codesSent: state.codesSent + 1,
          resetError: null,
          steps: step(state, sentStep(state.codesSent))
        }
      case "RecoveryCodeFailed":
        return { ...state, sendError: event.error, steps: step(state, { step: "error", kind: "other" }) }
      case "PasswordResetDone":
        return { ...state, done: true, resetError: null, steps: step(state, { step: "approve" }, { step: "save" }, { step: "success" }) }
      case "PasswordResetFailed":
        return { ...state, resetError: { error: event.error, kind: event.kind }, steps: step(state, { step: "approve" }, { step: "error", kind: event.kind }) }
    }
  }
})
