import type { ApiError } from "../../domain/api/clientErrors"
import { AuthErrorCode } from "../../domain/session/credentials"
import type { SessionTexts } from "./i18n/en"

type Key<G extends "login" | "registration"> = `${G}.errors.${keyof SessionTexts[G]["errors"] & string}`

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
