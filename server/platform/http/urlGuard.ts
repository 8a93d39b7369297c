import { type HttpApp, HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { badRequest } from "./fallbackResponses"

/** True when every percent escape of the address decodes to UTF-8 text (no stray `%`, no encoded surrogate). */
export const isPercentEncodedUtf8 = (target: string): boolean => {
  try {
    decodeURIComponent(target)
    return true
  } catch {
    return false
  }
}

/**
 * Refuses an address whose percent escapes are not UTF-8 (an encoded surrogate, a stray continuation byte, a lone
 * `%`) with a 400: the platform's query parser would otherwise turn them into U+FFFD, a text nobody sent, which the
 * text rule of every field could no longer tell from a real character.
 */
export const urlGuard = (app: HttpApp.Default): HttpApp.Default =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) =>
    isPercentEncodedUtf8(request.url) ? app : Effect.succeed(badRequest("the address must be percent-encoded UTF-8"))
  )
