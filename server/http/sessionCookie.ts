import { HttpApiBuilder, HttpApiSecurity, type HttpServerRequest } from "@effect/platform"
import { Duration, Effect, Option, Redacted } from "effect"
import { SESSION_COOKIE } from "../../src/domain/api/contract"
import { SESSION_LIFETIME_MS } from "../services/SessionStore"

const sessionCookie = HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE })

/** The session cookie of a request, if it has one. Redacted from here on so it never reaches a log. */
export const readSessionCookie = (request: HttpServerRequest.HttpServerRequest): Option.Option<Redacted.Redacted<string>> =>
  Option.map(Option.fromNullable(request.cookies[SESSION_COOKIE]), Redacted.make)

/**
 * (Re)sets the session cookie: HttpOnly (no script can read it), SameSite=Lax, Path=/, Max-Age = the session
 * lifetime. Sent again on every use so the browser's expiry slides with the server's. Secure when the request
 * came through HTTPS (as a TLS-terminating proxy reports), so it still works on http://localhost.
 */
export const setSessionCookie = (request: HttpServerRequest.HttpServerRequest, value: Redacted.Redacted<string>): Effect.Effect<void> =>
  HttpApiBuilder.securitySetCookie(sessionCookie, value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: Duration.millis(SESSION_LIFETIME_MS),
    secure: request.headers["x-forwarded-proto"] === "https"
  })
