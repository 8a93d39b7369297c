import { type Duration, Effect, Layer, Redacted, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { AnalyticsRecord } from "../../../src/adapters/AnalyticsTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { Storage } from "../../../src/adapters/Storage"
import { CloseAuthForm, Login, OpenAuthForm, RegisterOneClick } from "../../../src/commands/session/commands"
import { ChooseSocialRegistration } from "../../../src/commands/session/metricsCommands"
import { createApp } from "../../../src/commands/startup"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import type { AnalyticsEvent } from "../../../src/domain/session/analyticsEvents"
import { demoConfig } from "../../support/demoConfig"
import { sampleUserConfig } from "../../support/userConfig"

/**
 * Issue 7: the sign-in spine's analytics as a whole app sends them (SPEC.md 3 and 4), through the Analytics service,
 * and the metrics kept in local storage for a day.
 */

// 2027-01-15 08:00:00 UTC: analytics times are real epoch milliseconds.
const T0 = 1_800_000_000_000
const KEY = "oddsfold.authMetrics"

const server: TestScript["api"] = {
  config: { all: () => demoConfig() },
  session: {
    check: () => ({ userId: null }),
    start: () => "ok",
    fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }),
    phoneCountries: () => ({ countries: [{ id: 1, name: "Russia", country_code: "RU", tel_code: "+7", mask: "(###) ###-##-##" }] }),
    registerFast: () => ({ userId: 44, accountId: 345678912, password: Redacted.make("oneClick234"), data: { token: "<redacted>" } }),
    login: [new ServerRefused({ status: 400, code: 10, title: "the login or the password is wrong" }), { userId: 7, accountId: 123456789, data: { token: "<redacted>" } }],
    userConfig: () => ({ result: sampleUserConfig }),
    logout: () => ({ userId: null }),
    rights: () => new NetworkError({ message: "not in this test" })
  },
  // The wallet and the favorites are not this test's: their loads fail quietly.
  account: { accounts: () => new NetworkError({ message: "not in this test" }) },
  sports: { favorites: () => new NetworkError({ message: "not in this test" }) }
}

const startApp = async (storage: Record<string, string> = {}, at = T0) => {
  const app = createApp(Layer.merge(TestServices({ api: server, navigation: { url: "/en/" }, storage: { local: storage } }), TestContext.TestContext) as never, {
    appVersion: "t",
    devTools: true
  })
  await app.run(TestClock.setTime(at) as never)
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, AnalyticsRecord | Storage>) => app.run(effect as never) as Promise<A>
  return {
    app,
    /** Moves the clock on, then dispatches as the player. */
    act: async (command: Parameters<typeof app.bus.dispatch>[0], after: Duration.DurationInput = "1 second") => {
      await app.run(TestClock.adjust(after) as never)
      await app.bus.dispatch(command)
    },
    sent: () => run(Effect.flatMap(AnalyticsRecord, (record) => record.sent)),
    leaving: () => run(Effect.flatMap(AnalyticsRecord, (record) => record.leaving)),
    stored: () => run(Effect.flatMap(Storage, (storage) => storage.get("local", KEY)))
  }
}

const names = (events: ReadonlyArray<AnalyticsEvent>) => events.map((event) => event.name)

describe("the sign-in analytics (SPEC.md 4)", () => {
  it("a one-click registration: opened, tried with its choices, done; nothing is left to send on leaving", async () => {
    const { act, app, leaving, sent } = await startApp()
    await app.bus.dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))
    expect(await sent()).toEqual([{ name: "registration_open", at: T0, view: "modal", tries: 1 }])
    // Left with the page now, the registration was abandoned.
    expect(await leaving()).toEqual([{ name: "registration_leave", at: T0, tries: 1, openedAt: T0, regType: null }])

    await act(new RegisterOneClick({ countryId: 1, currencyId: 2, refCode: "SPRING", bonusChoice: "sport" }), "41 seconds")
    expect((await sent()).slice(1)).toEqual([
      { name: "registration_try", at: T0 + 41_000, regType: "one_click", currencyId: 2, countryId: 1, countryCode: null, promocode: "SPRING", tries: 1 },
      { name: "registration_success", at: T0 + 41_000, regType: "one_click", currencyId: 2, countryId: 1, countryCode: null, promocode: "SPRING", tries: 1, seconds: 41 }
    ])
    expect(await leaving()).toEqual([])
    // The credentials kept, the form closes: done, so no leave event.
    await act(new CloseAuthForm({}))
    expect(names(await sent())).toEqual(["registration_open", "registration_try", "registration_success"])
    // No password anywhere in what was sent.
    expect(JSON.stringify(await sent())).not.toContain("oneClick234")
    await app.stop()
  })

  it("a registration closed before it is done sends its leave event once; a social provider chosen is no leave", async () => {
    const { act, app, leaving, sent } = await startApp()
    await app.bus.dispatch(new OpenAuthForm({ form: "registration", view: "page" }))
    await act(new CloseAuthForm({}), "5 seconds")
    expect((await sent()).slice(1)).toEqual([{ name: "registration_leave", at: T0 + 5000, tries: 1, openedAt: T0, regType: null }])
    expect(await leaving()).toEqual([])

    await act(new OpenAuthForm({ form: "registration", view: "modal" }))
    await act(new ChooseSocialRegistration({ countryId: 1, currencyId: 1, refCode: "123456" }))
    expect((await sent()).at(-1)).toEqual({
      name: "registration_try",
      at: T0 + 7000,
      regType: "social",
      currencyId: 1,
      countryId: 1,
      countryCode: null,
      // A bare number is never sent as a promo code.
      promocode: null,
      tries: 2
    })
    // Off to the provider: leaving the page is no abandoned registration.
    expect(await leaving()).toEqual([])
    await app.stop()
  })

  it("sign-in: the popup, each try with its counter, the refusal's code, and the success with the tries it took", async () => {
    const { act, app, sent } = await startApp()
    await app.bus.dispatch(new OpenAuthForm({ form: "login", view: "dropdown" }))
    await act(new Login({ login: "player@example.com", password: Redacted.make("Wrong1234"), save: false }), "3 seconds")
    await act(new Login({ login: "player@example.com", password: Redacted.make("Right1234"), save: false }), "4 seconds")
    expect(await sent()).toEqual([
      { name: "login_open", at: T0, view: "dropdown" },
      { name: "login_try", at: T0 + 3000, type: "email_or_id", tries: 1 },
      { name: "login_error", at: T0 + 3000, type: "email_or_id", tries: 1, code: 10, field: "both" },
      { name: "login_try", at: T0 + 7000, type: "email_or_id", tries: 2 },
      { name: "login_success", at: T0 + 7000, type: "email_or_id", tries: 2, seconds: 7, hasRegister: false }
    ])
    const json = JSON.stringify(await sent())
    expect(json).not.toContain("player@example.com")
    expect(json).not.toContain("Right1234")
    expect(app.store.state.authMetrics.value.authTryCounter).toBe(0)
    await app.stop()
  })

  it("keeps the metrics in local storage for a day: the next visit counts on, one a day later starts over", async () => {
    const first = await startApp()
    await first.app.bus.dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))
    await first.act(new CloseAuthForm({}))
    const kept = await first.stored()
    expect(JSON.parse(kept!)).toMatchObject({ regTryCounter: 1, lastRegCallTime: T0, hasDone: false, touchedAt: T0 })
    await first.app.stop()

    const nextHour = await startApp({ [KEY]: kept! }, T0 + 3_600_000)
    await nextHour.app.bus.dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))
    expect((await nextHour.sent())[0]).toMatchObject({ name: "registration_open", tries: 2 })
    await nextHour.app.stop()

    const nextDay = await startApp({ [KEY]: kept! }, T0 + 86_400_000)
    // Past its day the record is gone at start, and the count starts over.
    expect(await nextDay.stored()).toBeUndefined()
    await nextDay.app.bus.dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))
    expect((await nextDay.sent())[0]).toMatchObject({ name: "registration_open", tries: 1 })
    await nextDay.app.stop()
  })

  it("sends the password recovery's steps as they happen", async () => {
    const { act, app, sent } = await startApp()
    await app.bus.dispatch(new OpenAuthForm({ form: "forgotPassword", view: "modal" }))
    await act(new CloseAuthForm({}))
    expect(await sent()).toEqual([
      { name: "recovery_step", at: T0, step: "popup", kind: null },
      { name: "recovery_step", at: T0 + 1000, step: "cancel", kind: null }
    ])
    // Opening forgot-password counted as a sign-in attempt.
    expect(app.store.state.authMetrics.value.authTryCounter).toBe(1)
    await app.stop()
  })
})
