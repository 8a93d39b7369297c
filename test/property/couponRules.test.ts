import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { amountsOf, stepAmount } from "../../src/domain/coupon/amounts"
import { BET_NOT_PLACED, type BetEntry } from "../../src/domain/coupon/bet"
import { changeSettings, DEFAULT_COUPON_SETTINGS, type SettingsChange } from "../../src/domain/coupon/couponSettings"
import { CouponType, type CouponTypeId, typeForCount } from "../../src/domain/coupon/couponType"
import { type CouponStake, type LegResult, linesOf, payoutOf, possibleWin } from "../../src/domain/coupon/lines"
import { acceptsPrice } from "../../src/domain/coupon/priceChange"
import { bonusBetCoef, type CouponDraft, type CouponLimits, couponProblems } from "../../src/domain/coupon/rules"
import { FULL_COVER_FROM_DOUBLES, FULL_COVER_FROM_SINGLES, linesOfValue, systemCombo, systemOptions } from "../../src/domain/coupon/system"

const bet = (id: string, coef: number, overrides: Partial<BetEntry> = {}, market: Partial<BetEntry["market"]> = {}): BetEntry => ({
  market: {
    id,
    coef,
    sportId: "football",
    marketId: `${id}-m`,
    typeId: "1x2",
    kind: 1,
    outcome: "1",
    period: 0,
    line: null,
    isLive: false,
    champId: "epl",
    gameId: `game-${id}`,
    ...market
  },
  blockId: 0,
  statusId: BET_NOT_PLACED,
  home: "Home",
  away: "Away",
  champName: "Premier League",
  score: null,
  startsAt: 0,
  gameStatus: "line",
  isBlocked: false,
  isDepend: false,
  isBannedExpress: false,
  isDisabledBanker: false,
  banker: false,
  ...overrides
})

const limits: CouponLimits = { minBetAmount: 10_00, maxBetAmount: 100_000_00, maxPayout: 10_000_000_00, minAmountTypes: [0, 1, 2, 4, 9], maxAmountTypes: [0, 1, 2, 4, 9] }
const features = { bonusBet: true, vipBet: true, oneClick: true }

const draft = (type: CouponTypeId, bets: ReadonlyArray<BetEntry>, overrides: Partial<CouponDraft> = {}): CouponDraft => ({
  type,
  bets,
  amount: 100_00,
  amountByBetId: {},
  amountByBlockId: {},
  systemValue: 2,
  promoCode: "",
  vip: false,
  bonusBet: false,
  ...overrides
})

const tags = (d: CouponDraft, accountType = 0) => couponProblems(d, limits, features, accountType).map((p) => p._tag)

describe("full covers and the system select", () => {
  it("counts the named covers' bets as bookmakers print them", () => {
    const doubles = [3, 4, 5, 6, 7, 8].map((n) => linesOfValue(FULL_COVER_FROM_DOUBLES, n, 0))
    expect(doubles).toEqual([4, 11, 26, 57, 120, 247]) // Trixie, Yankee, Canadian, Heinz, Super Heinz, Goliath
    const singles = [3, 4, 5, 6].map((n) => linesOfValue(FULL_COVER_FROM_SINGLES, n, 0))
    expect(singles).toEqual([7, 15, 31, 63]) // Patent, Lucky 15, Lucky 31, Lucky 63
  })

  it("offers 2/4 and 3/4, then the Yankee and the Lucky 15, each with its least total stake", () => {
    expect(systemOptions(4, 0, 10_00)).toEqual([
      { value: 2, offset: 2, minBetAmount: 60_00, combo: "2/4", lines: 6 },
      { value: 3, offset: 3, minBetAmount: 40_00, combo: "3/4", lines: 4 },
      { value: 102, offset: 2, minBetAmount: 110_00, combo: "Yankee", lines: 11 },
      { value: 101, offset: 1, minBetAmount: 150_00, combo: "Lucky 15", lines: 15 }
    ])
    // With a banker no cover is offered, and lines need room beside it: 2/4 and 3/4 with one banker.
    expect(systemOptions(4, 1, 10_00).map((o) => [o.combo, o.lines])).toEqual([
      ["2/4", 3],
      ["3/4", 3]
    ])
    // Nine selections: no named cover.
    expect(systemOptions(9, 0, 1).some((o) => o.value > 100)).toBe(false)
  })

  it("labels a placed system in the history as the select did: k/n, or the cover's name", () => {
    expect(systemCombo(2, 4)).toBe("2/4")
    expect(systemCombo(5, 8)).toBe("5/8")
    expect(systemCombo(FULL_COVER_FROM_DOUBLES, 3)).toBe("Trixie")
    expect(systemCombo(FULL_COVER_FROM_DOUBLES, 8)).toBe("Goliath")
    expect(systemCombo(FULL_COVER_FROM_SINGLES, 6)).toBe("Lucky 63")
  })

  it("pays a Trixie of three winners at 2.00 as 3 doubles and a treble", () => {
    const stake: CouponStake = { type: CouponType.system, legs: [{ coef: 2 }, { coef: 2 }, { coef: 2 }], amount: 400, systemValue: FULL_COVER_FROM_DOUBLES }
    // 4 lines of 100: 3 × 100 × 4 + 100 × 8 = 2000
    expect(possibleWin(stake)).toEqual({ min: 400, max: 2000 })
    expect(payoutOf(stake.legs, linesOf(stake)!.lines, ["won", "won", "lost"])).toBe(400)
  })
})

/** Every subset of leg indices as a bit mask: an enumeration that shares nothing with the coupon's. */
const masks = (n: number) => Array.from({ length: 1 << n }, (_, mask) => Array.from({ length: n }, (_, i) => i).filter((i) => (mask >> i) & 1))

/** A system's payout by brute force: lines of the given sizes holding every banker, exact sum, rounded half up once. */
const bruteForcePayout = (coefs: ReadonlyArray<number>, bankers: ReadonlyArray<boolean>, sizes: ReadonlyArray<number>, total: number, results: ReadonlyArray<LegResult>) => {
  const lines = masks(coefs.length).filter((m) => sizes.includes(m.length) && bankers.every((b, i) => !b || m.includes(i)))
  const perLine = BigInt(Math.floor(total / lines.length))
  const top = Math.max(...sizes)
  let sum = 0n
  for (const line of lines) {
    if (line.some((i) => results[i] === "lost")) continue
    const product = line.reduce((acc, i) => acc * (results[i] === "void" ? 1000n : BigInt(Math.round(coefs[i]! * 1000))), 1n)
    sum += perLine * product * 1000n ** BigInt(top - line.length)
  }
  const scale = 1000n ** BigInt(top)
  return { lines: lines.length, payout: Number((2n * sum + scale) / (2n * scale)) }
}

describe("lines and payouts", () => {
  const coef = fc.integer({ min: 1010, max: 5000 }).map((t) => t / 1000)
  const result = fc.constantFrom<LegResult>("won", "lost", "void")
  const system = fc.integer({ min: 3, max: 8 }).chain((n) =>
    fc.record({
      coefs: fc.array(coef, { minLength: n, maxLength: n }),
      bankers: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      results: fc.array(result, { minLength: n, maxLength: n }),
      value: fc.oneof(fc.integer({ min: 2, max: n }), fc.constantFrom(FULL_COVER_FROM_DOUBLES, FULL_COVER_FROM_SINGLES)),
      total: fc.integer({ min: 1, max: 1_000_000 })
    })
  )

  it("settles every system line as brute force does: void legs count 1.00, a lost banker loses every line", () => {
    fc.assert(
      fc.property(system, ({ coefs, bankers: wanted, results, value, total }) => {
        const full = value > 100
        const bankers = full ? wanted.map(() => false) : wanted
        const stake: CouponStake = { type: CouponType.system, legs: coefs.map((c, i) => ({ coef: c, banker: bankers[i] })), amount: total, systemValue: value }
        const made = linesOf(stake)
        const bankerCount = bankers.filter(Boolean).length
        const fits = full ? coefs.length <= (value === FULL_COVER_FROM_DOUBLES ? 8 : 6) : bankerCount < value && value <= coefs.length
        if (!fits) {
          expect(made).toBeUndefined()
          return
        }
        const sizes = full ? Array.from({ length: coefs.length }, (_, i) => i + 1).filter((s) => s >= value - 100) : [value]
        const oracle = bruteForcePayout(coefs, bankers, sizes, total, results)
        expect(made!.lines.length).toBe(oracle.lines)
        expect(payoutOf(stake.legs, made!.lines, results)).toBe(oracle.payout)
        if (bankers.some((b, i) => b && results[i] === "lost")) expect(payoutOf(stake.legs, made!.lines, results)).toBe(0)
        const win = possibleWin(stake)!
        expect(win.max).toBe(bruteForcePayout(coefs, bankers, sizes, total, coefs.map(() => "won")).payout)
        expect(win.min).toBeLessThanOrEqual(win.max)
      }),
      { numRuns: 300 }
    )
  })

  it("pays an express as the product with a void leg at 1.00, and nothing with a lost leg", () => {
    const legs = [{ coef: 1.5 }, { coef: 2.2 }, { coef: 1.9 }]
    const stake: CouponStake = { type: CouponType.express, legs, amount: 100_00 }
    const lines = linesOf(stake)!.lines
    // 100.00 × 1.5 × 2.2 × 1.9 = 627.00
    expect(payoutOf(legs, lines, ["won", "won", "won"])).toBe(627_00)
    // The 2.2 leg void: 100.00 × 1.5 × 1.9 = 285.00
    expect(payoutOf(legs, lines, ["won", "void", "won"])).toBe(285_00)
    expect(payoutOf(legs, lines, ["won", "lost", "won"])).toBe(0)
    // Every leg void: the stake comes back.
    expect(payoutOf(legs, lines, ["void", "void", "void"])).toBe(100_00)
    // With the bonus of three bets (1.03): 627.00 × 1.03 = 645.81
    expect(possibleWin({ ...stake, bonusCoef: 1.03 })).toEqual({ min: 645_81, max: 645_81 })
  })

  it("pays multiple singles and blocks line by line, each with its own stake", () => {
    const singles: CouponStake = { type: CouponType.multiSingles, legs: [{ coef: 2 }, { coef: 3.5 }], amount: 0, amountByLeg: [10_00, 20_00] }
    // 10.00 × 2 = 20.00; 20.00 × 3.5 = 70.00
    expect(possibleWin(singles)).toEqual({ min: 20_00, max: 90_00 })
    expect(payoutOf(singles.legs, linesOf(singles)!.lines, ["lost", "won"])).toBe(70_00)
    const blocks: CouponStake = {
      type: CouponType.blocks,
      legs: [
        { coef: 2, blockId: 1 },
        { coef: 1.5, blockId: 1 },
        { coef: 4, blockId: 2 }
      ],
      amount: 0,
      amountByBlockId: { "1": 10_00, "2": 5_00 }
    }
    // Block 1: 10.00 × 3 = 30.00; block 2: 5.00 × 4 = 20.00
    expect(possibleWin(blocks)).toEqual({ min: 20_00, max: 50_00 })
    expect(payoutOf(blocks.legs, linesOf(blocks)!.lines, ["won", "lost", "won"])).toBe(20_00)
  })

  it("saturates a possible win past 2^53 minor units instead of losing precision", () => {
    const legs = Array.from({ length: 10 }, () => ({ coef: 1000 }))
    expect(possibleWin({ type: CouponType.express, legs, amount: 100_00 })!.max).toBe(Number.MAX_SAFE_INTEGER)
  })
})

describe("the coupon's rules (SPEC.md 5)", () => {
  it("offers the bonus bet for expresses of three or more bets at 1.10 or more, none of market kind 7", () => {
    const three = [bet("a", 1.5), bet("b", 1.5), bet("c", 1.5)]
    expect(bonusBetCoef(true, CouponType.express, three)).toBe(1.03)
    expect(bonusBetCoef(true, CouponType.express, [...three, ...["d", "e", "f", "g", "h", "i"].map((id) => bet(id, 1.2))])).toBe(1.09)
    expect(bonusBetCoef(true, CouponType.express, Array.from({ length: 10 }, (_, i) => bet(`b${i}`, 1.1)))).toBe(1.1)
    expect(bonusBetCoef(true, CouponType.express, [bet("a", 1.5), bet("b", 1.5)])).toBeUndefined()
    expect(bonusBetCoef(true, CouponType.express, [...three.slice(1), bet("c", 1.099)])).toBeUndefined()
    expect(bonusBetCoef(true, CouponType.express, [...three.slice(1), bet("c", 5, {}, { kind: 7, typeId: "correctScore" })])).toBeUndefined()
    expect(bonusBetCoef(false, CouponType.express, three)).toBeUndefined()
    expect(bonusBetCoef(true, CouponType.system, three)).toBeUndefined()
  })

  it("refuses two bets on one game, and bets the line keeps out of expresses, in combined types only", () => {
    const same = [bet("a", 1.5), bet("b", 2, {}, { gameId: "game-a" }), bet("c", 2)]
    expect(couponProblems(draft(CouponType.express, same), limits, features, 0)).toContainEqual({ _tag: "ConflictingBets", betIds: ["a", "b"] })
    expect(tags(draft(CouponType.multiSingles, same, { amountByBetId: { a: 10_00, b: 10_00, c: 10_00 } }))).toEqual([])
    const banned = [bet("a", 1.5), bet("b", 2, { isBannedExpress: true })]
    expect(couponProblems(draft(CouponType.express, banned), limits, features, 0)).toContainEqual({ _tag: "ConflictingBets", betIds: ["b"] })
  })

  it("blocks placing on a locked bet until it is removed or reopens", () => {
    const bets = [bet("a", 1.5), bet("b", 2, { isBlocked: true })]
    expect(couponProblems(draft(CouponType.express, bets), limits, features, 0)).toContainEqual({ _tag: "LockedBets", betIds: ["b"] })
    expect(tags(draft(CouponType.express, [bets[0]!, { ...bets[1]!, isBlocked: false }]))).toEqual([])
  })

  it("applies the minimum per line and the maximum to the whole stake, with no maximum on the bonus account", () => {
    expect(couponProblems(draft(CouponType.single, [bet("a", 2)], { amount: 9_99 }), limits, features, 0)).toEqual([{ _tag: "AmountBelowMin", min: 10_00 }])
    // 2/3: three lines, each at least 10.00 → at least 30.00
    const three = [bet("a", 2), bet("b", 2), bet("c", 2)]
    expect(couponProblems(draft(CouponType.system, three, { amount: 29_99 }), limits, features, 0)).toEqual([{ _tag: "AmountBelowMin", min: 30_00 }])
    expect(tags(draft(CouponType.system, three, { amount: 30_00 }))).toEqual([])
    expect(couponProblems(draft(CouponType.single, [bet("a", 2)], { amount: 100_000_01 }), limits, features, 0)).toEqual([{ _tag: "AmountAboveMax", max: 100_000_00 }])
    expect(tags(draft(CouponType.single, [bet("a", 2)], { amount: 100_000_01 }), 4)).toEqual([])
    // A type config does not list has no minimum.
    expect(couponProblems(draft(CouponType.single, [bet("a", 2)], { amount: 1 }), { ...limits, minAmountTypes: [1] }, features, 0)).toEqual([])
  })

  it("takes promo codes except on multiple singles, and vip bets only on line bets of the other types", () => {
    expect(tags(draft(CouponType.multiSingles, [bet("a", 2)], { promoCode: "SPRING", amountByBetId: { a: 10_00 } }))).toEqual(["PromoNotAllowed"])
    expect(tags(draft(CouponType.single, [bet("a", 2)], { promoCode: "SPRING" }))).toEqual([])
    // A vip bet may go over the maximum, up to ten times it.
    expect(tags(draft(CouponType.single, [bet("a", 2)], { vip: true, amount: 1_000_000_00 }))).toEqual([])
    expect(tags(draft(CouponType.single, [bet("a", 2)], { vip: true, amount: 1_000_000_01 }))).toEqual(["AmountAboveMax"])
    expect(tags(draft(CouponType.single, [bet("a", 2, {}, { isLive: true })], { vip: true }))).toEqual(["VipNotAllowed"])
    expect(tags(draft(CouponType.multiSingles, [bet("a", 2)], { vip: true, amountByBetId: { a: 10_00 } }))).toEqual(["VipNotAllowed"])
    expect(couponProblems(draft(CouponType.single, [bet("a", 2)], { vip: true }), { ...limits, maxBetAmount: null }, features, 0).map((p) => p._tag)).toEqual(["VipNotAllowed"])
  })

  it("needs a system value of at least 2 that fits, and bankers only in systems", () => {
    const three = [bet("a", 2), bet("b", 2), bet("c", 2)]
    expect(tags(draft(CouponType.system, three, { systemValue: 1 }))).toEqual(["InvalidSystem"])
    expect(tags(draft(CouponType.system, three, { systemValue: 4 }))).toEqual(["InvalidSystem"])
    expect(tags(draft(CouponType.express, [bet("a", 2, { banker: true }), bet("b", 2)]))).toEqual(["InvalidBanker"])
    expect(tags(draft(CouponType.system, [bet("a", 2, { banker: true, isDisabledBanker: true }), ...three.slice(1), bet("d", 2)], { amount: 100_00 }))).toEqual(["InvalidBanker"])
  })
})

describe("what stops a coupon, each reason by hand", () => {
  it("needs bets, a stake on every line, and the number of bets its type takes", () => {
    expect(couponProblems(draft(CouponType.single, []), limits, features, 0)).toEqual([{ _tag: "NoBets" }])
    expect(tags(draft(CouponType.single, [bet("a", 2)], { amount: 0 }))).toEqual(["NoAmount"])
    expect(tags(draft(CouponType.multiSingles, [bet("a", 2), bet("b", 2)], { amountByBetId: { a: 10_00 } }))).toEqual(["NoAmount"])
    expect(tags(draft(CouponType.single, [bet("a", 2), bet("b", 2)]))).toEqual(["TooFewBets"])
    expect(couponProblems(draft(CouponType.express, [bet("a", 2)]), limits, features, 0)).toContainEqual({ _tag: "TooFewBets", min: 2 })
    expect(couponProblems(draft(CouponType.system, [bet("a", 2), bet("b", 2)]), limits, features, 0)).toContainEqual({ _tag: "TooFewBets", min: 3 })
    const thirtyOne = Array.from({ length: 31 }, (_, i) => bet(`b${i}`, 1.01))
    expect(couponProblems(draft(CouponType.express, thirtyOne), limits, features, 0)).toContainEqual({ _tag: "TooManyBets", max: 30 })
    expect(tags(draft(CouponType.express, thirtyOne.slice(0, 30)))).toEqual([])
  })

  it("refuses a bonus the coupon does not offer, and a possible win above the largest payout", () => {
    expect(tags(draft(CouponType.express, [bet("a", 2), bet("b", 2)], { bonusBet: true }))).toEqual(["BonusNotOffered"])
    expect(tags(draft(CouponType.express, [bet("a", 2), bet("b", 2), bet("c", 2)], { bonusBet: true }))).toEqual([])
    // 100.00 at 2 × 2 = 400.00 against a largest payout of 399.99, then of exactly 400.00.
    const two = draft(CouponType.express, [bet("a", 2), bet("b", 2)])
    expect(couponProblems(two, { ...limits, maxPayout: 399_99 }, features, 0)).toEqual([{ _tag: "PayoutAboveMax", maxPayout: 399_99 }])
    expect(couponProblems(two, { ...limits, maxPayout: 400_00 }, features, 0)).toEqual([])
  })

  it("combines the bets of one block only: two on one game in different blocks are fine", () => {
    const sameGame = [bet("a", 2, { blockId: 0 }), bet("b", 2, { blockId: 1 }, { gameId: "game-a" })]
    expect(tags(draft(CouponType.blocks, sameGame, { amountByBlockId: { "0": 10_00, "1": 10_00 } }))).toEqual([])
    const oneBlock = [bet("a", 2, { blockId: 1 }), bet("b", 2, { blockId: 1 }, { gameId: "game-a" }), bet("c", 2, { blockId: 0 })]
    expect(couponProblems(draft(CouponType.blocks, oneBlock, { amountByBlockId: { "0": 10_00, "1": 10_00 } }), limits, features, 0)).toContainEqual({
      _tag: "ConflictingBets",
      betIds: ["a", "b"]
    })
    // Each block's stake is held to the minimum on its own.
    expect(couponProblems(draft(CouponType.blocks, sameGame, { amountByBlockId: { "0": 10_00, "1": 9_99 } }), limits, features, 0)).toEqual([
      { _tag: "AmountBelowMin", min: 10_00 }
    ])
  })

  it("counts what a system leaves unstaked toward the maximum: 100 000.01 on 2/3 is over 100 000.00", () => {
    const three = [bet("a", 2), bet("b", 2), bet("c", 2)]
    expect(couponProblems(draft(CouponType.system, three, { amount: 100_000_01 }), limits, features, 0)).toEqual([{ _tag: "AmountAboveMax", max: 100_000_00 }])
  })

  it("needs every bet of a vip request to be a line bet", () => {
    const mixed = [bet("a", 2), bet("b", 2, {}, { isLive: true })]
    expect(tags(draft(CouponType.express, mixed, { vip: true }))).toEqual(["VipNotAllowed"])
  })

  it("offers no bonus when the product of the prices is below 1.01", () => {
    // Three prices of 1.1: 1.331, offered; the rule of 1.01 can only bite below 1.1 each, which the 1.1 rule refuses first.
    expect(bonusBetCoef(true, CouponType.express, [bet("a", 1.1), bet("b", 1.1), bet("c", 1.1)])).toBe(1.03)
  })
})

describe("prices, steps and the coupon's type", () => {
  it("follows changeCoefAction: 0 asks, 1 takes a higher price, 2 takes any; exact coefficient takes only the shown one", () => {
    expect([acceptsPrice(0, false, 1.9, 1.9), acceptsPrice(0, false, 1.9, 2), acceptsPrice(0, false, 1.9, 1.8)]).toEqual([true, false, false])
    expect([acceptsPrice(1, false, 1.9, 2), acceptsPrice(1, false, 1.9, 1.8)]).toEqual([true, false])
    expect([acceptsPrice(2, false, 1.9, 2), acceptsPrice(2, false, 1.9, 1.8)]).toEqual([true, true])
    expect([acceptsPrice(2, true, 1.9, 2), acceptsPrice(2, true, 1.9, 1.9)]).toEqual([false, true])
  })

  it("steps stakes by the currency's step (RUB 100, USD 2.5, EUR 2.5; initial RUB 150, USD 5, EUR 5; RUB otherwise)", () => {
    expect(amountsOf("RUB")).toEqual({ step: 10000, initial: 15000 })
    expect(amountsOf("USD")).toEqual({ step: 250, initial: 500 })
    expect(amountsOf("EUR")).toEqual({ step: 250, initial: 500 })
    expect(amountsOf("XYZ")).toEqual({ step: 10000, initial: 15000 })
    expect([stepAmount(500, 250, 1), stepAmount(600, 250, 1), stepAmount(600, 250, -1), stepAmount(500, 250, -1), stepAmount(100, 250, -1)]).toEqual([750, 750, 500, 250, 0])
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 }), (amount, step) => {
        const up = stepAmount(amount, step, 1)
        const down = stepAmount(amount, step, -1)
        expect(up % step).toBe(0)
        expect(up > amount && up - amount <= step).toBe(true)
        expect(down % step).toBe(0)
        expect(down >= 0 && (amount === 0 ? down === 0 : down < amount && amount - down <= step)).toBe(true)
      })
    )
  })

  it("is a single with one bet and an express from two, keeping a system or block type the player chose while it fits", () => {
    expect(typeForCount(CouponType.express, 1)).toBe(0)
    expect(typeForCount(CouponType.single, 2)).toBe(1)
    expect(typeForCount(CouponType.system, 2)).toBe(1)
    expect(typeForCount(CouponType.system, 3)).toBe(2)
    expect(typeForCount(CouponType.multiSingles, 5)).toBe(9)
    expect(typeForCount(CouponType.blocks, 2)).toBe(4)
  })
})

describe("coupon settings toggles (SPEC.md 4)", () => {
  const change: fc.Arbitrary<SettingsChange> = fc.oneof(
    fc.boolean().map((on) => ({ _tag: "OneClick" as const, on })),
    fc.constantFrom(0 as const, 1 as const).map((value) => ({ _tag: "ExactCoef" as const, value })),
    fc.boolean().map((on) => ({ _tag: "DropOnScoreChange" as const, on }))
  )

  it("keeps the spec's links for any sequence of toggles", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ change, bets: fc.integer({ min: 0, max: 3 }), confirmed: fc.boolean() }), { maxLength: 30 }), (steps) => {
        let settings = DEFAULT_COUPON_SETTINGS
        for (const { change: c, bets, confirmed } of steps) {
          const outcome = changeSettings(settings, c, bets, confirmed)
          if (c._tag === "OneClick" && c.on && bets > 0 && !confirmed) {
            // One-click on a coupon with bets asks first, and nothing changes until the player says yes.
            expect(outcome._tag).toBe("NeedsConfirmation")
            continue
          }
          expect(outcome._tag).toBe("Applied")
          if (outcome._tag !== "Applied") return
          const next = outcome.settings
          if (c._tag === "OneClick") expect(next.isOneClick).toBe(c.on)
          if (c._tag === "ExactCoef") {
            expect(next.exactCoef).toBe(c.value)
            expect(next.isDropOnScoreChange).toBe(c.value === 0 ? false : settings.isDropOnScoreChange)
          }
          if (c._tag === "DropOnScoreChange") {
            expect(next.isDropOnScoreChange).toBe(c.on)
            expect(next.isOneClick).toBe(c.on ? false : settings.isOneClick)
          }
          settings = next
        }
      })
    )
  })
})
