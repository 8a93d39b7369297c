import { Schema } from "effect"

/**
 * One-time codes sent by SMS or e-mail (issue 7: 6 digits, single use, at most 10 minutes, limited attempts) and
 * the SPEC.md 4 rule that tells a late code from a wrong one. The server applies these rules; the client shows
 * their outcome.
 */

export const CODE_DIGITS = 6

/** A code is good for 10 minutes at most after it was sent. */
export const CODE_LIFETIME_MS = 10 * 60 * 1000

/** Guesses allowed per code; the next one finds the code gone, so a million codes cannot be tried. */
export const MAX_CODE_ATTEMPTS = 5

/**
 * What a code is for; a code sent for one purpose never confirms another. email_activation: an address a signed-in
 * player adds in the office, confirmed by the link of its e-mail (SPEC.md 2.4 user/activate).
 */
export const CodePurpose = Schema.Literal(
  "phone_registration",
  "sms_sign_in",
  "password_recovery",
  "phone_binding",
  "phone_unbinding",
  "email_confirmation",
  "email_activation"
)
export type CodePurpose = typeof CodePurpose.Type

/** Exactly six ASCII digits: anything else is not a code and is not looked up. */
export const isCodeFormat = (text: string): boolean => /^[0-9]{6}$/.test(text)

/** The code a uniformly drawn integer in [0, 10^6) stands for, with its leading zeros. */
export const codeFromNumber = (n: number): string => String(n).padStart(CODE_DIGITS, "0")

/** SPEC.md 4: a code error is time_up if the code's expiry is past, else wrong_code. */
export const codeErrorKind = (expiresAtMs: number, nowMs: number): "time_up" | "wrong_code" => (nowMs >= expiresAtMs ? "time_up" : "wrong_code")

/** What the server knows of the live code of a purpose and destination. */
export interface StoredCode {
  readonly expiresAtMs: number
  readonly attempts: number
  readonly used: boolean
}

export type CodeVerdict =
  | { readonly result: "verified" }
  | { readonly result: "wrong_code"; readonly attemptsLeft: number }
  | { readonly result: "time_up" }
  | { readonly result: "too_many_attempts" }

/**
 * The verdict on one attempt. A late code is time_up even if it matches (it must not be accepted); a used code
 * or none at all is simply wrong; a code guessed at too often answers nothing more, not even a right guess.
 */
export const judgeCode = (stored: StoredCode | undefined, matches: boolean, nowMs: number): CodeVerdict => {
  if (stored === undefined || stored.used) return { result: "wrong_code", attemptsLeft: 0 }
  if (codeErrorKind(stored.expiresAtMs, nowMs) === "time_up") return { result: "time_up" }
  if (stored.attempts >= MAX_CODE_ATTEMPTS) return { result: "too_many_attempts" }
  if (matches) return { result: "verified" }
  return { result: "wrong_code", attemptsLeft: MAX_CODE_ATTEMPTS - stored.attempts - 1 }
}
