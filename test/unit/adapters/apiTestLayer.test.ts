import { describe, expect, it } from "@effect/vitest"
import { Cause, Effect, Exit, Fiber, Redacted, TestClock } from "effect"
import { Api } from "../../../src/adapters/api/Api"
import { CaptchaRequired, NetworkError } from "../../../src/domain/api/clientErrors"
import { ApiCalls, ApiTest } from "../../../src/adapters/api/ApiTest"
import { en } from "./support/fixtures"

describe("ApiTest: a scripted server for handler tests", () => {
  it.effect("answers a queue in order: failures, values and delayed Effects", () =>
    Effect.gen(function* () {
      const api = yield* Api
      const first = yield* Effect.flip(api.session.check({ headers: {} }))
      const second = yield* api.session.check({ headers: {} })
      const third = yield* Effect.fork(api.session.check({ headers: {} }))
      yield* TestClock.adjust("2 seconds")
      expect(first).toEqual(new NetworkError({ message: "down" }))
      expect(second).toEqual({ userId: null })
      expect(yield* Fiber.join(third)).toEqual({ userId: 5 })
    }).pipe(
      Effect.provide(
        ApiTest({
          session: {
            check: [new NetworkError({ message: "down" }), { userId: null }, Effect.delay(Effect.succeed({ userId: 5 }), "2 seconds")]
          }
        })
      )
    ))

  it.effect("answers from a function of the arguments, and records every call with its options", () =>
    Effect.gen(function* () {
      const api = yield* Api
      const calls = yield* ApiCalls
      const request = { urlParams: { groups: ["main"], lang: en } }
      const withoutCaptcha = yield* Effect.flip(api.config.groups(request))
      const withCaptcha = yield* api.config.groups(request, { captcha: Redacted.make("1234") })
      expect(withoutCaptcha).toEqual(new CaptchaRequired({ code: 111 }))
      expect(withCaptcha).toEqual({ groups: { main: { answer: 42 } } })
      expect(yield* calls.count("config.groups")).toBe(2)
      expect((yield* calls.all).map((call) => call.endpoint)).toEqual(["config.groups", "config.groups"])
    }).pipe(
      Effect.provide(
        ApiTest({
          config: {
            groups: ({ urlParams }, options) =>
              options?.captcha === undefined ? new CaptchaRequired({ code: 111 }) : { groups: { [urlParams.groups[0]!]: { answer: 42 } } }
          }
        })
      )
    ))

  it.effect("an unscripted method, or one whose queue ran out, dies naming it", () =>
    Effect.gen(function* () {
      const api = yield* Api
      yield* api.session.start()
      const exhausted = yield* Effect.exit(api.session.start())
      const unscripted = yield* Effect.exit(api.config.all({ urlParams: { lang: en }, headers: {} }))
      expect(Exit.isFailure(exhausted) && Cause.pretty(exhausted.cause)).toContain("session.start was called 2 times")
      expect(Exit.isFailure(unscripted) && Cause.pretty(unscripted.cause)).toContain("config.all was called but is not scripted")
    }).pipe(Effect.provide(ApiTest({ session: { start: ["ok"] } }))))
})
