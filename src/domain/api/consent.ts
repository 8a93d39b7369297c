import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CookiesAgreeType } from "../consent/cookieConsent"
import { MAX_PAGE_EVENTS_DAYS, MarketingCounter, PageEventsBatch, PageEventsDay } from "../consent/pageEvents"
import { TooManyRequests, Unauthorized } from "./errors"
import { OperatorAccess } from "./operator"

/**
 * Consent (src/domain/consent): the cookie agreement of SPEC.md 7 ("a cookie-agreement log call with
 * cookiesAgreeTime"), the site's own anonymous page analytics, and its hosted marketing counters.
 *
 * - pageEvents: no session needed, the events name no one; a body with anything the events do not have (an unknown
 *   field, a label that looks like an e-mail or a token) is refused whole with the framework's typed 400; too many
 *   calls from one address: 429. Nothing of the caller (address, session, cookies) is stored.
 * - counterLoad: one load of a marketing counter, counted per counter and day; the browser calls it only with
 *   marketing consent.
 * - cookieAgreement: the signed-in player's agree time and type, kept as the latest of theirs (401 without a session).
 */
const At = Schema.Int.pipe(Schema.between(946_684_800_000, 4_102_444_800_000))

export const CookieAgreement = Schema.Struct({ cookiesAgreeTime: At, cookiesAgreeType: CookiesAgreeType }).annotations({
  parseOptions: { onExcessProperty: "error" }
})
export type CookieAgreement = typeof CookieAgreement.Type

export const consentGroup = HttpApiGroup.make("consent")
  .add(
    HttpApiEndpoint.post("pageEvents", "/web-api/analytics/page-events")
      .setPayload(PageEventsBatch)
      .addSuccess(Schema.Struct({ stored: Schema.Int }))
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("counterLoad", "/web-api/analytics/counters/:counter")
      .setPath(Schema.Struct({ counter: Schema.NumberFromString.pipe(Schema.compose(MarketingCounter)) }))
      .addSuccess(Schema.Struct({ counted: Schema.Boolean }))
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("cookieAgreement", "/web-api/user/cookie-agreement")
      .setPayload(CookieAgreement)
      .addSuccess(Schema.Struct({ saved: Schema.Boolean }))
      .addError(Unauthorized)
  )

/** The operator's count of the page analytics per day (UTC, newest first), the last `days` days, today included. */
export const operatorConsentGroup = HttpApiGroup.make("operatorConsent")
  .add(
    HttpApiEndpoint.get("pageEventCounts", "/web-api/operator/analytics/page-events")
      .setUrlParams(Schema.Struct({ days: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, MAX_PAGE_EVENTS_DAYS))) }))
      .addSuccess(Schema.Array(PageEventsDay))
  )
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
