import { HttpServerRequest } from "@effect/platform"
import { Clock, Effect, Option } from "effect"
import { type TermsNotAccepted, Unauthorized } from "../../src/domain/api/errors"
import { pathnameOf } from "../platform/http/requestPath"
import { readSessionCookie, sessionCookieOfHeader, sessionSetCookieHeader, setSessionCookie } from "./cookie"
import { TermsGate } from "./seams"
import { SessionService, type SessionServiceShape } from "./service"

/** The signed-in player behind a request: the user id of its live session. */
export interface SignedInPlayer {
  readonly userId: number
  readonly sessionId: string
}

const notSignedIn = new Unauthorized({ message: "sign in first: this call is for signed-in players" })

/** The terms gate, where the server has one: a player who must confirm changed terms first gets 451 (seams.ts). */
const gated = (userId: number, method: string, url: string): Effect.Effect<void, TermsNotAccepted> =>
  Effect.flatMap(Effect.serviceOption(TermsGate), (gate) => (Option.isNone(gate) ? Effect.void : gate.value.admit(userId, method, pathnameOf(url))))

/**
 * The signed-in player of this request, or a typed 401: no session cookie, a session that is unknown, expired or
 * logged out, or a guest's session. Resolved like every session use (SessionService.resume: the expiry slides and
 * the cookie is sent again), so a player busy in their wallet is not logged off for idling. A player whose terms
 * changed gets 451 instead, unless the call is one they may still make (the terms gate).
 */
export const signedInPlayer: Effect.Effect<SignedInPlayer, Unauthorized | TermsNotAccepted, SessionService | HttpServerRequest.HttpServerRequest> = Effect.gen(
  function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    const cookie = readSessionCookie(request)
    if (Option.isNone(cookie)) return yield* notSignedIn
    const session = yield* (yield* SessionService).resume(cookie.value)
    if (Option.isNone(session) || session.value.userId === null) return yield* notSignedIn
    yield* setSessionCookie(cookie.value, session.value.expiresAt)
    yield* gated(session.value.userId, request.method, request.url)
    return { userId: session.value.userId, sessionId: session.value.id }
  }
)

/**
 * signedInPlayer for a hot write (server/platform/http/hotWrites.ts), which has no HttpServerRequest: the same session
 * check on the request's Cookie header, the cookie sent again through `answerHeaders`.
 */
export const signedInPlayerOfCookie = (
  sessions: SessionServiceShape,
  cookieHeader: string | undefined,
  https: boolean,
  answerHeaders: Array<string>,
  call: { readonly method: string; readonly path: string }
): Effect.Effect<SignedInPlayer, Unauthorized | TermsNotAccepted> =>
  Effect.gen(function* () {
    const cookie = sessionCookieOfHeader(cookieHeader)
    if (Option.isNone(cookie)) return yield* notSignedIn
    const session = yield* sessions.resume(cookie.value)
    if (Option.isNone(session) || session.value.userId === null) return yield* notSignedIn
    answerHeaders.push("set-cookie", sessionSetCookieHeader(cookie.value, session.value.expiresAt, yield* Clock.currentTimeMillis, https))
    yield* gated(session.value.userId, call.method, call.path)
    return { userId: session.value.userId, sessionId: session.value.id }
  })

/** Whether a Cookie header carries a session cookie: a hot write leaves a request without one to the contract's 401. */
export const hasSessionCookie = (cookieHeader: string | undefined): boolean => Option.isSome(sessionCookieOfHeader(cookieHeader))
