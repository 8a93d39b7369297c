import { Console, Effect, Layer } from "effect"
import { defer, filter, fromEvent, map, NEVER, type Observable } from "rxjs"
import { ActivityShare } from "./ActivityShare"
import type { WebStorage } from "./StorageLive"

/** The localStorage key every tab of the site reads and writes. */
export const LAST_ACTIVITY_KEY = "oddsfold.lastActivity"

/** What the browser tells the other tabs when one of them writes localStorage (the `storage` event). */
export interface StorageChange {
  readonly key: string | null
  readonly newValue: string | null
}

export interface ActivityShareHost {
  /** localStorage; undefined (or throwing) where storage is unavailable. */
  readonly storage: () => WebStorage | undefined
  /** The `storage` events of the window: writes made by the other tabs. */
  readonly changes: Observable<StorageChange>
}

const parse = (value: string | null | undefined): number | undefined => {
  if (value === null || value === undefined || !/^\d{1,16}$/.test(value)) return undefined
  return Number(value)
}

/** What a storage call gave: its value, or that storage is unavailable here (undefined, disabled, full). */
type Attempt<A> = { readonly ok: true; readonly value: A } | { readonly ok: false }

/**
 * The shared time over localStorage and its `storage` event. Storage is a convenience: where it is unavailable (or
 * full) this tab keeps the time in memory and the rule still holds within the tab.
 */
export const makeActivityShare = (host: ActivityShareHost): ActivityShare["Type"] => {
  let inMemory: number | undefined
  const attempt = <A>(what: string, use: (storage: WebStorage) => A): Effect.Effect<Attempt<A>> =>
    Effect.suspend(() => {
      try {
        const storage = host.storage()
        return Effect.succeed<Attempt<A>>(storage === undefined ? { ok: false } : { ok: true, value: use(storage) })
      } catch (error) {
        // The error's name only: nothing of the value.
        return Console.warn(`localStorage ${what} of "${LAST_ACTIVITY_KEY}" failed:`, error instanceof Error ? error.name : String(error)).pipe(
          Effect.as<Attempt<A>>({ ok: false })
        )
      }
    })
  // A storage that reads but refuses writes (full) holds an older time than this tab's own.
  let writable = true
  const lastActivity = Effect.map(attempt("read", (s) => parse(s.getItem(LAST_ACTIVITY_KEY))), (read) =>
    !read.ok ? inMemory : writable || inMemory === undefined ? read.value : Math.max(read.value ?? 0, inMemory)
  )
  return {
    lastActivity,
    record: (atMillis) =>
      Effect.gen(function* () {
        // Forward only: two tabs active at once must not set each other's time back.
        const at = Math.max(Math.floor(atMillis), (yield* lastActivity) ?? 0)
        inMemory = at
        writable = (yield* attempt("write", (s) => s.setItem(LAST_ACTIVITY_KEY, String(at)))).ok
      }),
    clear: Effect.zipRight(
      Effect.sync(() => void (inMemory = undefined)),
      attempt("removal", (s) => s.removeItem(LAST_ACTIVITY_KEY))
    ),
    changes: host.changes.pipe(
      // A null key: another tab cleared the whole storage.
      filter((change) => change.key === LAST_ACTIVITY_KEY || change.key === null),
      map((change) => (change.key === null ? undefined : parse(change.newValue)))
    )
  }
}

/** The browser's window, looked up when used (reading `window.localStorage` itself throws in some browsers). */
const browserHost: ActivityShareHost = {
  storage: () => (typeof window === "undefined" ? undefined : window.localStorage),
  changes: defer(() => (typeof window === "undefined" ? NEVER : fromEvent<StorageEvent>(window, "storage")))
}

export const ActivityShareLive: Layer.Layer<ActivityShare> = Layer.sync(ActivityShare, () => makeActivityShare(browserHost))
