import { Schema } from "effect"
import { CouponKey, TotoPickSchema } from "../../domain/api/toto"

/** Reads toto's overview: the draw now selling with its games, the latest closed draws, the jackpot and the rules' numbers. */
export class LoadToto extends Schema.TaggedClass<LoadToto>()("LoadToto", {}) {}

/** Reads one draw: its games with their results, and once settled its pool, margin and tiers. */
export class LoadTotoDraw extends Schema.TaggedClass<LoadTotoDraw>()("LoadTotoDraw", { drawId: Schema.Int }) {}

/** Reads the signed-in player's toto coupons, newest first, with their matches and prizes once settled. */
export class LoadTotoCoupons extends Schema.TaggedClass<LoadTotoCoupons>()("LoadTotoCoupons", {}) {}

/**
 * The player places a coupon: one pick per game of a draw. The coupon key is made when the player places it (it is in
 * the log with the command), so a retry of the same command is the same coupon and is charged once.
 */
export class PlaceTotoCoupon extends Schema.TaggedClass<PlaceTotoCoupon>()("PlaceTotoCoupon", {
  couponKey: CouponKey,
  drawId: Schema.Int,
  picks: Schema.Array(TotoPickSchema)
}) {}

export const totoCommands = [LoadToto, LoadTotoDraw, LoadTotoCoupons, PlaceTotoCoupon] as const
