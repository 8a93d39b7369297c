import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { PlayerText } from "../playerText"
import { LoggedUrl } from "../shell/secretQuery"

/**
 * The redirects service (SPEC.md 3 "Redirect service response", 7 "POST /redirects-api/api/v1/redirect-light with page
 * url, service auth header"), for everyone: where the page at `url` goes under the operator's rules
 * (src/domain/shell/redirects.ts). The header names the front end that asks: the service answers the site's own pages,
 * and a call without it is refused before its body is read. It identifies, it does not authenticate: what it answers
 * is what any visitor's full page load of that address gets as an HTTP redirect.
 */

export const REDIRECT_PATH = "/redirects-api/api/v1/redirect-light"
export const SERVICE_AUTH_HEADER = "x-service-auth"
/** The desktop site's name in the service auth header. */
export const SERVICE_AUTH_WEB = "oddsfold-web"

export const RedirectCheck = Schema.Struct({
  url: PlayerText(2000).pipe(Schema.pattern(/^\/[^/\\]/, { message: () => "a page address of this site, such as /en/news/title?tab=1" }))
})

export const RedirectAnswerSchema = Schema.Struct({
  redirect: Schema.Boolean,
  code: Schema.Int,
  url: PlayerText(2000),
  reasons: Schema.Array(PlayerText(200)).pipe(Schema.maxItems(20)),
  breadcrumbs: Schema.Array(PlayerText(2000)).pipe(Schema.maxItems(20))
})

/** The answer as the log and its checkpoints keep it: its addresses without their secret query values. */
export const LoggedRedirectAnswer = Schema.Struct({ ...RedirectAnswerSchema.fields, url: LoggedUrl, breadcrumbs: Schema.Array(LoggedUrl) })

export const redirectsGroup = HttpApiGroup.make("redirects").add(
  HttpApiEndpoint.post("redirect", REDIRECT_PATH)
    .setHeaders(Schema.Struct({ [SERVICE_AUTH_HEADER]: Schema.Literal(SERVICE_AUTH_WEB) }))
    .setPayload(RedirectCheck)
    .addSuccess(RedirectAnswerSchema)
)
