import { describe, expect, it } from "vitest"
import { moneyCellText, oddsCellText } from "../../../src/ui/kit/cellText"

const RUB = { iso: "RUB", minorDigits: 2 }
const USD = { iso: "USD", minorDigits: 2 }
const JPY = { iso: "JPY", minorDigits: 0 }
const NBSP = "\u00a0"
const MINUS = "\u2212"

describe("a money cell", () => {
  it("writes 123456 kopecks as 1,234.56 roubles in English and 1 234,56 ₽ in Russian", () => {
    expect(moneyCellText(123456, RUB, "en")).toEqual({ text: `RUB${NBSP}1,234.56`, negative: false })
    expect(moneyCellText(123456, RUB, "ru")).toEqual({ text: `1${NBSP}234,56${NBSP}₽`, negative: false })
  })

  it("writes a debit with a true minus sign and says it is one", () => {
    expect(moneyCellText(-123456, RUB, "ru")).toEqual({ text: `${MINUS}1${NBSP}234,56${NBSP}₽`, negative: true })
    expect(moneyCellText(-5, USD, "en")).toEqual({ text: `${MINUS}$0.05`, negative: true })
  })

  it("keeps every minor unit of a large amount and the currency's own digits", () => {
    expect(moneyCellText(900719925474099, USD, "en").text).toBe("$9,007,199,254,740.99")
    expect(moneyCellText(1500, JPY, "en").text).toBe("¥1,500")
    expect(moneyCellText(0, USD, "en")).toEqual({ text: "$0.00", negative: false })
  })
})

describe("an odds cell", () => {
  // coefViewId as the settings keep it: 0 decimal, 1 American, 2 fractional, 3 Hong Kong, 4 Malay, 5 Indonesian.
  it("writes a price in the player's format", () => {
    expect(oddsCellText(1.91, 0)).toBe("1.91")
    expect(oddsCellText(2.5, 1)).toBe("+150")
    expect(oddsCellText(1.5, 1)).toBe("-200")
    expect(oddsCellText(1.91, 2)).toBe("10/11")
    expect(oddsCellText(3, 2)).toBe("2/1")
    expect(oddsCellText(1.5, 3)).toBe("0.50")
  })

  it("writes decimal for a format this site does not know", () => {
    expect(oddsCellText(2.25, 42)).toBe("2.25")
  })

  it("writes a dash, never 0.00, where there is no price", () => {
    expect(oddsCellText(null, 0)).toBe("—")
    expect(oddsCellText(0, 1)).toBe("—")
    expect(oddsCellText(Number.NaN, 0)).toBe("—")
  })
})
