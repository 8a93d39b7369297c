import { HashMap } from "effect"
import { describe, expect, it } from "vitest"
import { AccountsLoaded } from "../../../src/commands/account/events"
import { ConfigLoaded } from "../../../src/commands/config/events"
import { CouponEdited, CouponLimitsLoaded } from "../../../src/commands/coupon/events"
import { SessionChecked } from "../../../src/commands/session/events"
import { SportsGamesChanged } from "../../../src/commands/sports/events"
import type { WalletAccount } from "../../../src/domain/account/wallets"
import { type BetEntry, betEntryOf } from "../../../src/domain/coupon/bet"
import { type CouponSettings, DEFAULT_COUPON_SETTINGS } from "../../../src/domain/coupon/couponSettings"
import { EMPTY_COUPON } from "../../../src/domain/coupon/couponState"
import { ChangeCoefAction } from "../../../src/domain/coupon/priceChange"
import type { MarketStatus } from "../../../src/domain/sports/feed"
import {
  betNow,
  betsNow,
  betToPlaceOf,
  couponAccount,
  couponLimitsNow,
  couponView,
  type LineOf,
  lineOutcome,
  stakingAccount
} from "../../../src/projections/coupon/selectors"
import { foldEvents } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"
import type { GameView, PriceView } from "../../../src/projections/sports/line"
import { demoConfig } from "../../support/demoConfig"
import { game, market } from "../../support/sportsLine"

/** Arsenal v Chelsea 1X2, home win at 2.10 as the player added it. */
const home: BetEntry = betEntryOf(game(), market(), market().outcomes[0]!)
const HOME_ID = "g1:1x2:0:1"
const MARKET_ID = "g1:1x2:0"

const priceAt = (price: number): PriceView => ({ price, previous: null, version: 1, history: [price] })
const gameView = (status: GameView["status"]): GameView => {
  const { markets: _markets, ...header } = game({ status })
  return { ...header, markets: [{ id: MARKET_ID, type: "1x2", period: 0, line: null, outcomes: [{ id: HOME_ID, kind: "1" }] }] }
}
/** A line holding what is given of the bet's outcome, market and game. */
const lineWith = (parts: { price?: number; market?: MarketStatus; game?: GameView["status"]; present?: ReadonlyArray<string> }): LineOf => ({
  sportsPrices: parts.price === undefined ? HashMap.empty() : HashMap.make([HOME_ID, priceAt(parts.price)]),
  sportsMarkets: parts.market === undefined ? HashMap.empty() : HashMap.make([MARKET_ID, parts.market]),
  sportsGames: parts.game === undefined ? HashMap.empty() : HashMap.make(["g1", gameView(parts.game)]),
  present: parts.present === undefined ? undefined : new Set(parts.present)
})
const settings = (changes: Partial<CouponSettings> = {}): CouponSettings => ({ ...DEFAULT_COUPON_SETTINGS, ...changes })

describe("a bet as it stands in the line now", () => {
  it("takes the line's price, or keeps its own while the line has sent none", () => {
    expect(betNow(home, lineWith({ price: 2.25 }), settings()).current).toBe(2.25)
    expect(betNow(home, lineWith({}), settings()).current).toBe(2.1)
  })

  it("is locked by its market's status once the line sent one, and by its own flag until then", () => {
    expect(betNow(home, lineWith({ market: "open" }), settings()).locked).toBe(false)
    expect(betNow(home, lineWith({ market: "suspended" }), settings()).locked).toBe(true)
    // An open market unlocks a bet the coupon held as blocked.
    expect(betNow({ ...home, isBlocked: true }, lineWith({ market: "open" }), settings()).locked).toBe(false)
    expect(betNow({ ...home, isBlocked: true }, lineWith({}), settings()).locked).toBe(true)
    expect(betNow(home, lineWith({}), settings()).locked).toBe(false)
  })

  it("is locked when its game finished, whatever its market says", () => {
    expect(betNow(home, lineWith({ market: "open", game: "finished" }), settings()).locked).toBe(true)
    expect(betNow(home, lineWith({ market: "open", game: "live" }), settings()).locked).toBe(false)
    expect(betNow(home, lineWith({ market: "open", game: "line" }), settings()).locked).toBe(false)
  })

  it("is locked when the coupon's watch of the line answered without its game (the game is over)", () => {
    expect(betNow(home, lineWith({ market: "open", present: ["g2"] }), settings()).locked).toBe(true)
    expect(betNow(home, lineWith({ market: "open", present: ["g1", "g2"] }), settings()).locked).toBe(false)
    // Before that watch answered nothing is known to be gone.
    expect(betNow(home, lineWith({ market: "open" }), settings()).locked).toBe(false)
  })

  it("asks before taking a moved price when the player takes only the exact price, whatever the policy", () => {
    const moved = lineWith({ price: 2.3, market: "open" })
    expect(betNow(home, moved, settings({ changeCoefAction: ChangeCoefAction.acceptAny, exactCoef: 1 })).needsAccepting).toBe(true)
    expect(betNow(home, moved, settings({ changeCoefAction: ChangeCoefAction.acceptAny, exactCoef: 0 })).needsAccepting).toBe(false)
    expect(betNow(home, lineWith({ price: 2.1, market: "open" }), settings({ exactCoef: 1 })).needsAccepting).toBe(false)
  })
})

describe("the bets as the rules judge them now", () => {
  it("a bet the line left as it was is the coupon's own entry", () => {
    expect(betsNow([{ bet: home, current: 2.1, locked: false, needsAccepting: false }])[0]).toBe(home)
  })

  it("a price the policy takes replaces the bet's; one it asks about does not", () => {
    expect(betsNow([{ bet: home, current: 2.3, locked: false, needsAccepting: false }])[0]!.market.coef).toBe(2.3)
    expect(betsNow([{ bet: home, current: 2.3, locked: false, needsAccepting: true }])[0]!.market.coef).toBe(2.1)
  })

  it("a bet the line locked or reopened carries the line's flag", () => {
    const locked = betsNow([{ bet: home, current: 2.1, locked: true, needsAccepting: false }])[0]!
    expect([locked.isBlocked, locked.market.coef]).toEqual([true, 2.1])
    expect(betsNow([{ bet: { ...home, isBlocked: true }, current: 2.1, locked: false, needsAccepting: false }])[0]!.isBlocked).toBe(false)
  })
})

describe("the coupon view", () => {
  const limits = { minBetAmount: 10_00, maxBetAmount: 500_00, maxPayout: 1_000_000_00, minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1, 2] } as const
  const features = { bonusBet: true, vipBet: false, oneClick: true }
  const single = { ...EMPTY_COUPON, bets: [home], amount: 20_00 }

  it("lists the prices to accept: the moved ones the player's policy asks about, at the line's price", () => {
    const moved = lineWith({ price: 2.3, market: "open" })
    expect(couponView(single, settings({ changeCoefAction: ChangeCoefAction.alwaysAsk }), moved, limits, features, { type: 0, balance: 1_000_00 }).pricesToAccept).toEqual({
      [HOME_ID]: 2.3
    })
    expect(couponView(single, settings({ changeCoefAction: ChangeCoefAction.acceptAny }), moved, limits, features, { type: 0, balance: 1_000_00 }).pricesToAccept).toEqual({})
  })

  it("judges no stake before the limits are known, and has no Max then", () => {
    const view = couponView({ ...single, amount: 0 }, settings(), lineWith({ market: "open" }), null, features, { type: 0, balance: 1_000_00 })
    expect(view.problems).toEqual([])
    expect(view.maxAmount).toBeUndefined()
    expect(view.coef).toBe(2.1)
  })

  it("has no Max while the balance is unknown, and auto-max keeps the typed stake then", () => {
    const view = couponView(single, settings({ isAutoMax: true }), lineWith({ market: "open" }), limits, features, { type: 0, balance: null })
    expect(view.maxAmount).toBeUndefined()
    expect(view.amount).toBe(20_00)
  })

  it("with auto-max stakes the largest that fits the balance and limits", () => {
    const view = couponView(single, settings({ isAutoMax: true }), lineWith({ market: "open" }), limits, features, { type: 0, balance: 300_00 })
    expect([view.maxAmount, view.amount]).toEqual([300_00, 300_00])
  })
})

describe("the coupon's account and its limits", () => {
  const account = (id: number, changes: Partial<WalletAccount> = {}): WalletAccount =>
    ({ id, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 1_000_00, points: 0, isActive: false, ...changes }) as WalletAccount
  const wallet = [account(11, { isActive: true }), account(12, { type: 4, money: 50_00 })]
  const statesWith = (accounts: ReadonlyArray<WalletAccount>, accountId: number | null, limitsFor: number | null) => {
    const states = initialStates()
    return {
      accounts: { ...states.accounts, all_accounts: accounts },
      coupon: { ...states.coupon, accountId },
      couponPlacement: {
        ...states.couponPlacement,
        limits:
          limitsFor === null
            ? null
            : { accountId: limitsFor, currency: "RUB", minBetAmount: 10_00, maxBetAmount: 500_00, maxPayout: 1_000_000_00, minAmountTypes: [0] as const, maxAmountTypes: [0] as const, inPlayDelayMs: 0 }
      }
    }
  }

  it("is the account the coupon chose, else the wallet's active one", () => {
    expect(couponAccount(statesWith(wallet, 12, null))?.id).toBe(12)
    expect(couponAccount(statesWith(wallet, null, null))?.id).toBe(11)
    expect(couponAccount(statesWith(wallet, 99, null))?.id).toBe(11)
  })

  it("the limits count only when the server sent them for that account", () => {
    expect(couponLimitsNow(statesWith(wallet, 12, 12))?.accountId).toBe(12)
    expect(couponLimitsNow(statesWith(wallet, 12, 11))).toBeNull()
    expect(couponLimitsNow(statesWith(wallet, null, null))).toBeNull()
    // A guest has no account for any limits to be of.
    expect(couponLimitsNow(statesWith([], null, 11))).toBeNull()
  })

  it("the rules read the account's type and balance; with no account, a main account of unknown balance", () => {
    expect(stakingAccount(statesWith(wallet, 12, null))).toEqual({ type: 4, balance: 50_00 })
    expect(stakingAccount(statesWith(wallet, null, null))).toEqual({ type: 0, balance: 1_000_00 })
    expect(stakingAccount(statesWith([], null, null))).toEqual({ type: 0, balance: null })
  })
})

describe("a clicked price as the line holds it", () => {
  const twoMarkets = game({
    markets: [
      market(),
      market({
        id: "g1:total:0:2.5",
        type: "total",
        line: 2.5,
        outcomes: [
          { id: "g1:total:0:2.5:over", kind: "over", price: 1.9 },
          { id: "g1:total:0:2.5:under", kind: "under", price: 1.95 }
        ]
      })
    ]
  })
  const watched = foldEvents(initialStates(), [new SportsGamesChanged({ key: "games:line:eng-premier", at: 1_800_000_060_000, version: 7, full: true, games: [twoMarkets], removed: [] })])

  it("is the game with only that market, holding only that outcome at its price now", () => {
    const found = lineOutcome(watched, "g1", "g1:total:0:2.5", "g1:total:0:2.5:under")!
    expect(found.outcome).toEqual({ id: "g1:total:0:2.5:under", kind: "under", price: 1.95 })
    expect(found.market).toMatchObject({ id: "g1:total:0:2.5", type: "total", line: 2.5, status: "open", outcomes: [found.outcome] })
    expect(found.game.markets).toEqual([found.market])
    expect([found.game.home, found.game.away]).toEqual(["Arsenal", "Chelsea"])
  })

  it("is nothing when the line lacks the game, the market, the outcome, its price or its market's status", () => {
    expect(lineOutcome(watched, "g9", "g1:total:0:2.5", "g1:total:0:2.5:under")).toBeUndefined()
    expect(lineOutcome(watched, "g1", "g1:total:0:3.5", "g1:total:0:2.5:under")).toBeUndefined()
    expect(lineOutcome(watched, "g1", "g1:total:0:2.5", "g1:1x2:0:1")).toBeUndefined()
    expect(lineOutcome({ ...watched, sportsPrices: HashMap.remove(watched.sportsPrices, "g1:total:0:2.5:under") }, "g1", "g1:total:0:2.5", "g1:total:0:2.5:under")).toBeUndefined()
    expect(lineOutcome({ ...watched, sportsMarkets: HashMap.remove(watched.sportsMarkets, "g1:total:0:2.5") }, "g1", "g1:total:0:2.5", "g1:total:0:2.5:under")).toBeUndefined()
  })
})

describe("what a placement sends", () => {
  const KEY = "games:line:eng-premier"
  const away = (gameId: string) => betEntryOf(game({ id: gameId }), market({ id: `${gameId}:1x2:0` }), { id: `${gameId}:1x2:0:2`, kind: "2", price: 3.6 })
  const threeGames = [home, away("g2"), away("g3")]
  const player = [
    new SessionChecked({ userId: 42 }),
    new ConfigLoaded({ lang: "en", config: demoConfig({ features: { bonusBet: true } }) }),
    new AccountsLoaded({
      data: {
        accounts: [{ id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 1_000_00, points: 0, isActive: true }],
        currencies: [],
        bonuses: [],
        hideBalance: true,
        isAccountFrozen: false,
        isAvailableFirstDepositBonus: false
      }
    }),
    new CouponLimitsLoaded({
      limits: { accountId: 11, currency: "RUB", minBetAmount: 10_00, maxBetAmount: 500_00, maxPayout: 1_000_000_00, minAmountTypes: [0, 1, 2], maxAmountTypes: [0, 1, 2], inPlayDelayMs: 0 }
    }),
    new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 7, full: true, games: [game(), game({ id: "g2", markets: [market({ id: "g2:1x2:0", outcomes: [{ id: "g2:1x2:0:2", kind: "2", price: 3.6 }] })] }), game({ id: "g3", markets: [market({ id: "g3:1x2:0", outcomes: [{ id: "g3:1x2:0:2", kind: "2", price: 3.6 }] })] })], removed: [] })
  ]
  const edits = (...edit: ReadonlyArray<CouponEdited["edit"]>) => edit.map((each) => new CouponEdited({ edit: each }))
  const statesOf = (...edit: ReadonlyArray<CouponEdited["edit"]>) =>
    foldEvents(initialStates(), [...player, ...threeGames.map((bet, i) => new CouponEdited({ edit: { _tag: "AddBet", bet, at: 1_800_000_000_000 + i } })), ...edits(...edit)])

  it("an express of three earns the express bonus, unless the player removed it", () => {
    const express = statesOf({ _tag: "ChangeType", typeId: 1 }, { _tag: "ChangeAmount", amount: 20_00 })
    expect(betToPlaceOf(express, 11, "k").bonusBet).toBe(true)
    const removed = statesOf({ _tag: "ChangeType", typeId: 1 }, { _tag: "ChangeAmount", amount: 20_00 }, { _tag: "RemoveBonusBet" })
    expect(betToPlaceOf(removed, 11, "k").bonusBet).toBe(false)
  })

  it("a system sends its system value; other types send 0", () => {
    const system = statesOf({ _tag: "ChangeType", typeId: 2 }, { _tag: "ChangeSystemValue", value: 2 }, { _tag: "ChangeAmount", amount: 30_00 })
    expect(betToPlaceOf(system, 11, "k").systemValue).toBe(2)
    expect(betToPlaceOf(statesOf({ _tag: "ChangeType", typeId: 1 }), 11, "k").systemValue).toBe(0)
  })

  it("with auto-max on, the coupon stakes its Max; a stake read from the screen goes as it is", () => {
    const express = statesOf({ _tag: "ChangeType", typeId: 1 }, { _tag: "ChangeAmount", amount: 20_00 })
    const autoMax = { ...express, couponSettings: { ...express.couponSettings, settings: { ...express.couponSettings.settings, isAutoMax: true } } }
    expect(betToPlaceOf(autoMax, 11, "k").amount).toBe(500_00)
    expect(betToPlaceOf(autoMax, 11, "k", undefined, { amount: 50_00, amountByBetId: {}, amountByBlockId: {} }).amount).toBe(50_00)
  })

  it("a one-click single stakes the one-click amount, auto-max or not", () => {
    const states = statesOf()
    const autoMax = { ...states, couponSettings: { ...states.couponSettings, settings: { ...states.couponSettings.settings, isAutoMax: true } } }
    const oneClick = { ...EMPTY_COUPON, bets: [home], amount: 30_00 }
    expect(betToPlaceOf(autoMax, 11, "k", oneClick)).toMatchObject({ typeId: 0, amount: 30_00, bets: [{ id: HOME_ID, coef: 2.1 }] })
  })
})
