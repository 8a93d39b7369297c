import { Schema } from "effect"
import { logTopic } from "../broker/broker"

/**
 * One committed change a process may hold in memory (migration 058's `change_notices`): a session that ended or
 * changed (its cookie's SHA-256), or the coupon limits (no subject). A kind this version does not know (sent by a
 * newer server) is carried and ignored.
 */
export const ChangeNotice = Schema.Struct({ kind: Schema.String, subject: Schema.String })
export type ChangeNotice = typeof ChangeNotice.Type

/**
 * What the relay publishes each pass: the notices it read, in order, or none (a heartbeat: the relay runs and the
 * broker carries its messages, so a process that hears nothing for a while knows it may be missing notices).
 */
export const NoticeBatch = Schema.Struct({ notices: Schema.Array(ChangeNotice) })
export type NoticeBatch = typeof NoticeBatch.Type

/**
 * A log, not a notice topic: a subscriber that lost the broker for a moment is handed what it missed once it is back
 * (its sequence numbers have no gap), instead of never knowing it missed anything.
 */
export const CHANGE_NOTICES_TOPIC = logTopic("changes.notices", NoticeBatch, 1_000)
