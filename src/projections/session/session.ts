import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

export const SessionState = Schema.Struct({
  /** unknown until the first check answers; "failed" when the check could not be made. */
  status: Schema.Literal("unknown", "guest", "player", "failed"),
  userId: Schema.NullOr(Schema.Int),
  deviceSession: Schema.Boolean,
  fingerprintExpiresAt: Schema.NullOr(Schema.Int),
  error: Schema.NullOr(ApiError)
})
export type SessionState = typeof SessionState.Type

export const isAuthenticated = (state: SessionState): boolean => state.status === "player"

export const sessionProjection = defineProjection({
  name: "session",
  schema: SessionState,
  initial: { status: "unknown", userId: null, deviceSession: false, fingerprintExpiresAt: null, error: null } as SessionState,
  apply: (state, event): SessionState => {
    switch (event._tag) {
      case "SessionChecked":
        return { ...state, status: event.userId === null ? "guest" : "player", userId: event.userId, error: null }
      case "SessionCheckFailed":
        // A failed refresh keeps a known session; only a first check that fails leaves it failed.
        return state.status === "unknown" ? { ...state, status: "failed", error: event.error } : { ...state, error: event.error }
      case "DeviceSessionStarted":
        return { ...state, deviceSession: true, fingerprintExpiresAt: event.fingerprintExpiresAt }
      case "DeviceSessionFailed":
        return { ...state, error: event.error }
      default:
        return state
    }
  }
})
