import { HttpApiEndpoint } from "@effect/platform"
import { WebVitalsBatch } from "../shell/webVitals"
import { TooManyRequests } from "./errors"

/**
 * Real players' web vitals (src/domain/shell/webVitals.ts), in the session group beside the sign-in analytics: the
 * site's anonymous measurements. No session, token or captcha is needed (a guest's page counts as much as a
 * player's) and the reports name no one. A body with anything a report does not have, a metric or page type of no
 * list, or a value out of bounds is refused whole with the framework's typed 400; a client sending too much is
 * answered 429. Answered 204: the browser sends as the page goes away and reads nothing back.
 */
export const webVitals = HttpApiEndpoint.post("webVitals", "/web-api/web-vitals").setPayload(WebVitalsBatch).addError(TooManyRequests)
