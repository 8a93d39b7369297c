import { HttpClient, HttpClientError, HttpClientResponse } from "@effect/platform"
import { Effect, Layer } from "effect"

/**
 * A scripted server behind the real HttpClient interface, so the live Api (and its error model) is what runs.
 * `answer` sees each request and returns a reply, or an Effect of one (to delay, hang or be interrupted).
 */

export interface SeenRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: Readonly<Record<string, string>>
  readonly body: unknown
  /** The signal the client would hand to fetch: aborted when the request is interrupted. */
  readonly signal: AbortSignal
}

export type Reply =
  | { readonly status: number; readonly json?: unknown; readonly text?: string }
  /** fetch rejected (TypeError "Failed to fetch", DOMException AbortError, ...). */
  | { readonly transportFailure: unknown }

export type Answer = (request: SeenRequest) => Reply | Effect.Effect<Reply>

export interface ScriptedHttp {
  readonly layer: Layer.Layer<HttpClient.HttpClient>
  /** Every request received, in order. */
  readonly requests: Array<SeenRequest>
  readonly to: (path: string) => ReadonlyArray<SeenRequest>
}

const decodeBody = (body: unknown): unknown => {
  if (body instanceof Uint8Array) {
    const text = new TextDecoder().decode(body)
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return undefined
}

export const scriptedHttp = (answer: Answer): ScriptedHttp => {
  const requests: Array<SeenRequest> = []
  const client = HttpClient.make((request, url, signal) => {
    const seen: SeenRequest = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: { ...request.headers },
      body: request.body._tag === "Uint8Array" ? decodeBody(request.body.body) : undefined,
      signal
    }
    requests.push(seen)
    const reply = answer(seen)
    return (Effect.isEffect(reply) ? reply : Effect.succeed(reply)).pipe(
      Effect.flatMap((r) => {
        if ("transportFailure" in r) {
          return Effect.fail(new HttpClientError.RequestError({ request, reason: "Transport", cause: r.transportFailure }))
        }
        const body = r.json !== undefined ? JSON.stringify(r.json) : (r.text ?? null)
        const headers = r.json !== undefined ? { "content-type": "application/json" } : { "content-type": "text/plain" }
        return Effect.succeed(HttpClientResponse.fromWeb(request, new Response(body, { status: r.status, headers })))
      })
    )
  })
  return {
    layer: Layer.succeed(HttpClient.HttpClient, client),
    requests,
    to: (path) => requests.filter((r) => r.path === path)
  }
}

const base64Url = (text: string): string => Buffer.from(text).toString("base64url")

/** A JWT-shaped token expiring at `expSeconds` (only `exp` matters to the client), told apart by `id`. */
export const jwt = (id: string, expSeconds: number): string =>
  `${base64Url(JSON.stringify({ alg: "HS256" }))}.${base64Url(JSON.stringify({ exp: expSeconds, sub: id }))}.sig-${id}`
