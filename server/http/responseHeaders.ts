import { HttpApp, HttpServerResponse, type HttpServerRequest } from "@effect/platform"
import { Effect } from "effect"
import { isApiPath } from "../../src/domain/api/contract"
import { pathnameOf } from "./requestPath"

/**
 * Headers every response gets, including error answers (a pre-response handler runs for those too):
 * - nosniff, so a browser never runs a file as something other than its declared type;
 * - API answers are `no-store` unless the endpoint chose a cache policy (config groups do): session and
 *   token answers must never sit in a shared cache.
 */
const addDefaults = (request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) =>
  Effect.succeed(
    HttpServerResponse.setHeaders(response, {
      "x-content-type-options": "nosniff",
      ...(isApiPath(pathnameOf(request.url)) && response.headers["cache-control"] === undefined ? { "cache-control": "no-store" } : {})
    })
  )

export const responseHeaders = (app: HttpApp.Default): HttpApp.Default =>
  Effect.zipRight(HttpApp.appendPreResponseHandler(addDefaults), app)
