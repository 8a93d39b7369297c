import { Schema } from "effect"
import { AccountData } from "../../domain/account/wallets"
import { ApiError } from "../../domain/api/clientErrors"
import { PlacedCoupon } from "../../domain/api/coupon"
import { version } from "../version"

/**
 * The changes feed answered for `userId` (the player signed in when it was asked): the player's version now, their
 * accounts when anything changed (null: nothing did), the coupons placed or changed since `since` (null: the first
 * poll), and `reload` when those coupons are not the whole story and a page that shows coupons must read them again.
 * The header balance, the history and a coupon's page fold it.
 */
export class ChangesReceived extends Schema.TaggedClass<ChangesReceived>()("ChangesReceived", {
  ...version(1),
  userId: Schema.Int,
  since: Schema.NullOr(Schema.Int),
  version: Schema.Int,
  accounts: Schema.NullOr(AccountData),
  coupons: Schema.Array(PlacedCoupon),
  reload: Schema.Boolean
}) {}

/** The poll failed (offline, a server error): the next tick asks again from the same version. */
export class ChangesPollFailed extends Schema.TaggedClass<ChangesPollFailed>()("ChangesPollFailed", { ...version(1), userId: Schema.Int, error: ApiError }) {}

export const changesEvents = [ChangesReceived, ChangesPollFailed] as const

export const changesServerAnswers = [ChangesReceived, ChangesPollFailed] as const
