import { Context, Effect } from "effect"
import { type PageType, pageTypeOf } from "../domain/shell/pageType"

/**
 * Real players' web vitals (ARCHITECTURE 7 `web-vitals`; src/domain/shell/webVitals.ts): the page's LCP, CLS, INP
 * and TTFB, measured in the browser and sent to the server's web vitals call. Like Analytics, never a reason for
 * anything to fail or wait: the library is loaded in the background, the reports go as the page is hidden, a lost
 * batch is lost.
 *
 * Not a service of the command handlers, and nothing of it enters the log: a measurement of the page is not a
 * player's action or a server's answer (ARCHITECTURE 1: those are the commands), a re-run of a log must not measure
 * or send anything, and the values differ on every load anyway. The composition root (src/main.tsx) starts it once
 * the first page has shown; a test provides another layer, or none.
 */
export class WebVitals extends Context.Tag("oddsfold/WebVitals")<
  WebVitals,
  {
    /**
     * Starts measuring the page shown now, its reports counted under `pageType`. Only the first call measures: the
     * library measures the page as it was loaded (LCP, TTFB) and over its whole life (CLS, INP), whatever route the
     * player moves to after.
     */
    readonly measure: (pageType: PageType) => Effect.Effect<void>
  }
>() {}

/** Measures the page at `pathname` (the address without its query: nothing of that is sent), by its page type. */
export const measurePage = (pathname: string): Effect.Effect<void, never, WebVitals> => Effect.flatMap(WebVitals, (vitals) => vitals.measure(pageTypeOf(pathname)))
