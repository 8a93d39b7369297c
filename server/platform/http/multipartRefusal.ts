import type { HttpServerResponse } from "@effect/platform"
import { Predicate } from "effect"
import { badRequest, payloadTooLarge } from "./fallbackResponses"

/**
 * An upload the multipart reader refused (@effect/platform's MultipartError, raised while the body is decoded,
 * before any handler): the client's mistake, so a typed 4xx instead of a 500. A file or body over its limit is
 * 413; too many parts, a field too long or a malformed body 400. Anything else: not ours to answer (undefined).
 */
export const multipartRefusal = (error: unknown): HttpServerResponse.HttpServerResponse | undefined => {
  if (!Predicate.isTagged(error, "MultipartError") || !Predicate.hasProperty(error, "reason")) return undefined
  // A file over its limit stops the stream that writes it to disk, which reports the parser's ReachedLimit as an
  // InternalError: still the client's file, not our fault.
  const reason = error.reason === "InternalError" && Predicate.isTagged(Predicate.hasProperty(error, "cause") ? error.cause : undefined, "ReachedLimit") ? "FileTooLarge" : error.reason
  switch (reason) {
    case "FileTooLarge":
    case "BodyTooLarge":
      return payloadTooLarge("the uploaded file is larger than this upload accepts")
    case "TooManyParts":
      return badRequest("the upload has more parts than this form takes")
    case "FieldTooLarge":
    case "Parse":
      return badRequest("the upload's form could not be read")
    default:
      return undefined
  }
}
