import { FetchHttpClient, HttpApiClient, HttpClient } from "@effect/platform"
import { Effect, Layer, Option, Redacted, Ref } from "effect"
import { OddsfoldApi } from "../../domain/api/contract"
import { DeviceFingerprint } from "../DeviceFingerprint"
import { Api, type CallOptions } from "./Api"
import type { ApiError } from "../../domain/api/clientErrors"
import { addCallHeaders, currentCaptchaAnswer, type FingerprintTokenRef, withSecretHeadersRedacted } from "./callHeaders"
import { cancellable } from "./cancellation"
import { type Recoveries, withErrorModel } from "./errorModel"
import { makeTokenStore } from "./tokenStore"

export interface ApiLiveOptions {
  /** Where the back end is: "" or the page's origin in the browser (same-origin calls). */
  readonly baseUrl: string
}

/** Only the error's kind is logged (SPEC.md 8 "token fetch error", "fingerprint errors"), never request details. */
const logFailure = (what: string) => (error: ApiError) => Effect.logWarning(`${what} failed: ${error._tag}`)

export const makeApi = (options: ApiLiveOptions): Effect.Effect<Api["Type"], never, HttpClient.HttpClient | DeviceFingerprint> =>
  Effect.gen(function* () {
    const device = yield* DeviceFingerprint
    const fingerprintToken: FingerprintTokenRef = yield* Ref.make(Option.none<Redacted.Redacted<string>>())
    const client = yield* HttpApiClient.make(OddsfoldApi, {
      baseUrl: options.baseUrl,
      // Every non-2xx answer fails with its status and unread body, so the error model sees the status of
      // every error (the contract's error schemas would hide it behind a decoded value or a ParseError).
      transformClient: (http) => http.pipe(addCallHeaders(fingerprintToken), HttpClient.filterStatusOk)
    })

    const postFingerprint = Effect.gen(function* () {
      const componentsData = yield* device.components
      const answer = yield* client.session.fingerprint({ payload: { componentsData } })
      yield* Ref.set(fingerprintToken, Option.some(Redacted.make(answer.token)))
      return { expiresAt: answer.expiresAt }
    })
    // As a cure inside another call it has no cures of its own: it may run while the token store is busy
    // fetching (a token fetch can need a fingerprint), and a 401 here would wait on that same fetch.
    const reRegisterFingerprint = withErrorModel("session.fingerprint", postFingerprint, {}).pipe(
      Effect.tapError(logFailure("fingerprint registration")),
      Effect.asVoid
    )

    const tokens = yield* makeTokenStore(
      withErrorModel("session.token", client.session.token({ urlParams: { force_refresh: "true" }, headers: {} }), {
        renewFingerprint: reRegisterFingerprint
      }).pipe(
        Effect.map((answer) => Redacted.make(answer.data.token)),
        Effect.tapError(logFailure("token fetch"))
      )
    )
    const allRecoveries: Recoveries = { renewToken: tokens.renew, renewFingerprint: reRegisterFingerprint }

    const call = <A>(
      endpoint: string,
      attempt: Effect.Effect<A, unknown>,
      callOptions: CallOptions | undefined,
      recoveries: Recoveries = allRecoveries
    ): Effect.Effect<A, ApiError> =>
      cancellable(withErrorModel(endpoint, attempt, recoveries), callOptions?.signal).pipe(
        Effect.locally(currentCaptchaAnswer, Option.fromNullable(callOptions?.captcha)),
        withSecretHeadersRedacted
      )

    return Api.of({
      siteConfig: (lang, callOptions) => call("config.all", client.config.all({ urlParams: { lang }, headers: {} }), callOptions),
      configGroups: (groups, lang, callOptions) =>
        call(
          "config.groups",
          Effect.map(client.config.groups({ urlParams: { groups, lang } }), (answer) => answer.groups),
          callOptions
        ),
      startSession: (callOptions) => call("session.start", Effect.asVoid(client.session.start()), callOptions),
      checkSession: (callOptions) =>
        call(
          "session.check",
          // The token is read per attempt, so the retry after a 401 carries the renewed one.
          Effect.flatMap(tokens.current, (token) =>
            client.session.check({ headers: { authorization: `Bearer ${Redacted.value(token)}` } })
          ),
          callOptions
        ),
      registerFingerprint: (callOptions) =>
        call("session.fingerprint", postFingerprint, callOptions, { renewToken: tokens.renew }).pipe(
          Effect.tapError(logFailure("fingerprint registration"))
        )
    })
  })

/** The Api over whatever HttpClient is provided (the browser's fetch in LiveServices, a script in tests). */
export const ApiLive = (options: ApiLiveOptions): Layer.Layer<Api, never, HttpClient.HttpClient | DeviceFingerprint> =>
  Layer.effect(Api, makeApi(options))

/** fetch with the session cookie: same-origin credentials (the browser default, stated so no one loses it). */
export const SameOriginFetch: Layer.Layer<HttpClient.HttpClient> = FetchHttpClient.layer.pipe(
  Layer.provide(Layer.succeed(FetchHttpClient.RequestInit, { credentials: "same-origin" }))
)

/** The Api as the browser runs it. */
export const ApiBrowser = (options: ApiLiveOptions): Layer.Layer<Api, never, DeviceFingerprint> =>
  ApiLive(options).pipe(Layer.provide(SameOriginFetch))
