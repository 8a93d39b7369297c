import { Clock, Context, Duration, Effect, Layer, Option, Redacted } from "effect"
import { SESSION_TOKEN_LIFETIME_SECONDS } from "../../src/domain/session/token"
import { randomSecret, SECRET_FORMAT, sha256Hex } from "../platform/secureRandom"
import { makeSessionRepo, type SessionRow } from "./repo"

/** A session lives this long after its last use (sliding); the cookie's Max-Age is the same (SPEC.md 9). */
export const SESSION_LIFETIME_MS = SESSION_TOKEN_LIFETIME_SECONDS * 1000

/**
 * A session's expiry is moved forward at most this often: using a session is a read, and only the first use
 * in a minute also writes. The session may so end up to a minute before lifetime-after-last-use.
 */
export const SLIDE_INTERVAL = Duration.minutes(1)

export interface BoundFingerprint {
  readonly tokenHash: string
  readonly expiresAt: Date
}

export interface Session {
  readonly id: string
  /** null for a guest */
  readonly userId: number | null
  readonly expiresAt: Date
  readonly fingerprint: Option.Option<BoundFingerprint>
}

export interface SessionServiceShape {
  /** A new guest session. The cookie value is returned once and only its SHA-256 is stored. */
  readonly start: Effect.Effect<{ readonly session: Session; readonly cookie: Redacted.Redacted<string> }>
  /** The live session this cookie belongs to, its expiry slid forward (at most once per SLIDE_INTERVAL). */
  readonly resume: (cookie: Redacted.Redacted<string>) => Effect.Effect<Option.Option<Session>>
  /** The live session with this id, left as it is (the bearer-token check). */
  readonly findLive: (id: string) => Effect.Effect<Option.Option<Session>>
  readonly bindFingerprint: (
    id: string,
    fingerprint: { readonly componentsHash: string; readonly tokenHash: string; readonly expiresAt: Date }
  ) => Effect.Effect<void>
  /** Deletes the sessions that have expired; answers how many. */
  readonly purgeExpired: Effect.Effect<number>
}

export class SessionService extends Context.Tag("oddsfold/server/SessionService")<SessionService, SessionServiceShape>() {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user_id,
  expiresAt: row.expires_at,
  fingerprint:
    row.fingerprint_token_hash !== null && row.fingerprint_expires_at !== null
      ? Option.some({ tokenHash: row.fingerprint_token_hash, expiresAt: row.fingerprint_expires_at })
      : Option.none()
})

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

export const SessionServiceLive = Layer.effect(
  SessionService,
  Effect.gen(function* () {
    const repo = yield* makeSessionRepo
    return {
      start: Effect.gen(function* () {
        const cookie = yield* randomSecret
        const at = yield* now
        const row = yield* repo.insert({
          tokenHash: sha256Hex(Redacted.value(cookie)),
          at,
          expiresAt: new Date(at.getTime() + SESSION_LIFETIME_MS)
        })
        return { session: toSession(row), cookie }
      }),

      resume: (cookie) =>
        SECRET_FORMAT.test(Redacted.value(cookie))
          ? Effect.gen(function* () {
              const at = yield* now
              const found = yield* repo.liveByTokenHash({ tokenHash: sha256Hex(Redacted.value(cookie)), now: at })
              if (Option.isNone(found)) return Option.none()
              const row = found.value
              if (at.getTime() - row.last_seen_at.getTime() < Duration.toMillis(SLIDE_INTERVAL)) return Option.some(toSession(row))
              const expiresAt = new Date(at.getTime() + SESSION_LIFETIME_MS)
              yield* repo.slide({ id: row.id, at, expiresAt })
              return Option.some(toSession({ ...row, last_seen_at: at, expires_at: expiresAt }))
            })
          : Effect.succeedNone,

      findLive: (id) => (UUID.test(id) ? Effect.flatMap(now, (at) => Effect.map(repo.liveById({ id, now: at }), Option.map(toSession))) : Effect.succeedNone),

      bindFingerprint: (id, fingerprint) => repo.bindFingerprint({ id, ...fingerprint }),

      purgeExpired: Effect.flatMap(now, repo.purgeExpired)
    }
  })
)
