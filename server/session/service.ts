import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Duration, Effect, Layer, Option, Redacted, Schedule } from "effect"
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

/**
 * Sessions' slides (last use, expiry) are written this often, all of them in one statement, instead of one write per
 * request that found a slide due. The session is already judged by its slid row in this process meanwhile.
 */
export const LAST_SEEN_FLUSH_EVERY = Duration.seconds(2)

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
  /**
   * `resume` (by the cookie's SHA-256) or `resumeById` (by the session's id) answered from the sessions this server
   * keeps fresh, without waiting: the live session, used (its slide queued); undefined when it would have to be read
   * (not kept, or to be judged from the database: idle past the limit, expired), so the caller asks `resume` or `resumeById`.
   */
  readonly usedInMemory: (key: { readonly tokenHash: string } | { readonly id: string }, atMillis: number) => Session | undefined
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
    /**
     * Whether a kept row may answer at `at` without the database: not expired and not idle past the limit (ending it
     * is the database's: another process may have seen a later use).
     */
    const liveInMemory = (row: SessionRow, at: Date): boolean =>
      at < row.expires_at &&
      Option.match(row.user_id === null ? Option.none() : idleLimit(), {
        onNone: () => true,
        onSome: (limit) => at.getTime() - row.last_seen_at.getTime() <= Duration.toMillis(serverIdleLimit(limit))
      })
    /** Slides waiting for the next flush, by session id: the latest use of each, and its cookie hash. */
    interface PendingSlide {
      readonly slide: { readonly id: string; readonly at: Date; readonly expires_at: Date }
      readonly tokenHash: string
    }
    const pendingSlides = new Map<string, PendingSlide>()
    const pendingIdByHash = new Map<string, string>()
    const queueSlide = (pending: PendingSlide) => {
      pendingSlides.set(pending.slide.id, pending)
      pendingIdByHash.set(pending.tokenHash, pending.slide.id)
    }
    const takePending = (id: string): PendingSlide | undefined => {
      const pending = pendingSlides.get(id)
      if (pending === undefined) return undefined
      pendingSlides.delete(id)
      pendingIdByHash.delete(pending.tokenHash)
      return pending
    }
    /** A live row used at `at`: its expiry slid forward when the slide is due (queued for the next flush), else as it is. */
    const slid = (row: SessionRow, at: Date): SessionRow => {
      if (at.getTime() - row.last_seen_at.getTime() < slideIntervalOf(row)) return row
      const expiresAt = new Date(at.getTime() + lifetimeOf(row.remember))
      queueSlide({ slide: { id: row.id, at, expires_at: expiresAt }, tokenHash: row.token_hash })
      return { ...row, last_seen_at: at, expires_at: expiresAt }
    }
    /** Uses a live row: ended if idle past the limit, else its expiry slid forward (written at most once an interval). */
    const use = (found: Option.Option<SessionRow>, at: Date): Effect.Effect<Option.Option<SessionRow>> =>
      Effect.map(Option.isSome(found) ? unlessIdle(found.value, at) : Effect.succeed(found), Option.map((row) => slid(row, at)))
    /** A kept row used at `at`, kept slid; undefined when it must be read again. */
    const usedKept = (tokenHash: string, row: SessionRow, at: Date): SessionRow | undefined => {
      if (!liveInMemory(row, at)) return undefined
      const used = slid(row, at)
      if (used !== row) cache.update(tokenHash, used)
      return used
    }
    const writeSlides = (pending: ReadonlyArray<PendingSlide>) =>
      repo.slideMany(pending.map((each) => each.slide)).pipe(
        Effect.catchAllCause((cause) =>
          Effect.zipRight(
            // Kept for the next flush, unless a later use of the same session is waiting already.
            Effect.sync(() => pending.forEach((each) => pendingSlides.has(each.slide.id) || queueSlide(each))),
            Effect.logWarning("sessions' last uses could not be written; kept for the next flush", cause)
          )
        )
      )
    /**
     * Reads a session (by cookie hash or id) from the database, uses it, and keeps it unless a change was heard
     * meanwhile. A slide of it still waiting for the flush is written first: the row read must be the one this
     * process judges by (not expired, not idle, when the flush has not come yet).
     */
    const readAndUse = (key: { readonly tokenHash: string } | { readonly id: string }, read: (at: Date) => Effect.Effect<Option.Option<SessionRow>>, at: Date) =>
      Effect.gen(function* () {
        const pending = takePending("id" in key ? key.id : (pendingIdByHash.get(key.tokenHash) ?? ""))
        if (pending !== undefined) yield* writeSlides([pending])
        const mark = cache.mark()
        const used = yield* use(yield* read(at), at)
        if (Option.isSome(used)) cache.put(used.value.token_hash, used.value, at, mark)
        return used
      })

    const flushSlides = Effect.suspend(() => {
      if (pendingSlides.size === 0) return Effect.void
      const pending = [...pendingSlides.values()]
      pendingSlides.clear()
      pendingIdByHash.clear()
      return writeSlides(pending)
    })
    // On the machine's own clock (a server run on a test's clock still writes them), and once more when the server stops.
    yield* Effect.forkScoped(Effect.repeat(flushSlides, Schedule.spaced(LAST_SEEN_FLUSH_EVERY)).pipe(Effect.withClock(Clock.make())))
    yield* Effect.addFinalizer(() => flushSlides)
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
              const used = kept === undefined ? undefined : usedKept(tokenHash, kept, at)
              if (used !== undefined) return Option.some(toSession(used))
              const read = yield* readAndUse({ tokenHash }, (now) => repo.liveByTokenHash({ tokenHash, now }), at)
              if (Option.isNone(read)) cache.forget(tokenHash)
              return Option.map(read, toSession)
            })
          : Effect.succeedNone,

      findLive: (id) =>
        UUID.test(id)
          ? Effect.gen(function* () {
              const at = yield* now
              const kept = cache.getById(id, at)
              if (kept !== undefined && liveInMemory(kept.row, at)) return Option.some(toSession(kept.row))
              const pending = takePending(id)
              if (pending !== undefined) yield* writeSlides([pending])
              const found = yield* repo.liveById({ id, now: at })
              return Option.map(Option.isSome(found) ? yield* unlessIdle(found.value, at) : found, toSession)
            })
          : Effect.succeedNone,

      resumeById: (id) =>
        UUID.test(id)
          ? Effect.gen(function* () {
              const at = yield* now
              const kept = cache.getById(id, at)
              const used = kept === undefined ? undefined : usedKept(kept.tokenHash, kept.row, at)
              if (used !== undefined) return Option.some(toSession(used))
              return Option.map(yield* readAndUse({ id }, (now) => repo.liveById({ id, now }), at), toSession)
            })
          : Effect.succeedNone,

      usedInMemory: (key, atMillis) => {
        const at = new Date(atMillis)
        if ("id" in key) {
          const kept = UUID.test(key.id) ? cache.getById(key.id, at) : undefined
          const used = kept === undefined ? undefined : usedKept(kept.tokenHash, kept.row, at)
          return used === undefined ? undefined : toSession(used)
        }
        const kept = cache.get(key.tokenHash, at)
        const used = kept === undefined ? undefined : usedKept(key.tokenHash, kept, at)
        return used === undefined ? undefined : toSession(used)
      },

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

      // Forgotten here at once, as a logout is; the other instances hear the change through the broker.
      bindFingerprint: (id, fingerprint) => repo.bindFingerprint({ id, ...fingerprint }).pipe(Effect.ensuring(Effect.sync(() => cache.forgetSession(id)))),

      forgetPlayer: (userId) => Effect.sync(() => cache.forgetPlayer(userId)),

      purgeExpired: Effect.flatMap(now, repo.purgeExpired)
    }
  })
)
