/**
 * Coefficients as exact integers. A price on the line has at most three decimals (1.91, 2.375), so it is kept as
 * thousandths (1.91 → 1910n) and every product, stake split and possible win is computed in BigInt: no float error
 * can move a possible win by a minor unit. The one rounding rule of the coupon (SPEC.md 5 "rounded"): a possible
 * win in minor units is rounded half up, once, at the end.
 */
export const COEF_SCALE = 1000n

/** 1.91 → 1910n. Throws on a price with more than three decimals or below 1: such a price is a bug upstream. */
export const toThousandths = (coefficient: number): bigint => {
  const scaled = Math.round(coefficient * 1000)
  if (Math.abs(scaled - coefficient * 1000) > 1e-6 || scaled < 1000) throw new RangeError(`not a coefficient: ${coefficient}`)
  return BigInt(scaled)
}

/** `numerator / denominator` rounded half up, for non-negative values. */
export const divideRoundHalfUp = (numerator: bigint, denominator: bigint): bigint => (2n * numerator + denominator) / (2n * denominator)

/**
 * The payout of `stake` minor units on a line whose coefficients multiply to `product` (in thousandths to the
 * power `legs`): stake × product / 1000^legs, rounded half up to a minor unit.
 */
export const payout = (stake: bigint, product: bigint, legs: number): bigint => divideRoundHalfUp(stake * product, COEF_SCALE ** BigInt(legs))

/** The express coefficient as the coupon shows it: the product, rounded half up to 3 decimals. */
export const expressCoefficient = (coefficients: ReadonlyArray<number>): number => {
  const product = coefficients.reduce((acc, c) => acc * toThousandths(c), 1n)
  const legs = BigInt(Math.max(0, coefficients.length - 1))
  return Number(divideRoundHalfUp(product, COEF_SCALE ** legs)) / 1000
}
