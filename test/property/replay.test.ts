import { Effect, Either, Redacted } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ApiScript } from "../../src/adapters/api/ApiTest"
import { TestServices } from "../../src/adapters/layers"
import { AnswerCaptcha, CheckSession, DismissCaptcha, StartDeviceSession } from "../../src/commands/session/commands"
import { Boot, ChangeLanguage, Navigate, ReportChunkLoadFailure, ReportRouteError } from "../../src/commands/shell/commands"
import { ChangeSettings } from "../../src/commands/settings/commands"
import { type Command } from "../../src/commands/registry"
import { LoadConfig, LoadConfigGroups } from "../../src/commands/config/commands"
import { exportLog, importLog } from "../../src/commands/exchange"
import { replay } from "../../src/commands/replay"
import { createApp } from "../../src/commands/startup"
import { CaptchaRequired, NotAuthenticated, ServerRefused, TermsChanged } from "../../src/domain/api/clientErrors"
import { demoConfig } from "../support/demoConfig"

/** Each property boots dozens of apps: far longer than vitest's default 5 s on a loaded machine. */
const PROPERTY_TIMEOUT_MS = 120_000

/** What the scripted server answers, call by call: it cycles through the generated answers. */
type Answer = "ok" | "captcha" | "refused" | "terms" | "unauthenticated"
const answer = fc.constantFrom<Answer>("ok", "ok", "ok", "captcha", "refused", "terms", "unauthenticated")

const scriptedServer = (answers: ReadonlyArray<Answer>): ApiScript => {
  let i = 0
  const next = <A>(ok: A): A | Effect.Effect<never, unknown> => {
    const a = answers.length === 0 ? "ok" : answers[i++ % answers.length]!
    switch (a) {
      case "ok":
        return ok
      case "captcha":
        return new CaptchaRequired({ code: 111 })
      case "refused":
        return new ServerRefused({ status: 403, title: "forbidden" })
      case "terms":
        return new TermsChanged()
      case "unauthenticated":
        return new NotAuthenticated({ message: "no session" })
    }
  }
  return {
    siteConfig: (lang) => next(demoConfig({ companyName: `Oddsfold ${lang}` })) as never,
    configGroups: (groups) => next(Object.fromEntries(groups.map((g) => [g, { step: 100 }]))) as never,
    checkSession: () => next({ userId: 42 }) as never,
    startSession: () => next(undefined) as never,
    registerFingerprint: () => next({ expiresAt: 1_900_000_000 }) as never
  }
}

/** Secrets are marked so that any leak into an export is found by a plain substring search. */
const secret = fc.string({ minLength: 1, maxLength: 12 }).map((s) => `SECRET<${s}>`)
const lng = fc.constantFrom("en", "ru", "de", "uk", "fr", "xx")
const path = fc.constantFrom("/", "/en/", "/ru/casino", "/xx/live", "/casino?q=1", "/de/some/page", "/uk/")

const command: fc.Arbitrary<Command> = fc.oneof(
  lng.map((lang) => new LoadConfig({ lang })),
  fc.constant(new LoadConfigGroups({ lang: "en", groups: ["coupon", "seo"] })),
  fc.constant(new CheckSession({})),
  fc.constant(new StartDeviceSession({})),
  fc.record({ to: path, mode: fc.constantFrom("push" as const, "replace" as const, "pop" as const) }).map((n) => new Navigate(n)),
  lng.map((l) => new ChangeLanguage({ lng: l })),
  fc.record({ appTheme: fc.constantFrom(0 as const, 1 as const) }).map((patch) => new ChangeSettings({ patch })),
  fc.constant(new ReportChunkLoadFailure({ message: "Failed to fetch dynamically imported module" })),
  fc.constant(new ReportRouteError({ status: 500, message: "boom" })),
  secret.map((s) => new AnswerCaptcha({ answer: Redacted.make(s) })),
  fc.constant(new DismissCaptcha({}))
)

const runSession = async (commands: ReadonlyArray<Command>, answers: ReadonlyArray<Answer>, maxEntries?: number) => {
  const app = createApp(TestServices({ api: scriptedServer(answers), navigation: { url: "/" } }), {
    appVersion: "test",
    devTools: true,
    ...(maxEntries === undefined ? {} : { maxEntries })
  })
  await app.bus.dispatch(new Boot({ appVersion: "test", devTools: true }), "system")
  for (const c of commands) await app.bus.dispatch(c)
  return app
}

describe("replay of an exported log (ARCHITECTURE 3)", () => {
  it("replay(import(export(log))) equals the live projection state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), fc.array(answer, { maxLength: 8 }), async (commands, answers) => {
        const app = await runSession(commands, answers)
        const imported = importLog(exportLog(app.log))
        expect(Either.isRight(imported)).toBe(true)
        if (Either.isLeft(imported)) return
        expect(imported.right.skipped).toEqual([])
        expect(replay(imported.right)).toEqual(app.store.snapshot())
        await app.stop()
      }),
      { numRuns: 60 }
    )
  }, PROPERTY_TIMEOUT_MS)

  it("holds across checkpoints when the log is over its size budget", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 40 }), fc.array(answer, { maxLength: 8 }), async (commands, answers) => {
        const app = await runSession(commands, answers, 8)
        expect(app.log.size).toBeLessThanOrEqual(8)
        const text = exportLog(app.log)
        expect(text.split("\n")[1]).toContain('"kind":"checkpoint"')
        const imported = importLog(text)
        if (Either.isLeft(imported)) throw imported.left
        expect(replay(imported.right)).toEqual(app.store.snapshot())
        await app.stop()
      }),
      { numRuns: 40 }
    )
  }, PROPERTY_TIMEOUT_MS)

  it("never exports a secret that was typed in, though the server received it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), secret, async (commands, typed) => {
        // The server asks for a captcha first, so the typed answer is really sent with the retried command.
        const app = await runSession([new LoadConfig({ lang: "en" }), new AnswerCaptcha({ answer: Redacted.make(typed) }), ...commands], ["captcha", "ok"])
        const text = exportLog(app.log)
        expect(text).not.toContain("SECRET<")
        expect(text).toContain("<redacted>")
        const sentCaptchas = app.log.entries.flatMap((e) =>
          e.kind === "command" && e.body._tag === "LoadConfig" && e.body.captcha !== undefined ? [Redacted.value(e.body.captcha)] : []
        )
        expect(sentCaptchas).toContain(typed)
        await app.stop()
      }),
      { numRuns: 40 }
    )
  }, PROPERTY_TIMEOUT_MS)
})
