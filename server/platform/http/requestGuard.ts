import { HttpApp, HttpBody, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Duration, Effect, Exit, Option } from "effect"
import { HeaderNames, isApiPath } from "../../../src/domain/api/shared"
import { compress, isCompressible, MIN_COMPRESSIBLE_BYTES, preferredEncoding } from "./compression"
import { requestTimeout } from "./fallbackResponses"
import type { ProxyTrust } from "./proxyTrust"
import { currentRequest, nextRequestId, type RequestContext } from "./requestContext"
import { pathnameOf } from "./requestPath"
import { documentPolicy, NON_DOCUMENT_POLICY, securityHeaders } from "./securityHeaders"

/** A request that has not been answered by then (a body that never finishes arriving, a stuck handler) gets a 408. */
export const REQUEST_DEADLINE = Duration.seconds(10)

/** The 408's message. */
export const DEADLINE_MESSAGE = `the request did not complete within ${Duration.format(REQUEST_DEADLINE)}`

/**
 * Around every route, outermost: gives the request its id and client (RequestContext), answers 408 past the
 * deadline, compresses text bodies made per request, and adds to every answer, error answers included:
 * - the security headers (server/platform/http/securityHeaders.ts), and the strict non-document CSP unless the
 *   route set a page's own;
 * - x-request-id;
 * - `cache-control: no-store` on API answers unless the endpoint chose a policy: session and token answers must
 *   never sit in a shared cache.
 */
export const requestGuard =
  (proxyTrust: ProxyTrust) =>
  (app: HttpApp.Default): HttpApp.Default =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      const context: RequestContext = {
        id: nextRequestId(),
        client: proxyTrust(Option.getOrUndefined(request.remoteAddress), request.headers)
      }
      const api = isApiPath(pathnameOf(request.url))
      const finish = (_request: HttpServerRequest.HttpServerRequest, response: HttpServerResponse.HttpServerResponse) =>
        Effect.succeed(
          HttpServerResponse.setHeaders(response, {
            ...securityHeaders(context.client.https),
            [HeaderNames.requestId]: context.id,
            ...(response.headers["content-security-policy"] === undefined ? { "content-security-policy": NON_DOCUMENT_POLICY } : {}),
            ...(api && response.headers["cache-control"] === undefined ? { "cache-control": "no-store" } : {})
          })
        )
      const answered = app.pipe(
        Effect.map((response) => compressed(request.headers["accept-encoding"], withPagePolicy(response))),
        // The deadline races the app in a fiber of its own, whose settings (a Retry-After the handler added) are
        // carried back only when it succeeds: so it always succeeds, with the app's exit, which is replayed here.
        Effect.exit,
        Effect.timeoutTo({
          duration: REQUEST_DEADLINE,
          onTimeout: () => Exit.succeed(requestTimeout(DEADLINE_MESSAGE)),
          onSuccess: (exit) => exit
        }),
        Effect.flatten
      )
      return HttpApp.appendPreResponseHandler(finish).pipe(Effect.zipRight(answered), Effect.locally(currentRequest, context))
    })

/** Policies of pages made by other code (the API reference at /docs), by their body: computed once each. */
const pagePolicies = new WeakMap<Uint8Array, string>()

/** An HTML page without a policy of its own gets one for its inline scripts (documentPolicy). */
const withPagePolicy = (response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  const body = response.body
  if (response.headers["content-security-policy"] !== undefined || body._tag !== "Uint8Array" || !body.contentType.startsWith("text/html")) {
    return response
  }
  let policy = pagePolicies.get(body.body)
  if (policy === undefined) {
    policy = documentPolicy(new TextDecoder().decode(body.body), { scriptedStyles: true })
    pagePolicies.set(body.body, policy)
  }
  return HttpServerResponse.setHeader(response, "content-security-policy", policy)
}

/** A text body made for this request, compressed on the way out (kept bodies come compressed already). */
const compressed = (acceptEncoding: string | undefined, response: HttpServerResponse.HttpServerResponse): HttpServerResponse.HttpServerResponse => {
  const body = response.body
  if (body._tag !== "Uint8Array" || body.body.byteLength < MIN_COMPRESSIBLE_BYTES) return response
  if (response.headers["content-encoding"] !== undefined || !isCompressible(body.contentType)) return response
  const encoding = preferredEncoding(acceptEncoding)
  if (encoding === undefined) return response
  return HttpServerResponse.setHeaders(HttpServerResponse.setBody(response, HttpBody.uint8Array(compress(body.body, encoding, "per-request"), body.contentType)), {
    "content-encoding": encoding,
    vary: "accept-encoding"
  })
}
