import { it } from "@effect/vitest"
import { Effect } from "effect"
import { describe, expect } from "vitest"
import { ChangeCouponSettings, PlaceCoupon, ShowCouponReminder, ToggleBet } from "../../../src/commands/coupon/commands"
import { CouponEdited, CouponLimitsLoaded, CouponReminderSet, CouponSettingsChanged, OneClickQuestionAsked } from "../../../src/commands/coupon/events"
import { changeCouponSettings, placeCoupon, showCouponReminder, toggleBet } from "../../../src/commands/coupon/handlers"
import { Navigated } from "../../../src/commands/shell/events"
import { SportsGamesChanged, SportsWatchStarted } from "../../../src/commands/sports/events"
import type { Event } from "../../../src/commands/registry"
import { DEFAULT_COUPON_SETTINGS } from "../../../src/domain/coupon/couponSettings"
import { AccountsLoaded } from "../../../src/commands/account/events"
import { ConfigLoaded } from "../../../src/commands/config/events"
import { SessionChecked } from "../../../src/commands/session/events"
import { demoConfig } from "../../support/demoConfig"
import { handlerServices } from "../../support/handlerServices"
import { game } from "../../support/sportsLine"

const KEY = "games:line:eng-premier"
const watched = new SportsWatchStarted({ key: KEY, watch: { _tag: "games", section: "line", championshipId: "eng-premier" } })
const line = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 7, full: true, games: [game()], removed: [] })
const live = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 7, full: true, games: [game({ status: "live", score: { home: 0, away: 0 }, period: 1 })], removed: [] })
const toggle = new ToggleBet({ gameId: "g1", marketId: "g1:1x2:0", outcomeId: "g1:1x2:0:X" })

/** The events of a click on the draw at the TestClock's time 0. */
const click = (before: ReadonlyArray<Event>) => toggleBet(toggle, 3).pipe(Effect.provide(handlerServices(before)))

describe("the coupon reminder (SPEC.md 4: 30 s after a live bet, 5 min after a line bet, once, never on the coupon page)", () => {
  it.effect("a bet entering an empty coupon sets the reminder: 5 min for a line bet, 30 s for a live one", () =>
    Effect.gen(function* () {
      expect((yield* click([watched, line])).events[1]).toEqual(new CouponReminderSet({ reminder: { id: "g1:1x2:0:X", timeToShow: 300_000, isShown: false } }))
      expect((yield* click([watched, live])).events[1]).toEqual(new CouponReminderSet({ reminder: { id: "g1:1x2:0:X", timeToShow: 30_000, isShown: false } }))
    })
  )

  it.effect("a second bet leaves the reminder as it was", () =>
    Effect.gen(function* () {
      const first = (yield* click([watched, line])).events
      const second = new ToggleBet({ gameId: "g1", marketId: "g1:1x2:0", outcomeId: "g1:1x2:0:1" })
      const outcome = yield* toggleBet(second, 4).pipe(Effect.provide(handlerServices([watched, line, ...first])))
      expect(outcome.events.map((e) => e._tag)).toEqual(["CouponEdited"])
    })
  )

  it.effect("shows once while its bet is in the coupon, not on the coupon page, and not after the bet left", () =>
    Effect.gen(function* () {
      const added = (yield* click([watched, line])).events
      const show = (events: ReadonlyArray<Event>) => showCouponReminder(new ShowCouponReminder({}), 5).pipe(Effect.provide(handlerServices(events)))
      expect((yield* show([watched, line, ...added])).events.map((e) => e._tag)).toEqual(["CouponReminderShown"])
      const onCouponPage = new Navigated({ path: "/en/coupon", search: "", lng: "en", mode: "push" })
      expect((yield* show([watched, line, ...added, onCouponPage])).events).toEqual([])
      const removed = new CouponEdited({ edit: { _tag: "RemoveBet", betId: "g1:1x2:0:X" } })
      expect((yield* show([watched, line, ...added, removed])).events).toEqual([])
      const shown = (yield* show([watched, line, ...added])).events
      expect((yield* show([watched, line, ...added, ...shown])).events).toEqual([])
    })
  )
})

describe("coupon settings (SPEC.md 4)", () => {
  it.effect("one-click on a coupon with bets asks first; confirmed, it empties the coupon", () =>
    Effect.gen(function* () {
      const added = (yield* click([watched, line])).events
      const ask = yield* changeCouponSettings(new ChangeCouponSettings({ change: { _tag: "OneClick", on: true }, confirmed: false }), 6).pipe(
        Effect.provide(handlerServices([watched, line, ...added]))
      )
      expect(ask.events).toEqual([new OneClickQuestionAsked({})])
      const yes = yield* changeCouponSettings(new ChangeCouponSettings({ change: { _tag: "OneClick", on: true }, confirmed: true }), 7).pipe(
        Effect.provide(handlerServices([watched, line, ...added, ...ask.events]))
      )
      expect(yes.events).toEqual([new CouponSettingsChanged({ settings: { ...DEFAULT_COUPON_SETTINGS, isOneClick: true } }), new CouponEdited({ edit: { _tag: "Clear" } })])
    })
  )

  it.effect("with one-click on, a signed-in player's click places the price as a single at the one-click stake, and the coupon stays empty", () =>
    Effect.gen(function* () {
      const player = [
        new SessionChecked({ userId: 42 }),
        new ConfigLoaded({ lang: "en", config: demoConfig({ features: { oneClick: true } }) }),
        new AccountsLoaded({ data: { accounts: [{ id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 150_000, points: 0, isActive: true }], currencies: [], bonuses: [], hideBalance: true, isAccountFrozen: false, isAvailableFirstDepositBonus: false } }),
        // Auto-max is the coupon's: the one-click single still stakes the one-click amount.
        new CouponSettingsChanged({ settings: { ...DEFAULT_COUPON_SETTINGS, isOneClick: true, oneClickAmount: 250_00, isAutoMax: true } }),
        new CouponLimitsLoaded({ limits: { accountId: 11, currency: "RUB", minBetAmount: 10_00, maxBetAmount: 500_00, maxPayout: 1_000_000_00, minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1, 2], inPlayDelayMs: 3_000 } })
      ]
      const outcome = yield* toggleBet(toggle, 3).pipe(Effect.provide(handlerServices([watched, line, ...player])))
      expect(outcome.events.map((e) => e._tag)).toEqual(["CouponPlacementStarted"])
      const price = game().markets[0]!.outcomes.find((o) => o.id === "g1:1x2:0:X")!.price
      expect(outcome.next).toMatchObject([
        { _tag: "SendCoupon", oneClick: true, bet: { typeId: 0, accountId: 11, amount: 250_00, bets: [{ id: "g1:1x2:0:X", coef: price, blockId: 0, banker: false }] } }
      ])
    })
  )

  it.effect("one-click with no stake of the player's own places nothing: the click adds the bet to the coupon", () =>
    Effect.gen(function* () {
      const player = [
        new SessionChecked({ userId: 42 }),
        new ConfigLoaded({ lang: "en", config: demoConfig({ features: { oneClick: true } }) }),
        new AccountsLoaded({ data: { accounts: [{ id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 150_000, points: 0, isActive: true }], currencies: [], bonuses: [], hideBalance: true, isAccountFrozen: false, isAvailableFirstDepositBonus: false } }),
        new CouponSettingsChanged({ settings: { ...DEFAULT_COUPON_SETTINGS, isOneClick: true } })
      ]
      const outcome = yield* toggleBet(toggle, 3).pipe(Effect.provide(handlerServices([watched, line, ...player])))
      expect(outcome.events.map((e) => e._tag)).toEqual(["CouponEdited", "CouponReminderSet"])
      expect(outcome.next ?? []).toEqual([])
    })
  )

  it.effect("with auto-max on, placing stakes the largest stake that fits: here the maximum stake, not the typed one nor the balance", () =>
    Effect.gen(function* () {
      const player = [
        new SessionChecked({ userId: 42 }),
        new ConfigLoaded({ lang: "en", config: demoConfig({}) }),
        new AccountsLoaded({ data: { accounts: [{ id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 1_500_00, points: 0, isActive: true }], currencies: [], bonuses: [], hideBalance: true, isAccountFrozen: false, isAvailableFirstDepositBonus: false } }),
        new CouponLimitsLoaded({ limits: { accountId: 11, currency: "RUB", minBetAmount: 10_00, maxBetAmount: 500_00, maxPayout: 1_000_000_00, minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1, 2], inPlayDelayMs: 3_000 } })
      ]
      const added = (yield* click([watched, line, ...player])).events
      const typed = new CouponEdited({ edit: { _tag: "ChangeAmount", amount: 100_00 } })
      const autoMax = new CouponSettingsChanged({ settings: { ...DEFAULT_COUPON_SETTINGS, isAutoMax: true } })
      const placed = yield* placeCoupon(new PlaceCoupon({}), 9).pipe(Effect.provide(handlerServices([watched, line, ...player, ...added, typed, autoMax])))
      expect(placed.next).toMatchObject([{ _tag: "SendCoupon", bet: { typeId: 0, accountId: 11, amount: 500_00 } }])
      // Off again, the typed stake goes.
      const manual = yield* placeCoupon(new PlaceCoupon({}), 9).pipe(Effect.provide(handlerServices([watched, line, ...player, ...added, typed])))
      expect(manual.next).toMatchObject([{ _tag: "SendCoupon", bet: { amount: 100_00 } }])
    })
  )
})
