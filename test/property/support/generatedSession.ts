import { Effect, Redacted } from "effect"
import fc from "fast-check"
import type { ApiScript } from "../../../src/adapters/api/ApiTest"
import { TestServices } from "../../../src/adapters/layers"
import { LoadConfig, LoadConfigGroups } from "../../../src/commands/config/commands"
import type { Command } from "../../../src/commands/registry"
import { AnswerCaptcha } from "../../../src/commands/session/commands"
import { Boot, ChangeLanguage, Navigate } from "../../../src/commands/shell/commands"
import { createApp } from "../../../src/commands/startup"
import { CaptchaRequired, NotAuthenticated, ServerRefused, TermsChanged } from "../../../src/domain/api/clientErrors"
import { commandArbitrary } from "../../support/commands"
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
      fingerprint: () => next({ token: "<redacted>", expiresAt: 1_900_000_000 }) as never,
      phoneCountries: ({ urlParams }) =>
        next({ countries: [{ id: 1, name: urlParams.lang === "ru" ? "Россия" : "Russia", country_code: "RU", tel_code: "+7", mask: "(###) ###-##-##" }] }) as never,
      captchaUpdate: () => next({ id: "c".repeat(24), image: "<svg/>", expiresAt: 1_900_000_300 }) as never,
      sendSmsCode: () => next({ phone: "+7 ••••••••67", expiresAt: 1_900_000_600 }) as never
    },
    devtools: {
      mailbox: () =>
        next({
          messages: [
            { id: 1, channel: "sms", to: "+79991234567", template: "phone_registration_code", language: "en", subject: "Registration code", sentAt: 1_900_000_000_000, text: Redacted.make("SECRET<123456>"), params: { code: Redacted.make("SECRET<123456>") } }
          ]
        }) as never
    }
  }
}

/** Secrets are marked so that any leak into an export is found by a plain substring search. */
export const secret = fc.string({ minLength: 1, maxLength: 12 }).map((s) => `SECRET<${s}>`)
const lng = fc.constantFrom("en", "ru", "de", "uk", "fr", "xx")
const path = fc.constantFrom("/", "/en/", "/ru/casino", "/xx/live", "/casino?q=1", "/de/some/page", "/uk/")

/** Every registered command (derived from the registry); these few are shaped to reach interesting states often. */
export const command: fc.Arbitrary<Command> = commandArbitrary({
  LoadConfig: lng.map((lang) => new LoadConfig({ lang })),
  LoadConfigGroups: fc.constant(new LoadConfigGroups({ lang: "en", groups: ["coupon", "seo"] })),
  Navigate: fc.record({ to: path, mode: fc.constantFrom("push" as const, "replace" as const, "pop" as const) }).map((n) => new Navigate(n)),
  ChangeLanguage: lng.map((l) => new ChangeLanguage({ lng: l })),
  AnswerCaptcha: secret.map((s) => new AnswerCaptcha({ answer: Redacted.make(s) }))
})

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
