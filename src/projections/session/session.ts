import { Schema } from "effect"
import { ApiError, CaptchaRequired } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

export const SessionState = Schema.Struct({
  /** unknown until the first check answers; "failed" when the check could not be made. */
  status: Schema.Literal("unknown", "guest", "player", "failed"),
  userId: Schema.NullOr(Schema.Int),
  /** The account ID the player signs in with, shown in the header; absent from checkpoints written before it existed. */
  accountId: Schema.optionalWith(Schema.NullOr(Schema.Int), { default: () => null }),
  deviceSession: Schema.Boolean,
  fingerprintExpiresAt: Schema.NullOr(Schema.Int),
  error: Schema.NullOr(ApiError)
})
export type SessionState = typeof SessionState.Type

export const isAuthenticated = (state: SessionState): boolean => state.status === "player"

/** A failed refresh keeps a known session; only a first check that fails leaves it failed. */
const checkFailed = (state: SessionState, error: ApiError): SessionState =>
  state.status === "unknown" ? { ...state, status: "failed", error } : { ...state, error }

export const sessionProjection = defineProjection({
  name: "session",
  schema: SessionState,
  initial: { status: "unknown", userId: null, accountId: null, deviceSession: false, fingerprintExpiresAt: null, error: null } as SessionState,
  tags: [
    "SessionChecked",
    "SessionCheckFailed",
    "DeviceSessionStarted",
    "DeviceSessionFailed",
    "CaptchaClosed",
    "LoginSucceeded",
    "PlayerRegistered",
    "LoggedOut",
    "UserConfigLoaded"
  ],
  apply: (state, event): SessionState => {
    switch (event._tag) {
      case "SessionChecked": {
        const status = event.userId === null ? "guest" : "player"
        if (state.status === status && state.userId === event.userId && state.error === null) return state
        // Field by field, not `{ ...state, field }`: the session check repeats every minute of a long log.
        // Another player (or none) than the one whose account ID we know: that ID no longer applies.
        const accountId = event.userId === state.userId ? state.accountId : null
        return { status, userId: event.userId, accountId, deviceSession: state.deviceSession, fingerprintExpiresAt: state.fingerprintExpiresAt, error: null }
      }
      case "LoginSucceeded":
      case "PlayerRegistered":
        return { ...state, status: "player", userId: event.userId, accountId: event.accountId, error: null }
      case "LoggedOut":
        // SPEC.md 4: logout resets the user id (the ban level goes with the user config).
        return { ...state, status: "guest", userId: null, accountId: null, error: null }
      case "UserConfigLoaded": {
        // The user config names the account ID (user_name) after a reload, when no sign-in event told it.
        const accountId = Number(event.config.user_name)
        return Number.isInteger(accountId) && accountId !== state.accountId ? { ...state, accountId } : state
      }
      case "SessionCheckFailed":
        return checkFailed(state, event.error)
      case "DeviceSessionStarted":
        return { ...state, deviceSession: true, fingerprintExpiresAt: event.fingerprintExpiresAt }
      case "DeviceSessionFailed":
        return { ...state, error: event.error }
      case "CaptchaClosed": {
        // The session commands that waited for a declined captcha fail with it.
        const refused = new CaptchaRequired({ code: event.code })
        const tags = new Set(event.declined.map((command) => command["_tag"]))
        let next = state
        if (tags.has("CheckSession")) next = checkFailed(next, refused)
        if (tags.has("StartDeviceSession")) next = { ...next, error: refused }
        return next
      }
    }
  }
})
