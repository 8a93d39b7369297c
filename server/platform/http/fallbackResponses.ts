import { HttpServerResponse } from "@effect/platform"
import { ErrorCode } from "../../../src/domain/api/errors"
import { isApiPath } from "../../../src/domain/api/shared"

/**
 * Answers given outside the typed endpoints (no route, a refused request, a server fault). API paths answer
 * JSON in the same `{ _tag, ... }` shape as the contract's errors (src/domain/api/errors.ts), so the typed
 * client decodes them like any other; client paths answer plain text.
 */

export const notFound = (pathname: string): HttpServerResponse.HttpServerResponse =>
  isApiPath(pathname)
    ? HttpServerResponse.unsafeJson({ _tag: "NotFound", message: `no endpoint ${pathname}` }, { status: 404 })
    : HttpServerResponse.text("Not found", { status: 404 })

/** The contract's BadRequest (code 1, invalidValue). */
export const badRequest = (message: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({ _tag: "BadRequest", code: ErrorCode.invalidValue, message }, { status: 400 })

export const requestTimeout = (message: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({ _tag: "RequestTimeout", message }, { status: 408, headers: { connection: "close" } })

export const payloadTooLarge = (message: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({ _tag: "PayloadTooLarge", message }, { status: 413, headers: { connection: "close" } })

export const unsupportedMediaType = (message: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({ _tag: "UnsupportedMediaType", message }, { status: 415 })

/** Nothing about the fault itself: no message, no stack. The request id finds the details in the server log. */
export const internalError = (requestId: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({ _tag: "InternalServerError", message: "internal server error", requestId }, { status: 500 })

/**
 * The database was too busy to answer in time and did nothing: the same request (with the same idempotency key, for
 * a money call) may be sent again after `Retry-After` seconds. The request id finds the details in the server log.
 */
export const serviceBusy = (requestId: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson(serviceBusyBody(requestId), { status: 503, headers: { "retry-after": SERVICE_BUSY_RETRY_AFTER } })

export const serviceBusyBody = (requestId: string) => ({ _tag: "ServiceUnavailable", message: "the server is busy: nothing was done, try again in a moment", requestId }) as const
/** Seconds. */
export const SERVICE_BUSY_RETRY_AFTER = "1"
