import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Duration, Effect, Redacted, Schedule, Stream } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"
import { SqlNotifications } from "../platform/db/sqlNotifications"
import { randomSecret } from "../platform/secureRandom"
import type { SessionRow } from "./repo"

/** What migration 034's trigger announces: the cookie's SHA-256 of a session that ended or changed. */
export const SESSION_CHANGES_CHANNEL = "oddsfold_session_changed"

/**
 * How long a session row read from the database may answer for it without being read again. The database's
 * announcement makes a server forget a session at once, and nothing is answered from memory while the announcements
 * cannot be heard; this bounds what a lost announcement could cost. Longer than the minute between an open tab's
 * session checks and token renewals, so those are answered from memory (one session read per player per period).
 */
export const SESSION_CACHE_FRESHNESS = Duration.minutes(2)

/** Sessions kept at most; past it the longest kept is forgotten first. */
const CAPACITY = 50_000

/** While the listening connection is being (re)made. */
const RELISTEN = Schedule.spaced("1 second")
const PROBE_EVERY = Schedule.spaced("250 millis")

export interface SessionCache {
  /** The row read for this cookie's hash less than SESSION_CACHE_FRESHNESS before `at`, unless it ended or changed since. */
  readonly get: (tokenHash: string, at: Date) => SessionRow | undefined
  /** The same, found by the session's id (a bearer token names the session by its id): its row and cookie hash. */
  readonly getById: (id: string, at: Date) => { readonly row: SessionRow; readonly tokenHash: string } | undefined
  /** Replaces a kept row by what this server made of it (its use slid it forward), keeping when it was read. */
  readonly update: (tokenHash: string, row: SessionRow) => void
  /** Taken before reading a row from the database, and given back with it to `put`. */
  readonly mark: () => number
  /**
   * Keeps a row read after `mark` was taken, unless an announcement came meanwhile: it could be of this very
   * session, ended after the row was read and before it was kept.
   */
  readonly put: (tokenHash: string, row: SessionRow, at: Date, mark: number) => void
  readonly forget: (tokenHash: string) => void
  /** Forgets every session of this player (the database ended them, in this process: no need to wait to hear it). */
  readonly forgetPlayer: (userId: number) => void
}

/**
 * The sessions this server has just read, so that a player's calls in a burst (a placement, the balance, the
 * history) cost one session read instead of one each. It only ever answers while this server hears the database's
 * announcements (SESSION_CHANGES_CHANNEL): it starts answering once a probe it sent itself has come back on that
 * channel, and forgets everything and stops answering when the listening connection is lost, until a new one hears
 * its probe. So a session ended anywhere (another instance, an operator's tool, the janitor) is forgotten here as
 * soon as that change commits, and at worst SESSION_CACHE_FRESHNESS later.
 */
export const makeSessionCache = Effect.gen(function* () {
  const notifications = yield* SqlNotifications
  const sql = yield* SqlClient.SqlClient
  const freshness = Duration.toMillis(SESSION_CACHE_FRESHNESS)
  const kept = new Map<string, { readonly row: SessionRow; readonly at: number }>()
  /** A kept session's cookie hash by its id. */
  const hashById = new Map<string, string>()
  const drop = (tokenHash: string) => {
    const entry = kept.get(tokenHash)
    if (entry === undefined) return
    kept.delete(tokenHash)
    hashById.delete(entry.row.id)
  }
  let hearing = false
  /** Announcements heard so far. */
  let heardCount = 0

  const stopHearing = Effect.sync(() => {
    hearing = false
    kept.clear()
    hashById.clear()
  })

  const listenOnce = Effect.gen(function* () {
    const probe = `probe:${Redacted.value(yield* randomSecret)}`
    const heard = (payload: string) =>
      Effect.sync(() => {
        heardCount++
        if (payload === probe) hearing = true
        else drop(payload)
      })
    // The LISTEN is in place once the probe comes back; sent again until it does.
    const probing = orDieQuietly(sql`select pg_notify(${SESSION_CHANGES_CHANNEL}, ${probe})`).pipe(
      Effect.repeat({ schedule: PROBE_EVERY, until: () => hearing })
    )
    yield* Effect.all([Stream.runForEach(notifications.listen(SESSION_CHANGES_CHANNEL), heard), probing], { concurrency: 2, discard: true })
  }).pipe(
    Effect.ensuring(stopHearing),
    Effect.tapError((error) => Effect.logWarning(`sessions are read at every use until the database is heard again: ${error.message}`))
  )
  // On the machine's own clock: a server run on a test's clock still hears the database in real time.
  yield* Effect.forkScoped(Effect.retry(listenOnce, RELISTEN).pipe(Effect.withClock(Clock.make())))

  const get = (tokenHash: string, at: Date): SessionRow | undefined => {
    if (!hearing) return undefined
    const entry = kept.get(tokenHash)
    return entry !== undefined && at.getTime() - entry.at < freshness && at.getTime() >= entry.at ? entry.row : undefined
  }
  const cache: SessionCache = {
    get,
    getById: (id, at) => {
      const tokenHash = hashById.get(id)
      const row = tokenHash === undefined ? undefined : get(tokenHash, at)
      return row === undefined || row.id !== id ? undefined : { row, tokenHash: tokenHash! }
    },
    update: (tokenHash, row) => {
      const entry = kept.get(tokenHash)
      if (entry !== undefined && entry.row.id === row.id) kept.set(tokenHash, { row, at: entry.at })
    },
    mark: () => heardCount,
    put: (tokenHash, row, at, mark) => {
      if (!hearing || mark !== heardCount) return
      drop(tokenHash)
      if (kept.size >= CAPACITY) drop(kept.keys().next().value!)
      kept.set(tokenHash, { row, at: at.getTime() })
      hashById.set(row.id, tokenHash)
    },
    forget: drop,
    forgetPlayer: (userId) => {
      for (const [tokenHash, entry] of kept) if (entry.row.user_id === userId) drop(tokenHash)
    }
  }
  return cache
})
