import { it } from "@effect/vitest"
import { Effect, Fiber, Layer, Option, Schema, TestClock } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { NavigationControl } from "../../src/adapters/NavigationTest"
import { CheckSession } from "../../src/commands/session/commands"
import { LoadConfig } from "../../src/commands/config/commands"
import { Navigate, ReportChunkLoadFailure } from "../../src/commands/shell/commands"
import { checkSession } from "../../src/commands/session/handlers"
import { loadConfig } from "../../src/commands/config/handlers"
import { navigate } from "../../src/commands/shell/handlers"
import { reportChunkLoadFailure } from "../../src/commands/shell/handlers"
import { Query } from "../../src/commands/query"
import { Command } from "../../src/commands/registry"
import { CaptchaRequired, NetworkError, NotAuthenticated, ServerRefused, TermsChanged } from "../../src/domain/api/clientErrors"
import { initialStates, type States } from "../../src/projections/registry"
import { demoConfig } from "../support/demoConfig"

const withState = (patch: (s: States) => States = (s) => s) =>
  Layer.succeed(Query, {
    states: Effect.succeed(patch(initialStates())),
    encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
    decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
  })

const services = (script: TestScript, states?: (s: States) => States) => Layer.merge(TestServices(script), withState(states))

const loaded = (s: States): States => ({
  ...s,
  siteConfig: { ...s.siteConfig, status: "loaded", config: demoConfig() },
  language: { current: "en", cookie: null, browser: ["en-US"] },
  location: { ...s.location, path: "/en/", search: "" }
})

describe("config load (SPEC.md 8: 5 retries at 1 s, then 'no site config')", () => {
  it.effect("tries at 0, 1, 2, 3, 4, 5 s and then reports the failure", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const fiber = yield* Effect.fork(loadConfig(new LoadConfig({ lang: "en" }), 1))
      yield* TestClock.adjust("0 millis")
      expect(yield* calls.count("config.all")).toBe(1)
      for (let s = 1; s <= 5; s++) {
        yield* TestClock.adjust("999 millis")
        expect(yield* calls.count("config.all")).toBe(s)
        yield* TestClock.adjust("1 millis")
        expect(yield* calls.count("config.all")).toBe(s + 1)
      }
      const outcome = yield* Fiber.join(fiber)
      expect(outcome.events.map((e) => e._tag)).toEqual(["ConfigLoadFailed"])
    }).pipe(Effect.provide(services({ api: { config: { all: () => new NetworkError({ message: "Failed to fetch" }) } } })))
  )

  it.effect("a config that arrives on the third try is loaded", () =>
    Effect.gen(function* () {
      const fiber = yield* Effect.fork(loadConfig(new LoadConfig({ lang: "en" }), 1))
      yield* TestClock.adjust("2 seconds")
      const outcome = yield* Fiber.join(fiber)
      expect(outcome.events[0]).toMatchObject({ _tag: "ConfigLoaded", lang: "en", config: { companyName: "Oddsfold" } })
    }).pipe(
      Effect.provide(
        services({ api: { config: { all: [new NetworkError({ message: "x" }), new ServerRefused({ status: 502, title: "bad gateway" }), demoConfig()] } } })
      )
    )
  )

  it.effect("a 4xx is not retried", () =>
    Effect.gen(function* () {
      const outcome = yield* loadConfig(new LoadConfig({ lang: "en" }), 1)
      expect(outcome.events[0]).toMatchObject({ _tag: "ConfigLoadFailed", error: { _tag: "ServerRefused", status: 400 } })
      expect(yield* (yield* ApiCalls).count("config.all")).toBe(1)
    }).pipe(Effect.provide(services({ api: { config: { all: [new ServerRefused({ status: 400, code: 1, title: "bad lang" })] } } })))
  )
})

describe("session check (SPEC.md 4 and 9: 2 retries at 1500 ms)", () => {
  it.effect("tries at 0, 1.5 and 3 s, then reports the failure", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const fiber = yield* Effect.fork(checkSession(new CheckSession({}), 1))
      yield* TestClock.adjust("1499 millis")
      expect(yield* calls.count("session.check")).toBe(1)
      yield* TestClock.adjust("1 millis")
      expect(yield* calls.count("session.check")).toBe(2)
      yield* TestClock.adjust("1500 millis")
      expect(yield* calls.count("session.check")).toBe(3)
      expect((yield* Fiber.join(fiber)).events[0]?._tag).toBe("SessionCheckFailed")
    }).pipe(Effect.provide(services({ api: { session: { check: () => new NetworkError({ message: "Failed to fetch" }) } } })))
  )

  it.effect("a visitor without a session is a guest, not a failure", () =>
    Effect.gen(function* () {
      const outcome = yield* checkSession(new CheckSession({}), 1)
      expect(outcome.events[0]).toMatchObject({ _tag: "SessionChecked", userId: null })
    }).pipe(Effect.provide(services({ api: { session: { check: [new NotAuthenticated({ message: "no session" })] } } })))
  )

  it.effect("a player already on the confirm page is not sent there again", () =>
    Effect.gen(function* () {
      const terms = yield* checkSession(new CheckSession({}), 18)
      expect(terms.events.map((e) => e._tag)).toEqual(["TermsChangeDetected"])
      expect(terms.next).toBeUndefined()
    }).pipe(
      Effect.provide(
        services({ api: { session: { check: [new TermsChanged()] } } }, (s) => {
          const l = loaded(s)
          return { ...l, location: { ...l.location, path: "/en/confirm" } }
        })
      )
    )
  )

  it.effect("a captcha request names the command to retry; 451/1 sends the player to confirm the terms", () =>
    Effect.gen(function* () {
      const captcha = yield* checkSession(new CheckSession({}), 17)
      expect(captcha.events[0]).toMatchObject({ _tag: "CaptchaRequested", code: 112, command: { _tag: "CheckSession" } })
      const terms = yield* checkSession(new CheckSession({}), 18)
      expect(terms.events[0]?._tag).toBe("TermsChangeDetected")
      expect(terms.next?.[0]).toMatchObject({ _tag: "Navigate", to: "/en/confirm", mode: "push" })
    }).pipe(Effect.provide(services({ api: { session: { check: [new CaptchaRequired({ code: 112 }), new TermsChanged()] } } }, loaded)))
  )
})

describe("navigation and the language segment (SPEC.md 2.1)", () => {
  const run = (to: string, mode: "push" | "replace" | "pop", url: string) =>
    Effect.gen(function* () {
      const outcome = yield* navigate(new Navigate({ to, mode }), 1)
      const history = yield* (yield* NavigationControl).history
      return { outcome, history }
    }).pipe(Effect.provide(services({ navigation: { url } }, loaded)))

  it.effect("a missing segment is added and the URL replaced", () =>
    Effect.gen(function* () {
      const { outcome, history } = yield* run("/casino?x=1", "replace", "/casino?x=1")
      expect(history).toEqual(["/en/casino?x=1"])
      expect(outcome.events.map((e) => e._tag)).toEqual(["LanguageRedirected", "Navigated"])
    })
  )

  it.effect("a link to a language the visitor may not use pushes the corrected URL, so Back does not bounce", () =>
    Effect.gen(function* () {
      const { history } = yield* run("/uk/live", "push", "/en/")
      expect(history).toEqual(["/en/", "/en/live"])
    })
  )

  it.effect("a usable segment is shown as asked", () =>
    Effect.gen(function* () {
      const { outcome, history } = yield* run("/ru/live", "push", "/en/")
      expect(history).toEqual(["/en/", "/ru/live"])
      expect(outcome.events[0]).toMatchObject({ _tag: "Navigated", path: "/ru/live", lng: "ru" })
    })
  )
})

describe("chunk-load failure (SPEC.md 8: one full reload, at most once per minute)", () => {
  it.effect("reloads once, not again within the minute, and again after it", () =>
    Effect.gen(function* () {
      const control = yield* NavigationControl
      const report = reportChunkLoadFailure(new ReportChunkLoadFailure({ message: "chunk" }), 1)
      yield* TestClock.adjust("10 minutes")
      expect((yield* report).events[0]?._tag).toBe("ChunkReloadStarted")
      yield* TestClock.adjust("59 seconds")
      expect((yield* report).events[0]?._tag).toBe("ChunkReloadSuppressed")
      expect(yield* control.reloads).toBe(1)
      yield* TestClock.adjust("1 second")
      expect((yield* report).events[0]?._tag).toBe("ChunkReloadStarted")
      expect(yield* control.reloads).toBe(2)
    }).pipe(Effect.provide(services({})))
  )
})
