import { Cookies, HttpApiBuilder, HttpApiSecurity, type HttpServerRequest } from "@effect/platform"
import { Clock, Duration, Effect, Option, Redacted } from "effect"
import { SESSION_COOKIE } from "../../src/domain/api/shared"
import { requestContext } from "../platform/http/requestContext"

const sessionCookie = HttpApiSecurity.apiKey({ in: "cookie", key: SESSION_COOKIE })

/** The session cookie of a request, if it has one. Redacted from here on so it never reaches a log. */
export const readSessionCookie = (request: HttpServerRequest.HttpServerRequest): Option.Option<Redacted.Redacted<string>> =>
  Option.map(Option.fromNullable(request.cookies[SESSION_COOKIE]), Redacted.make)

/**
 * (Re)sets the session cookie: HttpOnly (no script can read it), SameSite=Lax, Path=/, Max-Age = what is left of
 * the session. Sent again on every use so the browser's expiry follows the server's. Secure when the client came
 * through HTTPS, as a trusted proxy reports (server/platform/http/proxyTrust.ts), so it still works on
 * http://localhost.
 */
export const setSessionCookie = (value: Redacted.Redacted<string>, expiresAt: Date): Effect.Effect<void> =>
  Effect.gen(function* () {
    const { client } = yield* requestContext
    const now = yield* Clock.currentTimeMillis
    yield* HttpApiBuilder.securitySetCookie(sessionCookie, value, sessionCookieOptions(expiresAt, now, client.https))
  })

const sessionCookieOptions = (expiresAt: Date, now: number, https: boolean) =>
  ({
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: Duration.seconds(Math.max(0, Math.ceil((expiresAt.getTime() - now) / 1000))),
    secure: https
  }) as const

/** The session cookie of a Cookie header, parsed as the request's cookies are, if it has one. */
export const sessionCookieOfHeader = (header: string | undefined): Option.Option<Redacted.Redacted<string>> =>
  header === undefined ? Option.none() : Option.map(Option.fromNullable(Cookies.parseHeader(header)[SESSION_COOKIE]), Redacted.make)

/** setSessionCookie's Set-Cookie header, for an answer made without the Effect app (a hot write). */
export const sessionSetCookieHeader = (value: Redacted.Redacted<string>, expiresAt: Date, now: number, https: boolean): string =>
  Cookies.serializeCookie(Cookies.unsafeMakeCookie(SESSION_COOKIE, Redacted.value(value), sessionCookieOptions(expiresAt, now, https)))

/** Clears the session cookie (logout): empty, expired at once, with the attributes it was set with. */
export const clearSessionCookie: Effect.Effect<void> = Effect.gen(function* () {
  const { client } = yield* requestContext
  yield* HttpApiBuilder.securitySetCookie(sessionCookie, Redacted.make(""), {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: Duration.zero,
    expires: new Date(0),
    secure: client.https
  })
})
