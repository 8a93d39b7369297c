import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { Secret } from "../secret"
import { version } from "../version"

/** Why the new device's request, or an approval, was refused: the three refusals of the server, or another error. */
export const QrLoginRefusalReason = Schema.Literal("unknown", "expired", "used", "other")
export type QrLoginRefusalReason = typeof QrLoginRefusalReason.Type

/**
 * The server made a request: its code, QR code and expiry are shown; the ticket (the only key to the request's
 * answer) is a Secret, kept in memory for the polls and written to an exported log as the placeholder.
 */
export class QrLoginShown extends Schema.TaggedClass<QrLoginShown>()("QrLoginShown", {
  ...version(1),
  ticket: Secret,
  code: Schema.String,
  /** Epoch milliseconds. */
  expiresAt: Schema.Int,
  qrSvg: Schema.String
}) {}

export class QrLoginStartFailed extends Schema.TaggedClass<QrLoginStartFailed>()("QrLoginStartFailed", { ...version(1), error: ApiError }) {}

/** The request can no longer sign this device in (expired, used, unknown): the screen offers a new one. */
export class QrLoginRefused extends Schema.TaggedClass<QrLoginRefused>()("QrLoginRefused", {
  ...version(1),
  reason: QrLoginRefusalReason,
  error: Schema.NullOr(ApiError)
}) {}

/** The request was approved and this device signed in (LoginSucceeded follows with the player). */
export class QrLoginCompleted extends Schema.TaggedClass<QrLoginCompleted>()("QrLoginCompleted", { ...version(1) }) {}

export class QrLoginStopped extends Schema.TaggedClass<QrLoginStopped>()("QrLoginStopped", { ...version(1) }) {}

/** The signed-in player approved the code: the other device signs in at its next poll. */
export class QrLoginApproved extends Schema.TaggedClass<QrLoginApproved>()("QrLoginApproved", { ...version(1), code: Schema.String }) {}

export class QrLoginApprovalFailed extends Schema.TaggedClass<QrLoginApprovalFailed>()("QrLoginApprovalFailed", {
  ...version(1),
  reason: QrLoginRefusalReason,
  error: ApiError
}) {}

export const qrEvents = [QrLoginShown, QrLoginStartFailed, QrLoginRefused, QrLoginCompleted, QrLoginStopped, QrLoginApproved, QrLoginApprovalFailed] as const

/** All but the player's leaving of the screen record what the server answered. */
export const qrServerAnswers = [QrLoginShown, QrLoginStartFailed, QrLoginRefused, QrLoginCompleted, QrLoginApproved, QrLoginApprovalFailed] as const
