import { Duration, Effect } from "effect"
import { ChangeNotices } from "../platform/changeNotices/changeNotices"
import type { SessionRow } from "./repo"

/** The kind of change notice migration 034's trigger makes (through migration 058): its subject is the cookie's SHA-256. */
export const SESSION_NOTICE = "session"

/**
 * How long a session row read from the database may answer for it without being read again. A change notice makes a
 * server forget a session about a fifth of a second after the change committed, and nothing is answered from memory
 * while the notices are not heard; this bounds what a lost notice could cost. Longer than the minute between an open
 * tab's session checks and token renewals, so those are answered from memory (one session read per player per period).
 */
export const SESSION_CACHE_FRESHNESS = Duration.minutes(2)

/** Sessions kept at most; past it the longest kept is forgotten first. */
const CAPACITY = 50_000

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
   * Keeps a row read after `mark` was taken, unless a change notice of this session came meanwhile (it may have ended
   * after the row was read and before it was kept) or notices may have been missed.
   */
  readonly put: (tokenHash: string, row: SessionRow, at: Date, mark: number) => void
  readonly forget: (tokenHash: string) => void
  /** Forgets the session with this id (this process changed its row: no need to wait to hear it). */
  readonly forgetSession: (id: string) => void
  /** Forgets every session of this player (the database ended them, in this process: no need to wait to hear it). */
  readonly forgetPlayer: (userId: number) => void
}

/**
 * The sessions this server has just read, so that a player's calls in a burst (a placement, the balance, the
 * history) cost one session read instead of one each. It only ever answers while this server hears the change
 * notices (server/platform/changeNotices/): it forgets everything and stops answering whenever they may have been
 * missed, until they are heard again. So a session ended anywhere (another instance, an operator's tool, the janitor)
 * is forgotten here soon after that change commits, and at worst SESSION_CACHE_FRESHNESS later.
 */
export const makeSessionCache = Effect.gen(function* () {
  const notices = yield* ChangeNotices
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
  /** Notices heard so far, counting the times notices may have been missed or were heard again. */
  let heardCount = 0
  /** The count at the last time notices may have been missed or were heard again. */
  let resetAt = 0
  /**
   * The count at the last notice of each session heard lately: a row read while another session changed may still be
   * kept (a notice comes a fraction of a second after its change, when other players' sign-ins and logouts are
   * frequent), one read while its own session changed may not.
   */
  const noticedAt = new Map<string, number>()
  const reset = Effect.sync(() => {
    resetAt = ++heardCount
    noticedAt.clear()
  })

  yield* notices.listen({
    heard: (batch) =>
      Effect.sync(() => {
        for (const notice of batch) {
          if (notice.kind !== SESSION_NOTICE) continue
          if (noticedAt.size >= CAPACITY) {
            noticedAt.clear()
            resetAt = ++heardCount
          }
          noticedAt.set(notice.subject, ++heardCount)
          drop(notice.subject)
        }
      }),
    deaf: Effect.zipRight(
      reset,
      Effect.sync(() => {
        kept.clear()
        hashById.clear()
      })
    ),
    // A row read while deaf is not kept: what changed meanwhile was not heard.
    back: reset
  })

  const get = (tokenHash: string, at: Date): SessionRow | undefined => {
    if (!notices.hearing()) return undefined
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
      if (!notices.hearing() || resetAt > mark || (noticedAt.get(tokenHash) ?? 0) > mark) return
      drop(tokenHash)
      if (kept.size >= CAPACITY) drop(kept.keys().next().value!)
      kept.set(tokenHash, { row, at: at.getTime() })
      hashById.set(row.id, tokenHash)
    },
    forget: drop,
    forgetSession: (id) => {
      const tokenHash = hashById.get(id)
      if (tokenHash !== undefined) drop(tokenHash)
    },
    forgetPlayer: (userId) => {
      for (const [tokenHash, entry] of kept) if (entry.row.user_id === userId) drop(tokenHash)
    }
  }
  return cache
})
