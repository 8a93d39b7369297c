import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type AccountRef, checkShape, type Currency, emptyLedger, type MinorUnits, movements, post, balanceOf } from "../../src/domain/account/ledger"
import { minorToDecimal } from "../../src/domain/account/money"
import { addableCurrencies, type CurrencyInfo, isRemovable } from "../../src/domain/account/wallets"

describe("minor units as decimal text", () => {
  it("reads these amounts this way", () => {
    const cases: ReadonlyArray<readonly [number, number, string]> = [
      [0, 2, "0.00"],
      [5, 2, "0.05"],
      [150_075, 2, "1500.75"],
      [-5, 2, "-0.05"],
      [-123_456, 2, "-1234.56"],
      [1234, 0, "1234"],
      [7, 3, "0.007"],
      [Number.MAX_SAFE_INTEGER, 2, "90071992547409.91"]
    ]
    for (const [minor, digits, text] of cases) expect(minorToDecimal(minor, digits), `${minor}/${digits}`).toBe(text)
  })

  it("loses nothing: the text read back as an integer of minor units is the amount", () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.integer({ min: 0, max: 4 }), (minor, digits) => {
        const text = minorToDecimal(minor, digits)
        const [whole, fraction = ""] = text.replace("-", "").split(".")
        expect(fraction).toHaveLength(digits)
        expect(BigInt(`${whole}${fraction}`) * (text.startsWith("-") ? -1n : 1n)).toBe(BigInt(minor))
      })
    )
  })

  it("refuses a fraction of a minor unit", () => {
    expect(() => minorToDecimal(0.5, 2)).toThrow(RangeError)
  })
})

describe("which currencies a player can add and which accounts remove", () => {
  const currency = (currencyId: number, iso: string): CurrencyInfo => ({ currencyId, iso, symbol: iso, minorDigits: 2 })
  const offered = [currency(1, "RUB"), currency(2, "USD"), currency(3, "EUR")]

  it("offers the currencies no real-money account holds; a bonus account in USD does not count", () => {
    const accounts = [
      { type: 0, iso: "RUB" },
      { type: 4, iso: "USD" }
    ] as const
    expect(addableCurrencies(offered, accounts).map((c) => c.iso)).toEqual(["USD", "EUR"])
    expect(addableCurrencies(offered, [...accounts, { type: 9, iso: "EUR" }]).map((c) => c.iso)).toEqual(["USD"])
  })

  it("removes only empty currency accounts", () => {
    expect(isRemovable({ type: 9, money: 0 })).toBe(true)
    expect(isRemovable({ type: 9, money: 1 })).toBe(false)
    expect(isRemovable({ type: 0, money: 0 })).toBe(false)
    expect(isRemovable({ type: 4, money: 0 })).toBe(false)
  })
})

describe("the ledger's shape check and the void movement", () => {
  const alice = "player:alice" as AccountRef
  const RUB = "RUB" as Currency

  it("refuses an entry of zero: it would move nothing and say something", () => {
    expect(
      checkShape({
        key: "z",
        entries: [
          { account: alice, currency: RUB, amount: 0 },
          { account: "house:cashier", currency: RUB, amount: 0 }
        ]
      })
    ).toEqual(Either.left({ _tag: "ZeroAmount", account: "player:alice" }))
  })

  it("gives a voided stake back whole and leaves the bookmaker untouched", () => {
    let ledger = post(emptyLedger, movements.deposit("d", alice, RUB, 1_000 as MinorUnits)).ledger
    ledger = post(ledger, movements.reserveStake("s", alice, RUB, 400 as MinorUnits)).ledger
    const voided = post(ledger, movements.voidStake("v", alice, RUB, 400 as MinorUnits))
    expect(voided._tag).toBe("Posted")
    expect(balanceOf(voided.ledger, alice, RUB)).toBe(1_000)
    expect(balanceOf(voided.ledger, "house:stakes-held", RUB)).toBe(0)
    expect(balanceOf(voided.ledger, "house:bookmaker", RUB)).toBe(0)
  })
})
