import { Context, Effect, Layer } from "effect"
import { Subject } from "rxjs"
import { ActivityShare } from "./ActivityShare"

/** Drives the test ActivityShare: what the other tabs of the "browser" do. */
export class ActivityShareControl extends Context.Tag("oddsfold/test/ActivityShareControl")<
  ActivityShareControl,
  {
    /** Another tab's player was active at `atMillis`, or (undefined) another tab logged out. */
    readonly otherTab: (atMillis: number | undefined) => Effect.Effect<void>
    /** The time as shared now. */
    readonly shared: Effect.Effect<number | undefined>
  }
>() {}

export interface ActivityShareTestOptions {
  /** The time a tab of an earlier visit left behind (epoch ms). */
  readonly lastActivity?: number
}

/** An in-memory shared time, as the tabs of one browser see it; this tab's own writes are not announced to it. */
export const ActivityShareTest = (options: ActivityShareTestOptions = {}): Layer.Layer<ActivityShare | ActivityShareControl> =>
  Layer.effectContext(
    Effect.sync(() => {
      let shared = options.lastActivity
      const changes = new Subject<number | undefined>()
      const service: ActivityShare["Type"] = {
        lastActivity: Effect.sync(() => shared),
        record: (atMillis) => Effect.sync(() => void (shared = Math.max(atMillis, shared ?? 0))),
        clear: Effect.sync(() => void (shared = undefined)),
        changes: changes.asObservable()
      }
      return Context.make(ActivityShare, service).pipe(
        Context.add(ActivityShareControl, {
          otherTab: (atMillis) =>
            Effect.sync(() => {
              shared = atMillis === undefined ? undefined : Math.max(atMillis, shared ?? 0)
              changes.next(shared)
            }),
          shared: Effect.sync(() => shared)
        })
      )
    })
  )
