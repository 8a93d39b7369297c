import { Context, Effect, Layer } from "effect"
import type { PageType } from "../domain/shell/pageType"
import { WebVitals } from "./WebVitals"

/** What the test WebVitals was asked: the page types it was told to measure, in order. */
export class WebVitalsRecord extends Context.Tag("oddsfold/test/WebVitalsRecord")<WebVitalsRecord, { readonly measured: Effect.Effect<ReadonlyArray<PageType>> }>() {}

/** An in-memory WebVitals: nothing is measured or sent. */
export const WebVitalsTest = (): Layer.Layer<WebVitals | WebVitalsRecord> =>
  Layer.effectContext(
    Effect.sync(() => {
      const measured: Array<PageType> = []
      return Context.make(WebVitals, { measure: (pageType) => Effect.sync(() => void measured.push(pageType)) }).pipe(
        Context.add(WebVitalsRecord, { measured: Effect.sync(() => [...measured]) })
      )
    })
  )
