import { Context, Data, Effect, Layer } from "effect"

/** One HTTP request as the Api sends it: everything already encoded by the contract's Schemas. */
export interface WireRequest {
  readonly method: string
  /** Path and query, after the base URL. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | FormData | undefined
}

/** One answer, its body read whole (the Api decodes it by the contract's Schema for the status). */
export interface WireResponse {
  readonly status: number
  readonly body: string
}

/** The request never got an answer: fetch rejected ("Failed to fetch", AbortError) or the body broke off. */
export class TransportFailed extends Data.TaggedError("TransportFailed")<{ readonly cause: unknown }> {}

/**
 * The network under the Api: the browser's fetch live, a scripted server in tests. Interrupting `send` aborts the
 * request in flight.
 */
export class HttpTransport extends Context.Tag("oddsfold/HttpTransport")<
  HttpTransport,
  { readonly send: (request: WireRequest) => Effect.Effect<WireResponse, TransportFailed> }
>() {}

/** A transport over a fetch function, with same-origin credentials so the session cookie goes along. */
export const fetchTransport = (fetch: typeof globalThis.fetch): HttpTransport["Type"] => ({
  send: (request) =>
    Effect.tryPromise({
      try: async (signal) => {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          credentials: "same-origin",
          signal
        })
        return { status: response.status, body: await response.text() }
      },
      catch: (cause) => new TransportFailed({ cause })
    })
})

/** The browser's fetch. */
export const FetchTransport: Layer.Layer<HttpTransport> = Layer.sync(HttpTransport, () => fetchTransport(globalThis.fetch.bind(globalThis)))
