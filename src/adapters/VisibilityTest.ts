import { Context, Effect, Layer, SubscriptionRef } from "effect"
import { Subject } from "rxjs"
import { Visibility } from "./Visibility"

/** Drives the test Visibility: show or hide the "tab". */
export class VisibilityControl extends Context.Tag("oddsfold/test/VisibilityControl")<
  VisibilityControl,
  {
    readonly setVisible: (visible: boolean) => Effect.Effect<void>
    /** The person at the page moved the mouse or pressed a key (one already-throttled activity). */
    readonly act: Effect.Effect<void>
  }
>() {}

export interface VisibilityTestOptions {
  readonly visible?: boolean
  readonly isBot?: boolean
}

/** An in-memory tab: visible unless told otherwise, not a bot unless told otherwise. */
export const VisibilityTest = (options: VisibilityTestOptions = {}): Layer.Layer<Visibility | VisibilityControl> =>
  Layer.effectContext(
    Effect.gen(function* () {
      const visible = yield* SubscriptionRef.make(options.visible ?? true)
      const changes = new Subject<boolean>()
      const activity = new Subject<void>()
      const service: Visibility["Type"] = {
        isVisible: SubscriptionRef.get(visible),
        changes: changes.asObservable(),
        activity: activity.asObservable(),
        isBot: Effect.succeed(options.isBot ?? false)
      }
      return Context.make(Visibility, service).pipe(
        Context.add(VisibilityControl, {
          // Like the browser: a change is announced only when the state really changes.
          setVisible: (value) =>
            Effect.flatMap(SubscriptionRef.getAndSet(visible, value), (was) => (was === value ? Effect.void : Effect.sync(() => changes.next(value)))),
          act: Effect.sync(() => activity.next())
        })
      )
    })
  )
