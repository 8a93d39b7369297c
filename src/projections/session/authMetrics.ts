import { Schema } from "effect"
import { defineProjection } from "../projection"

/**
 * The login and registration analytics metrics of SPEC.md 3 and 4: the login attempt counter (each sign-in click and
 * each opening of forgot-password, back to 0 on a sign-in or a password recovery), when the login popup was last opened, the registration counter (each registration page or
 * modal call) with its time, and whether the registration started last was finished (a leave event is sent only
 * if not).
 */
export const AuthMetrics = Schema.Struct({
  authTryCounter: Schema.Int,
  lastAuthPopUpCallTime: Schema.NullOr(Schema.Int),
  regTryCounter: Schema.Int,
  lastRegCallTime: Schema.NullOr(Schema.Int),
  hasDone: Schema.Boolean
})
export type AuthMetrics = typeof AuthMetrics.Type

export const authMetricsProjection = defineProjection({
  name: "authMetrics",
  schema: AuthMetrics,
  initial: { authTryCounter: 0, lastAuthPopUpCallTime: null, regTryCounter: 0, lastRegCallTime: null, hasDone: false } as AuthMetrics,
  tags: ["AuthFormOpened", "LoginAttempted", "LoginSucceeded", "PlayerRegistered", "PasswordResetDone"],
  apply: (state, event): AuthMetrics => {
    switch (event._tag) {
      case "AuthFormOpened":
        if (event.form === "registration") return { ...state, regTryCounter: state.regTryCounter + 1, lastRegCallTime: event.at, hasDone: false }
        // SPEC.md 4: opening forgot-password counts as a login attempt too.
        if (event.form === "forgotPassword") return { ...state, authTryCounter: state.authTryCounter + 1 }
        return event.view === "page" ? state : { ...state, lastAuthPopUpCallTime: event.at }
      case "LoginAttempted":
        return { ...state, authTryCounter: state.authTryCounter + 1 }
      case "LoginSucceeded":
      case "PasswordResetDone":
        return { ...state, authTryCounter: 0 }
      case "PlayerRegistered":
        return { ...state, hasDone: true }
    }
  }
})
