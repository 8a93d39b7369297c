import { Effect, ManagedRuntime, Redacted } from "effect"
import { describe, expect, it, vi } from "vitest"
import { TestServices } from "../../src/adapters/layers"
import { AnswerCaptcha, CheckSession, DismissCaptcha, Login } from "../../src/commands/session/commands"
import { Boot, ChangeLanguage, ReportRouteError } from "../../src/commands/shell/commands"
import { LoadConfig } from "../../src/commands/config/commands"
import { CommandBus } from "../../src/commands/bus"
import { EventLog } from "../../src/commands/log"
import { createApp } from "../../src/commands/startup"
import { ProjectionStore } from "../../src/projections/store"
import { CaptchaRequired } from "../../src/domain/api/clientErrors"
import { demoConfig } from "../support/demoConfig"
import { sampleCaptcha } from "../support/captchaChallenge"

const app = () =>
  createApp(
    TestServices({
      api: {
        config: { all: [new CaptchaRequired({ code: 100 }), demoConfig(), demoConfig()] },
        session: {
          captchaUpdate: () => sampleCaptcha("1f".repeat(16)),
          captchaTime: () => ({ time: 1_900_000_000, expiresAt: 1_900_000_300 }),
          captchaValidate: () => ({ type: 1 as const })
        }
      },
      navigation: { url: "/en/casino?x=1" }
    }),
    { appVersion: "t", devTools: true }
  )

describe("the command bus and its log (ARCHITECTURE 3)", () => {
  it("logs the command, then its events caused by it; server answers are marked as such", async () => {
    const a = app()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await a.bus.dispatch(new LoadConfig({ lang: "en" }), "system")
    const [boot, started, load, captcha] = a.log.entries.filter((e) => e.kind !== "answer")
    expect(boot).toMatchObject({ seq: 1, kind: "command", source: "system", body: { _tag: "Boot" } })
    expect(started).toMatchObject({ seq: 6, kind: "event", causedBy: 1, source: "system", body: { _tag: "AppStarted", v: 1, path: "/en/casino", search: "?x=1" } })
    expect(load).toMatchObject({ seq: 7, kind: "command", body: { _tag: "LoadConfig" } })
    expect(captcha).toMatchObject({ seq: 10, kind: "event", causedBy: 7, source: "server", body: { _tag: "CaptchaRequested", v: 2, code: 100 } })
    expect(a.store.state.captcha.value.pending).toEqual({ code: 100, waiting: [{ _tag: "LoadConfig", lang: "en" }] })
  })

  it("logs every service answer a handler got, caused by its command, Schema-encoded (ARCHITECTURE 3)", async () => {
    const a = app()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await a.bus.dispatch(new LoadConfig({ lang: "en" }), "system")
    const answers = a.log.entries.filter((e) => e.kind === "answer").map(({ at: _at, ...entry }) => entry)
    expect(answers).toEqual([
      { seq: 2, kind: "answer", source: "system", causedBy: 1, body: { call: "Navigation.current", input: undefined, exit: { _tag: "Success", value: { path: "/en/casino", search: "?x=1" } } } },
      { seq: 3, kind: "answer", source: "system", causedBy: 1, body: { call: "Navigation.browserLanguages", input: undefined, exit: { _tag: "Success", value: ["en-US", "en"] } } },
      { seq: 4, kind: "answer", source: "system", causedBy: 1, body: { call: "Cookies.get", input: ["lng"], exit: { _tag: "Success", value: null } } },
      { seq: 5, kind: "answer", source: "system", causedBy: 1, body: { call: "Visibility.isBot", input: undefined, exit: { _tag: "Success", value: false } } },
      {
        seq: 8,
        kind: "answer",
        source: "server",
        causedBy: 7,
        body: {
          call: "Api.config.all",
          input: [{ urlParams: { lang: "en" }, headers: {} }],
          exit: { _tag: "Failure", cause: { _tag: "Fail", error: { _tag: "CaptchaRequired", code: 100 } } }
        }
      },
      // The retry schedule asks the clock whether to try again (a captcha is not retried).
      { seq: 9, kind: "answer", source: "system", causedBy: 7, body: { call: "Clock.currentTimeMillis", input: undefined, exit: { _tag: "Success", value: expect.any(Number) } } },
      // The captcha request's follow-up: the server draws the image the modal will show.
      {
        seq: 12,
        kind: "answer",
        source: "server",
        causedBy: 11,
        body: { call: "Api.session.captchaUpdate", input: undefined, exit: { _tag: "Success", value: sampleCaptcha("1f".repeat(16)) } }
      },
      // gettime for the image's countdown, measured on this browser's clock.
      {
        seq: 13,
        kind: "answer",
        source: "server",
        causedBy: 11,
        body: {
          call: "Api.session.captchaTime",
          input: [{ urlParams: { id: "1f".repeat(16) } }],
          exit: { _tag: "Success", value: { time: 1_900_000_000, expiresAt: 1_900_000_300 } }
        }
      },
      { seq: 14, kind: "answer", source: "system", causedBy: 11, body: { call: "Clock.currentTimeMillis", input: undefined, exit: { _tag: "Success", value: expect.any(Number) } } }
    ])
  })

  it("an answered captcha re-runs the command with the answer, logged as caused by the answer", async () => {
    const a = app()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await a.bus.dispatch(new LoadConfig({ lang: "en" }), "system")
    await a.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make("7G4K") }))
    const answer = a.log.entries.find((e) => e.kind === "command" && e.body._tag === "AnswerCaptcha")!
    const retried = a.log.entries.find((e) => e.kind === "command" && e.body._tag === "LoadConfig" && e.causedBy === answer.seq)
    expect(retried?.kind === "command" && retried.body._tag === "LoadConfig" && Redacted.value(retried.body.captcha!)).toBe("7G4K")
    expect(a.store.state.captcha.value.pending).toBeNull()
    expect(a.store.state.siteConfig.value.status).toBe("loaded")
  })

  it("a sign-in retried after the captcha still carries its password: the waiting command is the live one, not its logged form", async () => {
    const a = createApp(
      TestServices({
        api: {
          session: {
            login: [new CaptchaRequired({ code: 100 }), { userId: 42, accountId: 123456789, data: { token: "<redacted>" } }],
            captchaUpdate: () => sampleCaptcha("1f".repeat(16)),
            captchaTime: () => ({ time: 1_900_000_000, expiresAt: 1_900_000_300 }),
            captchaValidate: () => ({ type: 1 as const })
          }
        }
      }),
      { appVersion: "t", devTools: true }
    )
    await a.bus.dispatch(new Login({ login: "demo@oddsfold.local", password: Redacted.make("Oddsfold2024"), save: false }))
    await a.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make("7G4K") }))
    const logins = a.log.entries.filter((e) => e.kind === "command" && e.body._tag === "Login").map((e) => e.body as Login)
    expect(logins.map((login) => [Redacted.value(login.password), login.captcha === undefined ? undefined : Redacted.value(login.captcha)])).toEqual([
      ["Oddsfold2024", undefined],
      ["Oddsfold2024", "7G4K"]
    ])
  })

  it("a language change is remembered, keeps the path, and reloads config in the new language", async () => {
    const a = app()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await a.bus.dispatch(new LoadConfig({ lang: "en" }), "system")
    await a.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make("x") }))
    await a.bus.dispatch(new ChangeLanguage({ lng: "ru" }))
    expect(a.store.state.location.value).toMatchObject({ path: "/ru/casino", search: "?x=1" })
    expect(a.store.state.language.value).toMatchObject({ current: "ru", cookie: "ru" })
    expect(a.store.state.siteConfig.value.lang).toBe("ru")
    // A hidden language is not offered to a guest: nothing happens.
    await a.bus.dispatch(new ChangeLanguage({ lng: "uk" }))
    expect(a.store.state.language.value.current).toBe("ru")
  })
})

describe("a declined captcha", () => {
  it("fails the command that needed it, so the player sees its failure instead of waiting forever", async () => {
    const a = app()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await a.bus.dispatch(new LoadConfig({ lang: "en" }), "system")
    expect(a.store.state.siteConfig.value.status).toBe("loading")
    await a.bus.dispatch(new DismissCaptcha({}))
    expect(a.store.state.captcha.value.pending).toBeNull()
    expect(a.store.state.siteConfig.value).toMatchObject({ status: "failed", error: { _tag: "CaptchaRequired", code: 100 } })
  })
})

describe("two calls asking for a captcha at once", () => {
  const both = () =>
    createApp(
      TestServices({
        api: {
          config: { all: [new CaptchaRequired({ code: 111 }), demoConfig()] },
          session: { check: [new CaptchaRequired({ code: 111 }), { userId: 3 }], captchaValidate: () => ({ type: 1 as const }) }
        },
        navigation: { url: "/en/" }
      }),
      { appVersion: "t", devTools: true }
    )

  it("one answer retries both commands", async () => {
    const a = both()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await Promise.all([a.bus.dispatch(new LoadConfig({ lang: "en" }), "system"), a.bus.dispatch(new CheckSession({}), "system")])
    expect(a.store.state.captcha.value.pending?.waiting).toHaveLength(2)
    await a.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make("Q9") }))
    expect(a.store.state.siteConfig.value.status).toBe("loaded")
    expect(a.store.state.session.value).toMatchObject({ status: "player", userId: 3 })
    expect(a.store.state.captcha.value.pending).toBeNull()
  })

  it("declining fails both, so neither screen waits forever", async () => {
    const a = both()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await Promise.all([a.bus.dispatch(new LoadConfig({ lang: "en" }), "system"), a.bus.dispatch(new CheckSession({}), "system")])
    await a.bus.dispatch(new DismissCaptcha({}))
    expect(a.store.state.siteConfig.value.status).toBe("failed")
    expect(a.store.state.session.value.status).toBe("failed")
  })
})

describe("lanes (ARCHITECTURE 5)", () => {
  const slow = <A>(value: A, ms: number) => Effect.delay(Effect.succeed(value), `${ms} millis`)

  it("runs the commands of one area one at a time, in the order they were dispatched", async () => {
    const a = createApp(TestServices({ api: { session: { check: [slow({ userId: 1 }, 60), { userId: 2 }] } } }), { appVersion: "t", devTools: true })
    await Promise.all([a.bus.dispatch(new CheckSession({})), a.bus.dispatch(new CheckSession({}))])
    const answers = a.log.entries.flatMap((e) => (e.kind === "event" && e.body._tag === "SessionChecked" ? [e.body.userId] : []))
    // Without a lane the quick second answer would land first and the slow first one would overwrite it.
    expect(answers).toEqual([1, 2])
    expect(a.store.state.session.value.userId).toBe(2)
  })

  it("lets a newer language's config cancel the older one still loading, so the older never lands", async () => {
    const a = createApp(
      TestServices({ api: { config: { all: ({ urlParams: { lang } }) => slow(demoConfig({ companyName: `Oddsfold ${lang}` }), lang === "en" ? 80 : 5) } } }),
      { appVersion: "t", devTools: true }
    )
    const older = a.bus.dispatch(new LoadConfig({ lang: "en" }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    await Promise.all([older, a.bus.dispatch(new LoadConfig({ lang: "ru" }))])
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(a.store.state.siteConfig.value).toMatchObject({ lang: "ru", config: { companyName: "Oddsfold ru" } })
    const bodies = a.log.entries.flatMap((e) => (e.kind === "answer" ? [] : [e.body._tag]))
    expect(bodies.filter((tag) => tag === "ConfigLoaded")).toHaveLength(1)
    expect(a.log.entries.find((e) => e.kind === "event" && e.body._tag === "CommandSuperseded")).toMatchObject({
      kind: "event",
      source: "system",
      body: { command: "LoadConfig", commandSeq: 1, by: 2 }
    })
  })

  it("does not let one area wait for another", async () => {
    const a = createApp(TestServices({ api: { config: { all: [slow(demoConfig(), 80)] }, session: { check: [{ userId: 5 }] } } }), {
      appVersion: "t",
      devTools: true
    })
    const config = a.bus.dispatch(new LoadConfig({ lang: "en" }))
    await a.bus.dispatch(new CheckSession({}))
    expect(a.store.state.session.value.userId).toBe(5)
    expect(a.store.state.siteConfig.value.status).toBe("loading")
    await config
  })
})

describe("a defect in a handler", () => {
  it("becomes a HandlerFailed event in the log, and the bus goes on", async () => {
    // The scripted server dies when asked for something the test did not script: a handler defect.
    const a = createApp(TestServices({ api: { session: { check: [{ userId: 9 }] } } }), { appVersion: "t", devTools: true })
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined)
    await a.bus.dispatch(new LoadConfig({ lang: "en" }))
    quiet.mockRestore()
    expect(a.log.entries.filter((e) => e.kind === "event")[0]).toMatchObject({
      kind: "event",
      source: "system",
      causedBy: 1,
      body: { _tag: "HandlerFailed", command: "LoadConfig", message: "ApiTest: config.all was called but is not scripted" }
    })
    await a.bus.dispatch(new CheckSession({}))
    expect(a.store.state.session.value.userId).toBe(9)
  })
})

describe("a captcha answered after the log compacted", () => {
  it("still retries the command that waited, because the command waits in state, not behind a log seq", async () => {
    const a = createApp(
      TestServices({
        api: { config: { all: [new CaptchaRequired({ code: 113 }), demoConfig()] }, session: { captchaValidate: () => ({ type: 1 as const }) } },
        navigation: { url: "/en/" }
      }),
      { appVersion: "t", devTools: true, maxEntries: 4 }
    )
    await a.bus.dispatch(new LoadConfig({ lang: "en" }))
    for (let i = 0; i < 6; i++) await a.bus.dispatch(new ReportRouteError({ message: `noise ${i}` }))
    expect(a.log.checkpoint?.seq).toBeGreaterThan(2)
    await a.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make("K2") }))
    expect(a.store.state.siteConfig.value.status).toBe("loaded")
  })
})

describe("a command without a handler", () => {
  it("is logged with a HandlerFailed fact saying so, from the system", async () => {
    const log = new EventLog({ maxEntries: 100, startedAt: 0, appVersion: "t" })
    const runtime = ManagedRuntime.make(TestServices())
    const noRoutes = new CommandBus(log, new ProjectionStore(), runtime, new Map())
    await noRoutes.dispatch(new CheckSession({}), "timer")
    await runtime.dispose()
    expect(log.entries.map(({ at: _at, ...e }) => ({ ...e, body: { ...e.body } }))).toEqual([
      { seq: 1, kind: "command", source: "timer", causedBy: undefined, body: { _tag: "CheckSession" } },
      {
        seq: 2,
        kind: "event",
        source: "system",
        causedBy: 1,
        body: { _tag: "HandlerFailed", v: 1, command: "CheckSession", message: "no handler for this command" }
      }
    ])
  })
})
