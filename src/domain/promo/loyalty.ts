import { BONUS_FALLBACK_CURRENCY, type BonusProduct, DEFAULT_CASINO_WEIGHT, FREE_BET_WAGERING, WAGERING, type WageringTerms } from "./bonuses"

/**
 * Loyalty points (SPEC.md 2.8 points, 2.5 rewards, 3 "Account: points"). A player earns points for the real money they
 * stake once the stake is decided, and exchanges them for bonuses from a catalogue.
 *
 * Earning. A stake earns floor(counted stake / STAKE_PER_POINT of its currency), each stake judged alone (so that a
 * settlement's points are known from it alone, and a settlement replayed earns the same). What counts:
 * - a sports coupon settled won or lost, a single or an express at odds of at least the sports wagering minimum
 *   (WAGERING.sport.minCoefMilli): its whole stake. A system, a void coupon (the stake came back), a coupon cashed out
 *   and anything still open earn nothing;
 * - a finished casino round: its stake times the game's weight of the casino wagering terms (WAGERING.casino.weights,
 *   DEFAULT_CASINO_WEIGHT for the others), as a bonus counts it: table games with little house edge count less.
 * Only stakes of real money count: a stake from the bonus account earns nothing, so that points exchanged for a bonus
 * do not earn points again.
 *
 * Exchanging. A reward of the catalogue costs its points and credits a bonus in the player's main currency with the
 * wagering terms of its kind (a sports or casino bonus, or a free bet), through the bonus engine. An exchange needs at
 * least its cost in points; the points are spent and the bonus credited in one database transaction, one exchange of
 * a player at a time, so the balance never goes below zero.
 */

/** The stake (minor units) that earns one point, per currency: about 10 roubles. */
export const STAKE_PER_POINT: Readonly<Record<string, number>> = {
  RUB: 1_000,
  USD: 10,
  EUR: 10,
  GBP: 10,
  CAD: 15,
  KZT: 5_000,
  UZS: 130_000,
  TRY: 350,
  INR: 850,
  BRL: 60
}

const ofCurrency = (table: Readonly<Record<string, number>>, currency: string): number => table[currency] ?? table[BONUS_FALLBACK_CURRENCY]!

export const stakePerPointOf = (currency: string): number => ofCurrency(STAKE_PER_POINT, currency)

/** A decided stake as the points rule reads it. */
export type DecidedStake =
  | {
      readonly _tag: "coupon"
      readonly stake: number
      readonly currency: string
      /** Its odds in thousandths, null for the multi-line types. */
      readonly coefMilli: number | null
      readonly status: "won" | "lost" | "void" | "cashedOut"
      readonly realMoney: boolean
    }
  | { readonly _tag: "round"; readonly stake: number; readonly currency: string; readonly game: string; readonly realMoney: boolean }

/** The stake of a decided stake that earns points (minor units; 0: it does not qualify). */
export const countedStakeOf = (stake: DecidedStake): number => {
  if (!stake.realMoney || !Number.isSafeInteger(stake.stake) || stake.stake <= 0) return 0
  if (stake._tag === "coupon") {
    if (stake.status !== "won" && stake.status !== "lost") return 0
    return stake.coefMilli !== null && stake.coefMilli >= WAGERING.sport.minCoefMilli ? stake.stake : 0
  }
  const weight = Math.max(0, Math.min(100, WAGERING.casino.weights[stake.game] ?? DEFAULT_CASINO_WEIGHT))
  return Math.floor((stake.stake * weight) / 100)
}

/** The points a decided stake earns: whole points, rounded down. */
export const pointsOf = (stake: DecidedStake): number => Math.floor(countedStakeOf(stake) / stakePerPointOf(stake.currency))

/** What a stake's points are keyed by in the points ledger: one entry per coupon or round, whoever writes it. */
export const earnedKeyOf = (stake: { readonly _tag: "coupon" | "round"; readonly id: number }): string => `${stake._tag}:${stake.id}`

export const LOYALTY_REWARD_IDS = ["sport-bonus", "free-bet", "casino-bonus"] as const
export type LoyaltyRewardId = (typeof LOYALTY_REWARD_IDS)[number]

export interface LoyaltyReward {
  readonly id: LoyaltyRewardId
  readonly points: number
  /** The bonus's side: a free bet is sports money. */
  readonly product: BonusProduct
  readonly wagering: WageringTerms
  /** The bonus credited, minor units per currency. */
  readonly amounts: Readonly<Record<string, number>>
}

/** The catalogue, cheapest first: about 1% of the turnover that earned the points back as bonus money. */
export const LOYALTY_CATALOGUE: ReadonlyArray<LoyaltyReward> = [
  {
    id: "sport-bonus",
    points: 500,
    product: "sport",
    wagering: WAGERING.sport,
    amounts: { RUB: 5_000, USD: 50, EUR: 50, GBP: 50, CAD: 75, KZT: 25_000, UZS: 650_000, TRY: 1_750, INR: 4_250, BRL: 300 }
  },
  {
    id: "free-bet",
    points: 1_500,
    product: "sport",
    wagering: FREE_BET_WAGERING,
    amounts: { RUB: 10_000, USD: 100, EUR: 100, GBP: 100, CAD: 150, KZT: 50_000, UZS: 1_300_000, TRY: 3_500, INR: 8_500, BRL: 600 }
  },
  {
    id: "casino-bonus",
    points: 3_000,
    product: "casino",
    wagering: WAGERING.casino,
    amounts: { RUB: 40_000, USD: 400, EUR: 400, GBP: 400, CAD: 600, KZT: 200_000, UZS: 5_200_000, TRY: 14_000, INR: 34_000, BRL: 2_400 }
  }
]

export const rewardOf = (id: string): LoyaltyReward | undefined => LOYALTY_CATALOGUE.find((reward) => reward.id === id)

/** The bonus a reward credits in a currency (minor units). */
export const rewardAmountOf = (reward: LoyaltyReward, currency: string): number => ofCurrency(reward.amounts, currency)

export type ExchangeRefusal = "notEnoughPoints" | "excluded"

/**
 * Whether an exchange of `reward` may be made now from `balance` points: refused to an excluded or banned player, and
 * when the balance is below the reward's cost; else the balance after it.
 */
export const exchangeOutcome = (
  balance: number,
  reward: LoyaltyReward,
  barred: boolean
): { readonly _tag: "refused"; readonly reason: ExchangeRefusal } | { readonly _tag: "exchanged"; readonly balanceAfter: number } => {
  if (barred) return { _tag: "refused", reason: "excluded" }
  if (balance < reward.points) return { _tag: "refused", reason: "notEnoughPoints" }
  return { _tag: "exchanged", balanceAfter: balance - reward.points }
}

/** The bonus engine's source of a bonus bought with points, once per exchange key. */
export const exchangeSourceOf = (key: string): string => `loyalty:${key}`

/** A client's exchange key: what one press of an exchange button sends, again on a retry. */
export const EXCHANGE_KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/
