import { FetchHttpClient, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi, SESSION_COOKIE } from "../../../src/domain/api/contract"

export type OddsfoldClient = Effect.Effect.Success<ReturnType<typeof makeClient>>

const makeClient = (baseUrl: string, sessionCookie: string | undefined) =>
  HttpApiClient.make(OddsfoldApi, {
    baseUrl,
    // Node's fetch keeps no cookie jar; a browser would send the session cookie by itself.
    transformClient:
      sessionCookie === undefined
        ? undefined
        : HttpClient.mapRequest(HttpClientRequest.setHeader("cookie", `${SESSION_COOKIE}=${sessionCookie}`))
  })

/** Runs `use` with the typed client of the contract against a running server, as the site's Api adapter would. */
export const withClient = <A, E>(
  baseUrl: string,
  use: (client: OddsfoldClient) => Effect.Effect<A, E>,
  options: { readonly sessionCookie?: string } = {}
): Promise<A> =>
  Effect.runPromise(Effect.flatMap(makeClient(baseUrl, options.sessionCookie), use).pipe(Effect.provide(FetchHttpClient.layer)))

/** Like withClient, but answers the typed failure (or fails the test if the call succeeded). */
export const failureOf = <A, E>(
  baseUrl: string,
  use: (client: OddsfoldClient) => Effect.Effect<A, E>,
  options: { readonly sessionCookie?: string } = {}
): Promise<E> => withClient(baseUrl, (client) => Effect.flip(use(client)), options)
