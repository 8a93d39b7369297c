import { Context, Effect, Layer } from "effect"
import type { CookiesAgreeType } from "../domain/consent/cookieConsent"
import type { PageEvent } from "../domain/consent/pageEvents"
import type { AnalyticsEvent } from "../domain/session/analyticsEvents"
import { Analytics } from "./Analytics"

/** What the test Analytics was given: every event sent, and the leave events standing now. */
export class AnalyticsRecord extends Context.Tag("oddsfold/test/AnalyticsRecord")<
  AnalyticsRecord,
  {
    readonly sent: Effect.Effect<ReadonlyArray<AnalyticsEvent>>
    readonly leaving: Effect.Effect<ReadonlyArray<AnalyticsEvent>>
    readonly pages: Effect.Effect<ReadonlyArray<PageEvent>>
    /** Every consent the adapter was told, in order. */
    readonly consents: Effect.Effect<ReadonlyArray<CookiesAgreeType | null>>
  }
>() {}

/** An in-memory Analytics: nothing leaves the test. */
export const AnalyticsTest = (): Layer.Layer<Analytics | AnalyticsRecord> =>
  Layer.effectContext(
    Effect.sync(() => {
      const sent: Array<AnalyticsEvent> = []
      let leaving: ReadonlyArray<AnalyticsEvent> = []
      const pages: Array<PageEvent> = []
      const consents: Array<CookiesAgreeType | null> = []
      return Context.make(Analytics, {
        send: (events) => Effect.sync(() => void sent.push(...events)),
        onLeave: (events) => Effect.sync(() => void (leaving = events)),
        page: (events) => Effect.sync(() => void pages.push(...events)),
        consent: (type) => Effect.sync(() => void consents.push(type))
      }).pipe(
        Context.add(AnalyticsRecord, {
          sent: Effect.sync(() => [...sent]),
          leaving: Effect.sync(() => leaving),
          pages: Effect.sync(() => [...pages]),
          consents: Effect.sync(() => [...consents])
        })
      )
    })
  )
