import { HttpApiBuilder } from "@effect/platform"
import { errorBoundary } from "./errorBoundary"
import { requestLimits } from "./requestLimits"
import { responseHeaders } from "./responseHeaders"

/**
 * Around every route (endpoints, /openapi.json, static files), from the outside in: default headers, the error
 * boundary, then the body limit, so a body cut off at the limit is turned into a 400 by the boundary.
 */
export const MiddlewareLive = HttpApiBuilder.middleware((app) => responseHeaders(errorBoundary(requestLimits(app))))
