import type { CodeVerdict } from "./verificationCode"

/**
 * How a refused one-time code travels (SPEC.md 8: login, registration and password errors by numeric code): the
 * server turns a code verdict into a BadRequest code, the client turns the code back into what the player is told.
 * SPEC.md 4 names two kinds, time_up (the code's expiry is past) and wrong_code; a code guessed at too often is a
 * third, told apart so the player knows to ask for a new one.
 */
export const CodeErrorCode = {
  wrongCode: 40,
  timeUp: 41,
  tooManyAttempts: 42,
  /** A phone registration for a number that has an account already (said only to whoever holds the number's code). */
  phoneTaken: 43,
  /** A right code for an e-mail or phone that has no account (again, only to whoever holds the code). */
  noAccount: 44
} as const
export type CodeErrorCode = (typeof CodeErrorCode)[keyof typeof CodeErrorCode]

export type CodeErrorKind = "wrong_code" | "time_up" | "too_many_attempts"

/** The refusal a verdict other than `verified` answers with. */
export const codeRefusal = (verdict: Exclude<CodeVerdict, { result: "verified" }>): { readonly code: CodeErrorCode; readonly message: string } => {
  switch (verdict.result) {
    case "wrong_code":
      return { code: CodeErrorCode.wrongCode, message: "the code is wrong" }
    case "time_up":
      return { code: CodeErrorCode.timeUp, message: "the code has expired: ask for a new one" }
    case "too_many_attempts":
      return { code: CodeErrorCode.tooManyAttempts, message: "too many attempts with this code: ask for a new one" }
  }
}

/** The SPEC.md 4 kind of a refusal code the server answered; undefined when the refusal is not about the code. */
export const codeErrorKindOf = (code: number | undefined): CodeErrorKind | undefined => {
  switch (code) {
    case CodeErrorCode.wrongCode:
      return "wrong_code"
    case CodeErrorCode.timeUp:
      return "time_up"
    case CodeErrorCode.tooManyAttempts:
      return "too_many_attempts"
    default:
      return undefined
  }
}
