import { Context, Effect, Layer, Stream, SubscriptionRef } from "effect"
import { Visibility } from "./Visibility"

/** Drives the test Visibility: show or hide the "tab". */
export class VisibilityControl extends Context.Tag("oddsfold/test/VisibilityControl")<
  VisibilityControl,
  { readonly setVisible: (visible: boolean) => Effect.Effect<void> }
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
      const service: Visibility["Type"] = {
        isVisible: SubscriptionRef.get(visible),
        // SubscriptionRef.changes starts with the current value; the tag promises changes only.
        changes: visible.changes.pipe(Stream.drop(1), Stream.changes),
        isBot: Effect.succeed(options.isBot ?? false)
      }
      return Context.make(Visibility, service).pipe(
        Context.add(VisibilityControl, { setVisible: (value) => SubscriptionRef.set(visible, value) })
      )
    })
  )
