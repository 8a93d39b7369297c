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

/**
 * Full covers: every line of every size from the smallest up to n, with no bankers. They are offered as system
 * values of their own beside "k of n" (whose value is k, 2 ≤ k ≤ n): FULL_COVER_FROM_DOUBLES is every double,
 * treble and up (Trixie to Goliath), FULL_COVER_FROM_SINGLES adds the singles (Patent to Lucky 63). Both are at
 * least 2, as SPEC.md 5 asks of a system value.
 */
export const FULL_COVER_FROM_SINGLES = 101
export const FULL_COVER_FROM_DOUBLES = 102

/** The names bookmakers give the full covers, by the number of selections. */
const COVER_NAMES: Readonly<Record<number, Readonly<Record<number, string>>>> = {
  [FULL_COVER_FROM_DOUBLES]: { 3: "Trixie", 4: "Yankee", 5: "Canadian", 6: "Heinz", 7: "Super Heinz", 8: "Goliath" },
  [FULL_COVER_FROM_SINGLES]: { 3: "Patent", 4: "Lucky 15", 5: "Lucky 31", 6: "Lucky 63" }
}

export const isFullCover = (value: number): boolean => value === FULL_COVER_FROM_SINGLES || value === FULL_COVER_FROM_DOUBLES

/** The named cover a system value is for n selections, if bookmakers name it (they offer only those). */
export const coverName = (value: number, n: number): string | undefined => COVER_NAMES[value]?.[n]

/** A system's label, as the coupon's select and the bet history show it: "2/4", or a named cover ("Trixie"). */
export const systemCombo = (value: number, n: number): string => coverName(value, n) ?? `${value}/${n}`

/** The line sizes a system value makes for n selections: [k] for k of n, every size from 1 or 2 for a full cover. */
export const lineSizes = (value: number, n: number): ReadonlyArray<number> => {
  if (!isFullCover(value)) return [value]
  const from = value === FULL_COVER_FROM_SINGLES ? 1 : 2
  return Array.from({ length: Math.max(0, n - from + 1) }, (_, i) => from + i)
}

/** Whether a system value can be placed on n selections with b bankers: k of n as isValidSystem, a named cover without bankers. */
export const isValidSystemValue = (value: number, n: number, bankers: number): boolean =>
  isFullCover(value) ? bankers === 0 && coverName(value, n) !== undefined : isValidSystem({ n, k: value, bankers })

/** The number of lines a system value makes. */
export const linesOfValue = (value: number, n: number, bankers: number): number =>
  isFullCover(value) ? lineSizes(value, n).reduce((sum, size) => sum + binomial(n, size), 0) : systemLines({ n, k: value, bankers })

/**
 * SPEC.md 3 "System option": `value` is the system value, `offset` the selections each line takes beside the
 * bankers (k − b; for a full cover its smallest line), `minBetAmount` the least total stake (every line gets the
 * minimum stake), `combo` the label the select shows ("2/4", "Trixie"); `lines` is what the player pays for.
 */
export interface SystemOption {
  readonly value: number
  readonly offset: number
  readonly minBetAmount: number
  readonly combo: string
  readonly lines: number
}

/** Every system value the coupon offers for n selections with b bankers, smallest line first, named covers last. */
export const systemOptions = (n: number, bankers: number, minLineAmount: number): ReadonlyArray<SystemOption> => {
  const options: Array<SystemOption> = []
  for (let k = Math.max(2, bankers + 1); k < n; k++) {
    const lines = systemLines({ n, k, bankers })
    options.push({ value: k, offset: k - bankers, minBetAmount: lines * minLineAmount, combo: systemCombo(k, n), lines })
  }
  if (bankers === 0) {
    for (const value of [FULL_COVER_FROM_DOUBLES, FULL_COVER_FROM_SINGLES]) {
      const name = coverName(value, n)
      if (name === undefined) continue
      const lines = linesOfValue(value, n, 0)
      options.push({ value, offset: lineSizes(value, n)[0]!, minBetAmount: lines * minLineAmount, combo: name, lines })
    }
  }
  return options
}
