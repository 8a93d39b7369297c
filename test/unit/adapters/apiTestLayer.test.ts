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
      const first = yield* Effect.flip(api.checkSession())
      const second = yield* api.checkSession()
      const third = yield* Effect.fork(api.checkSession())
      yield* TestClock.adjust("2 seconds")
      expect(first).toEqual(new NetworkError({ message: "down" }))
      expect(second).toEqual({ userId: null })
      expect(yield* Fiber.join(third)).toEqual({ userId: 5 })
    }).pipe(
      Effect.provide(
        ApiTest({
          checkSession: [new NetworkError({ message: "down" }), { userId: null }, Effect.delay(Effect.succeed({ userId: 5 }), "2 seconds")]
        })
      )
    ))

  it.effect("answers from a function of the arguments, and records every call with its options", () =>
    Effect.gen(function* () {
      const api = yield* Api
      const calls = yield* ApiCalls
      const withoutCaptcha = yield* Effect.flip(api.configGroups(["main"], en))
      const withCaptcha = yield* api.configGroups(["main"], en, { captcha: Redacted.make("1234") })
      expect(withoutCaptcha).toEqual(new CaptchaRequired({ code: 111 }))
      expect(withCaptcha).toEqual({ main: { answer: 42 } })
      expect(yield* calls.count("configGroups")).toBe(2)
      expect((yield* calls.all).map((call) => call.method)).toEqual(["configGroups", "configGroups"])
    }).pipe(
      Effect.provide(
        ApiTest({
          configGroups: (groups, _lang, options) =>
            options?.captcha === undefined ? new CaptchaRequired({ code: 111 }) : { [groups[0]!]: { answer: 42 } }
        })
      )
    ))

  it.effect("an unscripted method, or one whose queue ran out, dies naming it", () =>
    Effect.gen(function* () {
      const api = yield* Api
      yield* api.startSession()
      const exhausted = yield* Effect.exit(api.startSession())
      const unscripted = yield* Effect.exit(api.siteConfig(en))
      expect(Exit.isFailure(exhausted) && Cause.pretty(exhausted.cause)).toContain("startSession was called 2 times")
      expect(Exit.isFailure(unscripted) && Cause.pretty(unscripted.cause)).toContain("siteConfig was called but is not scripted")
    }).pipe(Effect.provide(ApiTest({ startSession: [undefined] }))))
})
