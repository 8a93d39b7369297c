import { createHash } from "node:crypto"
import type { BetToPlace } from "../../src/domain/api/coupon"
import { BET_NOT_PLACED, type BetEntry, betEntryOf, MARKET_KIND, markDependent } from "../../src/domain/coupon/bet"
import { acceptsPrice } from "../../src/domain/coupon/priceChange"
import { type CouponDraft, type CouponFeatures, type CouponLimits, type CouponProblem, couponProblems } from "../../src/domain/coupon/rules"
import type { Game } from "../../src/domain/sports/feed"
import { parseOutcomeId } from "../../src/domain/sports/outcomes"
import type { LineState } from "../sports/feedModel"
import { outcomeOn } from "../sports/lineReads"

/**
 * Placing checked against the line (pure): the bets the player sent, made again from the line as it is now
 * (`betEntryOf`, so every flag the client shows is the server's too), then the coupon's rules, then each price
 * against the player's policy. What comes out is the coupon at the line's prices, or why not.
 */

/** A bet on an outcome the line no longer has (its game finished, or the id names nothing): locked, never placed. */
const goneBet = (id: string, coef: number): BetEntry => {
  const spec = parseOutcomeId(id)
  const typeId = spec?.marketType ?? "1x2"
  return {
    market: {
      id,
      coef,
      sportId: "football",
      marketId: id,
      typeId,
      kind: MARKET_KIND[typeId],
      outcome: spec?.kind ?? "",
      period: spec?.period ?? 0,
      line: spec?.line ?? null,
      isLive: false,
      champId: "",
      gameId: spec?.gameId ?? id
    },
    blockId: 0,
    statusId: BET_NOT_PLACED,
    home: "",
    away: "",
    champName: "",
    score: null,
    startsAt: 0,
    gameStatus: "finished",
    isBlocked: true,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    banker: false
  }
}

export interface LineBet {
  readonly entry: BetEntry
  /** The line's game, absent when the outcome left the line (such a bet is refused as locked). */
  readonly game: Game | undefined
}

export type LineCheck =
  | { readonly _tag: "Refused"; readonly problems: ReadonlyArray<CouponProblem> }
  | { readonly _tag: "PricesChanged"; readonly changes: ReadonlyArray<{ readonly id: string; readonly coef: number }> }
  | { readonly _tag: "Accepted"; readonly draft: CouponDraft; readonly bets: ReadonlyArray<LineBet> }

/**
 * The coupon the player sent, checked against the line `line`: every rule of src/domain/coupon/rules.ts with the
 * account's limits and the site's features, then the prices (`acceptsPrice` under the player's policy). Accepted:
 * the coupon at the line's prices (a price the policy takes is taken at the line's, never at the one sent).
 */
export const checkAgainstLine = (line: LineState, body: BetToPlace, limits: CouponLimits, features: CouponFeatures, accountType: number): LineCheck => {
  // One outcome twice is one bet twice: the coupon never holds it (a bet's id is its outcome's).
  const seen = new Set<string>()
  const twice = body.bets.filter((leg) => seen.has(leg.id) || !seen.add(leg.id)).map((leg) => leg.id)
  if (twice.length > 0) return { _tag: "Refused", problems: [{ _tag: "ConflictingBets", betIds: twice }] }

  const lineBets = body.bets.map((leg): LineBet => {
    const found = outcomeOn(line, leg.id)
    const entry = found === undefined ? goneBet(leg.id, leg.coef) : betEntryOf(found.game, found.market, found.outcome)
    return { entry: { ...entry, blockId: leg.blockId, banker: leg.banker }, game: found?.game }
  })
  const bets = markDependent(lineBets.map((bet) => bet.entry))
  const draft: CouponDraft = {
    type: body.typeId,
    bets,
    amount: body.amount,
    amountByBetId: body.amountByBetId,
    amountByBlockId: body.amountByBlockId,
    systemValue: body.systemValue,
    promoCode: body.promoCode,
    vip: body.vip,
    bonusBet: body.bonusBet
  }
  const problems = couponProblems(draft, limits, features, accountType)
  if (problems.length > 0) return { _tag: "Refused", problems }
  const changes = body.bets.flatMap((leg, i) => {
    const current = bets[i]!.market.coef
    return acceptsPrice(body.changeCoefAction, body.exactCoef === 1, leg.coef, current) ? [] : [{ id: leg.id, coef: current }]
  })
  if (changes.length > 0) return { _tag: "PricesChanged", changes }
  return { _tag: "Accepted", draft, bets: bets.map((entry, i) => ({ entry, game: lineBets[i]!.game })) }
}

/** Keys in order, so the same content always hashes the same whatever order a client wrote its records in. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])])
    )
  }
  return value
}

/** The SHA-256 of what a placement asks for, its key left out: a retry with the key must carry this same content. */
export const requestHashOf = (body: BetToPlace): string => {
  const { key: _key, ...content } = body
  return createHash("sha256").update(JSON.stringify(canonical(content))).digest("hex")
}

/** Whether the checked coupon holds a live bet (it waits the in-play delay before it is taken). */
export const hasLiveBet = (check: Extract<LineCheck, { _tag: "Accepted" }>): boolean => check.draft.bets.some((bet) => bet.market.isLive)

/** A problem as a sentence, for the refusal's message (the client shows the problems in the player's language). */
export const describeProblem = (problem: CouponProblem): string => {
  switch (problem._tag) {
    case "NoBets":
      return "the coupon has no bets"
    case "TooManyBets":
      return `the coupon holds at most ${problem.max} bets`
    case "TooFewBets":
      return `this coupon type needs at least ${problem.min} bets`
    case "LockedBets":
      return `bets are locked or gone from the line: ${problem.betIds.join(", ")}`
    case "ConflictingBets":
      return `these bets cannot be combined: ${problem.betIds.join(", ")}`
    case "InvalidSystem":
      return "the system value does not fit the bets"
    case "InvalidBanker":
      return `these bets cannot be bankers: ${problem.betIds.join(", ")}`
    case "NoAmount":
      return "every stake must be a positive amount"
    case "AmountBelowMin":
      return `the stake is below the minimum of ${problem.min}`
    case "AmountAboveMax":
      return `the stake is above the maximum of ${problem.max}`
    case "PayoutAboveMax":
      return `the possible win is above the maximum payout of ${problem.maxPayout}`
    case "PromoNotAllowed":
      return "a promo code is not accepted for this coupon type"
    case "VipNotAllowed":
      return "a vip bet is not available for this coupon"
    case "BonusNotOffered":
      return "the express bonus is not offered for this coupon"
  }
}

export const refusalMessage = (problems: ReadonlyArray<CouponProblem>): string => `The coupon cannot be placed: ${problems.map(describeProblem).join("; ")}.`
