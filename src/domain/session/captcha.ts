/**
 * The server captcha (SPEC.md 7 and 8): after repeated attempts on a guarded action the server answers 400 with one
 * of the captcha codes; the client shows the server's image and sends the answer back in the captcha header as
 * `<challenge id>.<answer>`. Pure rules shared by server and client.
 */

/** The codes of SPEC.md 8, and what each one means here. */
export const CaptchaCode = {
  /** Too many attempts: solve a captcha to go on (no answer was sent). */
  required: 100,
  /** The answer names no challenge the server has (unknown, already used, or malformed). */
  unknownChallenge: 111,
  /** The answer does not match the image. */
  wrongAnswer: 112,
  /** The image is older than its lifetime. */
  expired: 113
} as const
export type CaptchaCode = (typeof CaptchaCode)[keyof typeof CaptchaCode]

/** Attempts on a guarded action (per subject, within the window) before a captcha is asked for. */
export const CAPTCHA_AFTER_ATTEMPTS = 3

/** Attempts are counted within this window; a quiet subject starts again from zero. */
export const ATTEMPT_WINDOW_MS = 60 * 60 * 1000

/** An image may be answered this long after it was drawn. */
export const CAPTCHA_LIFETIME_MS = 5 * 60 * 1000

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L, 2/Z, 5/S, 8/B, 9/g). */
export const CAPTCHA_ALPHABET = "ACDEFHJKMNPRTUVWXY3467"

export const CAPTCHA_LENGTH = 5

/** POST validate's result types (SPEC.md 7): type 2 means the client must log out. */
export const CaptchaResultType = { wrong: 0, passed: 1, logOut: 2 } as const

/** Wrong answers to POST validate from one client before it is told to log out (result type 2). */
export const MAX_WRONG_CAPTCHA_ANSWERS = 5

/** Whether the next attempt of a subject with this many counted attempts needs a solved captcha. */
export const needsCaptcha = (attempts: number): boolean => attempts >= CAPTCHA_AFTER_ATTEMPTS

/** What the player typed, as compared: case and spaces do not matter. */
export const normalizeCaptchaAnswer = (typed: string): string => typed.toUpperCase().replace(/\s+/g, "")

const CHALLENGE_ID = /^[A-Za-z0-9_-]{16,64}$/

/** The captcha header's value: the challenge the answer belongs to, a dot, the answer as typed. */
export const captchaHeaderValue = (challengeId: string, answer: string): string => `${challengeId}.${answer}`

/** Reads a captcha header; undefined when it cannot be one (no dot, a malformed id, an empty answer). */
export const parseCaptchaHeader = (value: string): { readonly challengeId: string; readonly answer: string } | undefined => {
  const dot = value.indexOf(".")
  if (dot < 0) return undefined
  const challengeId = value.slice(0, dot)
  const answer = value.slice(dot + 1)
  if (!CHALLENGE_ID.test(challengeId) || answer.trim() === "" || answer.length > 64) return undefined
  return { challengeId, answer }
}
