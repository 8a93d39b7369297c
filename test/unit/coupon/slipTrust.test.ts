import { it } from "@effect/vitest"
import { Effect } from "effect"
import { describe, expect } from "vitest"
import { AccountsLoaded } from "../../../src/commands/account/events"
import { PlaceCoupon } from "../../../src/commands/coupon/commands"
import { CouponEdited, CouponLimitsLoaded } from "../../../src/commands/coupon/events"
import { placeCoupon } from "../../../src/commands/coupon/handlers"
import { ConfigLoaded } from "../../../src/commands/config/events"
import { SessionChecked } from "../../../src/commands/session/events"
import { SportsGamesChanged, SportsWatchStarted } from "../../../src/commands/sports/events"
import { betEntryOf } from "../../../src/domain/coupon/bet"
import { DEFAULT_COUPON_SETTINGS, oneClickStake } from "../../../src/domain/coupon/couponSettings"
import { foldEvents } from "../../../src/projections/fold"
import { couponView } from "../../../src/projections/coupon/selectors"
import { initialStates } from "../../../src/projections/registry"
import { demoConfig } from "../../support/demoConfig"
import { handlerServices } from "../../support/handlerServices"
import { game, market } from "../../support/sportsLine"

const KEY = "games:line:eng-premier"
const watched = new SportsWatchStarted({ key: KEY, watch: { _tag: "games", section: "line", championshipId: "eng-premier" } })
const line = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 7, full: true, games: [game()], removed: [] })
const features = { bonusBet: true, vipBet: false, oneClick: true }
const limits = { minBetAmount: 10_00, maxBetAmount: 500_00, maxPayout: 1_000_000_00, minAmountTypes: [0, 1, 2, 4, 9] as const, maxAmountTypes: [0, 1, 2, 4, 9] as const }
const player = [
  new SessionChecked({ userId: 42 }),
  new ConfigLoaded({ lang: "en", config: demoConfig({ features: { bonusBet: true } }) }),
  new AccountsLoaded({ data: { accounts: [{ id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 1_000_00, points: 0, isActive: true }], currencies: [], bonuses: [], hideBalance: true, isAccountFrozen: false, isAvailableFirstDepositBonus: false } }),
  new CouponLimitsLoaded({ limits: { accountId: 11, currency: "RUB", ...limits, minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1, 2], inPlayDelayMs: 3_000 } })
]
const theGame = game()
const oneX2 = market()
/** 1, X and 2 of one game (2.10, 3.40, 3.60: each at least 1.10, so three of them would earn the express bonus). */
const allThree = oneX2.outcomes.map((outcome, i) => new CouponEdited({ edit: { _tag: "AddBet", bet: betEntryOf(theGame, oneX2, outcome), at: 1_800_000_000_000 + i } }))

describe("a coupon these bets cannot make shows no price", () => {
  const viewOf = (states: ReturnType<typeof initialStates>, withLimits: boolean) =>
    couponView(states.coupon, DEFAULT_COUPON_SETTINGS, states, withLimits ? { ...limits, minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1, 2] } : null, features, { type: 0, balance: 1_000_00 })

  it("an express of 1, X and 2 of one game: 'cannot be combined', with no express bonus, coefficient or possible win", () => {
    const states = foldEvents(initialStates(), [line, ...allThree, new CouponEdited({ edit: { _tag: "ChangeType", typeId: 1 } }), new CouponEdited({ edit: { _tag: "ChangeAmount", amount: 100_00 } })])
    const view = viewOf(states, true)
    expect(view.problems.map((p) => p._tag)).toContain("ConflictingBets")
    expect(view.bonusCoef).toBeUndefined()
    expect(view.coef).toBeUndefined()
    expect(view.possibleWin).toBeUndefined()
    // A guest's coupon (no limits yet) hides them too.
    expect(viewOf(states, false)).toMatchObject({ bonusCoef: undefined, coef: undefined, possibleWin: undefined })
  })

  it("a coupon missing only its stake still shows its coefficient", () => {
    const states = foldEvents(initialStates(), [line, allThree[0]!])
    const view = viewOf(states, true)
    expect(view.problems.map((p) => p._tag)).toEqual(["NoAmount"])
    expect(view.coef).toBe(2.1)
  })
})

describe("placing sends the stake on screen", () => {
  it.effect("the stake the fields show goes, not an older one the coupon still holds", () =>
    Effect.gen(function* () {
      const before = [watched, line, ...player, allThree[0]!, new CouponEdited({ edit: { _tag: "ChangeAmount", amount: 20_00 } })]
      const shown = { amount: 50_00, amountByBetId: {}, amountByBlockId: {} }
      const placed = yield* placeCoupon(new PlaceCoupon({ shown }), 9).pipe(Effect.provide(handlerServices(before)))
      expect(placed.next).toMatchObject([{ _tag: "SendCoupon", bet: { typeId: 0, accountId: 11, amount: 50_00 } }])
    })
  )

  it.effect("an empty field sends no stake (the server refuses it, as the slip does)", () =>
    Effect.gen(function* () {
      const before = [watched, line, ...player, allThree[0]!, new CouponEdited({ edit: { _tag: "ChangeAmount", amount: 20_00 } })]
      const placed = yield* placeCoupon(new PlaceCoupon({ shown: { amount: 0, amountByBetId: {}, amountByBlockId: {} } }), 9).pipe(Effect.provide(handlerServices(before)))
      expect(placed.next).toMatchObject([{ _tag: "SendCoupon", bet: { amount: 0 } }])
    })
  )
})

describe("one-click's stake is the player's own", () => {
  it("none until chosen; a bonus account keeps its own", () => {
    expect(oneClickStake(DEFAULT_COUPON_SETTINGS, 0)).toBe(0)
    expect(oneClickStake({ oneClickAmount: 25_00, bonusAccountOneClickAmount: 0 }, 0)).toBe(25_00)
    expect(oneClickStake({ oneClickAmount: 25_00, bonusAccountOneClickAmount: 0 }, 4)).toBe(0)
    expect(oneClickStake({ oneClickAmount: 25_00, bonusAccountOneClickAmount: 7_00 }, 4)).toBe(7_00)
  })
})
