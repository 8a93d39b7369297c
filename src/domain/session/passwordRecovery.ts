import { splitLanguageSegment, withLanguage } from "../shell/languageRoute"
import type { LanguageCode } from "../shell/language"
import type { CodeErrorKind } from "./codeRefusal"

/**
 * Password recovery (SPEC.md 2.1, 2.4, 4): `user/forgotpassword` is no page of its own but home with a query flag
 * that opens the forgot-password modal for a guest, other query values kept; the recovery's analytics steps.
 */

/** SPEC.md 2.1: the query value on the home route that opens the forgot-password modal. */
export const FORGOT_PASSWORD_FLAG = "showForgotPasswordModal"

/** Where `/{lng}/user/forgotpassword?…` goes: home in the same language, the query kept and the flag added. */
export const forgotPasswordTarget = (lng: LanguageCode, search: string): string => {
  const query = new URLSearchParams(search)
  query.set(FORGOT_PASSWORD_FLAG, "1")
  return withLanguage(lng, "/", `?${query.toString()}`)
}

/** Whether this location is home with the flag set (any value but "0" and "false" sets it). */
export const showsForgotPasswordModal = (path: string, search: string): boolean => {
  if (splitLanguageSegment(path).rest !== "/") return false
  const flag = new URLSearchParams(search).get(FORGOT_PASSWORD_FLAG)
  return flag !== null && flag !== "0" && flag !== "false"
}

/** Where the recovery code goes. */
export type RecoveryChannel = "email" | "sms"

/**
 * The analytics steps of SPEC.md 4, in the order a recovery goes through them: the modal opened (popup), a code
 * asked for (code), the first code sent (sent) or another one (resend), the code and new password submitted
 * (approve), the new password saved (save), then success or error, and closing the modal after success (exit) or
 * before it (cancel). An error step names its SPEC.md 4 kind (time_up or wrong_code) when it is about the code.
 */
export type RecoveryStep =
  | { readonly step: "popup" | "code" | "sent" | "resend" | "approve" | "save" | "success" | "exit" | "cancel" }
  | { readonly step: "error"; readonly kind: CodeErrorKind | "other" }

/** The step closing the modal counts as: exit once the password is saved, cancel before. */
export const closingStep = (succeeded: boolean): RecoveryStep => ({ step: succeeded ? "exit" : "cancel" })

/** The step a sent code counts as: the first of a recovery is `sent`, any later one `resend`. */
export const sentStep = (codesSentBefore: number): RecoveryStep => ({ step: codesSentBefore === 0 ? "sent" : "resend" })

/**
 * An address as the recovery modal shows where the code went: the first character of the local part, then dots,
 * then the domain. The player recognises their own address; an onlooker learns little.
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf("@")
  if (at <= 0) return "•••"
  return `${email.slice(0, 1)}•••${email.slice(at)}`
}
