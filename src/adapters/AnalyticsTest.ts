import { Context, Effect, Layer } from "effect"
import type { AnalyticsEvent } from "../domain/session/analyticsEvents"
import { Analytics } from "./Analytics"

/** What the test Analytics was given: every event sent, and the leave events standing now. */
export class AnalyticsRecord extends Context.Tag("oddsfold/test/AnalyticsRecord")<
  AnalyticsRecord,
  {
    readonly sent: Effect.Effect<ReadonlyArray<AnalyticsEvent>>
    readonly leaving: Effect.Effect<ReadonlyArray<AnalyticsEvent>>
  }
>() {}

/** An in-memory Analytics: nothing leaves the test. */
export const AnalyticsTest = (): Layer.Layer<Analytics | AnalyticsRecord> =>
  Layer.effectContext(
    Effect.sync(() => {
      const sent: Array<AnalyticsEvent> = []
      let leaving: ReadonlyArray<AnalyticsEvent> = []
      return Context.make(Analytics, {
        send: (events) => Effect.sync(() => void sent.push(...events)),
        onLeave: (events) => Effect.sync(() => void (leaving = events))
      }).pipe(Context.add(AnalyticsRecord, { sent: Effect.sync(() => [...sent]), leaving: Effect.sync(() => leaving) }))
    })
  )
