/**
 * The bonus engine's rules (SPEC.md 2.5 bonuses/deposit and bonuses/wager, 3 "Account: type 0 main, 4 bonus"). Bonus
 * money is credited to the player's bonus account (ledger type 4) and carries a wagering requirement: the stakes the
 * player must place before it becomes real money. Each bonus keeps the terms it was given (its requirement, the minimum
 * odds of a qualifying bet, the weight of each casino game), so a later change of these constants never changes a bonus
 * already awarded. Amounts are minor units; weights are percents.
 *
 * - Its progress grows by each qualifying stake: a sports bonus by the stake of a single or express coupon at odds of at
 *   least its minimum; a casino bonus by the stake of a casino round times the game's weight (rounded down). Progress
 *   never passes the requirement.
 * - Met (progress = requirement) before it expires, it converts once: its amount, or what is left of the bonus balance
 *   if less, moves from the bonus account to the main account. Past its expiry unmet, it expires: the same amount goes
 *   back to the house. A withdrawal asked for while a bonus is unmet forfeits it the same way.
 */

export const BONUS_PRODUCTS = ["sport", "casino"] as const
export type BonusProduct = (typeof BONUS_PRODUCTS)[number]

export const BONUS_KINDS = ["first_deposit", "redeposit", "promo_code", "loyalty"] as const
export type BonusKind = (typeof BONUS_KINDS)[number]

/** 'used': a free bet staked by a coupon (src/domain/promo/freeBets.ts). */
export const BONUS_STATUSES = ["active", "converted", "expired", "forfeited", "used"] as const
export type BonusStatus = (typeof BONUS_STATUSES)[number]

/** The share of a deposit the bonus adds, in percent, and its cap per currency (minor units). */
export interface DepositBonusTerms {
  readonly percent: number
  readonly caps: Readonly<Record<string, number>>
  /** The smallest deposit that brings this bonus (minor units, per currency). */
  readonly minDeposit: Readonly<Record<string, number>>
}

/** The fallback currency of the caps and minimums, as the cashier's rules fall back (src/domain/payments/amounts.ts). */
export const BONUS_FALLBACK_CURRENCY = "RUB"

/** The first deposit: 100% up to 15 000 ₽ (150 $ / €). */
export const FIRST_DEPOSIT_BONUS: DepositBonusTerms = {
  percent: 100,
  caps: { RUB: 1_500_000, USD: 15_000, EUR: 15_000, GBP: 15_000, CAD: 20_000, KZT: 7_500_000, UZS: 200_000_000, TRY: 500_000, INR: 1_250_000, BRL: 75_000 },
  minDeposit: { RUB: 10_000, USD: 500, EUR: 500, GBP: 500, CAD: 500, KZT: 100_000, UZS: 1_000_000, TRY: 5_000, INR: 30_000, BRL: 2_000 }
}

/** Every later deposit of at least the minimum: 25% up to 5 000 ₽ (50 $ / €), of the side of the player's bonus_type. */
export const REDEPOSIT_BONUS: DepositBonusTerms = {
  percent: 25,
  caps: { RUB: 500_000, USD: 5_000, EUR: 5_000, GBP: 5_000, CAD: 7_000, KZT: 2_500_000, UZS: 65_000_000, TRY: 170_000, INR: 420_000, BRL: 25_000 },
  minDeposit: { RUB: 100_000, USD: 1_000, EUR: 1_000, GBP: 1_000, CAD: 1_500, KZT: 500_000, UZS: 13_000_000, TRY: 35_000, INR: 85_000, BRL: 5_000 }
}

/** The wagering terms of a side: the requirement as a multiple of the bonus, the minimum odds, the casino weights. */
export interface WageringTerms {
  readonly multiplier: number
  /** The smallest odds of a coupon whose stake counts (sports only; thousandths: 1500 is 1.5). */
  readonly minCoefMilli: number
  /** The percent of a casino round's stake that counts, per game (a game not listed counts DEFAULT_CASINO_WEIGHT). */
  readonly weights: Readonly<Record<string, number>>
}

/** The weight of a casino game not named in the weights. */
export const DEFAULT_CASINO_WEIGHT = 100

export const WAGERING: Readonly<Record<BonusProduct, WageringTerms>> = {
  sport: { multiplier: 5, minCoefMilli: 1500, weights: {} },
  // Table games with little house edge count for less: their stakes are wagered at almost no cost.
  casino: { multiplier: 35, minCoefMilli: 0, weights: { slot: 100, scratch: 100, keno: 100, plinko: 100, dice: 20, roulette: 20, blackjack: 10 } }
}

/** A free bet from a promo code: bonus money for sports stakes with a 1× requirement. */
export const FREE_BET_WAGERING: WageringTerms = { multiplier: 1, minCoefMilli: WAGERING.sport.minCoefMilli, weights: {} }

/** How long a bonus may be wagered before it expires. */
export const BONUS_VALIDITY_MS = 30 * 24 * 60 * 60 * 1000

const ofCurrency = (table: Readonly<Record<string, number>>, currency: string): number => table[currency] ?? table[BONUS_FALLBACK_CURRENCY]!

/** The bonus a deposit of `amount` brings under `terms` (0: none, the deposit is under the minimum). */
export const depositBonusAmount = (terms: DepositBonusTerms, currency: string, amount: number): number => {
  if (!Number.isSafeInteger(amount) || amount < ofCurrency(terms.minDeposit, currency)) return 0
  return Math.min(Math.floor((amount * terms.percent) / 100), ofCurrency(terms.caps, currency))
}

/** The stakes a bonus of `amount` needs under `terms` (minor units). */
export const requirementOf = (terms: Pick<WageringTerms, "multiplier">, amount: number): number => amount * terms.multiplier

/** A stake the server saw: a placed coupon (its odds, null for systems and multiple singles) or a casino round. */
export type Stake =
  | { readonly _tag: "coupon"; readonly stake: number; readonly coefMilli: number | null }
  | { readonly _tag: "round"; readonly stake: number; readonly game: string }

/** What a bonus of `product` under `terms` counts of a stake (0: it does not qualify). */
export const contributionOf = (product: BonusProduct, terms: Pick<WageringTerms, "minCoefMilli" | "weights">, stake: Stake): number => {
  if (stake.stake <= 0) return 0
  if (product === "sport") return stake._tag === "coupon" && stake.coefMilli !== null && stake.coefMilli >= terms.minCoefMilli ? stake.stake : 0
  if (stake._tag !== "round") return 0
  const weight = Math.max(0, Math.min(100, terms.weights[stake.game] ?? DEFAULT_CASINO_WEIGHT))
  return Math.floor((stake.stake * weight) / 100)
}

/** The progress after a stake: never past the requirement. */
export const progressAfter = (progress: number, requirement: number, contribution: number): number => Math.min(requirement, progress + Math.max(0, contribution))

export interface BonusFacts {
  readonly status: BonusStatus
  readonly requirement: number
  readonly wagered: number
  readonly expiresAt: number
}

/** What becomes of an active bonus now: converted (met in time), expired (past its expiry unmet), or kept. */
export type BonusOutcome = "convert" | "expire" | "keep"

export const outcomeOf = (bonus: BonusFacts, now: number): BonusOutcome => {
  if (bonus.status !== "active") return "keep"
  if (bonus.wagered >= bonus.requirement) return "convert"
  return now >= bonus.expiresAt ? "expire" : "keep"
}

/** The money a conversion, expiry or forfeit moves out of the bonus account: the bonus, or the balance if it is less. */
export const releasedAmount = (bonusAmount: number, bonusBalance: number): number => Math.max(0, Math.min(bonusAmount, bonusBalance))

/** The progress as a whole percent for the bar (100 only when met). */
export const progressPercent = (wagered: number, requirement: number): number =>
  requirement <= 0 ? 100 : wagered >= requirement ? 100 : Math.min(99, Math.floor((wagered * 100) / requirement))

/** Which deposit bonus a credited deposit brings, from the player's settings and whether it is their first. */
export const depositBonusOf = (
  first: boolean,
  settings: { readonly bonus_type: BonusProduct | "none"; readonly first_deposit_bonus_type: BonusProduct | "none" },
  currency: string,
  amount: number
): { readonly kind: "first_deposit" | "redeposit"; readonly product: BonusProduct; readonly amount: number } | null => {
  const product = first ? settings.first_deposit_bonus_type : settings.bonus_type
  if (product === "none") return null
  const bonus = depositBonusAmount(first ? FIRST_DEPOSIT_BONUS : REDEPOSIT_BONUS, currency, amount)
  return bonus > 0 ? { kind: first ? "first_deposit" : "redeposit", product, amount: bonus } : null
}
