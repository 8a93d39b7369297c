import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { bodyGuard } from "./bodyGuard"
import { errorBoundary } from "./errorBoundary"
import { ProxyTrustService } from "./proxyTrust"
import { requestGuard } from "./requestGuard"

/**
 * Around every route (endpoints, /openapi.json, /docs, static files), from the outside in: the request guard
 * (context, deadline, headers, compression), the error boundary, then the body guard, so a body the guard
 * lets through but that cannot be read still becomes a 400 in the boundary.
 */
export const MiddlewareLive = HttpApiBuilder.middleware(
  Effect.map(ProxyTrustService, (proxyTrust) => (app) => requestGuard(proxyTrust)(errorBoundary(bodyGuard(app))))
)
