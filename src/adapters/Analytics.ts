import { Context, type Effect } from "effect"
import type { CookiesAgreeType } from "../domain/consent/cookieConsent"
import type { PageEvent } from "../domain/consent/pageEvents"
import type { AnalyticsEvent } from "../domain/session/analyticsEvents"

/**
 * The site's own anonymous analytics (ARCHITECTURE 5 `Analytics`; SPEC.md 1, 4 and 7): events of the sign-in spine
 * sent to the server's analytics call, the page's own events (route changes, clicks, page-load timing) and the hosted
 * marketing counters. Nothing is sent without the player's consent (src/domain/consent/cookieConsent.ts): the sign-in
 * and page events need the analytics consent, the counters the marketing one. Page events and counters wait for the
 * installation, 10 s after the page starts except on the registration page (SPEC.md 9). Analytics is never a reason for
 * anything to fail or wait: sending is in the background, a lost batch is lost.
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
    /** Page events (route changes): sent once installed, while the consent allows, else dropped. */
    readonly page: (events: ReadonlyArray<PageEvent>) => Effect.Effect<void>
    /** The player's choice now (null: none yet): the counters load once it allows marketing. */
    readonly consent: (type: CookiesAgreeType | null) => Effect.Effect<void>
  }
>() {}
