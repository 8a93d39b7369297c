import { type Duration, Layer, Redacted, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { Login } from "../../../src/commands/session/commands"
import { createApp } from "../../../src/commands/startup"
import { NetworkError } from "../../../src/domain/api/clientErrors"
import { demoConfig } from "../../support/demoConfig"
import { sampleUserConfig } from "../../support/userConfig"

/**
 * The settings a player saved on the server (American odds here) apply as soon as the player is known, without the
 * settings page: at a sign-in, and at a visit that starts signed in on a browser that does not keep the player's
 * settings yet. A browser that keeps them already keeps its own (a change made here and not saved survives a reload).
 */
const SETTINGS_KEY = "oddsfold.settings"
const MAILING = { enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: true, enable_sms_news: false }

const startApp = async (options: { readonly signedIn: number | null; readonly stored?: object }) => {
  let userId = options.signedIn
  const api: TestScript["api"] = {
    config: { all: () => demoConfig() },
    session: {
      check: () => ({ userId }),
      start: () => "ok",
      fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }),
      login: () => {
        userId = 7
        return { userId: 7, accountId: 123456789, data: { token: "<redacted>" } }
      },
      userConfig: () => ({ result: sampleUserConfig }),
      rights: () => new NetworkError({ message: "not in this test" })
    },
    account: {
      accounts: () => new NetworkError({ message: "not in this test" }),
      settings: () => ({ mailing: MAILING, global: { coefViewId: 1, is12h: true } })
    },
    sports: { favorites: () => new NetworkError({ message: "not in this test" }) },
    // A signed-in player's terms check every 60 s: the terms never change here.
    terms: { status: () => ({ result: false, updatedAt: 1_790_000_000_000, version: 1 }) }
  }
  const storage: Record<string, string> = options.stored === undefined ? {} : { [SETTINGS_KEY]: JSON.stringify(options.stored) }
  const app = createApp(Layer.merge(TestServices({ api, navigation: { url: "/en/live" }, storage: { local: storage } }), TestContext.TestContext) as never, {
    appVersion: "t",
    devTools: true
  })
  // Analytics times are real epoch milliseconds (2027-01-15).
  await app.run(TestClock.setTime(1_800_000_000_000) as never)
  await app.start()
  const loads = () => app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "LoadOfficeSettings")
  // The loads run beside the start-up: a tick of the clock lets them finish.
  const settle = (duration: Duration.DurationInput = "10 millis") => app.run(TestClock.adjust(duration) as never)
  return { app, loads, settle }
}

describe("saved settings follow the player (SPEC.md 2.5 settings)", () => {
  it("apply at a sign-in on a clean browser, once: a later session check asks nothing more", async () => {
    const { app, loads, settle } = await startApp({ signedIn: null })
    await settle()
    expect(loads()).toEqual([])
    expect(app.store.state.settings.value.coefViewId).toBe(0)

    await app.bus.dispatch(new Login({ login: "123456789", password: Redacted.make("Secret123"), save: false }))
    await settle()
    expect(loads().map((e) => e.source)).toEqual(["system"])
    expect(app.store.state.settings.value.coefViewId).toBe(1)
    expect(app.store.state.settings.value.is12h).toBe(true)
    await settle("61 seconds")
    expect(app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "CheckSession").length).toBeGreaterThan(1)
    expect(loads()).toHaveLength(1)
    await app.stop()
  })

  it("apply at a sign-in even where this browser kept the same player's settings before", async () => {
    const { app, loads, settle } = await startApp({ signedIn: null, stored: { coefViewId: 2, userId: 7 } })
    await settle()
    expect(app.store.state.settings.value.coefViewId).toBe(2)
    await app.bus.dispatch(new Login({ login: "123456789", password: Redacted.make("Secret123"), save: false }))
    await settle()
    expect(loads()).toHaveLength(1)
    expect(app.store.state.settings.value.coefViewId).toBe(1)
    await app.stop()
  })

  it("apply at a visit that starts signed in on a browser that kept a guest's or another player's settings", async () => {
    for (const stored of [undefined, { coefViewId: 3, userId: null }, { coefViewId: 3, userId: 9 }]) {
      const { app, loads, settle } = await startApp({ signedIn: 5, ...(stored === undefined ? {} : { stored }) })
      await settle()
      expect(loads(), JSON.stringify(stored)).toHaveLength(1)
      expect(app.store.state.settings.value.coefViewId).toBe(1)
      await app.stop()
    }
  })

  it("leave alone a browser that kept this player's settings: its own change survives the visit", async () => {
    const { app, loads, settle } = await startApp({ signedIn: 5, stored: { coefViewId: 2, userId: 5 } })
    await settle("61 seconds")
    expect(loads()).toEqual([])
    expect(app.store.state.settings.value.coefViewId).toBe(2)
    await app.stop()
  })
})
