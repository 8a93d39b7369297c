import { it } from "@effect/vitest"
import { Effect, Either } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { TestServices } from "../../../src/adapters/layers"
import { AccountsLoaded } from "../../../src/commands/account/events"
import { PollChanges } from "../../../src/commands/changes/commands"
import { ChangesPollFailed, ChangesReceived } from "../../../src/commands/changes/events"
import { pollChanges } from "../../../src/commands/changes/handlers"
import { LoadBetHistory, LoadPlacedCoupon } from "../../../src/commands/coupon/commands"
import { BetHistoryLoaded, PlacedCouponLoaded } from "../../../src/commands/coupon/events"
import { exportLog, importLog } from "../../../src/commands/exchange"
import type { Event } from "../../../src/commands/registry"
import { replay } from "../../../src/commands/replay"
import { rerun } from "../../../src/commands/rerun"
import { CheckSession } from "../../../src/commands/session/commands"
import { SessionChecked } from "../../../src/commands/session/events"
import { Boot } from "../../../src/commands/shell/commands"
import { createApp } from "../../../src/commands/startup"
import type { AccountData, WalletAccount } from "../../../src/domain/account/wallets"
import type { AccountChanges } from "../../../src/domain/api/changes"
import { NetworkError } from "../../../src/domain/api/clientErrors"
import type { HistoryQuery, PlacedCoupon } from "../../../src/domain/api/coupon"
import { foldEvents } from "../../../src/projections/fold"
import { withChangedCoupons } from "../../../src/projections/coupon/changedCoupons"
import { initialStates } from "../../../src/projections/registry"
import { handlerServices } from "../../support/handlerServices"
import { sampleUserConfig } from "../../support/userConfig"

/**
 * The changes feed on the client: the header's accounts, the history and the coupon page are folds of its answers, so
 * a settlement shows where the player is, and a replay of the log shows it again exactly.
 */

const PLACED_AT = 1_800_000_000_000
const rub = (money: number): WalletAccount => ({ id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money, points: 0, isActive: true })
const accounts = (money: number): AccountData => ({
  accounts: [rub(money)],
  currencies: [],
  bonuses: [],
  hideBalance: false,
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false
})
const coupon = (id: number, fields: Partial<PlacedCoupon> = {}): PlacedCoupon => ({
  id,
  typeId: 0,
  accountId: 11,
  currency: "RUB",
  stake: 100_00,
  systemValue: 0,
  coef: 2.1,
  bonusCoef: null,
  possibleWin: { min: 210_00, max: 210_00 },
  placedAt: PLACED_AT + id,
  status: "open",
  payout: 0,
  settledAt: null,
  vip: false,
  promoCode: "",
  legs: [],
  ...fields
})
const won = (id: number) => coupon(id, { status: "won", payout: 210_00, settledAt: PLACED_AT + 60_000 })
const all: HistoryQuery = { from: PLACED_AT, to: PLACED_AT + 1_000, status: "all" }

const signedIn = new SessionChecked({ userId: 42 })
const received = (fields: Partial<ConstructorParameters<typeof ChangesReceived>[0]> = {}) =>
  new ChangesReceived({ userId: 42, since: 7, version: 9, accounts: accounts(1_110_00), coupons: [won(1)], reload: false, ...fields })

describe("the projections fed by the changes feed", () => {
  const before: ReadonlyArray<Event> = [
    signedIn,
    new AccountsLoaded({ data: accounts(900_00) }),
    new BetHistoryLoaded({ query: all, coupons: [coupon(2), coupon(1)] }),
    new PlacedCouponLoaded({ coupon: coupon(1) })
  ]

  it("moves the header balance, the history row and the coupon page to the settled coupon, and holds the version", () => {
    const states = foldEvents(initialStates(), [...before, received()])
    expect(states.accounts.all_accounts).toEqual([rub(1_110_00)])
    expect(states.betHistory.coupons).toEqual([coupon(2), won(1)])
    expect(states.betHistory.printed).toEqual(won(1))
    expect(states.changes).toEqual({ owner: 42, version: 9, error: null })
  })

  it("leaves everything as it was for an answer asked for another player, and for one that changed nothing", () => {
    const start = foldEvents(initialStates(), before)
    const stale = foldEvents(start, [received({ userId: 43 })])
    expect(stale.accounts).toBe(start.accounts)
    expect(stale.changes).toBe(start.changes)
    const quiet = foldEvents(start, [received({ accounts: null, coupons: [] })])
    expect(quiet.accounts).toBe(start.accounts)
    expect(quiet.betHistory).toBe(start.betHistory)
  })

  it("keeps the history what its query would answer: a new coupon at its place, a settled one gone from 'open', none outside the period", () => {
    expect(withChangedCoupons([coupon(3), coupon(1)], all, [coupon(2)])).toEqual([coupon(3), coupon(2), coupon(1)])
    expect(withChangedCoupons([coupon(2), coupon(1)], { ...all, status: "open" }, [won(1)])).toEqual([coupon(2)])
    expect(withChangedCoupons([coupon(2), coupon(1)], { ...all, status: "won" }, [won(3)])).toEqual([won(3), coupon(2), coupon(1)])
    const shown = [coupon(1)]
    expect(withChangedCoupons(shown, { ...all, to: PLACED_AT + 1 }, [coupon(5)])).toBe(shown)
  })
})

describe("polling the changes", () => {
  const poll = (events: ReadonlyArray<Event>, answer: AccountChanges) =>
    Effect.gen(function* () {
      const outcome = yield* pollChanges(new PollChanges({}), 1)
      const calls = yield* ApiCalls
      return { outcome, sent: (yield* calls.all).map((call) => call.request) }
    }).pipe(Effect.provide(handlerServices(events, { api: { changes: { poll: () => answer } } })))

  it.effect("asks first without a version, and then reads again the history and the coupon page it cannot vouch for", () =>
    Effect.gen(function* () {
      const history = new BetHistoryLoaded({ query: all, coupons: [coupon(1)] })
      const page = new PlacedCouponLoaded({ coupon: coupon(1) })
      const first: AccountChanges = { version: 7, accounts: accounts(900_00), coupons: [], reload: true }
      const { outcome, sent } = yield* poll([signedIn, history, page], first)
      expect(sent).toEqual([{ urlParams: {} }])
      expect(outcome.events).toEqual([new ChangesReceived({ userId: 42, since: null, ...first })])
      expect(outcome.next).toEqual([new LoadBetHistory({ query: all }), new LoadPlacedCoupon({ couponId: 1 })])
    })
  )

  it.effect("then asks from its version, logs nothing when nothing changed, and polls nothing for a guest", () =>
    Effect.gen(function* () {
      const held = received({ since: null, version: 7, coupons: [], reload: true })
      const nothing = yield* poll([signedIn, held], { version: 7, accounts: null, coupons: [], reload: false })
      expect(nothing.sent).toEqual([{ urlParams: { since: 7 } }])
      expect(nothing.outcome.events).toEqual([])
      const settled = yield* poll([signedIn, held], { version: 9, accounts: accounts(1_110_00), coupons: [won(1)], reload: false })
      expect(settled.outcome.events).toEqual([received()])
      expect(settled.outcome.next ?? []).toEqual([])
      const offline = yield* poll([signedIn, held], new NetworkError({ message: "Failed to fetch" }) as never)
      expect(offline.outcome.events).toEqual([new ChangesPollFailed({ userId: 42, error: new NetworkError({ message: "Failed to fetch" }) })])
      const stillOffline = yield* poll([signedIn, held, ...offline.outcome.events], new NetworkError({ message: "Failed to fetch" }) as never)
      expect(stillOffline.outcome.events).toEqual([])
      const back = yield* poll([signedIn, held, ...offline.outcome.events], { version: 7, accounts: null, coupons: [], reload: false })
      expect(back.outcome.events).toEqual([received({ since: 7, version: 7, accounts: null, coupons: [] })])
      expect(foldEvents(initialStates(), [signedIn, held, ...offline.outcome.events, ...back.outcome.events]).changes.error).toBeNull()
      const guest = yield* poll([new SessionChecked({ userId: null })], { version: 1, accounts: null, coupons: [], reload: false })
      expect(guest.sent).toEqual([])
      expect(guest.outcome.events).toEqual([])
    })
  )
})

describe("a log with the feed's answers", () => {
  it("replays into the live state, and re-runs with no divergence", async () => {
    let version = 7
    const app = createApp(
      TestServices({
        api: {
          session: {
            check: () => ({ userId: 42 }) as never,
            userConfig: () => ({ result: sampleUserConfig }) as never,
            rights: () => ({ userId: 42, rights: { bet: { allowed: true }, deposit: { allowed: true }, withdraw: { allowed: true }, casino: { allowed: true } } }) as never
          },
          account: { accounts: () => accounts(900_00) as never },
          coupon: { history: () => ({ coupons: [coupon(1)] }) as never },
          changes: {
            poll: ({ urlParams }) =>
              (urlParams.since === undefined
                ? { version, accounts: accounts(900_00), coupons: [], reload: true }
                : { version: ++version, accounts: accounts(1_110_00), coupons: [won(1)], reload: false }) as never
          }
        }
      }),
      { appVersion: "test", devTools: true }
    )
    await app.bus.dispatch(new Boot({ appVersion: "test", devTools: true }), "system")
    await app.bus.dispatch(new CheckSession({}), "system")
    await app.bus.dispatch(new LoadBetHistory({ query: all }))
    await app.bus.dispatch(new PollChanges({}), "timer")
    await app.bus.dispatch(new PollChanges({}), "timer")
    const live = app.store.snapshot()
    expect(live.betHistory.coupons).toEqual([won(1)])
    expect(live.accounts.all_accounts).toEqual([rub(1_110_00)])
    expect(live.changes.version).toBe(8)

    const imported = importLog(exportLog(app.log))
    if (Either.isLeft(imported)) throw imported.left
    expect(imported.right.skipped).toEqual([])
    expect(replay(imported.right)).toEqual(live)
    expect((await rerun(imported.right)).divergence).toBeNull()
    await app.stop()
  })
})
