import { createHash } from "node:crypto"
import type { BuilderToPlace } from "../../src/domain/api/coupon"
import { type BetEntry, betEntryOf } from "../../src/domain/coupon/bet"
import { type BuilderRefusal, type BuilderQuote, builderWinOf, priceBuilder } from "../../src/domain/coupon/betBuilder"
import { CouponType } from "../../src/domain/coupon/couponType"
import { acceptsPrice } from "../../src/domain/coupon/priceChange"
import { type CouponFeatures, type CouponLimits, type CouponProblem, couponProblems } from "../../src/domain/coupon/rules"
import type { Game } from "../../src/domain/sports/feed"
import { parseOutcomeId } from "../../src/domain/sports/outcomes"
import type { LineState } from "../sports/feedModel"

/**
 * A bet builder checked against the line (pure), as placement.ts checks a coupon: its legs must be outcomes of one game
 * the line holds now; its price is the builder's (src/domain/coupon/betBuilder.ts) from the line's prices now, never
 * the one the client sent; the stake limits are the coupon's, applied to the builder as to a single at its price; and
 * the price is taken under the player's policy. Accepted: the legs as the line shows them and the price.
 */
export type BuilderCheck =
  | { readonly _tag: "Refused"; readonly reason: BuilderRefusal }
  | { readonly _tag: "LimitsRefused"; readonly problems: ReadonlyArray<CouponProblem> }
  | { readonly _tag: "PriceChanged"; readonly coef: number }
  | { readonly _tag: "Accepted"; readonly game: Game; readonly quote: BuilderQuote; readonly legs: ReadonlyArray<BetEntry> }

/** The one game the legs name (the first leg's); the builder refuses legs of any other. */
const gameOf = (line: LineState, body: BuilderToPlace): Game | undefined => {
  const spec = parseOutcomeId(body.bets[0] ?? "")
  return spec === undefined ? undefined : line.games.get(spec.gameId)?.game
}

export const checkBuilderAgainstLine = (line: LineState, body: BuilderToPlace, limits: CouponLimits, features: CouponFeatures, accountType: number): BuilderCheck => {
  const game = gameOf(line, body)
  if (game === undefined) return { _tag: "Refused", reason: { _tag: "Unavailable", outcomeIds: body.bets } }
  const quote = priceBuilder(game, body.bets)
  if (quote._tag === "Refused") return { _tag: "Refused", reason: quote.reason }
  const legs = quote.legs.map((leg) => betEntryOf(game, leg.market, leg.outcome))
  // The stake limits and the maximum payout, as for a single at the builder's price.
  const asSingle: BetEntry = { ...legs[0]!, market: { ...legs[0]!.market, coef: quote.coef } }
  const problems = couponProblems(
    { type: CouponType.single, bets: [asSingle], amount: body.amount, amountByBetId: {}, amountByBlockId: {}, systemValue: 0, promoCode: "", vip: false, bonusBet: false },
    limits,
    features,
    accountType
  )
  if (problems.length > 0) return { _tag: "LimitsRefused", problems }
  if (!acceptsPrice(body.changeCoefAction, body.exactCoef === 1, body.coef, quote.coef)) return { _tag: "PriceChanged", coef: quote.coef }
  return { _tag: "Accepted", game, quote, legs }
}

/** What the player may win: the stake at the builder's price, rounded half up to a minor unit. */
export const builderWin = builderWinOf

/** The SHA-256 of what a builder placement asks for, its key left out (a retry with the key must carry the same). */
export const builderHashOf = (body: BuilderToPlace): string => {
  const { key: _key, ...content } = body
  const ordered = { accountId: content.accountId, amount: content.amount, bets: content.bets, builder: true, changeCoefAction: content.changeCoefAction, coef: content.coef, exactCoef: content.exactCoef }
  return createHash("sha256").update(JSON.stringify(ordered)).digest("hex")
}

/** A sentence for the refusal's message (the client shows the reason in the player's language). */
export const describeBuilderRefusal = (reason: BuilderRefusal): string => {
  switch (reason._tag) {
    case "TooFewLegs":
      return `a bet builder needs at least ${reason.min} outcomes`
    case "TooManyLegs":
      return `a bet builder holds at most ${reason.max} outcomes`
    case "NotOneGame":
      return "a bet builder holds outcomes of one game"
    case "NotCovered":
      return `these outcomes cannot be combined in a bet builder: ${reason.outcomeIds.join(", ")}`
    case "SameMarket":
      return `one outcome per market: ${reason.outcomeIds.join(", ")}`
    case "Contradictory":
      return "these outcomes cannot all win"
    case "Unavailable":
      return `these outcomes are not offered now: ${reason.outcomeIds.join(", ")}`
    case "PriceTooLow":
      return "this combination is not offered (its price would be below the lowest price)"
  }
}
