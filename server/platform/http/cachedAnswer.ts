import { HttpServerResponse } from "@effect/platform"
import type { CachedBody } from "./compression"

/** An answer as plain data, so the same answer can be written by the Effect app or by the front server's hot path. */
export interface PlainAnswer {
  readonly status: number
  readonly headers: Readonly<Record<string, string>>
  readonly body: Uint8Array | undefined
}

export interface ConditionalRequest {
  readonly ifNoneMatch: string | undefined
  readonly acceptEncoding: string | undefined
}

/** If-None-Match lists validators; weak comparison, as RFC 9110 asks for it. */
const matches = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "")
  const wanted = opaque(etag)
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted)
}

/** 304 when the client holds these bytes already, else the bytes in the best encoding the client takes. */
export const answerCached = (cached: CachedBody, request: ConditionalRequest, cacheControl: string): PlainAnswer => {
  const validators = { etag: cached.etag, "cache-control": cacheControl, vary: "accept-encoding" }
  if (matches(request.ifNoneMatch, cached.etag)) return { status: 304, headers: validators, body: undefined }
  const { body, encoding } = cached.forEncoding(request.acceptEncoding)
  // Written out, not spread: this runs for every hot read, and V8 builds `{ ...a, b }` the slow way.
  const headers: Record<string, string> = { etag: cached.etag, "cache-control": cacheControl, vary: "accept-encoding", "content-type": cached.contentType }
  if (encoding !== undefined) headers["content-encoding"] = encoding
  return { status: 200, headers, body }
}

export const toServerResponse = (answer: PlainAnswer): HttpServerResponse.HttpServerResponse =>
  answer.body === undefined
    ? HttpServerResponse.empty({ status: answer.status, headers: answer.headers })
    : HttpServerResponse.uint8Array(answer.body, {
        status: answer.status,
        headers: answer.headers,
        contentType: answer.headers["content-type"]
      })
