import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { RemoteView } from "../../domain/api/content"
import { initialViewEntry, stepView, VIEW_RETRIES, type ViewEvent } from "../../domain/content/viewEntry"
import type { Projection } from "../projection"

/**
 * The remote views (SPEC.md 4 remote view entry): per key, the entry's state as the machine of
 * src/domain/content/viewEntry.ts moves it, the page path, the last view the back end sent, the last error, and the
 * retry the machine asked for (the area's timer waits it out, then RetryView).
 */
export const ViewEntryRecord = Schema.Struct({
  state: Schema.Literal(-2, -1, 1, 2),
  retries: Schema.Int,
  reloadedAt: Schema.NullOr(Schema.Number),
  path: Schema.String,
  view: Schema.NullOr(RemoteView),
  error: Schema.NullOr(ApiError),
  /** Set when a failure asked for a retry: the delay in ms, and which retry it is (so a timer fires once per retry). */
  retryAfter: Schema.NullOr(Schema.Struct({ ms: Schema.Int, retry: Schema.Int }))
})
export type ViewEntryRecord = typeof ViewEntryRecord.Type

export const ViewsState = Schema.Struct({ entries: Schema.Record({ key: Schema.String, value: ViewEntryRecord }) })
export type ViewsState = typeof ViewsState.Type

const fresh = (path: string): ViewEntryRecord => ({ ...initialViewEntry, path, view: null, error: null, retryAfter: null })

const TAGS = ["ViewUsed", "ViewLoaded", "ViewLoadFailed", "ViewRetryDue", "ViewReloadRequested", "ViewReleased"] as const

type ViewsEvent = { readonly _tag: (typeof TAGS)[number]; readonly key: string } & Record<string, any>

const machineEvent = (event: ViewsEvent): ViewEvent => {
  switch (event._tag) {
    case "ViewUsed":
      return { _tag: "use" }
    case "ViewLoaded":
      return { _tag: "loaded" }
    case "ViewLoadFailed":
      return { _tag: "failed" }
    case "ViewRetryDue":
      return { _tag: "retryDue" }
    case "ViewReloadRequested":
      return { _tag: "reload", at: event["at"] as number }
    case "ViewReleased":
      return { _tag: "release" }
  }
}

/** The entry after one of its events: the machine's step, plus what the event carried. */
export const applyViewEvent = (entry: ViewEntryRecord, event: ViewsEvent): ViewEntryRecord => {
  const step = stepView(entry, machineEvent(event))
  const next: ViewEntryRecord = { ...entry, ...step.entry, retryAfter: step.effect._tag === "retryAfter" ? { ms: step.effect.ms, retry: entry.retries } : null }
  if (event._tag === "ViewLoaded" && step.entry.state === 2) return { ...next, view: event["view"], error: null }
  if (event._tag === "ViewLoadFailed" && step.entry.state === -1) {
    const error = event["error"] as ApiError
    // A refusal another attempt cannot change (404: no such page) is final at once: no retries are spent on it.
    const final = (error._tag === "ServerRefused" && error.status < 500) || error._tag === "NotAuthenticated" || error._tag === "Cancelled"
    return final ? { ...next, error, retries: VIEW_RETRIES, retryAfter: null } : { ...next, error }
  }
  return next
}

export const viewsProjection: Projection<ViewsState, typeof ViewsState.Encoded, (typeof TAGS)[number]> = {
  name: "views",
  schema: ViewsState,
  initial: { entries: {} },
  tags: TAGS,
  apply: (state, event) => {
    const e = event as unknown as ViewsEvent
    // Own keys only: a key such as "valueOf" must not find the prototype's.
    const entry = (Object.hasOwn(state.entries, e.key) ? state.entries[e.key] : undefined) ?? fresh(e._tag === "ViewUsed" ? (e["path"] as string) : "")
    const withPath = e._tag === "ViewUsed" ? { ...entry, path: e["path"] as string } : entry
    return { entries: { ...state.entries, [e.key]: applyViewEvent(withPath, e) } }
  }
}
