import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"

const V1 = { v: Schema.Literal(1) }

/** The session check answered: a user id means signed in, null means a guest (SPEC.md 6). */
export class SessionChecked extends Schema.TaggedClass<SessionChecked>()("SessionChecked", {
  ...V1,
  userId: Schema.NullOr(Schema.Int)
}) {}

export class SessionCheckFailed extends Schema.TaggedClass<SessionCheckFailed>()("SessionCheckFailed", {
  ...V1,
  error: ApiError
}) {}

/** GET /web-api/session answered and the device fingerprint was registered (SPEC.md 7). */
export class DeviceSessionStarted extends Schema.TaggedClass<DeviceSessionStarted>()("DeviceSessionStarted", {
  ...V1,
  fingerprintExpiresAt: Schema.Int
}) {}

export class DeviceSessionFailed extends Schema.TaggedClass<DeviceSessionFailed>()("DeviceSessionFailed", {
  ...V1,
  error: ApiError
}) {}

export const sessionEvents = [SessionChecked, SessionCheckFailed, DeviceSessionStarted, DeviceSessionFailed] as const
