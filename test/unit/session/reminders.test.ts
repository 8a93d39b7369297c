import { Effect, Layer, Redacted, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { Storage } from "../../../src/adapters/Storage"
import { VisibilityControl } from "../../../src/adapters/VisibilityTest"
import { CloseAuthForm, Logout, OpenAuthForm, RegisterOneClick } from "../../../src/commands/session/commands"
import { DismissWelcome } from "../../../src/commands/session/reminders"
import { createApp } from "../../../src/commands/startup"
import { demoConfig } from "../../support/demoConfig"
import { sampleUserConfig } from "../../support/userConfig"

/**
 * SPEC.md 4 "Registration reminder popup" and the welcome and first-deposit bonus modals on the whole app with the
 * TestClock: the reminder's timer is a fiber whose firing is a logged "timer" command, its next allowed time goes to
 * Storage, and the modals' flags too.
 */
const REMINDER = { delay: 180, interval: 86_400 }
const KEY = "oddsfold.registrationReminder.nextAt"

const startApp = async (options: { readonly player?: boolean; readonly storage?: Record<string, string>; readonly path?: string; readonly hasDeposit?: boolean } = {}) => {
  let userId: number | null = options.player === true ? 5 : null
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig({ registrationReminder: REMINDER }) },
      session: {
        check: () => ({ userId }),
        start: () => "ok",
        fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }),
        userConfig: () => ({ result: { ...sampleUserConfig, has_deposit: options.hasDeposit ?? false } }),
        rights: () => ({
          userId: userId ?? 0,
          rights: { bet: { allowed: true }, deposit: { allowed: true }, withdraw: { allowed: false, reason: "notVerified" }, casino: { allowed: true } }
        }),
        logout: () => {
          userId = null
          return { userId: null }
        },
        registerFast: () => {
          userId = 43
          return { userId: 43, accountId: 234567891, password: Redacted.make("SECRET<one-click>"), data: { token: "<redacted>" } }
        }
      },
      account: {
        accountSettings: () => ({ settings: { bonus_type: "sport", first_deposit_bonus_type: "casino" }, firstDepositMade: false })
      },
      // A signed-in player's changes feed polls all along: nothing ever changes here.
      changes: { poll: () => ({ version: 1, accounts: null, coupons: [], reload: false }) },
      // A signed-in player's terms check every 60 s: the terms never change here.
      terms: { status: () => ({ result: false, updatedAt: 1_790_000_000_000, version: 1 }) }
    },
    navigation: { url: options.path ?? "/en/" },
    storage: { local: options.storage ?? {} }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, Storage | VisibilityControl>) => app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never))
  const stored = (key: string) => run(Effect.flatMap(Storage, (s) => s.get("local", key)))
  const tagged = (kind: "command" | "event", tag: string) => app.log.entries.filter((e) => e.kind === kind && e.body._tag === tag)
  return { app, wait, stored, tagged }
}

describe("the registration reminder (SPEC.md 4)", () => {
  it("shows to a guest once the delay has passed, by a timer command, and stores the next allowed time", async () => {
    const { app, stored, tagged, wait } = await startApp()
    expect(app.store.state.session.value.status).toBe("guest")
    await wait("179999 millis")
    expect(tagged("command", "ShowRegistrationReminder")).toEqual([])
    expect(app.store.state.registrationReminder.value.visible).toBe(false)
    await wait("1 millis")
    expect(tagged("command", "ShowRegistrationReminder").map((e) => e.source)).toEqual(["timer"])
    expect(app.store.state.registrationReminder.value).toEqual({ visible: true, shown: true, nextAllowedAt: 86_580_000 })
    expect(await stored(KEY)).toBe("86580000")
    // Once a visit: no second firing however long the guest stays.
    await wait("30 minutes")
    expect(tagged("command", "ShowRegistrationReminder")).toHaveLength(1)
    await app.stop()
  })

  it("does not show before the stored next allowed time, and shows from it", async () => {
    const early = await startApp({ storage: { [KEY]: "180001" } })
    await early.wait("180 seconds")
    expect(early.tagged("command", "ShowRegistrationReminder")).toHaveLength(1)
    expect(early.tagged("event", "RegistrationReminderShown")).toEqual([])
    expect(early.app.store.state.registrationReminder.value.visible).toBe(false)
    await early.app.stop()

    const due = await startApp({ storage: { [KEY]: "180000" } })
    await due.wait("180 seconds")
    expect(due.tagged("event", "RegistrationReminderShown")).toHaveLength(1)
    await due.app.stop()
  })

  it("counts the delay again after a sign-in form was open, and never while it is", async () => {
    const { app, tagged, wait } = await startApp()
    await wait("100 seconds")
    await app.bus.dispatch(new OpenAuthForm({ form: "login", view: "dropdown" }), "user")
    await wait("200 seconds")
    expect(tagged("command", "ShowRegistrationReminder")).toEqual([])
    await app.bus.dispatch(new CloseAuthForm({}), "user")
    await wait("179 seconds")
    expect(tagged("command", "ShowRegistrationReminder")).toEqual([])
    await wait("1 seconds")
    expect(app.store.state.registrationReminder.value.visible).toBe(true)
    // Opening the registration from the popup takes it away.
    await app.bus.dispatch(new OpenAuthForm({ form: "registration", view: "modal" }), "user")
    expect(app.store.state.registrationReminder.value.visible).toBe(false)
    await app.stop()
  })

  it("never reminds a signed-in player, nor a guest on the sign-in page", async () => {
    const player = await startApp({ player: true, hasDeposit: true })
    // Over three times the 180 s delay; a signed-in player's polls make each simulated minute cost real time.
    await player.wait("10 minutes")
    expect(player.tagged("command", "ShowRegistrationReminder")).toEqual([])
    await player.app.stop()

    const onLogin = await startApp({ path: "/en/user/login" })
    await onLogin.wait("1 hours")
    expect(onLogin.tagged("command", "ShowRegistrationReminder")).toEqual([])
    await onLogin.app.stop()
  }, 30_000)
})

describe("the welcome and first-deposit bonus modals (SPEC.md 4)", () => {
  it("welcomes a player who registers, once (a stored flag), and offers no first-deposit bonus in that visit", async () => {
    const { app, stored, tagged } = await startApp()
    await app.bus.dispatch(new RegisterOneClick({ countryId: 1, currencyId: 1, refCode: "", bonusChoice: "none" }), "user")
    expect(tagged("event", "WelcomeShown").map((e) => e.body)).toMatchObject([{ userId: 43 }])
    expect(await stored("oddsfold.welcome.shown.43")).toBe("1")
    expect(tagged("command", "ShowFirstDepositOffer")).toEqual([])
    await app.stop()

    // The flag is stored: the same player registering again on this browser is not welcomed twice.
    const again = await startApp({ storage: { "oddsfold.welcome.shown.43": "1" } })
    await again.app.bus.dispatch(new RegisterOneClick({ countryId: 1, currencyId: 1, refCode: "", bonusChoice: "none" }), "user")
    expect(again.tagged("command", "ShowWelcome")).toHaveLength(1)
    expect(again.tagged("event", "WelcomeShown")).toEqual([])
    await again.app.stop()
  })

  it("welcomes a player the server sent here registered (a social provider, one-tap), and takes the flag out of the address", async () => {
    const { app, stored, tagged } = await startApp({ player: true, path: "/en/casino?tab=slots&registered=1" })
    expect(tagged("event", "WelcomeShown").map((e) => e.body)).toMatchObject([{ userId: 5 }])
    expect(app.store.state.welcome.value).toEqual({ visible: true, userId: 5, registeredThisVisit: true })
    expect(await stored("oddsfold.welcome.shown.5")).toBe("1")
    expect(app.store.state.location.value.path).toBe("/en/casino")
    expect(app.store.state.location.value.search).toBe("?tab=slots")
    await app.stop()

    // On the home page too, the welcome is the visit's modal: no first-deposit bonus modal after it.
    const home = await startApp({ player: true, path: "/en/?registered=1" })
    expect(home.tagged("event", "WelcomeShown")).toHaveLength(1)
    await home.app.bus.dispatch(new DismissWelcome({}), "user")
    expect(home.tagged("command", "ShowFirstDepositOffer")).toEqual([])
    expect(home.app.store.state.location.value.search).toBe("")
    await home.app.stop()

    // A guest with the flag (a signed-out or forged link) is welcomed by no one; the flag goes all the same.
    const guest = await startApp({ path: "/en/?registered=1" })
    expect(guest.tagged("command", "ShowWelcome")).toEqual([])
    expect(guest.app.store.state.location.value.search).toBe("")
    await guest.app.stop()
  })

  it("offers the first-deposit bonus on the home page of a player with no deposit, once, with the current choice loaded", async () => {
    const { app, stored, tagged } = await startApp({ player: true })
    expect(tagged("event", "FirstDepositOfferShown").map((e) => e.body)).toMatchObject([{ userId: 5 }])
    expect(app.store.state.firstDepositOffer.value.visible).toBe(true)
    expect(app.store.state.accountSettings.value.current?.settings.first_deposit_bonus_type).toBe("casino")
    expect(await stored("oddsfold.firstDepositOffer.shown.5")).toBe("1")
    await app.stop()

    const shownBefore = await startApp({ player: true, storage: { "oddsfold.firstDepositOffer.shown.5": "1" } })
    expect(shownBefore.tagged("command", "ShowFirstDepositOffer")).toHaveLength(1)
    expect(shownBefore.app.store.state.firstDepositOffer.value.visible).toBe(false)
    await shownBefore.app.stop()

    const deposited = await startApp({ player: true, hasDeposit: true })
    expect(deposited.tagged("command", "ShowFirstDepositOffer")).toEqual([])
    await deposited.app.stop()

    const elsewhere = await startApp({ player: true, path: "/en/line/football" })
    expect(elsewhere.tagged("command", "ShowFirstDepositOffer")).toEqual([])
    await elsewhere.app.stop()
  })
})

describe("the rights (SPEC.md 7)", () => {
  it("are loaded after a session check that finds a player, and gone when the player leaves", async () => {
    const { app, tagged } = await startApp({ player: true, hasDeposit: true })
    expect(tagged("command", "LoadRights")).toHaveLength(1)
    expect(app.store.state.rights.value.userId).toBe(5)
    expect(app.store.state.rights.value.rights?.withdraw).toEqual({ allowed: false, reason: "notVerified" })
    await app.bus.dispatch(new Logout({}), "user")
    expect(app.store.state.rights.value).toEqual({ userId: null, rights: null, error: null })
    await app.stop()
  })
})
