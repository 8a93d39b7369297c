import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BET_NOT_PLACED, type BetEntry } from "../../src/domain/coupon/bet"
import { applyCouponEdit, type CouponEdit, EMPTY_COUPON, parseStoredCoupon, restoreCoupon, storedCouponOf } from "../../src/domain/coupon/couponState"

/** Outcome `o` of game `g`: few games, so bets on one game (dependent bets) come up often. */
const bet = (g: number, o: number, coef: number): BetEntry => ({
  market: { id: `g${g}:1x2:0:${o}`, coef, sportId: "football", marketId: `g${g}:1x2:0`, typeId: "1x2", kind: 1, outcome: String(o), period: 0, line: null, isLive: false, champId: "epl", gameId: `g${g}` },
  blockId: 0,
  statusId: BET_NOT_PLACED,
  home: `Home ${g}`,
  away: `Away ${g}`,
  champName: "Premier League",
  score: null,
  startsAt: 1_800_000_000_000,
  gameStatus: "line",
  isBlocked: false,
  isDepend: false,
  isBannedExpress: false,
  isDisabledBanker: o === 3,
  banker: false
})

const betId = fc.record({ g: fc.integer({ min: 1, max: 5 }), o: fc.integer({ min: 1, max: 3 }) }).map(({ g, o }) => `g${g}:1x2:0:${o}`)
const edit: fc.Arbitrary<CouponEdit> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ g: fc.integer({ min: 1, max: 5 }), o: fc.integer({ min: 1, max: 3 }), coef: fc.integer({ min: 1010, max: 9000 }), at: fc.nat() }).map(({ g, o, coef, at }) => ({ _tag: "AddBet" as const, bet: bet(g, o, coef / 1000), at })) },
  { weight: 2, arbitrary: betId.map((id) => ({ _tag: "RemoveBet" as const, betId: id })) },
  fc.constant({ _tag: "Clear" as const }),
  { weight: 2, arbitrary: fc.constantFrom(0, 1, 2, 4, 9).map((typeId) => ({ _tag: "ChangeType" as const, typeId: typeId as 0 | 1 | 2 | 4 | 9 })) },
  fc.integer({ min: 0, max: 6 }).map((value) => ({ _tag: "ChangeSystemValue" as const, value })),
  { weight: 2, arbitrary: betId.map((id) => ({ _tag: "ToggleBanker" as const, betId: id })) },
  fc.record({ id: betId, block: fc.integer({ min: 0, max: 3 }) }).map(({ id, block }) => ({ _tag: "ChangeBlock" as const, betId: id, blockId: block })),
  fc.nat({ max: 1_000_000 }).map((amount) => ({ _tag: "ChangeAmount" as const, amount })),
  fc.record({ id: betId, amount: fc.nat({ max: 100_000 }) }).map(({ id, amount }) => ({ _tag: "ChangeBetAmount" as const, betId: id, amount }))
)

describe("the coupon's edits (a model-based test of the coupon commands)", () => {
  it("keeps the bets a plain list model says, and the coupon's links, after any sequence of edits", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 60 }), (edits) => {
        let state = EMPTY_COUPON
        // The model: the bet ids in the order added, nothing else.
        let model: Array<string> = []
        for (const e of edits) {
          state = applyCouponEdit(state, e)
          if (e._tag === "AddBet" && !model.includes(e.bet.market.id)) model.push(e.bet.market.id)
          if (e._tag === "RemoveBet") model = model.filter((id) => id !== e.betId)
          if (e._tag === "Clear") model = []
          const ids = state.bets.map((b) => b.market.id)
          expect(ids).toEqual(model)
          // One bet is a single, two or more never are; an empty coupon is back to its start.
          if (ids.length <= 1) expect(state.typeId).toBe(0)
          else expect(state.typeId).not.toBe(0)
          if (ids.length === 0) expect(state.systemValue).toBe(2)
          // Bankers only in a system, never on a bet that cannot be one.
          for (const b of state.bets) {
            if (b.banker) expect(state.typeId).toBe(2)
            if (b.banker) expect(b.isDisabledBanker).toBe(false)
          }
          // A bet is dependent exactly when another bet is on its game.
          for (const b of state.bets) expect(b.isDepend).toBe(state.bets.filter((o) => o.market.gameId === b.market.gameId).length > 1)
          expect(Object.keys(state.addedAtByBetId).sort()).toEqual([...ids].sort())
          for (const id of Object.keys(state.amountByBetId)) expect(ids).toContain(id)
          expect(state.systemValue).toBeGreaterThanOrEqual(2)
        }
      }),
      { numRuns: 300 }
    )
  })

  it("stores and restores a coupon equal to itself, and never restores over bets already in the coupon", () => {
    fc.assert(
      fc.property(fc.array(edit, { maxLength: 40 }), (edits) => {
        const state = edits.reduce(applyCouponEdit, EMPTY_COUPON)
        const stored = parseStoredCoupon(JSON.stringify(storedCouponOf(state)))
        const restored = restoreCoupon(EMPTY_COUPON, stored)
        if (state.bets.length === 0) {
          // Nothing to restore: the coupon stays empty, a single with the least system value.
          expect(storedCouponOf(restored)).toEqual({ bets: [], addedAtByBetId: {}, typeId: 0, systemValue: 2 })
          return
        }
        expect(storedCouponOf(restored)).toEqual(storedCouponOf(state))
        const other = applyCouponEdit(EMPTY_COUPON, { _tag: "AddBet", bet: bet(9, 1, 2), at: 1 })
        expect(restoreCoupon(other, stored)).toBe(other)
      })
    )
  })

  it("takes the line's new prices, locks and reopens a bet, and keeps the account, blocks and stakes it is given", () => {
    const two = [bet(1, 1, 2), bet(2, 1, 3)].reduce((state, b, i) => applyCouponEdit(state, { _tag: "AddBet", bet: b, at: i }), EMPTY_COUPON)
    const accepted = applyCouponEdit(two, { _tag: "AcceptPrices", coefs: { "g1:1x2:0:1": 2.2 } })
    expect(accepted.bets.map((b) => b.market.coef)).toEqual([2.2, 3])
    const locked = applyCouponEdit(accepted, { _tag: "ChangeBetStatus", betId: "g2:1x2:0:1", isBlocked: true })
    expect(locked.bets.map((b) => b.isBlocked)).toEqual([false, true])
    expect(applyCouponEdit(locked, { _tag: "ChangeBetStatus", betId: "g2:1x2:0:1", isBlocked: false }).bets.map((b) => b.isBlocked)).toEqual([false, false])
    expect(applyCouponEdit(two, { _tag: "ChangeAccount", accountId: 12 }).accountId).toBe(12)
    expect(applyCouponEdit(two, { _tag: "ChangeBlock", betId: "g2:1x2:0:1", blockId: 3 }).bets.map((b) => b.blockId)).toEqual([0, 3])
    expect(applyCouponEdit(two, { _tag: "ChangeBlockAmount", blockId: 3, amount: 500 }).amountByBlockId).toEqual({ "3": 500 })
    // A stake for a bet that is not in the coupon is not kept.
    expect(applyCouponEdit(two, { _tag: "ChangeBetAmount", betId: "g9:1x2:0:1", amount: 500 }).amountByBetId).toEqual({})
    expect(applyCouponEdit(two, { _tag: "ChangeVip", on: true }).vip).toBe(true)
    expect(applyCouponEdit(two, { _tag: "RemoveBonusBet" }).bonusDeleted).toBe(true)
    // Two bets cannot be one single: the type stays an express.
    expect(applyCouponEdit(two, { _tag: "ChangeType", typeId: 0 }).typeId).toBe(1)
    // A system value below 2 is refused.
    expect(applyCouponEdit(two, { _tag: "ChangeSystemValue", value: 1 }).systemValue).toBe(2)
    expect(applyCouponEdit(two, { _tag: "ChangeSystemValue", value: 3 }).systemValue).toBe(3)
  })

  it("holds at most 30 bets, and restores at most 30", () => {
    const thirty = Array.from({ length: 31 }, (_, i) => bet(10 + i, 1, 2)).reduce((state, b, i) => applyCouponEdit(state, { _tag: "AddBet", bet: b, at: i }), EMPTY_COUPON)
    expect(thirty.bets).toHaveLength(30)
    const stored = { bets: Array.from({ length: 31 }, (_, i) => bet(10 + i, 1, 2)) }
    expect(restoreCoupon(EMPTY_COUPON, stored).bets).toHaveLength(30)
  })

  it("reads a damaged stored coupon field by field, and nothing from what is not JSON", () => {
    expect(parseStoredCoupon("not json")).toEqual({})
    expect(parseStoredCoupon(undefined)).toEqual({})
    expect(parseStoredCoupon(JSON.stringify({ typeId: 7, systemValue: 3, bets: "x" }))).toEqual({ systemValue: 3 })
  })
})
