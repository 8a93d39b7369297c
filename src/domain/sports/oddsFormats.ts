/**
 * Coefficient formats (SPEC.md 9): decimal, American, fractional, Hong Kong, Malay and Indonesian, from the decimal
 * price the line carries. The formulas are the published ones:
 *   American      d ≥ 2: +100·(d − 1)         d < 2: −100 / (d − 1)
 *   Hong Kong     d − 1
 *   Malay         d ≤ 2: d − 1                 d > 2: −1 / (d − 1)
 *   Indonesian    d ≥ 2: d − 1                 d < 2: −1 / (d − 1)
 *   Fractional    d − 1 as a fraction, taken from the bookmakers' price ladder (1.91 shows as 10/11, not 91/100)
 * Rounding: one rule for every shown price, `roundPrice` (half away from zero at the format's precision).
 */
export type OddsFormat = "decimal" | "american" | "fractional" | "hongkong" | "malay" | "indonesian"

export const ODDS_FORMATS: ReadonlyArray<OddsFormat> = ["decimal", "american", "fractional", "hongkong", "malay", "indonesian"]

/** The lowest and highest decimal prices a line may carry. */
export const MIN_DECIMAL = 1.01
export const MAX_DECIMAL = 1000

/** Decimal places each format shows (American shows whole numbers). */
export const PRECISION: Readonly<Record<Exclude<OddsFormat, "fractional">, number>> = {
  decimal: 2,
  american: 0,
  hongkong: 2,
  malay: 3,
  indonesian: 2
}

/** Half away from zero at `places` decimals, immune to binary representation (1.005 → 1.01). */
export const roundPrice = (value: number, places: number): number => {
  const factor = 10 ** places
  const scaled = Math.abs(value) * factor
  const rounded = Math.round(Number(scaled.toPrecision(12))) / factor
  return value < 0 ? -rounded : rounded
}

export const toAmerican = (decimal: number): number => (decimal >= 2 ? 100 * (decimal - 1) : -100 / (decimal - 1))
export const toHongKong = (decimal: number): number => decimal - 1
export const toMalay = (decimal: number): number => (decimal <= 2 ? decimal - 1 : -1 / (decimal - 1))
export const toIndonesian = (decimal: number): number => (decimal >= 2 ? decimal - 1 : -1 / (decimal - 1))

export const fromAmerican = (american: number): number => (american > 0 ? 1 + american / 100 : 1 + 100 / -american)
export const fromHongKong = (hongKong: number): number => hongKong + 1
export const fromMalay = (malay: number): number => (malay > 0 ? 1 + malay : 1 + 1 / -malay)
export const fromIndonesian = (indonesian: number): number => (indonesian > 0 ? 1 + indonesian : 1 + 1 / -indonesian)

export interface Fraction {
  readonly numerator: number
  readonly denominator: number
}

/**
 * The fractional price ladder of the UK bookmakers, short prices first. Every decimal price shows as the ladder step
 * nearest to it (decimal − 1), as bookmakers quote. From 1/5 to 100/1 it is the published ladder, 85/40, 12/5 and
 * 13/5 included (the steps racing quotes between 2/1 and 11/4, so 3.42 shows 12/5 and 3.55 shows 5/2, not both 5/2);
 * below 1/5 it goes on in the short prices books quote (1/6 … 1/100), above 100/1 in the long ones, 999/1 at the top.
 */
export const PRICE_LADDER: ReadonlyArray<Fraction> = (
  [
    [1, 100], [1, 50], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9], [1, 8], [2, 15], [1, 7], [1, 6],
    [2, 11], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15], [4, 7], [8, 13],
    [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8], [6, 4], [13, 8], [7, 4],
    [15, 8], [2, 1], [85, 40], [9, 4], [12, 5], [5, 2], [13, 5], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1],
    [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1], [18, 1],
    [20, 1], [25, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1], [150, 1], [200, 1], [250, 1],
    [300, 1], [400, 1], [500, 1], [750, 1], [999, 1]
  ] as const
).map(([numerator, denominator]) => ({ numerator, denominator }))

const valueOf = (fraction: Fraction): number => fraction.numerator / fraction.denominator

/** The ladder step nearest to `decimal − 1`; between two equally near steps, the shorter price. */
export const toFraction = (decimal: number): Fraction => {
  const target = decimal - 1
  let low = 0
  let high = PRICE_LADDER.length - 1
  while (low < high) {
    const mid = (low + high) >> 1
    if (valueOf(PRICE_LADDER[mid]!) < target) low = mid + 1
    else high = mid
  }
  const above = PRICE_LADDER[low]!
  const below = PRICE_LADDER[Math.max(0, low - 1)]!
  return target - valueOf(below) <= valueOf(above) - target ? below : above
}

export const fromFraction = (fraction: Fraction): number => 1 + valueOf(fraction)

/** A decimal price shown in a format, by the rounding rule: "1.91", "-110", "10/11", "0.91", "0.910", "-1.10". */
export const formatOdds = (decimal: number, format: OddsFormat): string => {
  switch (format) {
    case "fractional": {
      const { numerator, denominator } = toFraction(decimal)
      return `${numerator}/${denominator}`
    }
    case "american": {
      const american = roundPrice(toAmerican(decimal), PRECISION.american)
      return american > 0 ? `+${american}` : `${american}`
    }
    case "decimal":
      return roundPrice(decimal, PRECISION.decimal).toFixed(PRECISION.decimal)
    case "hongkong":
      return roundPrice(toHongKong(decimal), PRECISION.hongkong).toFixed(PRECISION.hongkong)
    case "malay":
      return roundPrice(toMalay(decimal), PRECISION.malay).toFixed(PRECISION.malay)
    case "indonesian":
      return roundPrice(toIndonesian(decimal), PRECISION.indonesian).toFixed(PRECISION.indonesian)
  }
}

/**
 * A decimal price as a player's global setting shows it (SPEC.md 3 coefViewId): the formats in the SPEC.md 9 order,
 * decimal for a view id this app does not know.
 */
export const formatOddsByView = (decimal: number, coefViewId: number): string => formatOdds(decimal, ODDS_FORMATS[coefViewId] ?? "decimal")
