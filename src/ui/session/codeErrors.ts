import type { ApiError } from "../../domain/api/clientErrors"
import { codeErrorKindOf, CodeErrorCode } from "../../domain/session/codeRefusal"
import { AuthErrorCode } from "../../domain/session/credentials"
import { type RefusedFieldText, type RegistrationFieldLabel, registrationFieldErrors } from "./authErrors"
import type { SessionTexts } from "./i18n/en"

type Group<G extends keyof SessionTexts> = `${G}.${keyof SessionTexts[G] & string}`
export type CodeErrorTextKey =
  | Group<"codeErrors">
  | Group<"phone">
  | "registration.errors.weakPassword"
  | "registration.errors.tooMany"
  | "login.errors.network"
  | RefusedFieldText["key"]

/**
 * What a refusal of a code flow tells the player: time_up and wrong_code apart (SPEC.md 4), a number that does not
 * fit its country's mask, the password rules; `fallback` (with the code in it) for anything else.
 */
export const codeErrorText = <F extends string>(
  error: ApiError,
  fallback: F
): { readonly key: CodeErrorTextKey | F; readonly code: string; readonly field?: RefusedFieldText["field"] } => {
  if (error._tag === "NetworkError") return { key: "login.errors.network", code: "" }
  if (error._tag !== "ServerRefused") return { key: fallback, code: error._tag }
  // A refusal that names a field (a control character typed in it) says which, before any code's meaning.
  const [named] = registrationFieldErrors(error)
  if (named !== undefined) return { key: named.key, code: String(error.code ?? error.status), field: named.field }
  const kind = codeErrorKindOf(error.code)
  if (kind !== undefined) return { key: `codeErrors.${kind}`, code: String(error.code) }
  if (error.status === 429) return { key: "registration.errors.tooMany", code: "429" }
  switch (error.code) {
    case CodeErrorCode.phoneTaken:
      return { key: "codeErrors.phoneTaken", code: "43" }
    case CodeErrorCode.noAccount:
      return { key: "codeErrors.noAccount", code: "44" }
    case AuthErrorCode.weakPassword:
      return { key: "registration.errors.weakPassword", code: "12" }
    case 1:
      return { key: "phone.invalidNumber", code: "1" }
  }
  return { key: fallback, code: String(error.code ?? error.status) }
}

/** The values a code refusal's text takes: its code, and the refused field's label (or name) when it names one. */
export const codeErrorValues = (
  t: (key: RegistrationFieldLabel) => string,
  failure: { readonly code: string; readonly field?: RefusedFieldText["field"] }
): { readonly code: string; readonly field: string } => ({
  code: failure.code,
  field: failure.field === undefined ? "" : "label" in failure.field ? t(failure.field.label) : failure.field.name
})
