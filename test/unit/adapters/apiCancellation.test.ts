import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Fiber, Layer, TestClock } from "effect"
import { Cancelled, NetworkError } from "../../../src/domain/api/clientErrors"
import { ApiLive } from "../../../src/adapters/api/ApiLive"
import { fetchTransport, HttpTransport } from "../../../src/adapters/api/HttpTransport"
import { StorageTest } from "../../../src/adapters/StorageTest"
import { DeviceFingerprintTest } from "../../../src/adapters/DeviceFingerprintTest"
import { apiOn, ok, withApi } from "./support/apiHarness"
import { en, siteConfigJson } from "./support/fixtures"

const cancelled = new Cancelled({ status: 499 })

describe("Api cancellation (SPEC.md 8: a cancelled request is status 499)", () => {
  it.effect("aborting the call's signal aborts the request in flight and fails with Cancelled 499", () =>
    Effect.gen(function* () {
      // The server takes 10 s to answer.
      const { server, layer } = apiOn(() => Effect.as(Effect.sleep("10 seconds"), ok(siteConfigJson)))
      const controller = new AbortController()
      const exit = yield* withApi(layer, (api) =>
        Effect.gen(function* () {
          const fiber = yield* Effect.fork(api.config.all({ urlParams: { lang: en }, headers: {} }, { signal: controller.signal }))
          yield* TestClock.adjust("1 second")
          controller.abort()
          return yield* Fiber.await(fiber)
        }))
      expect(exit).toEqual(Exit.fail(cancelled))
      expect(server.requests[0]!.signal.aborted).toBe(true)
    }))

  it.effect("an already aborted signal fails with Cancelled without sending anything", () =>
    Effect.gen(function* () {
      const { server, layer } = apiOn(() => ok(siteConfigJson))
      const error = yield* withApi(layer, (api) => Effect.flip(api.config.all({ urlParams: { lang: en }, headers: {} }, { signal: AbortSignal.abort() })))
      expect(error).toEqual(cancelled)
      expect(server.requests).toHaveLength(0)
    }))

  it.effect("a fetch aborted by the browser (AbortError) is Cancelled 499", () =>
    Effect.gen(function* () {
      const { layer } = apiOn(() => ({ transportFailure: new DOMException("The user aborted a request.", "AbortError") }))
      const error = yield* withApi(layer, (api) => Effect.flip(api.config.all({ urlParams: { lang: en }, headers: {} })))
      expect(error).toEqual(cancelled)
    }))

  it.effect("a request fiber interrupted by anything but the caller is Cancelled 499", () =>
    Effect.gen(function* () {
      const { layer } = apiOn(() => Effect.interrupt)
      const error = yield* withApi(layer, (api) => Effect.flip(api.config.all({ urlParams: { lang: en }, headers: {} })))
      expect(error).toEqual(cancelled)
    }))

  it.effect("a 499 from a proxy is Cancelled too", () =>
    Effect.gen(function* () {
      const { layer } = apiOn(() => ({ status: 499 }))
      const error = yield* withApi(layer, (api) => Effect.flip(api.config.all({ urlParams: { lang: en }, headers: {} })))
      expect(error).toEqual(cancelled)
    }))

  it.effect("a call that completes removes its abort listener, so a long-lived signal does not collect them", () =>
    Effect.gen(function* () {
      const { layer } = apiOn(() => ok(siteConfigJson))
      const signal = new AbortController().signal
      const listeners = new Set<unknown>()
      const add = signal.addEventListener.bind(signal)
      const remove = signal.removeEventListener.bind(signal)
      signal.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions) => {
        listeners.add(listener)
        add(type, listener, options)
      }) as typeof signal.addEventListener
      signal.removeEventListener = ((type: string, listener: EventListenerOrEventListenerObject) => {
        listeners.delete(listener)
        remove(type, listener)
      }) as typeof signal.removeEventListener
      yield* withApi(layer, (api) => Effect.zipRight(api.config.all({ urlParams: { lang: en }, headers: {} }, { signal }), api.config.all({ urlParams: { lang: en }, headers: {} }, { signal })))
      expect(listeners.size).toBe(0)
    }))
})

describe("Api over the browser's fetch", () => {
  const overFetch = (fetch: typeof globalThis.fetch) =>
    ApiLive({ baseUrl: "http://oddsfold.test" }).pipe(
      Layer.provide(Layer.succeed(HttpTransport, fetchTransport(fetch))),
      Layer.provide(DeviceFingerprintTest()),
      Layer.provide(StorageTest())
    )

  it.effect("sends same-origin credentials so the session cookie goes along", () =>
    Effect.gen(function* () {
      const seen: Array<RequestInit | undefined> = []
      const fetch: typeof globalThis.fetch = (_url, init) => {
        seen.push(init)
        return Promise.resolve(new Response(JSON.stringify(siteConfigJson), { status: 200, headers: { "content-type": "application/json" } }))
      }
      yield* withApi(overFetch(fetch), (api) => api.config.all({ urlParams: { lang: en }, headers: {} }))
      expect(seen.map((init) => init?.credentials)).toEqual(["same-origin"])
    }))

  it.effect("a rejected fetch ('Failed to fetch') is NetworkError", () =>
    Effect.gen(function* () {
      const fetch: typeof globalThis.fetch = () => Promise.reject(new TypeError("Failed to fetch"))
      const error = yield* withApi(overFetch(fetch), (api) => Effect.flip(api.config.all({ urlParams: { lang: en }, headers: {} })))
      expect(error).toEqual(new NetworkError({ message: "Failed to fetch" }))
    }))

  it.effect("a fetch rejected with AbortError is Cancelled 499", () =>
    Effect.gen(function* () {
      const fetch: typeof globalThis.fetch = () => Promise.reject(new DOMException("aborted", "AbortError"))
      const error = yield* withApi(overFetch(fetch), (api) => Effect.flip(api.config.all({ urlParams: { lang: en }, headers: {} })))
      expect(error).toEqual(cancelled)
    }))
})
