import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  formatOdds,
  formatOddsByView,
  fromAmerican,
  fromFraction,
  fromHongKong,
  fromIndonesian,
  fromMalay,
  type OddsFormat,
  PRICE_LADDER,
  roundPrice,
  toAmerican,
  toFraction,
  toHongKong,
  toIndonesian,
  toMalay
} from "../../src/domain/sports/oddsFormats"

/** From published conversion charts, written by hand. */
const CHART: ReadonlyArray<readonly [number, Record<OddsFormat, string>]> = [
  [1.01, { decimal: "1.01", american: "-10000", fractional: "1/100", hongkong: "0.01", malay: "0.010", indonesian: "-100.00" }],
  [1.5, { decimal: "1.50", american: "-200", fractional: "1/2", hongkong: "0.50", malay: "0.500", indonesian: "-2.00" }],
  [1.8, { decimal: "1.80", american: "-125", fractional: "4/5", hongkong: "0.80", malay: "0.800", indonesian: "-1.25" }],
  [1.91, { decimal: "1.91", american: "-110", fractional: "10/11", hongkong: "0.91", malay: "0.910", indonesian: "-1.10" }],
  [2, { decimal: "2.00", american: "+100", fractional: "1/1", hongkong: "1.00", malay: "1.000", indonesian: "1.00" }],
  [2.5, { decimal: "2.50", american: "+150", fractional: "6/4", hongkong: "1.50", malay: "-0.667", indonesian: "1.50" }],
  [3, { decimal: "3.00", american: "+200", fractional: "2/1", hongkong: "2.00", malay: "-0.500", indonesian: "2.00" }],
  [1000, { decimal: "1000.00", american: "+99900", fractional: "999/1", hongkong: "999.00", malay: "-0.001", indonesian: "999.00" }]
]

describe("coefficient formats, against a conversion chart", () => {
  for (const [decimal, shown] of CHART) {
    it(`shows ${decimal} in every format`, () => {
      for (const format of Object.keys(shown) as Array<OddsFormat>) expect(formatOdds(decimal, format), format).toBe(shown[format])
    })
  }

  it("rounds half away from zero, whatever binary floats make of the value", () => {
    expect(roundPrice(1.005, 2)).toBe(1.01)
    expect(roundPrice(-1.005, 2)).toBe(-1.01)
    expect(roundPrice(-109.5, 0)).toBe(-110)
    expect(roundPrice(0.6665, 3)).toBe(0.667)
  })
})

const price = fc.double({ min: 1.01, max: 1000, noNaN: true })

describe("coefficient formats, for any price from 1.01 to 1000", () => {
  it("convert back to the same decimal price", () => {
    fc.assert(
      fc.property(price, (d) => {
        for (const back of [fromAmerican(toAmerican(d)), fromHongKong(toHongKong(d)), fromMalay(toMalay(d)), fromIndonesian(toIndonesian(d))]) {
          expect(Math.abs(back - d)).toBeLessThan(1e-9 * d)
        }
      })
    )
  })

  it("round-trip within what the display can say", () => {
    fc.assert(
      fc.property(price, (d) => {
        // A shown American price is whole: the decimal it stands for is within half a unit of the American scale.
        const american = Number(formatOdds(d, "american"))
        const slope = d >= 2 ? 0.01 : (d - 1) ** 2 / 100
        expect(Math.abs(fromAmerican(american) - d)).toBeLessThanOrEqual(0.5 * slope * 1.01 + 1e-12)
        expect(Math.abs(fromHongKong(Number(formatOdds(d, "hongkong"))) - d)).toBeLessThanOrEqual(0.005 + 1e-9)
      })
    )
  })

  it("keep the published signs: American and Indonesian positive from 2.00, Malay within -1 to 1", () => {
    fc.assert(
      fc.property(price, (d) => {
        expect(toAmerican(d) > 0).toBe(d >= 2)
        expect(toIndonesian(d) > 0).toBe(d >= 2)
        expect(Math.abs(toMalay(d))).toBeLessThanOrEqual(1)
      })
    )
  })

  it("show the ladder step nearest to the price (checked against every step)", () => {
    fc.assert(
      fc.property(price, (d) => {
        const chosen = Math.abs(fromFraction(toFraction(d)) - d)
        for (const step of PRICE_LADDER) expect(chosen).toBeLessThanOrEqual(Math.abs(fromFraction(step) - d) + 1e-12)
      })
    )
  })

  it("never show a shorter fraction for a longer price", () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(fromFraction(toFraction(low))).toBeLessThanOrEqual(fromFraction(toFraction(high)))
      })
    )
  })
})

describe("the player's coefViewId (SPEC.md 3) names the format, in the order of SPEC.md 9", () => {
  it("0 decimal, 1 American, 2 fractional, 3 Hong Kong, 4 Malay, 5 Indonesian; an unknown view shows decimal", () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((view) => formatOddsByView(1.91, view))).toEqual(["1.91", "-110", "10/11", "0.91", "0.910", "-1.10", "1.91"])
  })
})

/** The UK bookmakers' published ladder from 1/5 to 100/1, written out by hand (1/1 is evens). */
const PUBLISHED_LADDER = (
  "1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 " +
  "15/8 2/1 85/40 9/4 12/5 5/2 13/5 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 12/1 14/1 16/1 " +
  "18/1 20/1 25/1 33/1 40/1 50/1 66/1 80/1 100/1"
).split(" ")
const shown = (fraction: { readonly numerator: number; readonly denominator: number }) => `${fraction.numerator}/${fraction.denominator}`

describe("the fractional ladder", () => {
  it("holds the published ladder, in order, and nothing else between 1/5 and 100/1", () => {
    const within = PRICE_LADDER.map(shown).filter((step) => {
      const [n, d] = step.split("/").map(Number)
      return n! / d! >= 1 / 5 && n! / d! <= 100
    })
    expect(within).toEqual(PUBLISHED_LADDER)
  })

  it("round-trips: a step's own price shows as that step", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_LADDER), (step) => {
        expect(shown(toFraction(fromFraction(step)))).toBe(shown(step))
      })
    )
  })

  it("shows the nearest step of the ladder (the oracle: every step's distance, in exact thousandths of the price)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1010, max: 1_000_000 }), (thousandths) => {
        const d = thousandths / 1000
        // |step − (d − 1)| compared as fractions over the step's denominator: |1000·n − (t − 1000)·den| / (1000·den).
        const distance = (step: (typeof PRICE_LADDER)[number]) => Math.abs(1000 * step.numerator - (thousandths - 1000) * step.denominator) / (1000 * step.denominator)
        const best = Math.min(...PRICE_LADDER.map(distance))
        expect(distance(toFraction(d))).toBeCloseTo(best, 12)
      })
    )
  })

  it("tells 3.42 from 3.55, and writes the published steps (by example)", () => {
    expect(formatOdds(3.42, "fractional")).toBe("12/5")
    expect(formatOdds(3.55, "fractional")).toBe("5/2")
    expect(formatOdds(3.6, "fractional")).toBe("13/5")
    expect(formatOdds(1.67, "fractional")).toBe("4/6")
    expect(formatOdds(3.1, "fractional")).toBe("85/40")
    expect(formatOdds(23, "fractional")).toBe("20/1")
  })
})
