import { HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { AnalyticsBatch } from "../session/analyticsEvents"
import { TooManyRequests } from "./errors"

/**
 * The anonymous analytics of the sign-in spine (src/domain/session/analyticsEvents.ts), in the session group. No
 * session, token or captcha is needed: the events name no one. A body with anything the events do not have (an
 * unknown field, a promo code that is a bare number, an e-mail where a code goes) is refused whole with the
 * framework's typed 400; a client sending too much is answered 429.
 */
export const analyticsEvents = HttpApiEndpoint.post("analyticsEvents", "/web-api/analytics/events")
  .setPayload(AnalyticsBatch)
  .addSuccess(Schema.Struct({ stored: Schema.Int }))
  .addError(TooManyRequests)
