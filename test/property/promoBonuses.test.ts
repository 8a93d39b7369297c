import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  BONUS_VALIDITY_MS,
  type BonusProduct,
  contributionOf,
  depositBonusAmount,
  FIRST_DEPOSIT_BONUS,
  outcomeOf,
  progressAfter,
  releasedAmount,
  REDEPOSIT_BONUS,
  requirementOf,
  type Stake,
  WAGERING
} from "../../src/domain/promo/bonuses"
import { promoCodeRefusal } from "../../src/domain/promo/promoCodes"

/**
 * The bonus rules of src/domain/promo/bonuses.ts against an independent model: a stake qualifies for a sports bonus
 * when it is a single or express at odds of 1.5 or more, for a casino bonus when it is a casino round, counted at the
 * game's weight (dice 20%, slots 100%, unknown games 100%); a bonus's money reaches the main account only by
 * conversion, and it converts only once met.
 */

const stake: fc.Arbitrary<Stake> = fc.oneof(
  fc.record({ _tag: fc.constant("coupon" as const), stake: fc.integer({ min: 1, max: 10_000_000 }), coefMilli: fc.option(fc.integer({ min: 1000, max: 50_000 }), { nil: null }) }),
  fc.record({ _tag: fc.constant("round" as const), stake: fc.integer({ min: 1, max: 10_000_000 }), game: fc.constantFrom("dice", "slot", "roulette", "blackjack", "mines", "unknown-game") })
)

/** The model's weights, written from the spec's table: the percent of a round's stake a casino bonus counts. */
const MODEL_WEIGHT: Record<string, number> = { dice: 20, slot: 100, roulette: 20, blackjack: 10, mines: 100, "unknown-game": 100 }

const qualifyingOf = (product: BonusProduct, s: Stake): number => {
  if (product === "sport") return s._tag === "coupon" && s.coefMilli !== null && s.coefMilli >= 1500 ? s.stake : 0
  return s._tag === "round" ? s.stake : 0
}

describe("wagering progress (bonuses/wager)", () => {
  it("never exceeds the stakes that qualify, nor the requirement, and grows by exactly the weighted stake until met", () => {
    fc.assert(
      fc.property(fc.constantFrom<BonusProduct>("sport", "casino"), fc.integer({ min: 1, max: 1_000_000 }), fc.array(stake, { maxLength: 40 }), (product, amount, stakes) => {
        const requirement = requirementOf(WAGERING[product], amount)
        let progress = 0
        let qualifying = 0
        for (const s of stakes) {
          const before = progress
          progress = progressAfter(progress, requirement, contributionOf(product, WAGERING[product], s))
          qualifying += qualifyingOf(product, s)
          const weighted = product === "casino" && s._tag === "round" ? Math.floor((s.stake * MODEL_WEIGHT[s.game]!) / 100) : qualifyingOf(product, s)
          expect(progress).toBe(Math.min(requirement, before + weighted))
          expect(progress).toBeLessThanOrEqual(qualifying)
          expect(progress).toBeLessThanOrEqual(requirement)
        }
      })
    )
  })

  it("a sports bonus counts no casino round and no coupon under odds 1.5; a casino bonus counts no coupon", () => {
    expect(contributionOf("sport", WAGERING.sport, { _tag: "coupon", stake: 1000, coefMilli: 1499 })).toBe(0)
    expect(contributionOf("sport", WAGERING.sport, { _tag: "coupon", stake: 1000, coefMilli: 1500 })).toBe(1000)
    expect(contributionOf("sport", WAGERING.sport, { _tag: "coupon", stake: 1000, coefMilli: null })).toBe(0)
    expect(contributionOf("sport", WAGERING.sport, { _tag: "round", stake: 1000, game: "slot" })).toBe(0)
    expect(contributionOf("casino", WAGERING.casino, { _tag: "coupon", stake: 1000, coefMilli: 3000 })).toBe(0)
    expect(contributionOf("casino", WAGERING.casino, { _tag: "round", stake: 555, game: "dice" })).toBe(111)
    expect(requirementOf(WAGERING.sport, 10_000)).toBe(50_000)
    expect(requirementOf(WAGERING.casino, 10_000)).toBe(350_000)
  })
})

describe("a bonus reaches the main account only when met", () => {
  const facts = fc.record({
    requirement: fc.integer({ min: 0, max: 10_000_000 }),
    wagered: fc.integer({ min: 0, max: 10_000_000 }),
    awardedAt: fc.integer({ min: 0, max: 2_000_000_000_000 }),
    elapsed: fc.integer({ min: 0, max: 2 * BONUS_VALIDITY_MS })
  })

  it("converts exactly when its progress reached the requirement; otherwise it is kept until its expiry, then expires", () => {
    fc.assert(
      fc.property(facts, ({ awardedAt, elapsed, requirement, wagered }) => {
        const w = Math.min(wagered, requirement)
        const bonus = { status: "active" as const, requirement, wagered: w, expiresAt: awardedAt + BONUS_VALIDITY_MS }
        const outcome = outcomeOf(bonus, awardedAt + elapsed)
        if (w < requirement) expect(outcome).not.toBe("convert")
        if (w >= requirement) expect(outcome).toBe("convert")
        if (w < requirement) expect(outcome).toBe(elapsed >= BONUS_VALIDITY_MS ? "expire" : "keep")
      })
    )
  })

  it("a settled bonus moves nothing again, and no more than the bonus or the bonus balance ever leaves the bonus account", () => {
    fc.assert(
      fc.property(fc.constantFrom("converted" as const, "expired" as const, "forfeited" as const), fc.integer({ min: 0, max: 10 }), (status, wagered) => {
        expect(outcomeOf({ status, requirement: 0, wagered, expiresAt: 0 }, 1)).toBe("keep")
      })
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 1e9 }), (amount, balance) => {
        const released = releasedAmount(amount, balance)
        expect(released).toBe(Math.min(amount, balance))
      })
    )
  })
})

describe("deposit bonuses and promo codes", () => {
  it("the first deposit doubles up to 15 000 ₽ from 100 ₽; a re-deposit adds 25% up to 5 000 ₽ from 1 000 ₽", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
        expect(depositBonusAmount(FIRST_DEPOSIT_BONUS, "RUB", amount)).toBe(amount < 10_000 ? 0 : Math.min(amount, 1_500_000))
        expect(depositBonusAmount(REDEPOSIT_BONUS, "RUB", amount)).toBe(amount < 100_000 ? 0 : Math.min(Math.floor(amount / 4), 500_000))
      })
    )
  })

  it("a code is refused outside its window, used up, in another currency or used by the player before", () => {
    const code = { validFrom: 1000, validUntil: 2000, maxUses: 2, uses: 1, currency: "RUB" }
    expect(promoCodeRefusal(null, 1500, "RUB", false)).toBe("unknown")
    expect(promoCodeRefusal(code, 999, "RUB", false)).toBe("notYet")
    expect(promoCodeRefusal(code, 2000, "RUB", false)).toBe("ended")
    expect(promoCodeRefusal({ ...code, uses: 2 }, 1500, "RUB", false)).toBe("usedUp")
    expect(promoCodeRefusal(code, 1500, "USD", false)).toBe("currency")
    expect(promoCodeRefusal(code, 1500, "RUB", true)).toBe("alreadyUsed")
    expect(promoCodeRefusal(code, 1000, "RUB", false)).toBeNull()
  })
})
