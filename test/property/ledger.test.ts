import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type AccountRef,
  balanceOf,
  checkTransaction,
  type Currency,
  emptyLedger,
  isBalanced,
  type Ledger,
  type LedgerTransaction,
  type MinorUnits,
  movements,
  post,
  totalInCurrency
} from "../../src/domain/account/ledger"

const RUB = "RUB" as Currency
const USD = "USD" as Currency
const alice = "player:alice" as AccountRef
const bob = "player:bob" as AccountRef
const units = (n: number) => n as MinorUnits

describe("the ledger, by hand", () => {
  it("a deposit, a stake and a winning settlement leave these balances", () => {
    let ledger: Ledger = emptyLedger
    for (const tx of [
      movements.deposit("d1", alice, RUB, units(10_000)),
      movements.reserveStake("s1", alice, RUB, units(1_500)),
      movements.settle("w1", alice, RUB, units(1_500), units(4_500))
    ]) {
      const result = post(ledger, tx)
      expect(result._tag).toBe("Posted")
      ledger = result.ledger
    }
    expect(balanceOf(ledger, alice, RUB)).toBe(13_000)
    expect(balanceOf(ledger, "house:cashier", RUB)).toBe(-10_000)
    expect(balanceOf(ledger, "house:stakes-held", RUB)).toBe(0)
    expect(balanceOf(ledger, "house:bookmaker", RUB)).toBe(-3_000)
    expect(totalInCurrency(ledger, RUB)).toBe(0)
  })

  it("a lost stake goes to the bookmaker; a void one comes back whole", () => {
    let ledger = post(emptyLedger, movements.deposit("d", alice, RUB, units(500))).ledger
    ledger = post(ledger, movements.reserveStake("s1", alice, RUB, units(200))).ledger
    ledger = post(ledger, movements.reserveStake("s2", alice, RUB, units(300))).ledger
    ledger = post(ledger, movements.settle("lost", alice, RUB, units(200), units(0))).ledger
    ledger = post(ledger, movements.settle("void", alice, RUB, units(300), units(300))).ledger
    expect(balanceOf(ledger, alice, RUB)).toBe(300)
    expect(balanceOf(ledger, "house:bookmaker", RUB)).toBe(200)
  })

  it("refuses a stake above the balance and says by how much", () => {
    const ledger = post(emptyLedger, movements.deposit("d", alice, USD, units(100))).ledger
    expect(post(ledger, movements.reserveStake("s", alice, USD, units(101)))).toMatchObject({
      _tag: "Refused",
      refusal: { _tag: "InsufficientFunds", account: "player:alice", currency: "USD", balance: 100, shortBy: 1 }
    })
  })

  it("refuses unbalanced transactions and fractions of a minor unit", () => {
    const unbalanced: LedgerTransaction = {
      key: "x",
      entries: [
        { account: alice, currency: RUB, amount: 100 },
        { account: "house:cashier", currency: USD, amount: -100 }
      ]
    }
    expect(isBalanced(unbalanced)).toBe(false)
    expect(checkTransaction(emptyLedger, unbalanced)).toEqual(Either.left({ _tag: "Unbalanced", currency: "RUB", sum: 100 }))
    const fraction: LedgerTransaction = {
      key: "y",
      entries: [
        { account: alice, currency: RUB, amount: 0.5 },
        { account: "house:cashier", currency: RUB, amount: -0.5 }
      ]
    }
    expect(checkTransaction(emptyLedger, fraction)).toEqual(Either.left({ _tag: "NotMinorUnits", account: "player:alice" }))
  })

  it("posts a key once: the same deposit sent again changes nothing", () => {
    const once = post(emptyLedger, movements.deposit("same", alice, RUB, units(700))).ledger
    const twice = post(once, movements.deposit("same", alice, RUB, units(700)))
    expect(twice._tag).toBe("AlreadyPosted")
    expect(balanceOf(twice.ledger, alice, RUB)).toBe(700)
  })
})

/** A movement a client could ask for, with a key drawn from a small set so that retries (repeated keys) happen. */
const movement = fc.record({
  kind: fc.constantFrom("deposit" as const, "withdraw" as const, "reserveStake" as const, "settle" as const),
  key: fc.integer({ min: 1, max: 30 }).map((n) => `k${n}`),
  player: fc.constantFrom(alice, bob),
  currency: fc.constantFrom(RUB, USD),
  amount: fc.integer({ min: 1, max: 50_000 }),
  payout: fc.integer({ min: 0, max: 200_000 })
})
type Movement = typeof movement extends fc.Arbitrary<infer M> ? M : never

const toTransaction = (m: Movement): LedgerTransaction =>
  m.kind === "settle"
    ? movements.settle(m.key, m.player, m.currency, units(m.amount), units(m.payout))
    : movements[m.kind](m.key, m.player, m.currency, units(m.amount))

/** An independent model of the players' money: plain arithmetic over the movements the ledger accepted. */
const playerDelta = (m: Movement): number =>
  m.kind === "deposit" ? m.amount : m.kind === "withdraw" || m.kind === "reserveStake" ? -m.amount : m.payout

describe("the ledger, for any sequence of movements", () => {
  it("keeps every currency summing to zero, never lets a player go below zero, and posts each key once", () => {
    fc.assert(
      fc.property(fc.array(movement, { maxLength: 80 }), (sequence) => {
        let ledger: Ledger = emptyLedger
        const model = new Map<string, number>()
        const seen = new Set<string>()
        for (const m of sequence) {
          const result = post(ledger, toTransaction(m))
          if (seen.has(m.key)) expect(result._tag).toBe("AlreadyPosted")
          if (result._tag === "Posted") {
            seen.add(m.key)
            model.set(`${m.player}/${m.currency}`, (model.get(`${m.player}/${m.currency}`) ?? 0) + playerDelta(m))
          } else {
            expect(result.ledger).toBe(ledger)
          }
          ledger = result.ledger
          for (const currency of [RUB, USD]) expect(totalInCurrency(ledger, currency)).toBe(0)
        }
        for (const player of [alice, bob]) {
          for (const currency of [RUB, USD]) {
            expect(balanceOf(ledger, player, currency)).toBe(model.get(`${player}/${currency}`) ?? 0)
            expect(balanceOf(ledger, player, currency)).toBeGreaterThanOrEqual(0)
          }
        }
      }),
      { numRuns: 300 }
    )
  })
})
