import { COEF_SCALE, divideRoundHalfUp, toThousandths } from "./coefficient"

/**
 * System bets (coupon type 2), k of n with b bankers. Convention, stated once: `k` counts the bankers, so every line
 * holds all b bankers plus k − b of the other n − b selections, and there are C(n − b, k − b) lines. "System 2/4
 * with one banker" therefore has C(3, 1) = 3 lines of two selections each. The player's total stake is split evenly:
 * each line gets floor(total / lines) minor units, and the remainder is not staked (the coupon shows it).
 */

/** C(n, r) exactly, 0 outside 0 ≤ r ≤ n. */
export const binomial = (n: number, r: number): number => {
  if (r < 0 || r > n || n < 0) return 0
  let result = 1n
  const small = Math.min(r, n - r)
  for (let i = 1; i <= small; i++) result = (result * BigInt(n - small + i)) / BigInt(i)
  return Number(result)
}

export interface SystemShape {
  /** Selections in the coupon. */
  readonly n: number
  /** Selections per line, bankers included; at least 2 (SPEC.md 5). */
  readonly k: number
  /** Selections that are in every line. */
  readonly bankers: number
}

/** SPEC.md 5: the system value is at least 2; bankers leave room for at least one more selection per line. */
export const isValidSystem = ({ n, k, bankers }: SystemShape): boolean =>
  Number.isInteger(n) && Number.isInteger(k) && Number.isInteger(bankers) && k >= 2 && bankers >= 0 && bankers < k && k <= n

export const systemLines = ({ n, k, bankers }: SystemShape): number => binomial(n - bankers, k - bankers)

/** The stake of each line and what is left unstaked, from the total the player typed. */
export const splitStake = (total: bigint, lines: number): { readonly perLine: bigint; readonly unstaked: bigint } => {
  if (lines <= 0) return { perLine: 0n, unstaked: total }
  const perLine = total / BigInt(lines)
  return { perLine, unstaked: total - perLine * BigInt(lines) }
}

/**
 * The elementary symmetric sums e_0..e_r of the values: e_j is the sum over every j-subset of the product of its
 * values. A system's winning lines are exactly those subsets, so the sum of all line products is e_{k−b} of the
 * free selections times the bankers' product: O(n·k) instead of enumerating C(n, k) lines.
 */
export const elementarySymmetric = (values: ReadonlyArray<bigint>, r: number): ReadonlyArray<bigint> => {
  const e: Array<bigint> = [1n, ...Array.from({ length: r }, () => 0n)]
  for (const value of values) for (let j = Math.min(r, e.length - 1); j >= 1; j--) e[j] = e[j]! + e[j - 1]! * value
  return e
}

export interface SystemSelection {
  readonly coefficient: number
  readonly banker: boolean
}

export interface SystemWin {
  readonly lines: number
  readonly stakePerLine: bigint
  readonly unstaked: bigint
  /** Every selection wins: every line pays. */
  readonly max: bigint
  /** The least a winning system pays: the bankers and the k − b shortest other prices win, one line pays. */
  readonly min: bigint
}

/**
 * Maximum and minimum possible win of a system (coupon type 2) in minor units. The winning lines' payouts are summed
 * exactly and rounded half up once (the coupon's one rounding rule), as the settler pays them. A void leg counts 1.00
 * and a lost banker loses every line: those are settlement facts, not possible wins.
 */
export const systemPossibleWin = (selections: ReadonlyArray<SystemSelection>, k: number, total: bigint): SystemWin | undefined => {
  const bankers = selections.filter((s) => s.banker)
  const shape = { n: selections.length, k, bankers: bankers.length }
  if (!isValidSystem(shape)) return undefined
  const lines = systemLines(shape)
  const { perLine, unstaked } = splitStake(total, lines)
  const free = selections.filter((s) => !s.banker).map((s) => toThousandths(s.coefficient))
  const bankerProduct = bankers.reduce((acc, s) => acc * toThousandths(s.coefficient), 1n)
  const scale = COEF_SCALE ** BigInt(k)
  const r = k - bankers.length
  const shortest = [...free].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, r)
  const min = divideRoundHalfUp(perLine * bankerProduct * shortest.reduce((acc, c) => acc * c, 1n), scale)
  const max = divideRoundHalfUp(perLine * bankerProduct * elementarySymmetric(free, r)[r]!, scale)
  return { lines, stakePerLine: perLine, unstaked, max, min }
}
