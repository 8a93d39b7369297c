import { MAX_DECIMAL, MIN_DECIMAL } from "./oddsFormats"

/**
 * Prices from probabilities with a bookmaker's margin: each fair price 1/p is divided by (1 + margin) and rounded
 * down to two decimals, within the line's limits. Rounding down only adds to the margin, so the implied
 * probabilities of a market always sum above 1: no set of bets on one market can win in every outcome. A market
 * whose favourite would be priced below the lowest price the line carries is not offered (undefined): raising that
 * price to 1.01 would hand players the margin.
 */
export const pricesWithMargin = (probabilities: ReadonlyArray<number>, margin: number): ReadonlyArray<number> | undefined => {
  const total = probabilities.reduce((a, b) => a + b, 0)
  const prices = probabilities.map((p) => Math.floor(Number(((total / p / (1 + margin)) * 100).toPrecision(12))) / 100)
  // A long shot is capped at the highest price: a lower price only adds to the margin.
  return prices.some((price) => !(price >= MIN_DECIMAL)) ? undefined : prices.map((price) => Math.min(MAX_DECIMAL, price))
}

/** Σ 1/price: the book's overround; above 1 means the bookmaker keeps a margin. */
export const overround = (prices: ReadonlyArray<number>): number => prices.reduce((sum, price) => sum + 1 / price, 0)
