import { HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { QR_CODE_PATTERN } from "../session/qrLogin"
import { LanguageCode } from "../shell/language"
import { IssuesCredential, LoggedAnswer, RedactedInLog } from "./credentials"
import { BadRequest, TooManyRequests, Unauthorized } from "./errors"
import { PlayerText } from "../playerText"

/**
 * QR sign-in (SPEC.md 2.9 "QR login"), in the session group. The new device asks for a request and keeps its
 * ticket (256 random bits, the only key to the request's answer, never shown); it shows the request's QR code and
 * short code, which a signed-in player approves on another device; the new device's next poll with the ticket signs
 * it in on a new session, once. Refusals are 400s with a code of QrLoginErrorCode (unknown, expired, used).
 */

/** The ticket on the wire: 43 characters of base64url, Redacted once decoded so it never reaches a log. */
export const QrLoginTicket = Schema.Redacted(Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{43}$/)))

export const QrLoginRequest = Schema.Struct({
  ticket: QrLoginTicket,
  /** The code the approving player types or the QR code carries, eight symbols of QR_CODE_ALPHABET. */
  code: Schema.String.pipe(Schema.pattern(QR_CODE_PATTERN)),
  /** Epoch seconds: the request is refused as expired from then on. */
  expiresAt: Schema.Int,
  /** The QR code (SVG drawn by the server with uqr) of the approval address with the code filled in. */
  qrSvg: Schema.String
})

const QrLoginRequestInLog = Schema.Struct({ ticket: RedactedInLog, code: Schema.String, expiresAt: Schema.Int, qrSvg: Schema.String })

export const QrLoginStatus = Schema.Union(
  Schema.Struct({ status: Schema.Literal("pending") }),
  /** Approved: this answer signed the device in (a new session, its cookie, a token, as the password sign-in). */
  Schema.Struct({ status: Schema.Literal("approved"), userId: Schema.Int, accountId: Schema.Int, data: Schema.Struct({ token: Schema.String }) })
)

// Rate limited per client address like the other ways of signing in.
export const qrLoginStart = HttpApiEndpoint.post("qrLoginStart", "/auth-api/qr-login")
  .setPayload(Schema.Struct({ lng: Schema.optional(LanguageCode) }))
  .addSuccess(QrLoginRequest)
  .addError(TooManyRequests)
  .annotate(LoggedAnswer, QrLoginRequestInLog)

export const qrLoginStatus = HttpApiEndpoint.post("qrLoginStatus", "/auth-api/qr-login/status")
  .setPayload(Schema.Struct({ ticket: QrLoginTicket }))
  .addSuccess(QrLoginStatus)
  .addError(BadRequest)
  .addError(TooManyRequests)
  .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })

// Only a signed-in player (their session cookie) may approve; a guest gets 401.
export const qrLoginApprove = HttpApiEndpoint.post("qrLoginApprove", "/auth-api/qr-login/approve")
  .setPayload(Schema.Struct({ code: PlayerText(32) }))
  .addSuccess(Schema.Struct({ approved: Schema.Literal(true) }))
  .addError(BadRequest)
  .addError(Unauthorized)
  .addError(TooManyRequests)
