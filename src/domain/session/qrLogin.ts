/**
 * QR sign-in (SPEC.md 2.9 "QR login"): a device that is not signed in shows a short-lived sign-in request as a QR
 * code and a short code; a player signed in elsewhere approves the code, and the new device's next poll signs it in.
 * The rules both sides share: the code's alphabet and shape, the request's life, the poll period and the refusals.
 */

/** A request lives two minutes; a code not approved and used by then is refused as expired. */
export const QR_LOGIN_LIFETIME_MS = 2 * 60 * 1000

/** How often the new device asks whether its request has been approved. */
export const QR_LOGIN_POLL_MS = 2000

/** Letters and digits that cannot be mistaken for one another when read off a screen (no 0/O, 1/I/L). */
export const QR_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"

/** Eight symbols of the alphabet: what the server keeps and compares. */
export const QR_CODE_LENGTH = 8
export const QR_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/

/**
 * The code as a person types it, made comparable: case, spaces and dashes do not matter. Answers undefined when
 * what is left is not a code.
 */
export const normalizeQrCode = (typed: string): string | undefined => {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "")
  return QR_CODE_PATTERN.test(compact) ? compact : undefined
}

/** The code as the screen shows it: two groups of four, "ABCD-EFGH". */
export const formatQrCode = (code: string): string => `${code.slice(0, 4)}-${code.slice(4)}`

/** Why a QR sign-in request was refused, as a 400's code (SPEC.md 8 error model). */
export const QrLoginErrorCode = {
  /** No such request (never made, or long gone). */
  unknown: 50,
  /** Its two minutes are over. */
  expired: 51,
  /** Approved or used already: a request signs in one device once. */
  used: 52
} as const

export type QrLoginRefusal = keyof typeof QrLoginErrorCode

export const qrLoginRefusalOf = (code: number | undefined): QrLoginRefusal | undefined =>
  code === QrLoginErrorCode.unknown ? "unknown" : code === QrLoginErrorCode.expired ? "expired" : code === QrLoginErrorCode.used ? "used" : undefined

/** The office route a signed-in player approves a code on; the QR code opens it with the code filled in. */
export const QR_APPROVE_ROUTE = "/security/approve"
