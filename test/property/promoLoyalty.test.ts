import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type DecidedStake, exchangeOutcome, LOYALTY_CATALOGUE, type LoyaltyReward, pointsOf, rewardAmountOf, rewardOf } from "../../src/domain/promo/loyalty"

/**
 * Loyalty points (src/domain/promo/loyalty.ts) against a model written from the rules on the page, not from the code:
 * one point per RUB 10.00 (1 000 kopecks) or USD 0.10 (10 cents) of counted stake, each stake rounded down on its own;
 * a sports coupon counts its whole stake when settled won or lost at odds of 1.50 or more (a single or an express);
 * a casino round counts its stake times the game's weight (slot, scratch, keno, plinko 100%; dice, roulette 20%;
 * blackjack 10%; any other game 100%); stakes of bonus money, void, cashed-out and multi-line coupons count nothing.
 * An exchange needs the reward's points: 500, 1 500 or 3 000.
 */

const POINT_STAKE: Record<string, number> = { RUB: 1_000, USD: 10 }
const WEIGHT: Record<string, number> = { slot: 100, scratch: 100, keno: 100, plinko: 100, dice: 20, roulette: 20, blackjack: 10, mines: 100, crash: 100 }

const coupon: fc.Arbitrary<DecidedStake> = fc.record({
  _tag: fc.constant("coupon" as const),
  stake: fc.integer({ min: 1, max: 100_000_000 }),
  currency: fc.constantFrom("RUB", "USD"),
  coefMilli: fc.oneof(fc.constant(null), fc.integer({ min: 1_000, max: 1_499 }), fc.integer({ min: 1_500, max: 100_000 })),
  status: fc.constantFrom("won" as const, "lost" as const, "void" as const, "cashedOut" as const),
  realMoney: fc.boolean()
})
const round: fc.Arbitrary<DecidedStake> = fc.record({
  _tag: fc.constant("round" as const),
  stake: fc.integer({ min: 1, max: 100_000_000 }),
  currency: fc.constantFrom("RUB", "USD"),
  game: fc.constantFrom(...Object.keys(WEIGHT)),
  realMoney: fc.boolean()
})
const stake = fc.oneof(coupon, round)

/** The model's points of one stake: the counted stake worked out from the rules, then whole points by repeated subtraction. */
const modelPoints = (s: DecidedStake): number => {
  if (!s.realMoney) return 0
  let counted: number
  if (s._tag === "coupon") {
    const decided = s.status === "won" || s.status === "lost"
    counted = decided && s.coefMilli !== null && s.coefMilli >= 1_500 ? s.stake : 0
  } else {
    counted = Math.floor((s.stake * WEIGHT[s.game]!) / 100)
  }
  // Whole points: how many times the point's stake fits, by BigInt division (no float in the model).
  return Number(BigInt(counted) / BigInt(POINT_STAKE[s.currency]!))
}

/** A player's points ledger replayed by the model: earned stakes add, an exchange subtracts only when the balance covers it. */
const replay = (steps: ReadonlyArray<{ readonly _tag: "stake"; readonly stake: DecidedStake } | { readonly _tag: "exchange"; readonly reward: LoyaltyReward }>) => {
  let balance = 0
  let lowest = 0
  let earnedByRule = 0
  for (const step of steps) {
    if (step._tag === "stake") {
      balance += pointsOf(step.stake)
      earnedByRule += modelPoints(step.stake)
    } else {
      const outcome = exchangeOutcome(balance, step.reward, false)
      if (outcome._tag === "exchanged") balance = outcome.balanceAfter
    }
    lowest = Math.min(lowest, balance)
  }
  return { balance, lowest, earnedByRule }
}

describe("loyalty points", () => {
  it("a stake earns exactly the model's whole points, never more than its counted stake buys", () => {
    fc.assert(
      fc.property(stake, (s) => {
        const points = pointsOf(s)
        expect(Number.isSafeInteger(points)).toBe(true)
        expect(points).toBe(modelPoints(s))
        const counted = s._tag === "round" ? Math.floor((s.stake * WEIGHT[s.game]!) / 100) : s.stake
        expect(points * POINT_STAKE[s.currency]!).toBeLessThanOrEqual(counted)
      }),
      { numRuns: 2_000 }
    )
  })

  it("non-qualifying stakes earn nothing: bonus money, void and cashed-out coupons, systems, odds under 1.50", () => {
    fc.assert(
      fc.property(stake, (s) => {
        const qualifies =
          s.realMoney && (s._tag === "round" || ((s.status === "won" || s.status === "lost") && s.coefMilli !== null && s.coefMilli >= 1_500))
        if (!qualifies) expect(pointsOf(s)).toBe(0)
      }),
      { numRuns: 2_000 }
    )
  })

  it("a player's points never exceed what their qualifying stakes earn, and exchanges never take the balance below zero", () => {
    const step = fc.oneof(
      { weight: 4, arbitrary: stake.map((s) => ({ _tag: "stake" as const, stake: s })) },
      { weight: 1, arbitrary: fc.constantFrom(...LOYALTY_CATALOGUE).map((reward) => ({ _tag: "exchange" as const, reward })) }
    )
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { balance, earnedByRule, lowest } = replay(steps)
        expect(lowest).toBeGreaterThanOrEqual(0)
        expect(balance).toBeLessThanOrEqual(earnedByRule)
      }),
      { numRuns: 500 }
    )
  })

  it("an exchange is refused below its cost and to a barred player, and otherwise leaves the balance less its cost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...LOYALTY_CATALOGUE), fc.boolean(), (balance, reward, barred) => {
        const outcome = exchangeOutcome(balance, reward, barred)
        if (barred) expect(outcome).toEqual({ _tag: "refused", reason: "excluded" })
        else if (balance < reward.points) expect(outcome).toEqual({ _tag: "refused", reason: "notEnoughPoints" })
        else expect(outcome).toEqual({ _tag: "exchanged", balanceAfter: balance - reward.points })
      })
    )
  })

  it("the catalogue: 500, 1 500 and 3 000 points for a RUB 50.00 sports bonus, a RUB 100.00 free bet and a RUB 400.00 casino bonus", () => {
    expect(LOYALTY_CATALOGUE.map((reward) => [reward.id, reward.points, reward.product, rewardAmountOf(reward, "RUB"), reward.wagering.multiplier])).toEqual([
      ["sport-bonus", 500, "sport", 5_000, 5],
      ["free-bet", 1_500, "sport", 10_000, 1],
      ["casino-bonus", 3_000, "casino", 40_000, 35]
    ])
    // A currency without its own prices takes the roubles'.
    expect(rewardAmountOf(rewardOf("free-bet")!, "JPY")).toBe(10_000)
    expect(rewardOf("gold-watch")).toBeUndefined()
  })
})
