import { HttpServerRequest, HttpServerResponse, type HttpApp } from "@effect/platform"
import { Effect } from "effect"
import { DEV_TOKEN_HEADER } from "../../../src/domain/api/devtools"
import { OPERATOR_TOKEN_HEADER } from "../../../src/domain/api/operator"
import { HeaderNames } from "../../../src/domain/api/shared"
import { isOneClickUnsubscribePath } from "../../../src/domain/session/emailLinks"
import { pathnameOf } from "./requestPath"
import type { SiteOriginShape } from "../siteOrigin"

/**
 * No state changes from another site (ARCHITECTURE 6 "Security"). SameSite=Lax cookies do not stop a sibling
 * subdomain or another port of the same host from posting with the player's session, so every POST, PUT, PATCH and
 * DELETE must show it comes from the site itself:
 * - `Sec-Fetch-Site: same-origin`, which every current browser sends by itself and no page can forge; or
 * - an `Origin` equal to the site's (server/platform/siteOrigin.ts: PUBLIC_URL, else the address the request came to
 *   off production); or
 * - from a client that is no browser: no Sec-Fetch-Site, no Origin, and something a cross-site form or a no-cors
 *   fetch of an older browser cannot send: a content type other than the three a form may send, or one of the
 *   headers of OWN_HEADERS (`Sec-Fetch-Mode` among them: a page cannot set a `Sec-` header, and a browser that sends
 *   it sends Sec-Fetch-Site with it, so it marks Node's fetch, for instance).
 * Anything else is a 403 `Forbidden` before the body is read or the session touched: a refused logout logs nobody out.
 *
 * The one exception is the one-click unsubscribe of RFC 8058: a mail provider posts its small form from its own
 * servers, and the link's signed token, not a cookie, decides. No endpoint takes a cross-site post by design: the
 * sandbox identity provider and identity check serve their own forms on their own ports, and both come back to the site
 * by a redirect (GET), never a `form_post` callback; one added later needs an exception of its own with its `state`.
 */

const GUARDED_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

/** What a cross-site HTML form may declare (and what a no-cors fetch may send). */
const SIMPLE_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i

/** Headers no cross-site form or no-cors fetch can carry: the API's own, and the fetch metadata of a non-browser. */
const OWN_HEADERS = [
  "authorization",
  OPERATOR_TOKEN_HEADER,
  DEV_TOKEN_HEADER,
  HeaderNames.fingerprint,
  HeaderNames.captcha,
  HeaderNames.language,
  "x-requested-with",
  "sec-fetch-mode"
]

export type CrossSiteVerdict = "allowed" | "refused"

export interface WriteRequest {
  readonly method: string
  readonly pathname: string
  readonly headers: Readonly<Record<string, string | undefined>>
}

/**
 * Whether a request shows it comes from the site itself, by the rule above, whatever its method: what a read that
 * changes something of the player's (a support thread marked read) asks too.
 */
export const comesFromSite = (headers: WriteRequest["headers"], siteOrigin: string): boolean => {
  const fetchSite = headers["sec-fetch-site"]
  const origin = headers["origin"]
  if (fetchSite !== undefined) return fetchSite === "same-origin" || origin === siteOrigin
  if (origin !== undefined) return origin === siteOrigin
  const type = headers["content-type"]
  if (type !== undefined && type.trim() !== "" && !SIMPLE_TYPE.test(type)) return true
  return OWN_HEADERS.some((name) => headers[name] !== undefined)
}

/** The rule itself, for one request and the site's origin (no trailing slash). */
export const crossSiteVerdict = (request: WriteRequest, siteOrigin: string): CrossSiteVerdict => {
  if (!GUARDED_METHODS.has(request.method.toUpperCase())) return "allowed"
  if (request.method.toUpperCase() === "POST" && isOneClickUnsubscribePath(request.pathname)) return "allowed"
  return comesFromSite(request.headers, siteOrigin) ? "allowed" : "refused"
}

const refusal = HttpServerResponse.unsafeJson(
  { _tag: "Forbidden", message: "a state change must come from this site (Sec-Fetch-Site: same-origin or the site's Origin)" },
  { status: 403 }
)

export const crossSiteGuard =
  (siteOrigin: SiteOriginShape) =>
  (app: HttpApp.Default): HttpApp.Default =>
    Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
      if (!GUARDED_METHODS.has(request.method)) return app
      return Effect.flatMap(siteOrigin.absolute("/"), (home) => {
        const verdict = crossSiteVerdict({ method: request.method, pathname: pathnameOf(request.url), headers: request.headers }, home.slice(0, -1))
        return verdict === "allowed" ? app : Effect.succeed(refusal)
      })
    })
