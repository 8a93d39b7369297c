import { randomBytes } from "node:crypto"
import { Effect, FiberRef } from "effect"
import type { ClientInfo } from "./proxyTrust"

/**
 * Per request: its id (answered in x-request-id and named in the log line of a fault) and what we believe
 * about the client. Set once by the request guard around every route, read by handlers.
 */
export interface RequestContext {
  readonly id: string
  readonly client: ClientInfo
}

export const currentRequest = FiberRef.unsafeMake<RequestContext>({
  id: "-",
  client: { address: "", https: false, geoCountry: null }
})

export const requestContext: Effect.Effect<RequestContext> = FiberRef.get(currentRequest)

// A random prefix per process and a counter: unique across restarts and instances, without a random draw per request.
const prefix = randomBytes(4).toString("hex")
let counter = 0

export const nextRequestId = (): string => `${prefix}-${(++counter).toString(36)}`
