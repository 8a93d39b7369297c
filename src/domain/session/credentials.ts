import { Schema } from "effect"
import { PlayerText, TrimmedPlayerText } from "../playerText"

/**
 * What a player types to sign in or register (SPEC.md 3 "login call fields", 5): the login is an e-mail or an
 * account ID, the password follows the site's password rules. The same rules run in the form (for the player's
 * convenience) and on the server (the law).
 */

/** An account ID: the number the server gives every player, 9 digits, never starting with 0. */
export const ACCOUNT_ID_PATTERN = /^[1-9][0-9]{8}$/
export const ACCOUNT_ID_MIN = 100_000_000
export const ACCOUNT_ID_MAX = 999_999_999

export const isAccountId = (login: string): boolean => ACCOUNT_ID_PATTERN.test(login.trim())

/** Deliberately plain: one @, something before it, a dot in the domain, no spaces. The confirmation link is the real test. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
export const EMAIL_MAX_LENGTH = 254

export const isEmail = (value: string): boolean => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)

/** E-mails are compared and stored case-insensitively: " Demo@Oddsfold.local" and "demo@oddsfold.local" are one player. */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase()

/** Which kind of login was typed (SPEC.md 3: "e-mail or ID"); null when it is neither. */
export type LoginKind = "email" | "accountId"

export const loginKind = (login: string): LoginKind | null => {
  const trimmed = login.trim()
  if (isAccountId(trimmed)) return "accountId"
  if (isEmail(normalizeEmail(trimmed))) return "email"
  return null
}

/** Password length: long enough to resist guessing, short enough that hashing cannot be abused with megabytes. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 64

/** One broken password rule, named so the form can say which. */
export type PasswordProblem = "tooShort" | "tooLong" | "noLetter" | "noDigit" | "whitespace"

/**
 * The password rules: 8 to 64 characters, at least one letter and one digit, no spaces or other whitespace
 * (a space at either end is almost always a paste accident). Answers every rule broken, in form order.
 */
export const passwordProblems = (password: string): ReadonlyArray<PasswordProblem> => {
  const problems: Array<PasswordProblem> = []
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) problems.push("tooShort")
  if (length > PASSWORD_MAX_LENGTH) problems.push("tooLong")
  if (!/\p{L}/u.test(password)) problems.push("noLetter")
  if (!/\p{Nd}/u.test(password)) problems.push("noDigit")
  if (/\s/u.test(password)) problems.push("whitespace")
  return problems
}

export const isAcceptablePassword = (password: string): boolean => passwordProblems(password).length === 0

/**
 * The numeric codes of login, registration and password errors (SPEC.md 8: "tracked by numeric code"). They travel
 * in BadRequest.code / Forbidden and are what the analytics and the form read; the text is the client's.
 */
export const AuthErrorCode = {
  /** The login and password do not match an account. Said the same way whether the account exists or not. */
  wrongCredentials: 10,
  /** The login is neither an e-mail nor an account ID. */
  invalidLogin: 11,
  /** The password breaks the password rules. */
  weakPassword: 12,
  /** The e-mail is not an e-mail. */
  invalidEmail: 13,
  /** An account with this e-mail exists already. */
  emailTaken: 14,
  // 15: registration closed on this site is answered as 403 Forbidden, not by a code.
  /** A country or currency the site does not offer. */
  unknownCountryOrCurrency: 16,
  /** The referral code is malformed. */
  invalidReferralCode: 17,
  /** The password was right and the player signs in in two steps: send the authenticator's code too. */
  twoStepCodeRequired: 18,
  /** The two-step code is wrong (or used already). */
  wrongTwoStepCode: 19,
  /**
   * No sign-in waits for its second step in this browser any more (five minutes passed, too many wrong codes, or it
   * is done): sign in again from the first step.
   */
  secondStepExpired: 20
} as const
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode]

/** Which form fields an error code blames, for loginFieldErrorClass (SPEC.md 8). */
export const fieldsOfAuthError = (code: number): ReadonlyArray<string> => {
  switch (code) {
    case AuthErrorCode.wrongCredentials:
      return ["login", "password"]
    case AuthErrorCode.invalidLogin:
    case AuthErrorCode.invalidEmail:
    case AuthErrorCode.emailTaken:
      return ["login"]
    case AuthErrorCode.weakPassword:
      return ["password"]
    default:
      return []
  }
}

/** A login as the contract takes it: trimmed text, short enough to be a login at all. */
export const LoginText = TrimmedPlayerText(1, EMAIL_MAX_LENGTH)

/** An e-mail address as the contract takes it (the address rules themselves are checked where it is used). */
export const EmailText = TrimmedPlayerText(1, EMAIL_MAX_LENGTH)

/** A password on the wire: a string the server receives, Redacted once decoded so it never reaches a log. */
export const PasswordText = Schema.Redacted(PlayerText(1024).pipe(Schema.minLength(1)))
