import { Schema } from "effect"
import { type BetEntry, isLockedBet } from "./bet"
import { isFeatureOn, type SiteConfig } from "../config/siteConfig"
import { expressCoefficient, toThousandths } from "./coefficient"
import { combinesBets, CouponType, CouponTypeId, hasOneCoefficient, MAX_BETS, minimumBets, stakeFieldOf } from "./couponType"
import { blocksOf, type CouponStake, linesOf, possibleWin, totalStake } from "./lines"
import { isValidSystemValue } from "./system"

/**
 * The coupon's rules, one function the client runs to show what is wrong and the server runs to refuse it
 * (ARCHITECTURE 6: the server's check is the law, the client's is for the player's convenience). Amounts are
 * minor units of the account's currency.
 */

/** The account type a coupon is placed from: 0 main, 4 bonus, 9 currency (SPEC.md 3). */
export const BONUS_ACCOUNT = 4

/** The stake limits the server sets for a player's account (SPEC.md 5 min and max amount, SPEC.md 3 maxPayout). */
export const CouponLimits = Schema.Struct({
  /** The least stake of one line. */
  minBetAmount: Schema.Int,
  /** The most a coupon stakes; null: no maximum. */
  maxBetAmount: Schema.NullOr(Schema.Int),
  /** The most one coupon may pay. */
  maxPayout: Schema.Int,
  /** SPEC.md 5: the coupon types the minimum applies to, and those the maximum applies to. */
  minAmountTypes: Schema.Array(CouponTypeId),
  maxAmountTypes: Schema.Array(CouponTypeId)
})
export type CouponLimits = typeof CouponLimits.Type

/** The site's switches the coupon reads (config features `bonusBet`, `vipBet`, `oneClick`). */
export interface CouponFeatures {
  readonly bonusBet: boolean
  readonly vipBet: boolean
  readonly oneClick: boolean
}

/** The coupon's switches in a site config (an absent name is off; no config yet: all off). */
export const couponFeaturesOf = (config: Pick<SiteConfig, "features"> | null): CouponFeatures => ({
  bonusBet: config !== null && isFeatureOn(config, "bonusBet"),
  vipBet: config !== null && isFeatureOn(config, "vipBet"),
  oneClick: config !== null && isFeatureOn(config, "oneClick")
})

/**
 * The one coefficient a single or an express shows and keeps (with the express bonus as one more factor), rounded
 * half up to three decimals; undefined for the multi-line types, which show a possible-win range instead.
 */
export const couponCoefficient = (type: CouponTypeId, coefs: ReadonlyArray<number>, bonusCoef: number | undefined): number | undefined =>
  hasOneCoefficient(type) && coefs.length > 0 ? expressCoefficient(bonusCoef === undefined ? coefs : [...coefs, bonusCoef]) : undefined

/** What a coupon is about to place, as the player typed it. */
export interface CouponDraft {
  readonly type: CouponTypeId
  readonly bets: ReadonlyArray<BetEntry>
  readonly amount: number
  readonly amountByBetId: Readonly<Record<string, number>>
  readonly amountByBlockId: Readonly<Record<string, number>>
  readonly systemValue: number
  readonly promoCode: string
  /** The player asks for a stake above the maximum (SPEC.md 5 vip bet). */
  readonly vip: boolean
  /** The player keeps the express bonus the coupon offers (false once they removed it). */
  readonly bonusBet: boolean
}

const BetIds = Schema.Array(Schema.String)

/** Why a coupon cannot be placed as it is (the server sends these back in a refusal, so they are a Schema). */
export const CouponProblem = Schema.Union(
  Schema.TaggedStruct("NoBets", {}),
  Schema.TaggedStruct("TooManyBets", { max: Schema.Int }),
  Schema.TaggedStruct("TooFewBets", { min: Schema.Int }),
  Schema.TaggedStruct("LockedBets", { betIds: BetIds }),
  Schema.TaggedStruct("ConflictingBets", { betIds: BetIds }),
  Schema.TaggedStruct("InvalidSystem", {}),
  Schema.TaggedStruct("InvalidBanker", { betIds: BetIds }),
  Schema.TaggedStruct("NoAmount", {}),
  Schema.TaggedStruct("AmountBelowMin", { min: Schema.Int }),
  Schema.TaggedStruct("AmountAboveMax", { max: Schema.Int }),
  Schema.TaggedStruct("PayoutAboveMax", { maxPayout: Schema.Int }),
  Schema.TaggedStruct("PromoNotAllowed", {}),
  Schema.TaggedStruct("VipNotAllowed", {}),
  Schema.TaggedStruct("BonusNotOffered", {})
)
export type CouponProblem = typeof CouponProblem.Type

/**
 * The problems that say these bets cannot make this coupon at all (as opposed to a stake, a promo code or a vip
 * request to change): the coefficient and the express bonus such a coupon would have had are prices no one can take,
 * so the coupon does not show them.
 */
const COMBINATION_REFUSALS: ReadonlySet<CouponProblem["_tag"]> = new Set(["TooManyBets", "TooFewBets", "LockedBets", "ConflictingBets", "InvalidSystem", "InvalidBanker"])
export const refusesCombination = (problems: ReadonlyArray<CouponProblem>): boolean => problems.some((problem) => COMBINATION_REFUSALS.has(problem._tag))

/** Limits that refuse no stake: the rules a coupon breaks whatever its account's limits (a guest's coupon). */
export const NO_LIMITS: CouponLimits = { minBetAmount: 0, maxBetAmount: null, maxPayout: Number.MAX_SAFE_INTEGER, minAmountTypes: [], maxAmountTypes: [] }

/**
 * SPEC.md 5 bonus bet: offered only if the feature is on, the coupon is an express of at least 3 bets, every bet has
 * coefficient at least 1.1 and is not market kind 7, and the total coefficient is at least 1.01. Its coefficient is
 * 1 + n/100 for n bets from 1 to 9, else 1.1. Undefined when not offered.
 */
export const bonusBetCoef = (enabled: boolean, type: CouponTypeId, bets: ReadonlyArray<Pick<BetEntry, "market">>): number | undefined => {
  if (!enabled || type !== CouponType.express || bets.length < 3) return undefined
  if (bets.some((bet) => toThousandths(bet.market.coef) < 1100n || bet.market.kind === 7)) return undefined
  const product = bets.reduce((acc, bet) => acc * bet.market.coef, 1)
  if (product < 1.01) return undefined
  return bets.length <= 9 ? 1 + bets.length / 100 : 1.1
}

/** SPEC.md 5 vip bet: config permission, a finite max bet, only line bets, at least one bet, not multiple singles. */
export const isVipAllowed = (enabled: boolean, limits: Pick<CouponLimits, "maxBetAmount">, type: CouponTypeId, bets: ReadonlyArray<Pick<BetEntry, "market">>): boolean =>
  enabled && limits.maxBetAmount !== null && bets.length >= 1 && type !== CouponType.multiSingles && bets.every((bet) => !bet.market.isLive)

/** SPEC.md 5: promo codes are not accepted for multiple singles. */
export const isPromoAllowed = (type: CouponTypeId): boolean => type !== CouponType.multiSingles

/** SPEC.md 5: the minimum applies to the types config lists. */
export const minApplies = (limits: CouponLimits, type: CouponTypeId): boolean => limits.minAmountTypes.includes(type)

/** SPEC.md 5: the maximum applies to the types config lists, and never on the bonus account. */
export const maxApplies = (limits: CouponLimits, type: CouponTypeId, accountType: number): boolean =>
  limits.maxBetAmount !== null && accountType !== BONUS_ACCOUNT && limits.maxAmountTypes.includes(type)

/**
 * The trading desk takes a vip bet up to this many times the maximum stake (our rule: a desk approves larger stakes
 * from players it knows, within a multiple of the line's maximum).
 */
export const VIP_MAX_FACTOR = 10

/** The bets that cannot share a line: two on one game (isDepend), and any the line keeps out of expresses. */
export const conflictingBets = (bets: ReadonlyArray<BetEntry>): ReadonlyArray<string> => {
  const perGame = new Map<string, number>()
  for (const bet of bets) perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1)
  return bets.filter((bet) => bet.isBannedExpress || perGame.get(bet.market.gameId)! > 1).map((bet) => bet.market.id)
}

/** The coupon's stake as the lines read it. */
export const stakeOf = (draft: CouponDraft, bonusCoef: number | undefined): CouponStake => ({
  type: draft.type,
  legs: draft.bets.map((bet) => ({ coef: bet.market.coef, banker: bet.banker, blockId: bet.blockId })),
  amount: draft.amount,
  amountByBlockId: draft.amountByBlockId,
  amountByLeg: draft.bets.map((bet) => draft.amountByBetId[bet.market.id] ?? 0),
  systemValue: draft.systemValue,
  ...(bonusCoef === undefined ? {} : { bonusCoef })
})

/** The stakes a type reads, each a separate amount the limits apply to (a system's total counts as one). */
const stakesOf = (draft: CouponDraft): ReadonlyArray<number> => {
  switch (stakeFieldOf(draft.type)) {
    case "amount":
      return [draft.amount]
    case "amountByBetId":
      return draft.bets.map((bet) => draft.amountByBetId[bet.market.id] ?? 0)
    case "amountByBlockId":
      return blocksOf(draft.bets.map((bet) => ({ coef: bet.market.coef, blockId: bet.blockId }))).map((block) => draft.amountByBlockId[String(block)] ?? 0)
  }
}

/**
 * Every reason the coupon cannot be placed, in the order the coupon shows them; none means it can. The bonus
 * coefficient is the one `bonusBetCoef` offers when the player keeps it.
 */
export const couponProblems = (draft: CouponDraft, limits: CouponLimits, features: CouponFeatures, accountType: number): ReadonlyArray<CouponProblem> => {
  const problems: Array<CouponProblem> = []
  const { bets, type } = draft
  if (bets.length === 0) return [{ _tag: "NoBets" }]
  if (bets.length > MAX_BETS) problems.push({ _tag: "TooManyBets", max: MAX_BETS })
  if (bets.length < minimumBets(type) || (type === CouponType.single && bets.length > 1)) problems.push({ _tag: "TooFewBets", min: minimumBets(type) })
  const locked = bets.filter(isLockedBet).map((bet) => bet.market.id)
  if (locked.length > 0) problems.push({ _tag: "LockedBets", betIds: locked })
  if (combinesBets(type)) {
    // A block system combines the bets of one block only.
    const conflicts =
      type === CouponType.blocks
        ? [...new Set(bets.map((bet) => bet.blockId))].flatMap((block) => conflictingBets(bets.filter((bet) => bet.blockId === block)))
        : conflictingBets(bets)
    if (conflicts.length > 0) problems.push({ _tag: "ConflictingBets", betIds: conflicts })
  }
  const bankers = bets.filter((bet) => bet.banker)
  const badBankers = bankers.filter((bet) => type !== CouponType.system || bet.isDisabledBanker).map((bet) => bet.market.id)
  if (badBankers.length > 0) problems.push({ _tag: "InvalidBanker", betIds: badBankers })
  if (type === CouponType.system && !isValidSystemValue(draft.systemValue, bets.length, bankers.length)) problems.push({ _tag: "InvalidSystem" })
  if (draft.promoCode !== "" && !isPromoAllowed(type)) problems.push({ _tag: "PromoNotAllowed" })
  const vipAllowed = isVipAllowed(features.vipBet, limits, type, bets)
  if (draft.vip && !vipAllowed) problems.push({ _tag: "VipNotAllowed" })
  const bonusCoef = bonusBetCoef(features.bonusBet, type, bets)
  if (draft.bonusBet && bonusCoef === undefined) problems.push({ _tag: "BonusNotOffered" })

  const stakes = stakesOf(draft)
  if (stakes.some((stake) => !Number.isSafeInteger(stake) || stake <= 0)) {
    problems.push({ _tag: "NoAmount" })
    return problems
  }
  const made = linesOf(stakeOf(draft, undefined))
  if (made === undefined) return problems
  if (minApplies(limits, type)) {
    const perLine = Math.min(...made.lines.map((line) => line.stake))
    if (perLine < limits.minBetAmount) {
      problems.push({ _tag: "AmountBelowMin", min: type === CouponType.system ? made.lines.length * limits.minBetAmount : limits.minBetAmount })
    }
  }
  if (maxApplies(limits, type, accountType)) {
    const max = draft.vip && vipAllowed ? limits.maxBetAmount! * VIP_MAX_FACTOR : limits.maxBetAmount!
    if (totalStake(made.lines) + made.unstaked > max) problems.push({ _tag: "AmountAboveMax", max })
  }
  const win = possibleWin(stakeOf(draft, draft.bonusBet ? bonusCoef : undefined))
  if (win !== undefined && win.max > limits.maxPayout) problems.push({ _tag: "PayoutAboveMax", maxPayout: limits.maxPayout })
  return problems
}
