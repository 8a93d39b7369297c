import { HttpServerResponse } from "@effect/platform"
import { ErrorCode } from "../../src/domain/api/errors"
import { isApiPath } from "../../src/domain/api/contract"

/**
 * Answers given outside the typed endpoints (no route, unreadable body, server fault). API paths answer JSON
 * in the same `{ _tag, ... }` shape as the contract's errors; client paths answer plain text.
 */

export const notFound = (pathname: string): HttpServerResponse.HttpServerResponse =>
  isApiPath(pathname)
    ? HttpServerResponse.unsafeJson({ _tag: "NotFound", message: `no endpoint ${pathname}` }, { status: 404 })
    : HttpServerResponse.text("Not found", { status: 404 })

/** The contract's BadRequest (code 1, invalidValue), so the typed client decodes it like any other. */
export const badRequest = (message: string): HttpServerResponse.HttpServerResponse =>
  HttpServerResponse.unsafeJson({ _tag: "BadRequest", code: ErrorCode.invalidValue, message }, { status: 400 })

/** Nothing about the fault itself: no message, no stack. The details are in the server log. */
export const internalError: HttpServerResponse.HttpServerResponse = HttpServerResponse.unsafeJson(
  { _tag: "InternalServerError", message: "internal server error" },
  { status: 500 }
)
