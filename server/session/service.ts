import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Duration, Effect, Layer, Option, Redacted } from "effect"
import { activityReportInterval, inactivityLimit, serverIdleLimit } from "../../src/domain/session/autoLogoff"
import { SESSION_TOKEN_LIFETIME_SECONDS } from "../../src/domain/session/token"
import { ConfigService } from "../config/service"
import { randomSecret, SECRET_FORMAT, sha256Hex } from "../platform/secureRandom"
import { makeSessionRepo, type SessionRow } from "./repo"
import { makeSessionCache } from "./sessionCache"

/** A session lives this long after its last use (sliding); the cookie's Max-Age is the same (SPEC.md 9). */
export const SESSION_LIFETIME_MS = SESSION_TOKEN_LIFETIME_SECONDS * 1000

/** A session signed in with "save" (SPEC.md 3 login field `save`) lives 30 days after its last use. */
export const REMEMBERED_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000

export const lifetimeOf = (remember: boolean): number => (remember ? REMEMBERED_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS)

/**
 * A session's expiry is moved forward at most this often: using a session is a read, and only the first use
 * in a minute also writes. The session may so end up to a minute before lifetime-after-last-use. A player's session
 * under an auto-logoff limit shorter than four minutes is written more often (activityReportInterval).
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
  /** Signed in with "save": the longer lifetime. */
  readonly remember: boolean
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
  /** The live session with this id, its expiry slid forward like `resume` (the session check: a use of the session). */
  readonly resumeById: (id: string) => Effect.Effect<Option.Option<Session>>
  readonly bindFingerprint: (
    id: string,
    fingerprint: { readonly componentsHash: string; readonly tokenHash: string; readonly expiresAt: Date }
  ) => Effect.Effect<void>
  /**
   * Signs a player in on a new session with a new cookie (ARCHITECTURE 6: rotated at login). The session of
   * `previous`, if any, is deleted in the same transaction, so its cookie and its tokens are dead at once; its
   * device binding (fingerprint) carries over, the device being the same.
   */
  readonly signIn: (request: {
    readonly previous: Option.Option<Redacted.Redacted<string>>
    readonly userId: number
    readonly remember: boolean
  }) => Effect.Effect<{ readonly session: Session; readonly cookie: Redacted.Redacted<string> }>
  /** Ends the session of this cookie (logout): deleted, so nothing can be done with it or its tokens again. */
  readonly end: (cookie: Redacted.Redacted<string>) => Effect.Effect<void>
  /**
   * To be called once a statement of this process that ended sessions of this player (a new password) has committed:
   * the sessions kept in memory are read again at their next use, without waiting for the database's announcement.
   */
  readonly forgetPlayer: (userId: number) => Effect.Effect<void>
  /** Deletes the sessions that have expired; answers how many. */
  readonly purgeExpired: Effect.Effect<number>
}

export class SessionService extends Context.Tag("oddsfold/server/SessionService")<SessionService, SessionServiceShape>() {}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const toSession = (row: SessionRow): Session => ({
  id: row.id,
  userId: row.user_id,
  remember: row.remember,
  expiresAt: row.expires_at,
  fingerprint:
    row.fingerprint_token_hash !== null && row.fingerprint_expires_at !== null
      ? Option.some({ tokenHash: row.fingerprint_token_hash, expiresAt: row.fingerprint_expires_at })
      : Option.none()
})

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

export const SessionServiceLive = Layer.scoped(
  SessionService,
  Effect.gen(function* () {
    const repo = yield* makeSessionRepo
    const cache = yield* makeSessionCache
    const sql = yield* SqlClient.SqlClient
    const config = yield* ConfigService
    /** SPEC.md 4 "Auto-logoff" as the server holds it: the site's limit now (an operator may change it). */
    const idleLimit = () => inactivityLimit(config.siteConfig().autoLogoffMinutes)
    /**
     * A row, or none when the session must end now: a player's session not used for the server's idle limit is
     * ended (deleted, like a logout), so nothing can be done with it, however long "save" would keep it.
     */
    const unlessIdle = (row: SessionRow, at: Date): Effect.Effect<Option.Option<SessionRow>> =>
      Option.match(idleLimit(), {
        onNone: () => Effect.succeed(Option.some(row)),
        onSome: (limit) =>
          row.user_id !== null && at.getTime() - row.last_seen_at.getTime() > Duration.toMillis(serverIdleLimit(limit))
            ? Effect.as(repo.deleteById(row.id), Option.none())
            : Effect.succeed(Option.some(row))
      })
    /** How often a session's last use is written: a player's under a short idle limit finer, so the limit holds. */
    const slideIntervalOf = (row: SessionRow): number =>
      Option.match(row.user_id === null ? Option.none() : idleLimit(), {
        onNone: () => Duration.toMillis(SLIDE_INTERVAL),
        onSome: (limit) => Duration.toMillis(activityReportInterval(limit))
      })
    /** Whether using this row at `at` is only a read: not idle past the limit, not expired, its slide not due. */
    const quietUse = (row: SessionRow, at: Date): boolean =>
      at < row.expires_at &&
      at.getTime() - row.last_seen_at.getTime() < slideIntervalOf(row) &&
      Option.match(row.user_id === null ? Option.none() : idleLimit(), {
        onNone: () => true,
        onSome: (limit) => at.getTime() - row.last_seen_at.getTime() <= Duration.toMillis(serverIdleLimit(limit))
      })
    /** Uses a live row: ended if idle past the limit, else its expiry slid forward (written at most once an interval). */
    const use = (found: Option.Option<SessionRow>, at: Date): Effect.Effect<Option.Option<SessionRow>> =>
      Effect.gen(function* () {
        const live = Option.isSome(found) ? yield* unlessIdle(found.value, at) : found
        if (Option.isNone(live)) return Option.none()
        const row = live.value
        if (at.getTime() - row.last_seen_at.getTime() < slideIntervalOf(row)) return Option.some(row)
        const expiresAt = new Date(at.getTime() + lifetimeOf(row.remember))
        yield* repo.slide({ id: row.id, at, expiresAt })
        return Option.some({ ...row, last_seen_at: at, expires_at: expiresAt })
      })
    const hashOfCookie = (cookie: Redacted.Redacted<string>): Option.Option<string> =>
      SECRET_FORMAT.test(Redacted.value(cookie)) ? Option.some(sha256Hex(Redacted.value(cookie))) : Option.none()
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
              const tokenHash = sha256Hex(Redacted.value(cookie))
              const kept = cache.get(tokenHash, at)
              if (kept !== undefined && quietUse(kept, at)) return Option.some(toSession(kept))
              const mark = cache.mark()
              const used = yield* use(yield* repo.liveByTokenHash({ tokenHash, now: at }), at)
              // Only players' sessions are kept: a guest's calls are not the ones that come in bursts.
              if (Option.isSome(used) && used.value.user_id !== null) cache.put(tokenHash, used.value, at, mark)
              else cache.forget(tokenHash)
              return Option.map(used, toSession)
            })
          : Effect.succeedNone,

      findLive: (id) =>
        UUID.test(id)
          ? Effect.gen(function* () {
              const at = yield* now
              const found = yield* repo.liveById({ id, now: at })
              return Option.map(Option.isSome(found) ? yield* unlessIdle(found.value, at) : found, toSession)
            })
          : Effect.succeedNone,

      resumeById: (id) =>
        UUID.test(id) ? Effect.flatMap(now, (at) => Effect.flatMap(repo.liveById({ id, now: at }), (found) => Effect.map(use(found, at), Option.map(toSession)))) : Effect.succeedNone,

      signIn: ({ previous, remember, userId }) =>
        Effect.gen(function* () {
          const cookie = yield* randomSecret
          const at = yield* now
          const old = Option.isSome(previous)
            ? yield* Option.match(hashOfCookie(previous.value), {
                onNone: () => Effect.succeedNone,
                onSome: (tokenHash) => Effect.zipLeft(repo.deleteByTokenHash({ tokenHash, now: at }), Effect.sync(() => cache.forget(tokenHash)))
              })
            : Option.none()
          const device = Option.filter(old, (row) => row.fingerprint_expires_at !== null && row.fingerprint_expires_at > at)
          const row = yield* repo.insertPlayer({
            tokenHash: sha256Hex(Redacted.value(cookie)),
            userId,
            remember,
            at,
            expiresAt: new Date(at.getTime() + lifetimeOf(remember)),
            fingerprintHash: Option.match(device, { onNone: () => null, onSome: (d) => d.fingerprint_hash }),
            fingerprintTokenHash: Option.match(device, { onNone: () => null, onSome: (d) => d.fingerprint_token_hash }),
            fingerprintExpiresAt: Option.match(device, { onNone: () => null, onSome: (d) => d.fingerprint_expires_at })
          })
          return { session: toSession(row), cookie }
        }).pipe(sql.withTransaction, Effect.orDie),

      end: (cookie) =>
        Option.match(hashOfCookie(cookie), {
          onNone: () => Effect.void,
          // Forgotten here at once; the other instances hear it from the database (migration 034).
          onSome: (tokenHash) =>
            Effect.flatMap(now, (at) => Effect.asVoid(repo.deleteByTokenHash({ tokenHash, now: at }))).pipe(Effect.ensuring(Effect.sync(() => cache.forget(tokenHash))))
        }),

      bindFingerprint: (id, fingerprint) => repo.bindFingerprint({ id, ...fingerprint }),

      forgetPlayer: (userId) => Effect.sync(() => cache.forgetPlayer(userId)),

      purgeExpired: Effect.flatMap(now, repo.purgeExpired)
    }
  })
)
