import { Effect, Layer, Option, Redacted, Schema } from "effect"
import { type ApiError, NotAuthenticated } from "../../domain/api/clientErrors"
import { FingerprintResponse, type TokenResponse } from "../../domain/api/session"
import { DeviceFingerprint } from "../DeviceFingerprint"
import { Storage } from "../Storage"
import { Api, type ApiShape, type CallOptions, type EndpointKey } from "./Api"
import { callHeaders, currentCaptchaAnswer } from "./callHeaders"
import { cancellable } from "./cancellation"
import { credentialAt, withoutCredential } from "./credentialPath"
import { makeDeviceTokenStore } from "./deviceToken"
import { buildApiShape, contractEndpoints, type EndpointInfo } from "./endpoints"
import { type Recoveries, withErrorModel } from "./errorModel"
import { FetchTransport, HttpTransport } from "./HttpTransport"
import { makeTokenStore } from "./tokenStore"
import { compileEndpoint, type Send, type WireCall } from "./wire"

export interface ApiLiveOptions {
  /** Where the back end is: "" or the page's origin in the browser (same-origin calls). */
  readonly baseUrl: string
}

/** Only the error's kind is logged (SPEC.md 8 "token fetch error", "fingerprint errors"), never request details. */
const logFailure = (what: string) => (error: ApiError) => Effect.logWarning(`${what} failed: ${error._tag}`)

const decodeDeviceAnswer = Schema.decodeUnknownOption(FingerprintResponse)

type RawCall = (request: WireCall, headers?: Readonly<Record<string, string>>) => Effect.Effect<unknown, unknown>

export const makeApi = (options: ApiLiveOptions): Effect.Effect<ApiShape, never, HttpTransport | DeviceFingerprint | Storage> =>
  Effect.gen(function* () {
    const device = yield* DeviceFingerprint
    const transport = yield* HttpTransport
    const deviceToken = makeDeviceTokenStore(yield* Storage)
    const senders = new Map<EndpointKey, Send>()
    /** Sends one endpoint's request with the call headers; its encoders and decoders are built on first use. */
    const rawCall =
      (endpoint: EndpointInfo): RawCall =>
      (request, headers = {}) =>
        Effect.gen(function* () {
          let send = senders.get(endpoint.key)
          if (send === undefined) {
            send = compileEndpoint(endpoint.wire, options.baseUrl)
            senders.set(endpoint.key, send)
          }
          const common = yield* callHeaders(deviceToken.current)
          return yield* send(request, { ...common, ...headers })
        }).pipe(Effect.provideService(HttpTransport, transport))
    const endpointOf = (key: EndpointKey): EndpointInfo => contractEndpoints.find((endpoint) => endpoint.key === key)!
    const sendFingerprint = rawCall(endpointOf("session.fingerprint"))
    const sendToken = rawCall(endpointOf("session.token"))

    // The two cures of the error model (SPEC.md 8): a fresh user token (force_refresh) and the device registered
    // again. As cures inside another call they have no cures of their own: the token fetch may need a fingerprint
    // (so that one cure is allowed), but a fingerprint registration that met a 401 would wait on the very token
    // fetch that is running it.
    const registerDevice = Effect.gen(function* () {
      const componentsData = yield* device.components
      const answer = (yield* sendFingerprint({ payload: { componentsData } })) as typeof FingerprintResponse.Type
      yield* deviceToken.keep(Redacted.make(answer.token), answer.expiresAt)
    })
    const reRegisterDevice = withErrorModel("session.fingerprint", registerDevice, {}).pipe(
      Effect.tapError(logFailure("fingerprint registration"))
    )
    const tokens = yield* makeTokenStore(
      withErrorModel("session.token", sendToken({ urlParams: { force_refresh: "true" }, headers: {} }) as Effect.Effect<typeof TokenResponse.Type, unknown>, {
        renewFingerprint: reRegisterDevice
      }).pipe(
        Effect.tapError(logFailure("token fetch")),
        // No session, no token: the caller is a guest. Not a rejected token, so there is nothing to renew or retry.
        Effect.flatMap((answer) =>
          answer.data.token === null
            ? Effect.fail(new NotAuthenticated({ message: "session.token: no session" }))
            : Effect.succeed(Redacted.make(answer.data.token))
        )
      )
    )

    /** Keeps a credential the answer carries and hands the caller the answer with a placeholder in its place. */
    const keepCredential = (endpoint: EndpointInfo, answer: unknown): Effect.Effect<unknown> => {
      const credential = endpoint.credential
      if (credential === undefined) return Effect.succeed(answer)
      const token = credentialAt(answer, credential.path)
      if (token === undefined) return Effect.succeed(answer)
      const kept =
        credential.kind === "device"
          ? Option.match(decodeDeviceAnswer(answer), {
              onNone: () => Effect.void,
              onSome: ({ expiresAt }) => deviceToken.keep(Redacted.make(token), expiresAt)
            })
          : tokens.accept(Redacted.make(token))
      return Effect.as(kept, withoutCredential(answer, credential.path))
    }

    const call = (endpoint: EndpointInfo) => {
      const send = rawCall(endpoint)
      // A credential endpoint is not cured by renewing its own credential.
      const cureFingerprint = endpoint.credential?.kind === "device" ? undefined : reRegisterDevice
      const tokenCurable = endpoint.credential?.kind !== "user"
      return (request: unknown, callOptions?: CallOptions): Effect.Effect<unknown, ApiError> =>
        Effect.suspend(() => {
          // The token renewal this call's attempt saw: a 401 renews only if no parallel call renewed since.
          let seenGeneration = 0
          const attempt = Effect.gen(function* () {
            if (!endpoint.needsBearer) {
              seenGeneration = yield* tokens.generation
              return yield* send(request as WireCall)
            }
            // The token is read per attempt, so the retry after a 401 carries the renewed one.
            const issued = yield* tokens.current
            seenGeneration = issued.generation
            return yield* send(request as WireCall, { authorization: `Bearer ${Redacted.value(issued.token)}` })
          })
          const recoveries: Recoveries = {
            renewToken: tokenCurable ? Effect.suspend(() => tokens.renew(seenGeneration)) : undefined,
            renewFingerprint: cureFingerprint
          }
          return cancellable(withErrorModel(endpoint.key, attempt, recoveries), callOptions?.signal).pipe(
            Effect.flatMap((answer) => keepCredential(endpoint, answer)),
            Effect.locally(currentCaptchaAnswer, Option.fromNullable(callOptions?.captcha))
          )
        })
    }

    return buildApiShape(call) as unknown as ApiShape
  })

/** The Api over whatever transport is provided (the browser's fetch in LiveServices, a script in tests). */
export const ApiLive = (options: ApiLiveOptions): Layer.Layer<Api, never, HttpTransport | DeviceFingerprint | Storage> => Layer.effect(Api, makeApi(options))

/** The Api as the browser runs it. */
export const ApiBrowser = (options: ApiLiveOptions): Layer.Layer<Api, never, DeviceFingerprint | Storage> => ApiLive(options).pipe(Layer.provide(FetchTransport))
