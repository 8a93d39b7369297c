import { HttpIncomingMessage, HttpServerRequest, type HttpApp } from "@effect/platform"
import { Effect, Option } from "effect"
import { badRequest } from "./fallbackResponses"

/** No endpoint takes more than a small JSON document; a fingerprint is well under this. */
export const MAX_BODY_BYTES = 64 * 1024

/**
 * Refuses large bodies before a byte of them is read, while the connection can still carry the answer.
 * - A Content-Length over the limit: 400 at once. Node's parser holds the body to the declared length.
 * - A body without Content-Length (chunked): 400 as well. Browsers always declare the length of the JSON they
 *   send, and a chunked body cut off at the limit while being read would reset the connection instead of
 *   getting an answer.
 * The read limit stays as a second guard.
 */
export const requestLimits = (app: HttpApp.Default): HttpApp.Default =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const length = request.headers["content-length"]
    if (length === undefined && request.headers["transfer-encoding"] !== undefined) {
      return Effect.succeed(badRequest("a request body needs a Content-Length header"))
    }
    if (length !== undefined && !(Number(length) <= MAX_BODY_BYTES)) {
      return Effect.succeed(badRequest(`the request body must be at most ${MAX_BODY_BYTES} bytes`))
    }
    return HttpIncomingMessage.withMaxBodySize(app, Option.some(MAX_BODY_BYTES))
  })
