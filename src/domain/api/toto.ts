import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { TOTO_MAX_GAMES, TOTO_PICKS } from "../toto/coupon"
import { DevTokenHeaders, DevtoolsAccess } from "./devtools"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"

/**
 * Toto (src/domain/toto): pool betting on a draw of football games of the line. The draws are public (a guest sees
 * them); placing a coupon and reading coupons are the signed-in player's own (no session: 401; another player's
 * coupon: 404). Money is minor units of the draw's currency; times are epoch milliseconds.
 *
 * - The server opens a draw from the line's next football games (12 to 15 of them) whenever none is selling; its sales
 *   close when its first game starts. Once every game has its result the draw is settled: the pool (every stake) less
 *   the margin is shared among the tiers (src/domain/toto/pool.ts) and each coupon's prize is paid once.
 * - placeCoupon: the price (lines × base stake) is debited from the active account in one ledger transaction with
 *   the coupon; `couponKey` is the client's idempotency key (the same key and request answer the first coupon and
 *   debit once; the same key with another request: 409 keyReused). A draw whose sales are closed: 409 salesClosed. Not
 *   enough money: 409 insufficient. An active account in another currency than the draw's: 409 currency. A ban or a
 *   frozen wallet: 409 notAllowed. The price is held to the player's responsible-gaming rules as every stake is
 *   (self-exclusion, session and money limits: 403 ResponsibleGamingRefused) and counts against their wagering and
 *   loss limits.
 */

export const TOTO_BASE = "/web-api/toto"

export const TotoRefusalCode = {
  salesClosed: 90,
  insufficient: 91,
  keyReused: 92,
  noAccount: 93,
  /** A ban or a frozen wallet: the player may not play for money. */
  notAllowed: 94,
  /** The active account is not in the draw's currency. */
  currency: 95
} as const

export const CouponKey = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{8,64}$/, { message: () => "a coupon key is 8 to 64 letters, digits, '-' or '_'" }))
export const TotoPickSchema = Schema.Literal(...TOTO_PICKS)
export const TotoResultSchema = Schema.Literal("1", "X", "2", "void")
const IdFromPath = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, Number.MAX_SAFE_INTEGER))

export const TotoGame = Schema.Struct({
  /** 1 … the draw's games, in the order of their starts. */
  position: Schema.Int,
  gameId: Schema.String,
  home: Schema.String,
  away: Schema.String,
  championshipName: Schema.String,
  startsAt: Schema.Number,
  /** Once decided: its 1/X/2, or void; and the final score (none when void). */
  result: Schema.NullOr(TotoResultSchema),
  score: Schema.NullOr(Schema.Struct({ home: Schema.Int, away: Schema.Int }))
})
export type TotoGame = typeof TotoGame.Type

export const TotoTierResult = Schema.Struct({
  /** Games matched to win the tier (of the draw's games). */
  matches: Schema.Int,
  shareBp: Schema.Int,
  fund: Schema.Int,
  /** Winning lines over every coupon, and what each is paid. */
  lines: Schema.Int,
  perLine: Schema.Int
})
export type TotoTierResult = typeof TotoTierResult.Type

export const TotoDraw = Schema.Struct({
  id: Schema.Int,
  status: Schema.Literal("selling", "closed", "settled"),
  currency: Schema.String,
  baseStake: Schema.Int,
  openedAt: Schema.Number,
  closesAt: Schema.Number,
  games: Schema.Array(TotoGame),
  /** Every stake so far (the whole pool once the sales closed) and the coupons placed. */
  pool: Schema.Int,
  coupons: Schema.Int,
  /** Once settled: the margin kept, the jackpot taken in and carried out, each tier's share. */
  margin: Schema.NullOr(Schema.Int),
  jackpotIn: Schema.NullOr(Schema.Int),
  jackpotOut: Schema.NullOr(Schema.Int),
  tiers: Schema.NullOr(Schema.Array(TotoTierResult)),
  settledAt: Schema.NullOr(Schema.Number)
})
export type TotoDraw = typeof TotoDraw.Type

export const TotoAnswer = Schema.Struct({
  /** The draw now selling (null while the line has too few games for one). */
  current: Schema.NullOr(TotoDraw),
  /** The latest draws whose sales closed, newest first. */
  recent: Schema.Array(TotoDraw),
  /** The jackpot waiting for the next draw settled (minor units of `currency`). */
  jackpot: Schema.Int,
  currency: Schema.String,
  baseStake: Schema.Int,
  maxCombinations: Schema.Int,
  marginBp: Schema.Int,
  tiers: Schema.Array(Schema.Struct({ missed: Schema.Int, shareBp: Schema.Int })),
  now: Schema.Number
})
export type TotoAnswer = typeof TotoAnswer.Type

export const TotoCoupon = Schema.Struct({
  couponId: Schema.String,
  drawId: Schema.Int,
  picks: Schema.Array(TotoPickSchema),
  combinations: Schema.Int,
  currency: Schema.String,
  stake: Schema.Int,
  placedAt: Schema.Number,
  /** Once the draw is settled: the games its best line matched, its winning lines per tier, its prize (0: none). */
  matched: Schema.NullOr(Schema.Int),
  tierLines: Schema.NullOr(Schema.Array(Schema.Int)),
  prize: Schema.NullOr(Schema.Int)
})
export type TotoCoupon = typeof TotoCoupon.Type

export const PlaceTotoCouponRequest = Schema.Struct({
  couponKey: CouponKey,
  drawId: Schema.Int.pipe(Schema.between(1, Number.MAX_SAFE_INTEGER)),
  picks: Schema.Array(TotoPickSchema).pipe(Schema.minItems(1), Schema.maxItems(TOTO_MAX_GAMES))
})
export type PlaceTotoCouponRequest = typeof PlaceTotoCouponRequest.Type

export const PlaceTotoCouponAnswer = Schema.Struct({ coupon: TotoCoupon, balance: Schema.Int })
export type PlaceTotoCouponAnswer = typeof PlaceTotoCouponAnswer.Type

export const TotoCouponsAnswer = Schema.Struct({ coupons: Schema.Array(TotoCoupon) })
export type TotoCouponsAnswer = typeof TotoCouponsAnswer.Type

export class TotoNotFound extends Schema.TaggedError<TotoNotFound>()("TotoNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

export class TotoCouponInvalid extends Schema.TaggedError<TotoCouponInvalid>()(
  "TotoCouponInvalid",
  { message: Schema.String, field: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class TotoCouponRefused extends Schema.TaggedError<TotoCouponRefused>()(
  "TotoCouponRefused",
  { code: Schema.Int, message: Schema.String, balance: Schema.NullOr(Schema.Int) },
  HttpApiSchema.annotations({ status: 409 })
) {}

export const totoGroup = HttpApiGroup.make("toto")
  .add(HttpApiEndpoint.get("overview", TOTO_BASE).addSuccess(TotoAnswer))
  .add(
    HttpApiEndpoint.get("draw", `${TOTO_BASE}/draws/:drawId`)
      .setPath(Schema.Struct({ drawId: IdFromPath }))
      .addSuccess(TotoDraw)
      .addError(TotoNotFound)
  )
  .add(HttpApiEndpoint.get("coupons", `${TOTO_BASE}/coupons`).addSuccess(TotoCouponsAnswer).addError(Unauthorized))
  .add(
    HttpApiEndpoint.get("coupon", `${TOTO_BASE}/coupons/:couponId`)
      .setPath(Schema.Struct({ couponId: CouponKey }))
      .addSuccess(TotoCoupon)
      .addError(TotoNotFound)
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.post("placeCoupon", `${TOTO_BASE}/coupons`)
      .setPayload(PlaceTotoCouponRequest)
      .addSuccess(PlaceTotoCouponAnswer)
      .addError(TotoCouponInvalid)
      .addError(TotoCouponRefused)
      .addError(ResponsibleGamingRefused)
      .addError(TotoNotFound)
      .addError(Unauthorized)
  )

/**
 * The developer's "finish the draw now" (non-production servers, the dev token): the draw's sales close, each of its
 * games is played to its end on the line (as /web-api/dev/sports/finish does), and the draw is settled and paid.
 */
export const totoDevGroup = HttpApiGroup.make("totoDev")
  .add(
    HttpApiEndpoint.post("finishDraw", "/web-api/dev/toto/finish")
      .setPayload(Schema.Struct({ drawId: Schema.Int.pipe(Schema.between(1, Number.MAX_SAFE_INTEGER)) }))
      .setHeaders(DevTokenHeaders)
      .addSuccess(TotoDraw)
      .addError(TotoNotFound)
  )
  .middleware(DevtoolsAccess)
  .annotate(OpenApi.Exclude, true)
