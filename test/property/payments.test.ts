import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CASHIER_RULES, cashierRulesOf, checkAmount, clampToRule } from "../../src/domain/payments/amounts"
import { isFreshTimestamp } from "../../src/domain/payments/callbackSignature"
import { createRequestSteps, isSubTopicOf, needsTransaction } from "../../src/domain/payments/requests"
import { type DepositStatus, depositAfter, type ProviderNotice, withdrawalAfter, type WithdrawalAction, type WithdrawalStatus } from "../../src/domain/payments/status"

const RUB = { min: 10_000, max: 60_000_000, step: 100 }

describe("the cashier's amounts, by hand", () => {
  it("RUB deposits: 100 roubles to 600 000, whole roubles", () => {
    expect(cashierRulesOf("RUB").deposit).toEqual(RUB)
    expect(checkAmount(10_000, RUB)).toEqual(Either.right(10_000))
    expect(checkAmount(9_999, RUB)).toEqual(Either.left({ _tag: "BelowMin", min: 10_000 }))
    expect(checkAmount(60_000_100, RUB)).toEqual(Either.left({ _tag: "AboveMax", max: 60_000_000 }))
    expect(checkAmount(10_050, RUB)).toEqual(Either.left({ _tag: "OffStep", step: 100 }))
    expect(checkAmount(10_000.5, RUB)).toEqual(Either.left({ _tag: "NotWhole" }))
  })
  it("a currency without rules of its own takes RUB's", () => {
    expect(cashierRulesOf("XYZ")).toEqual(CASHIER_RULES["RUB"])
  })
})

const anyRule = fc
  .record({ step: fc.integer({ min: 1, max: 10_000 }), minSteps: fc.integer({ min: 1, max: 1000 }), span: fc.integer({ min: 0, max: 100_000 }) })
  .map(({ minSteps, span, step }) => ({ min: minSteps * step, max: (minSteps + span) * step, step }))

describe("the cashier's amounts, as properties", () => {
  it("an accepted amount is whole, within the rule and on its step; clamping always gives an accepted amount", () => {
    fc.assert(
      fc.property(anyRule, fc.double({ min: -1e9, max: 1e12, noNaN: true }), (rule, amount) => {
        const checked = checkAmount(amount, rule)
        if (Either.isRight(checked)) {
          expect(Number.isSafeInteger(amount) && amount >= rule.min && amount <= rule.max && amount % rule.step === 0).toBe(true)
        }
        expect(Either.isRight(checkAmount(clampToRule(amount, rule), rule))).toBe(true)
      })
    )
  })
  it("clamping keeps an accepted amount as it is", () => {
    fc.assert(
      fc.property(anyRule, fc.integer({ min: 0, max: 100_000 }), (rule, steps) => {
        const amount = Math.min(rule.min + steps * rule.step, rule.max)
        expect(clampToRule(amount, rule)).toBe(amount)
      })
    )
  })
})

const notices: ReadonlyArray<ProviderNotice> = ["pending", "succeeded", "failed", "cancelled", "refunded"]

/** A deposit's notices folded in delivery order: the final status and the money the player holds from it. */
const fold = (delivered: ReadonlyArray<ProviderNotice>, admitted = true) => {
  let status: DepositStatus = "created"
  let held = 0
  let credits = 0
  for (const notice of delivered) {
    const step = depositAfter(status, notice)
    status = step.status
    if (step.effect === "admitAndCredit") {
      if (admitted) {
        held += 1
        credits += 1
      } else status = "refused"
    }
    if (step.effect === "debitRefund") held -= 1
  }
  return { status, held, credits }
}

describe("a deposit's notices, in any order and any number of times", () => {
  it("a success and its refund, each delivered 1 to 5 times in any order, end refunded with nothing held and at most one credit", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), fc.integer(), (successes, refunds, seed) => {
        const delivered: Array<ProviderNotice> = [...Array<ProviderNotice>(successes).fill("succeeded"), ...Array<ProviderNotice>(refunds).fill("refunded")]
        const shuffled = fc.sample(fc.shuffledSubarray(delivered, { minLength: delivered.length, maxLength: delivered.length }), { seed, numRuns: 1 })[0]!
        const { credits, held, status } = fold(shuffled)
        expect(status).toBe("refunded")
        expect(held).toBe(0)
        expect(credits).toBeLessThanOrEqual(1)
      })
    )
  })
  it("whatever arrives, a deposit is credited at most once and never holds more than its amount or less than nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...notices), { maxLength: 30 }), fc.boolean(), (delivered, admitted) => {
        const { credits, held } = fold(delivered, admitted)
        expect(credits).toBeLessThanOrEqual(1)
        expect(held === 0 || held === 1).toBe(true)
        if (!admitted) expect(credits).toBe(0)
      })
    )
  })
  it("a success delivered again changes nothing", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...notices), { maxLength: 20 }), (delivered) => {
        const once = fold([...delivered, "succeeded"])
        expect(fold([...delivered, "succeeded", "succeeded"])).toEqual(once)
      })
    )
  })
})

const actions: ReadonlyArray<WithdrawalAction> = ["approve", "reject", "cancel", "paid", "payoutFailed"]

describe("a withdrawal's moves", () => {
  it("by hand: requested, approved, paid; a rejection or a cancel only while requested", () => {
    expect(withdrawalAfter("requested", "approve")).toEqual({ status: "approved", money: "none" })
    expect(withdrawalAfter("approved", "paid")).toEqual({ status: "paid", money: "payOut" })
    expect(withdrawalAfter("requested", "reject")).toEqual({ status: "rejected", money: "release" })
    expect(withdrawalAfter("requested", "cancel")).toEqual({ status: "cancelled", money: "release" })
    expect(withdrawalAfter("approved", "cancel")).toBeUndefined()
    expect(withdrawalAfter("paid", "reject")).toBeUndefined()
  })
  it("any sequence of moves settles the reserved money at most once: released or paid out, never both", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...actions), { maxLength: 20 }), (sequence) => {
        let status: WithdrawalStatus = "requested"
        let settled = 0
        for (const action of sequence) {
          const step = withdrawalAfter(status, action)
          if (step === undefined) continue
          status = step.status
          if (step.money !== "none") settled += 1
        }
        expect(settled).toBeLessThanOrEqual(1)
        expect(settled === 1).toBe(["rejected", "cancelled", "paid", "failed"].includes(status))
      })
    )
  })
})

describe("callbacks and payment requests", () => {
  it("a timestamp is fresh within 300 seconds either way, and only as whole seconds", () => {
    expect(isFreshTimestamp("1000", 1300)).toBe(true)
    expect(isFreshTimestamp("1000", 1301)).toBe(false)
    expect(isFreshTimestamp("1301", 1000)).toBe(false)
    expect(isFreshTimestamp("1000.5", 1000)).toBe(false)
    expect(isFreshTimestamp("", 1000)).toBe(false)
  })
  it("the transaction step comes only for a sub-topic about a deposit or a withdrawal", () => {
    expect(createRequestSteps("deposit", "not_credited")).toEqual(["topic", "subTopic", "transaction", "message"])
    expect(createRequestSteps("other", "limits")).toEqual(["topic", "subTopic", "message"])
    expect(needsTransaction("withdrawal", "delayed")).toBe(true)
    expect(isSubTopicOf("deposit", "delayed")).toBe(false)
  })
})
