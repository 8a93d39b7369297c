import { Effect, Option, Redacted, Schema } from "effect"
import { HeaderNames, HeaderValue } from "../../src/domain/api/shared"
import type { PlainAnswer } from "../platform/http/cachedAnswer"
import type { HotRoute } from "../platform/http/hotRoutes"
import { SECRET_FORMAT, sha256Hex } from "../platform/secureRandom"
import { sessionCookieOfHeader, sessionSetCookieHeader } from "./cookie"
import { type Session, SessionService } from "./service"
import { TokenSigner } from "./tokens"

/**
 * The two session reads every open tab sends each minute, as hot reads (ARCHITECTURE 6): the session check (a bearer
 * token) and the token renewal (`gettoken`, the session cookie), answered by node:http from the token's signature and
 * the sessions this server keeps fresh (sessionCache.ts: forgotten at once when the database announces a change, on
 * every process), their use slid in memory and written in batches (service.ts). A request they cannot answer exactly
 * as the session group would (a token not yet verified here or near either end of its life, a session not kept, idle
 * or expired, a device binding the request does not satisfy, an unexpected query) is left to the session group, which
 * reads the database, answers it the same or refuses it with its typed 401 or 400, and keeps the session for the next.
 */
const BEARER = /^Bearer +([^ ]+)$/i
const isHeaderValue = Schema.is(HeaderValue)
const JSON_HEADERS = { "content-type": "application/json", "cache-control": "no-store" } as const
/** A renewal without a session: no token, not an error. */
const GUEST_RENEWAL = { data: { token: null } }

const json = (value: unknown, headers: Readonly<Record<string, string>> = JSON_HEADERS): PlainAnswer => ({
  status: 200,
  headers,
  body: Buffer.from(JSON.stringify(value))
})

/** Whether the request shows the device the session is bound to (fingerprints.ts `check`); the group refuses the rest. */
const deviceShown = (session: Session, presented: string | undefined, now: number): boolean =>
  Option.match(session.fingerprint, {
    onNone: () => true,
    onSome: (bound) => presented !== undefined && presented !== "" && sha256Hex(presented) === bound.tokenHash && bound.expiresAt.getTime() > now
  })

/** The query the token renewal takes: none, or `force_refresh` once, true or false (it is a hint to caches between). */
const renewalQuery = (query: URLSearchParams): boolean => {
  let count = 0
  for (const [name, value] of query) {
    if (name !== "force_refresh" || (value !== "true" && value !== "false") || ++count > 1) return false
  }
  return true
}

/**
 * The renewals answered in the current second, by session, its expiry and the scheme: the token's claims and the
 * cookie's Max-Age are whole seconds, so another answer for the same ones within the second would be the same bytes
 * (the tabs of one player, a burst of retries). Cleared when the second turns.
 */
const renewalsOfTheSecond = () => {
  let second = -1
  const answers = new Map<string, PlainAnswer>()
  return {
    answer: (session: Session, now: number, https: boolean, make: () => PlainAnswer): PlainAnswer => {
      const current = Math.floor(now / 1000)
      if (current !== second) {
        second = current
        answers.clear()
      }
      const key = `${session.id} ${session.userId} ${session.expiresAt.getTime()} ${https}`
      let answer = answers.get(key)
      if (answer === undefined) {
        answer = make()
        answers.set(key, answer)
      }
      return answer
    }
  }
}

export const sessionHotReads = Effect.gen(function* () {
  const sessions = yield* SessionService
  const renewals = renewalsOfTheSecond()
  const signer = yield* TokenSigner
  // The server's clock (a development server's may have been moved forward), read without an Effect.
  const clock = yield* Effect.clock
  const routes: ReadonlyArray<HotRoute> = [
    {
      path: "/auth-api/session/check",
      answer: ({ query, headers }) => {
        const authorization = headers.authorization
        if (query.size !== 0 || authorization === undefined || !isHeaderValue(authorization)) return undefined
        const bearer = BEARER.exec(authorization)
        if (bearer === null) return undefined
        const now = clock.unsafeCurrentTimeMillis()
        const claims = signer.verifiedBefore(bearer[1]!, now)
        if (claims === undefined) return undefined
        const session = sessions.usedInMemory({ id: claims.sid }, now)
        // Signed in or out since the token was issued: the group's 401.
        if (session === undefined || session.userId !== claims.uid) return undefined
        return json({ userId: session.userId })
      }
    },
    {
      path: "/web-api/user/gettoken",
      answer: ({ query, headers, client }) => {
        const presented = headers[HeaderNames.fingerprint]
        if (!renewalQuery(query) || (presented !== undefined && !isHeaderValue(presented))) return undefined
        const cookie = Option.getOrUndefined(sessionCookieOfHeader(headers.cookie))
        // No session cookie is a guest: the answer the group gives too (http.ts), and the first call of every visit.
        if (cookie === undefined) return json(GUEST_RENEWAL)
        const text = Redacted.value(cookie)
        if (!SECRET_FORMAT.test(text)) return undefined
        const now = clock.unsafeCurrentTimeMillis()
        const session = sessions.usedInMemory({ tokenHash: sha256Hex(text) }, now)
        if (session === undefined || !deviceShown(session, presented, now)) return undefined
        return renewals.answer(session, now, client.https, () =>
          json(
            { data: { token: signer.sign({ sid: session.id, uid: session.userId }, now) } },
            // The session cookie sent again with what is left of the session, as every use of it does (cookie.ts).
            { ...JSON_HEADERS, "set-cookie": sessionSetCookieHeader(cookie, session.expiresAt, now, client.https) }
          )
        )
      }
    }
  ]
  return routes
})
