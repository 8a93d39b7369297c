import { Effect, Layer } from "effect"
import { HttpTransport, TransportFailed } from "../../../../src/adapters/api/HttpTransport"

/**
 * A scripted server behind the Api's transport interface, so the live Api (and its error model) is what runs.
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
  readonly layer: Layer.Layer<HttpTransport>
  /** Every request received, in order. */
  readonly requests: Array<SeenRequest>
  readonly to: (path: string) => ReadonlyArray<SeenRequest>
}

const decodeBody = (body: string | FormData | undefined): unknown => {
  if (typeof body !== "string") return body
  try {
    return JSON.parse(body)
  } catch {
    return body
  }
}

export const scriptedHttp = (answer: Answer): ScriptedHttp => {
  const requests: Array<SeenRequest> = []
  const transport: HttpTransport["Type"] = {
    send: (request) =>
      Effect.suspend(() => {
        // Relative URLs (base URL "") are what the browser resolves against the page.
        const url = new URL(request.url, "http://page.test")
        // What fetch would be handed: aborted when the request is interrupted.
        const controller = new AbortController()
        const seen: SeenRequest = {
          method: request.method,
          path: url.pathname,
          query: url.searchParams,
          headers: { ...request.headers },
          body: decodeBody(request.body),
          signal: controller.signal
        }
        requests.push(seen)
        const reply = answer(seen)
        return (Effect.isEffect(reply) ? reply : Effect.succeed(reply)).pipe(
          Effect.onInterrupt(() => Effect.sync(() => controller.abort())),
          Effect.flatMap((r) => {
            if ("transportFailure" in r) return Effect.fail(new TransportFailed({ cause: r.transportFailure }))
            const body = r.json !== undefined ? JSON.stringify(r.json) : (r.text ?? "")
            return Effect.succeed({ status: r.status, body })
          })
        )
      })
  }
  return {
    layer: Layer.succeed(HttpTransport, transport),
    requests,
    to: (path) => requests.filter((r) => r.path === path)
  }
}

const base64Url = (text: string): string => Buffer.from(text).toString("base64url")

/** A JWT-shaped token expiring at `expSeconds` (only `exp` matters to the client), told apart by `id`. */
export const jwt = (id: string, expSeconds: number): string =>
  `${base64Url(JSON.stringify({ alg: "HS256" }))}.${base64Url(JSON.stringify({ exp: expSeconds, sub: id }))}.sig-${id}`
