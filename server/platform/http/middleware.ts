import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { bodyGuard } from "./bodyGuard"
import { urlGuard } from "./urlGuard"
import { crossSiteGuard } from "./crossSiteGuard"
import { errorBoundary } from "./errorBoundary"
import { ProxyTrustService } from "./proxyTrust"
import { requestGuard } from "./requestGuard"
import { SiteOrigin } from "../siteOrigin"

/**
 * Around every route (endpoints, /openapi.json, /docs, static files), from the outside in: the request guard
 * (context, deadline, headers, compression), the error boundary, the cross-site guard (no write from another site,
 * before any body is read), the address guard (percent escapes that are not UTF-8), then the body guard, so a body the guard lets through but that cannot be read still
 * becomes a 400 in the boundary.
 */
export const MiddlewareLive = HttpApiBuilder.middleware(
  Effect.map(Effect.all([ProxyTrustService, SiteOrigin]), ([proxyTrust, siteOrigin]) => (app) => requestGuard(proxyTrust)(errorBoundary(crossSiteGuard(siteOrigin)(urlGuard(bodyGuard(app))))))
)
