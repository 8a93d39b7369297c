import { HttpServerError, HttpServerRequest, HttpServerResponse, type HttpApp } from "@effect/platform"
import { Cause, Effect, Option } from "effect"
import { requestContext } from "./requestContext"
import { pathnameOf } from "./requestPath"
import { DatabaseFault } from "../db/databaseFault"
import { badRequest, internalError, notFound, serviceBusy } from "./fallbackResponses"
import { multipartRefusal } from "./multipartRefusal"

/**
 * The last line before a response leaves: whatever went wrong, the client gets a deliberate answer.
 * - no route: 404 (JSON under the API prefixes);
 * - a body that cannot be read (bad JSON, cut off at the limit): 400 BadRequest, never a 500 for the client's mistake;
 * - a defect (bug, database down): logged once for us with the request id, a bare 500 for the client carrying only
 *   that id (in the body and in x-request-id), no message and no stack;
 * - a database too busy to answer in time (it did nothing): a warning for us, 503 with Retry-After for the client.
 * Typed errors of the contract pass through untouched: HttpApiBuilder encodes them after this middleware.
 *
 * The log line names only the request id, method, path and the defect: never headers, cookies, the query
 * string or bodies, which is where tokens, fingerprints and session cookies travel.
 */
export const errorBoundary = (app: HttpApp.Default): HttpApp.Default =>
  Effect.catchAllCause(app, (cause) =>
    Effect.gen(function* () {
      if (Cause.isInterruptedOnly(cause)) return yield* Effect.failCause(cause)
      const request = yield* HttpServerRequest.HttpServerRequest
      const pathname = pathnameOf(request.url)

      const failure = Cause.failureOption(cause)
      if (Option.isSome(failure)) {
        // Typed as never (HttpApp.Default), but at runtime any failure can arrive here.
        const error: unknown = failure.value
        if (HttpServerError.isServerError(error) && error._tag === "RouteNotFound") return notFound(pathname)
        if (HttpServerError.isServerError(error) && error._tag === "RequestError") return badRequest("the request could not be read")
        const refusedUpload = multipartRefusal(error)
        if (refusedUpload !== undefined) return refusedUpload
        return yield* Effect.failCause(cause)
      }

      const defect = Cause.squash(cause)
      if (HttpServerResponse.isServerResponse(defect)) return defect
      const refusedUpload = multipartRefusal(defect)
      if (refusedUpload !== undefined) return refusedUpload
      // HttpApiBuilder reads JSON bodies with orDie, so a malformed or cut-off body arrives here as a defect.
      if (HttpServerError.isServerError(defect) && defect._tag === "RequestError") {
        return badRequest(MALFORMED_BODY)
      }
      const { id } = yield* requestContext
      if (defect instanceof DatabaseFault && defect.busy) {
        yield* Effect.logWarning(`request ${id}: ${request.method} ${pathname} found the database busy: ${defect.message}`)
        return serviceBusy(id)
      }
      yield* Effect.logError(`request ${id}: ${request.method} ${pathname} failed: ${describeDefect(defect)}`)
      return internalError(id)
    })
  )

/** The answer to a body that is not JSON (or was cut off at the read limit). */
export const MALFORMED_BODY = "the request body is not valid JSON or is too large"

export const describeDefect = (defect: unknown): string =>
  defect instanceof Error ? (defect.stack ?? `${defect.name}: ${defect.message}`) : String(defect)
