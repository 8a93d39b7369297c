import { Effect, Layer, Redacted, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { Storage } from "../../../src/adapters/Storage"
import { Login } from "../../../src/commands/session/commands"
import { replay } from "../../../src/commands/replay"
import { createApp } from "../../../src/commands/startup"
import type { BonusesAnswer, PlayerBonus } from "../../../src/domain/api/promo"
import type { BonusStatus } from "../../../src/domain/promo/bonuses"
import { demoConfig } from "../../support/demoConfig"
import { sampleUserConfig } from "../../support/userConfig"

/**
 * SPEC.md 9 "the bonus-pending notifier" on the whole app with the TestClock (which starts at 0): a signed-in player
 * with bonus money still to wager is told what is left and the hours left, rounded up, once per tab session.
 */
const HOUR = 3_600_000

const bonus = (fields: { readonly id: number; readonly expiresAt: number; readonly wagered?: number; readonly status?: BonusStatus }): PlayerBonus => ({
  id: fields.id,
  kind: "first_deposit",
  product: "casino",
  currency: "RUB",
  amount: 500_00,
  requirement: 10_000_00,
  wagered: fields.wagered ?? 2_500_00,
  minCoef: 0,
  weights: [],
  defaultWeight: 100,
  status: fields.status ?? "active",
  awardedAt: 0,
  expiresAt: fields.expiresAt,
  settledAt: null,
  released: null
})

const bonusesAnswer = (bonuses: ReadonlyArray<PlayerBonus>, excluded = false): BonusesAnswer => ({
  currency: "RUB",
  excluded,
  firstDepositChoice: "casino",
  firstDepositMade: true,
  firstDeposit: null,
  redeposit: null,
  bonusBalance: 500_00,
  bonuses
})

const startApp = async (options: {
  readonly signedIn: boolean
  readonly bonuses: ReadonlyArray<PlayerBonus>
  readonly excluded?: boolean
  readonly session?: Readonly<Record<string, string>>
}) => {
  let userId: number | null = options.signedIn ? 5 : null
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig(), appVersion: () => ({ version: "t" }) },
      session: {
        check: () => ({ userId }),
        start: () => "ok",
        fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }),
        userConfig: () => ({ result: sampleUserConfig }),
        login: () => {
          userId = 5
          return { userId: 5, accountId: 100000005, data: { token: "<redacted>" } }
        }
      },
      changes: { poll: () => ({ version: 1, accounts: null, coupons: [], reload: false }) },
      terms: { status: () => ({ result: false, updatedAt: 1_790_000_000_000, version: 1 }) },
      promo: { bonuses: () => bonusesAnswer(options.bonuses, options.excluded) }
    },
    navigation: { url: "/en/" },
    ...(options.session === undefined ? {} : { storage: { session: options.session } })
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, never>) => app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never))
  const asked = () => run(Effect.flatMap(ApiCalls, (calls) => calls.count("promo.bonuses")) as never) as Promise<number>
  const notices = () => app.store.state.notifications.value.shown.filter((n) => n.kind === "bonusPending")
  const told = () => run(Effect.flatMap(Storage, (storage) => storage.get("session", "oddsfold.bonusPendingTold")) as never) as Promise<string | undefined>
  return { app, wait, asked, notices, told }
}

describe("the bonus-pending notifier (SPEC.md 9)", () => {
  it("tells a player who opens the site signed in what is left to wager and the hours left, rounded up, and only once", async () => {
    // Two pending bonuses: the one that expires first is told; 2 h 30 min left is 3 hours.
    const { app, wait, asked, notices, told } = await startApp({
      signedIn: true,
      bonuses: [bonus({ id: 8, expiresAt: 30 * 24 * HOUR }), bonus({ id: 7, expiresAt: 2.5 * HOUR }), bonus({ id: 6, expiresAt: HOUR, wagered: 10_000_00 })]
    })
    await wait("1 millis")
    expect(notices().map((n) => n.params)).toEqual([{ amount: "50000", currency: "RUB", left: "750000", hours: "3" }])
    expect(await told()).toBe("7")
    // The session check every minute asks nothing again.
    await wait("3 minutes")
    expect(await asked()).toBe(1)
    expect(notices()).toHaveLength(1)
    expect(replay({ checkpoint: null, entries: app.log.entries }).notifications).toEqual(app.store.snapshot().notifications)
    await app.stop()
  })

  it("is not told again in a tab session that was told of that bonus, and is told of another one", async () => {
    const same = await startApp({ signedIn: true, bonuses: [bonus({ id: 7, expiresAt: 5 * HOUR })], session: { "oddsfold.bonusPendingTold": "7" } })
    await same.wait("1 millis")
    expect(await same.asked()).toBe(1)
    expect(same.notices()).toEqual([])
    await same.app.stop()
    const another = await startApp({ signedIn: true, bonuses: [bonus({ id: 9, expiresAt: 5 * HOUR })], session: { "oddsfold.bonusPendingTold": "7" } })
    await another.wait("1 millis")
    expect(another.notices().map((n) => n.params["hours"])).toEqual(["5"])
    await another.app.stop()
  })

  it("asks nothing for a guest, and asks when the guest signs in", async () => {
    const { app, wait, asked, notices } = await startApp({ signedIn: false, bonuses: [bonus({ id: 7, expiresAt: 48 * HOUR })] })
    await wait("2 minutes")
    expect(await asked()).toBe(0)
    await app.bus.dispatch(new Login({ login: "demo@oddsfold.local", password: Redacted.make("Oddsfold2024"), save: false }), "user")
    await wait("1 millis")
    expect(await asked()).toBe(1)
    expect(notices().map((n) => n.params["hours"])).toEqual(["48"])
    await app.stop()
  })

  it("never urges a self-excluded player to wager", async () => {
    const { wait, notices, told, app } = await startApp({ signedIn: true, excluded: true, bonuses: [bonus({ id: 7, expiresAt: 5 * HOUR })] })
    await wait("1 millis")
    expect(notices()).toEqual([])
    expect(await told()).toBeUndefined()
    await app.stop()
  })

  it("tells nothing when no bonus money waits: met, expired or settled bonuses", async () => {
    const { wait, notices, told, app } = await startApp({
      signedIn: true,
      bonuses: [bonus({ id: 1, expiresAt: HOUR, wagered: 10_000_00 }), bonus({ id: 2, expiresAt: -1 }), bonus({ id: 3, expiresAt: HOUR, status: "converted" })]
    })
    await wait("1 millis")
    expect(notices()).toEqual([])
    expect(await told()).toBeUndefined()
    await app.stop()
  })
})
