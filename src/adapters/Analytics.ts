import { Context, type Effect } from "effect"
import type { AnalyticsEvent } from "../domain/session/analyticsEvents"

/**
 * The site's own anonymous analytics (ARCHITECTURE 5 `Analytics`; SPEC.md 1 and 4): events of the sign-in spine sent
 * to the server's analytics call. Analytics is never a reason for anything to fail or wait: sending is in the
 * background, a lost batch is lost.
 */
export class Analytics extends Context.Tag("oddsfold/Analytics")<
  Analytics,
  {
    /** Sends the events (batched with others of the next moment). */
    readonly send: (events: ReadonlyArray<AnalyticsEvent>) => Effect.Effect<void>
    /**
     * Events to send if the page is left (the tab closed or reloaded, another site opened) while they stand, each
     * stamped with the moment of leaving. Every call replaces the events standing before; none withdraws them.
     */
    readonly onLeave: (events: ReadonlyArray<AnalyticsEvent>) => Effect.Effect<void>
  }
>() {}
