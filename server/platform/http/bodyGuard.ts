import { HttpIncomingMessage, HttpServerRequest, type HttpApp } from "@effect/platform"
import { Effect, Option } from "effect"
import { VERIFICATION_UPLOAD_MAX_BODY, VERIFICATION_UPLOAD_PATH } from "../../../src/domain/api/accountVerification"
import { exceedsJsonDepth } from "./jsonDepth"
import { MULTIPART_PATHS } from "../../../src/domain/api/shared"
import { isOneClickUnsubscribePath } from "../../../src/domain/session/emailLinks"
import { badRequest, payloadTooLarge, unsupportedMediaType } from "./fallbackResponses"
import { pathnameOf } from "./requestPath"

/** No endpoint takes more than a small JSON document; a fingerprint is well under this. */
export const MAX_BODY_BYTES = 64 * 1024

/** Deeper than any payload of the contract (a fingerprint nests 2 deep). */
export const MAX_JSON_DEPTH = 32

/**
 * Exactly application/json (parameters such as charset allowed). A structured-syntax type (`application/*+json`:
 * merge-patch, vnd.api, problem) promises a meaning no endpoint implements, and the framework would read its body as
 * bytes that were never coming again: refused with 415 before any of it is read.
 */
const JSON_TYPE = /^application\/json\s*(;|$)/i

/** Whether a Content-Type is the JSON every endpoint without a file takes. */
export const isJsonType = (type: string | undefined): boolean => type !== undefined && JSON_TYPE.test(type)

/** The answer to a body that could not be read off the connection. */
export const BODY_UNREADABLE = "the request body could not be read"

/** The refusal of a JSON body nested deeper than MAX_JSON_DEPTH, or undefined. */
export const tooDeepMessage = (text: string): string | undefined =>
  exceedsJsonDepth(text, MAX_JSON_DEPTH) ? `JSON may nest at most ${MAX_JSON_DEPTH} deep` : undefined
const MULTIPART_TYPE = /^multipart\/form-data\s*;\s*boundary=/i
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i

/**
 * The endpoints that take a file (multipart/form-data, POST), with the largest body each accepts: the only
 * exceptions to "JSON only, 64 KiB". Their Schemas set the per-part limits (file size, number of parts).
 */
const MULTIPART_UPLOADS: ReadonlyMap<string, number> = new Map([[VERIFICATION_UPLOAD_PATH, VERIFICATION_UPLOAD_MAX_BODY]])

/** A file upload to an endpoint that takes one: its declared length checked, then read under its own limit. */
const guardUpload = (app: HttpApp.Default, limit: number, length: string | undefined) => {
  if (length === undefined) return Effect.succeed(badRequest("an upload needs a Content-Length header"))
  if (!(Number(length) > 0)) return Effect.succeed(badRequest("the upload is empty"))
  if (!(Number(length) <= limit)) return Effect.succeed(payloadTooLarge(`an upload must be at most ${limit} bytes`))
  return HttpIncomingMessage.withMaxBodySize(app, Option.some(limit))
}

/**
 * Refuses a body no endpoint can use before any of it is parsed, with a typed 4xx:
 * - a Content-Length over the limit: 413 at once, while the connection can still carry the answer;
 * - a body without Content-Length (chunked): 400. Browsers always declare the length of the JSON they send, and a
 *   chunked body cut off at the limit while being read would reset the connection instead of getting an answer;
 * - a body that is not JSON (multipart, a form, text, no type at all): 415. Every endpoint that takes a body takes JSON,
 *   except the uploads of MULTIPART_UPLOADS, which take multipart/form-data up to their own size, and the small forms
 *   of MULTIPART_PATHS (Google one-tap), which take a multipart form with a declared length within the JSON limit, and
 *   the one-click unsubscribe of RFC 8058, whose small form (urlencoded or multipart) is let through unread;
 * - JSON nested deeper than MAX_JSON_DEPTH: 400.
 * The read limit stays as a second guard.
 */
export const bodyGuard = (app: HttpApp.Default): HttpApp.Default =>
  Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    const length = request.headers["content-length"]
    const upload = request.method === "POST" ? MULTIPART_UPLOADS.get(pathnameOf(request.url)) : undefined
    if (upload !== undefined && MULTIPART_TYPE.test(request.headers["content-type"] ?? "")) return guardUpload(app, upload, length)
    const chunked = request.headers["transfer-encoding"] !== undefined
    if (length === undefined && chunked) return Effect.succeed(badRequest("a request body needs a Content-Length header"))
    if (length !== undefined && !(Number(length) <= MAX_BODY_BYTES)) {
      return Effect.succeed(payloadTooLarge(`the request body must be at most ${MAX_BODY_BYTES} bytes`))
    }
    const type = request.headers["content-type"]
    if (type !== undefined && MULTIPART_TYPE.test(type) && length !== undefined && MULTIPART_PATHS.includes(pathnameOf(request.url))) {
      return HttpIncomingMessage.withMaxBodySize(app, Option.some(MAX_BODY_BYTES))
    }
    // RFC 8058: a mail client's one-click unsubscribe POSTs a small form to the stop-newsletter link; the endpoint
    // never reads it (the link's token decides), so it only has to be small and of a declared length.
    if (type !== undefined && FORM_TYPE.test(type) && length !== undefined && request.method === "POST" && isOneClickUnsubscribePath(pathnameOf(request.url))) {
      return HttpIncomingMessage.withMaxBodySize(app, Option.some(MAX_BODY_BYTES))
    }
    // A declared non-JSON body is refused even when empty: an empty multipart body would be waited on forever.
    if (type !== undefined && !JSON_TYPE.test(type) && request.method !== "GET" && request.method !== "HEAD") {
      return Effect.succeed(unsupportedMediaType("request bodies must be application/json"))
    }
    if (length === undefined || Number(length) === 0) return HttpIncomingMessage.withMaxBodySize(app, Option.some(MAX_BODY_BYTES))
    if (!JSON_TYPE.test(type ?? "")) {
      return Effect.succeed(unsupportedMediaType("request bodies must be application/json"))
    }
    // The request keeps the text it read, so the endpoint decodes the same body without reading the socket again.
    return HttpIncomingMessage.withMaxBodySize(
      request.text.pipe(
        Effect.matchEffect({
          onFailure: () => Effect.succeed(badRequest(BODY_UNREADABLE)),
          onSuccess: (text) => {
            const tooDeep = tooDeepMessage(text)
            return tooDeep === undefined ? app : Effect.succeed(badRequest(tooDeep))
          }
        })
      ),
      Option.some(MAX_BODY_BYTES)
    )
  })
