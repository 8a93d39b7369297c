import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { TestServices } from "../../src/adapters/layers"
import { AnswerCaptcha, Boot, ChangeLanguage, CheckSession, DismissCaptcha, LoadConfig } from "../../src/commands/commandTypes"
import { createApp } from "../../src/commands/startup"
import { CaptchaRequired } from "../../src/domain/api/clientErrors"
import { demoConfig } from "../support/demoConfig"

const app = () =>
  createApp(
    TestServices({
      api: { siteConfig: [new CaptchaRequired({ code: 100 }), demoConfig(), demoConfig()] },
      navigation: { url: "/en/casino?x=1" }
    }),
    { appVersion: "t", devTools: true }
  )

describe("the command bus and its log (ARCHITECTURE 3)", () => {
  it("logs the command, then its events caused by it; server answers are marked as such", async () => {
    const a = app()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await a.bus.dispatch(new LoadConfig({ lang: "en" }), "system")
    const [boot, started, restored, load, captcha] = a.log.entries
    expect(boot).toMatchObject({ seq: 1, kind: "command", source: "system", body: { _tag: "Boot" } })
    expect(started).toMatchObject({ seq: 2, kind: "event", causedBy: 1, source: "system", body: { _tag: "AppStarted", path: "/en/casino", search: "?x=1" } })
    expect(restored).toMatchObject({ seq: 3, causedBy: 1, body: { _tag: "SettingsRestored" } })
    expect(load).toMatchObject({ seq: 4, kind: "command", body: { _tag: "LoadConfig" } })
    expect(captcha).toMatchObject({ seq: 5, kind: "event", causedBy: 4, source: "server", body: { _tag: "CaptchaRequested", code: 100, commandSeq: 4 } })
    expect(a.store.state.app.value.captcha).toEqual({ code: 100, commandSeqs: [4] })
  })

  it("an answered captcha re-runs the command with the answer, logged as caused by the answer", async () => {
    const a = app()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await a.bus.dispatch(new LoadConfig({ lang: "en" }), "system")
    await a.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make("7G4K") }))
    const answer = a.log.entries.find((e) => e.kind === "command" && e.body._tag === "AnswerCaptcha")!
    const retried = a.log.entries.find((e) => e.kind === "command" && e.body._tag === "LoadConfig" && e.causedBy === answer.seq)
    expect(retried?.kind === "command" && retried.body._tag === "LoadConfig" && Redacted.value(retried.body.captcha!)).toBe("7G4K")
    expect(a.store.state.app.value.captcha).toBeNull()
    expect(a.store.state.siteConfig.value.status).toBe("loaded")
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
    expect(a.store.state.app.value.captcha).toBeNull()
    expect(a.store.state.siteConfig.value).toMatchObject({ status: "failed", error: { _tag: "CaptchaRequired", code: 100 } })
  })
})

describe("two calls asking for a captcha at once", () => {
  const both = () =>
    createApp(
      TestServices({
        api: {
          siteConfig: [new CaptchaRequired({ code: 111 }), demoConfig()],
          checkSession: [new CaptchaRequired({ code: 111 }), { userId: 3 }]
        },
        navigation: { url: "/en/" }
      }),
      { appVersion: "t", devTools: true }
    )

  it("one answer retries both commands", async () => {
    const a = both()
    await a.bus.dispatch(new Boot({ appVersion: "t", devTools: true }), "system")
    await Promise.all([a.bus.dispatch(new LoadConfig({ lang: "en" }), "system"), a.bus.dispatch(new CheckSession({}), "system")])
    expect(a.store.state.app.value.captcha?.commandSeqs).toHaveLength(2)
    await a.bus.dispatch(new AnswerCaptcha({ answer: Redacted.make("Q9") }))
    expect(a.store.state.siteConfig.value.status).toBe("loaded")
    expect(a.store.state.session.value).toMatchObject({ status: "player", userId: 3 })
    expect(a.store.state.app.value.captcha).toBeNull()
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
