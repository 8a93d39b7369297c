import { Effect, Redacted } from "effect"
import fc from "fast-check"
import type { ApiScript } from "../../../src/adapters/api/ApiTest"
import { TestServices } from "../../../src/adapters/layers"
import { LoadConfig, LoadConfigGroups } from "../../../src/commands/config/commands"
import type { Command } from "../../../src/commands/registry"
import { AnswerCaptcha, CheckSession, DismissCaptcha, StartDeviceSession } from "../../../src/commands/session/commands"
import { ChangeSettings } from "../../../src/commands/settings/commands"
import { Boot, ChangeLanguage, Navigate, ReportChunkLoadFailure, ReportRouteError } from "../../../src/commands/shell/commands"
import { createApp } from "../../../src/commands/startup"
import { CaptchaRequired, NotAuthenticated, ServerRefused, TermsChanged } from "../../../src/domain/api/clientErrors"
import { demoConfig } from "../../support/demoConfig"

/**
 * Generated sessions against a scripted server, shared by the replay and re-run properties: commands a player,
 * the timers and the system could send, and a server that cycles through generated answers.
 */

/** What the scripted server answers, call by call: it cycles through the generated answers. */
export type Answer = "ok" | "captcha" | "refused" | "terms" | "unauthenticated"
export const answer = fc.constantFrom<Answer>("ok", "ok", "ok", "captcha", "refused", "terms", "unauthenticated")

export const scriptedServer = (answers: ReadonlyArray<Answer>): ApiScript => {
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
    config: {
      all: ({ urlParams: { lang } }) => next(demoConfig({ companyName: `Oddsfold ${lang}` })) as never,
      groups: ({ urlParams: { groups } }) => next({ groups: Object.fromEntries(groups.map((g) => [g, { step: 100 }])) }) as never
    },
    session: {
      check: () => next({ userId: 42 }) as never,
      start: () => next("ok") as never,
      fingerprint: () => next({ token: "<redacted>", expiresAt: 1_900_000_000 }) as never
    }
  }
}

/** Secrets are marked so that any leak into an export is found by a plain substring search. */
export const secret = fc.string({ minLength: 1, maxLength: 12 }).map((s) => `SECRET<${s}>`)
const lng = fc.constantFrom("en", "ru", "de", "uk", "fr", "xx")
const path = fc.constantFrom("/", "/en/", "/ru/casino", "/xx/live", "/casino?q=1", "/de/some/page", "/uk/")

export const command: fc.Arbitrary<Command> = fc.oneof(
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

export const runSession = async (commands: ReadonlyArray<Command>, answers: ReadonlyArray<Answer>, maxEntries?: number) => {
  const app = createApp(TestServices({ api: scriptedServer(answers), navigation: { url: "/" } }), {
    appVersion: "test",
    devTools: true,
    ...(maxEntries === undefined ? {} : { maxEntries })
  })
  await app.bus.dispatch(new Boot({ appVersion: "test", devTools: true }), "system")
  for (const c of commands) await app.bus.dispatch(c)
  return app
}
