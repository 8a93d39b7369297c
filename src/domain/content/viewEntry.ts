/**
 * A remote view's entry (SPEC.md 4): not existing (-2), error (-1), loading (1), ready (2), and the only moves the spec
 * allows between them. Retries on error double from 1000 ms, three times, then the view gives up; a reload event
 * reloads it at most once a second; ready clears the retry count. Pure: time is given, never read.
 */

export const ViewEntryState = { notExisting: -2, error: -1, loading: 1, ready: 2 } as const
export type ViewEntryState = (typeof ViewEntryState)[keyof typeof ViewEntryState]

/** SPEC.md 4 "Allowed moves". */
const ALLOWED: Readonly<Record<ViewEntryState, ReadonlyArray<ViewEntryState>>> = {
  [-2]: [1, 2],
  [-1]: [1, -2],
  [1]: [-1, 2, -2],
  [2]: [-2]
}

export const canMove = (from: ViewEntryState, to: ViewEntryState): boolean => ALLOWED[from].includes(to)

/** SPEC.md 9: remote view 3 retries at 1000 ms doubling; reload throttle 1000 ms. */
export const VIEW_RETRY_BASE_MS = 1000
export const VIEW_RETRIES = 3
export const VIEW_RELOAD_THROTTLE_MS = 1000

export interface ViewEntry {
  readonly state: ViewEntryState
  /** Retries made since the last ready. */
  readonly retries: number
  /** When the last reload event was taken (epoch ms), or null. */
  readonly reloadedAt: number | null
}

export const initialViewEntry: ViewEntry = { state: ViewEntryState.notExisting, retries: 0, reloadedAt: null }

/** What happens to a view: something uses it, its load answered or failed, its retry is due, a reload event, nobody uses it. */
export type ViewEvent =
  | { readonly _tag: "use" }
  | { readonly _tag: "loaded" }
  | { readonly _tag: "failed" }
  | { readonly _tag: "retryDue" }
  | { readonly _tag: "reload"; readonly at: number }
  | { readonly _tag: "release" }

/** The entry after an event, and what to do next: load now, retry after a delay, or nothing. */
export interface ViewStep {
  readonly entry: ViewEntry
  readonly effect: { readonly _tag: "load" } | { readonly _tag: "retryAfter"; readonly ms: number } | { readonly _tag: "none" }
}

const none = { _tag: "none" } as const
const load = { _tag: "load" } as const

/** The delay before retry number `retry` (0-based): 1000, 2000, 4000 ms; undefined once the retries are spent. */
export const retryDelay = (retry: number): number | undefined => (retry < VIEW_RETRIES ? VIEW_RETRY_BASE_MS * 2 ** retry : undefined)

const move = (entry: ViewEntry, to: ViewEntryState, patch: Partial<ViewEntry> = {}): ViewEntry =>
  canMove(entry.state, to) ? { ...entry, ...patch, state: to } : entry

/**
 * One step of the machine. A move the spec does not allow never happens: the event is then ignored (a late answer of
 * a view nobody uses any more, a failure of a ready view).
 */
export const stepView = (entry: ViewEntry, event: ViewEvent): ViewStep => {
  switch (event._tag) {
    case "use":
      return entry.state === ViewEntryState.notExisting ? { entry: move(entry, ViewEntryState.loading, { retries: 0 }), effect: load } : { entry, effect: none }
    case "loaded":
      return entry.state === ViewEntryState.loading ? { entry: move(entry, ViewEntryState.ready, { retries: 0 }), effect: none } : { entry, effect: none }
    case "failed": {
      if (entry.state !== ViewEntryState.loading) return { entry, effect: none }
      const delay = retryDelay(entry.retries)
      return { entry: move(entry, ViewEntryState.error), effect: delay === undefined ? none : { _tag: "retryAfter", ms: delay } }
    }
    case "retryDue":
      // Only an error with retries left goes back to loading; a given-up view waits for a reload event.
      return entry.state === ViewEntryState.error && entry.retries < VIEW_RETRIES
        ? { entry: move(entry, ViewEntryState.loading, { retries: entry.retries + 1 }), effect: load }
        : { entry, effect: none }
    case "reload": {
      if (entry.reloadedAt !== null && event.at - entry.reloadedAt < VIEW_RELOAD_THROTTLE_MS) return { entry, effect: none }
      // A reload starts the view afresh: a ready view leaves through not existing (its only move), then loads.
      if (entry.state === ViewEntryState.ready || entry.state === ViewEntryState.error || entry.state === ViewEntryState.notExisting)
        return { entry: { state: ViewEntryState.loading, retries: 0, reloadedAt: event.at }, effect: load }
      return { entry, effect: none }
    }
    case "release":
      return { entry: move(entry, ViewEntryState.notExisting, { retries: 0 }), effect: none }
  }
}

/** The moves a step made: a ready view's reload passes through not existing (SPEC.md 4 allows ready only to that). */
export const movesOf = (from: ViewEntryState, to: ViewEntryState): ReadonlyArray<readonly [ViewEntryState, ViewEntryState]> => {
  if (from === to) return []
  if (canMove(from, to)) return [[from, to]]
  return [
    [from, ViewEntryState.notExisting],
    [ViewEntryState.notExisting, to]
  ]
}
