import type { ApiError } from "../../domain/api/clientErrors"
import { AuthErrorCode } from "../../domain/session/credentials"
import type { SessionTexts } from "./i18n/en"

type Key<G extends "login" | "registration"> = `${G}.errors.${keyof SessionTexts[G]["errors"] & string}`
export type RegistrationFieldLabel = `registration.${Exclude<keyof SessionTexts["registration"], "errors"> & string}` | `phone.${keyof SessionTexts["phone"] & string}`

/** The label of each field a registration request carries, by the name the contract (and so a refusal) gives it. */
const REGISTRATION_FIELD_LABELS: Readonly<Record<string, RegistrationFieldLabel>> = {
  email: "registration.email",
  password: "registration.password",
  ref_code: "registration.refCode",
  country_id: "registration.country",
  currency_id: "registration.currency",
  first_deposit_bonus_choice: "registration.bonus",
  phone_number: "phone.number",
  code: "phone.code"
}

export interface RefusedFieldText {
  readonly key: "registration.errors.fieldInvalidChars" | "registration.errors.fieldInvalid"
  /** The field's label key, or the field's own name when the form has no label for it. */
  readonly field: { readonly label: RegistrationFieldLabel } | { readonly name: string }
}

/**
 * A refusal that names fields (the client's or the server's 400), one sentence per field: the field by its label and
 * what is wrong with it. Empty when the refusal names none; those are worded by their code instead.
 */
export const registrationFieldErrors = (error: ApiError): ReadonlyArray<RefusedFieldText> => {
  if (error._tag !== "ServerRefused" || error.fields === undefined) return []
  return error.fields.map(({ field, code }) => {
    const label = REGISTRATION_FIELD_LABELS[field]
    return {
      key: code === "invalid_chars" ? "registration.errors.fieldInvalidChars" : "registration.errors.fieldInvalid",
      field: label === undefined ? { name: field } : { label }
    }
  })
}

/** The message a refused sign-in shows, by the numeric code of SPEC.md 8 (the same text for a wrong password and an unknown account). */
export const loginErrorKey = (error: ApiError): { readonly key: Key<"login">; readonly code: string } => {
  if (error._tag === "ServerRefused") {
    // The account waits after its failed sign-ins: the form counts the seconds down.
    if (error.status === 429 && error.retryAfterSeconds !== undefined) return { key: "login.errors.accountWait", code: "429" }
    if (error.status === 429) return { key: "login.errors.tooMany", code: "429" }
    if (error.code === AuthErrorCode.wrongCredentials) return { key: "login.errors.wrongCredentials", code: "10" }
    if (error.code === AuthErrorCode.invalidLogin) return { key: "login.errors.invalidLogin", code: "11" }
    if (error.code === AuthErrorCode.twoStepCodeRequired) return { key: "login.errors.twoStepRequired", code: "18" }
    if (error.code === AuthErrorCode.wrongTwoStepCode) return { key: "login.errors.wrongTwoStepCode", code: "19" }
    if (error.code === AuthErrorCode.secondStepExpired) return { key: "login.errors.secondStepExpired", code: "20" }
    return { key: "login.errors.other", code: String(error.code ?? error.status) }
  }
  if (error._tag === "NetworkError") return { key: "login.errors.network", code: "" }
  return { key: "login.errors.other", code: error._tag }
}

export const registrationErrorKey = (error: ApiError): { readonly key: Key<"registration">; readonly code: string } => {
  if (error._tag === "ServerRefused") {
    if (error.status === 429) return { key: "registration.errors.tooMany", code: "429" }
    if (error.status === 403) return { key: "registration.errors.closed", code: "403" }
    switch (error.code) {
      case AuthErrorCode.emailTaken:
        return { key: "registration.errors.emailTaken", code: "14" }
      case AuthErrorCode.weakPassword:
        return { key: "registration.errors.weakPassword", code: "12" }
      case AuthErrorCode.invalidEmail:
        return { key: "registration.errors.invalidEmail", code: "13" }
      case AuthErrorCode.unknownCountryOrCurrency:
        return { key: "registration.errors.unknownChoice", code: "16" }
    }
    return { key: "registration.errors.other", code: String(error.code ?? error.status) }
  }
  if (error._tag === "NetworkError") return { key: "registration.errors.network", code: "" }
  return { key: "registration.errors.other", code: error._tag }
}
