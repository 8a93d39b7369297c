import type { ApiError } from "../../domain/api/clientErrors"

/** A failure as a developer wants it named: the status and the server's words, else the kind of failure. */
export const apiErrorText = (error: ApiError): string => {
  switch (error._tag) {
    case "ServerRefused":
      return [String(error.status), error.title].filter((part) => part !== "").join(" ")
    case "NetworkError":
    case "NotAuthenticated":
    case "BadResponse":
      return `${error._tag}: ${error.message}`
    case "CaptchaRequired":
      return `${error._tag} (${error.code})`
    default:
      return error._tag
  }
}
