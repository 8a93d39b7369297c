import { Schema } from "effect"
import { Secret } from "../../domain/secret"
import { defineProjection } from "../projection"

const Reason = Schema.Literal("unknown", "expired", "used", "other")

/**
 * QR sign-in (SPEC.md 2.9): on the new device, the request shown and how it ended; on a signed-in device, the last
 * approval. The ticket is a Secret: a replayed log shows none (replay never polls).
 */
export const QrLoginState = Schema.Struct({
  status: Schema.Literal("idle", "waiting", "signedIn", "refused", "failed"),
  ticket: Schema.NullOr(Secret),
  code: Schema.NullOr(Schema.String),
  /** Epoch milliseconds. */
  expiresAt: Schema.NullOr(Schema.Int),
  qrSvg: Schema.NullOr(Schema.String),
  refusal: Schema.NullOr(Reason),
  approval: Schema.Struct({
    status: Schema.Literal("idle", "approved", "refused"),
    code: Schema.NullOr(Schema.String),
    reason: Schema.NullOr(Reason)
  })
})
export type QrLoginState = typeof QrLoginState.Type

const shownNone = { ticket: null, code: null, expiresAt: null, qrSvg: null, refusal: null } as const

export const qrLoginProjection = defineProjection({
  name: "qrLogin",
  schema: QrLoginState,
  initial: { status: "idle", ...shownNone, approval: { status: "idle", code: null, reason: null } } as QrLoginState,
  tags: ["QrLoginShown", "QrLoginStartFailed", "QrLoginRefused", "QrLoginCompleted", "QrLoginStopped", "QrLoginApproved", "QrLoginApprovalFailed", "LoggedOut"],
  apply: (state, event): QrLoginState => {
    switch (event._tag) {
      case "QrLoginShown":
        return { ...state, status: "waiting", ticket: event.ticket, code: event.code, expiresAt: event.expiresAt, qrSvg: event.qrSvg, refusal: null }
      case "QrLoginStartFailed":
        return { ...state, status: "failed", ...shownNone }
      case "QrLoginRefused":
        // The request is dead: its ticket is of no more use.
        return { ...state, status: "refused", ticket: null, refusal: event.reason }
      case "QrLoginCompleted":
        return { ...state, status: "signedIn", ...shownNone }
      case "QrLoginStopped":
        return { ...state, status: "idle", ...shownNone }
      case "QrLoginApproved":
        return { ...state, approval: { status: "approved", code: event.code, reason: null } }
      case "QrLoginApprovalFailed":
        return { ...state, approval: { status: "refused", code: null, reason: event.reason } }
      case "LoggedOut":
        return { ...state, approval: { status: "idle", code: null, reason: null } }
    }
  }
})
