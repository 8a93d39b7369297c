import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AccountData } from "../account/wallets"
import { PlacedCoupon } from "./coupon"
import { Unauthorized } from "./errors"

/**
 * The signed-in player's changes feed: what moved in their money and coupons since a version they hold, so the
 * header balance, the history and a coupon's page follow settlement, cash-out and every other change without the
 * player navigating. The version is the player's own (the database moves it with every change of their accounts,
 * wallet, coupons or legs, server/migrations/041_player_changes.sql); a version of another player's names nothing of
 * theirs.
 */

/** A version as a query parameter: a non-negative safe integer. */
export const ChangesVersion = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())

export const AccountChanges = Schema.Struct({
  /** The player's version now: the next poll sends it as `since`. */
  version: Schema.Int,
  /** The player's accounts as the accounts call answers them, when anything changed since `since`; null when nothing did. */
  accounts: Schema.NullOr(AccountData),
  /** The coupons placed or changed since `since` (a leg decided included), in the history's shape, oldest change first. */
  coupons: Schema.Array(PlacedCoupon),
  /**
   * The coupons above are not all that changed: no `since` was sent (a first poll answers the version and the
   * accounts only), `since` is not a version this player has reached, or more coupons changed than one answer holds.
   * A client that shows coupons reads them again.
   */
  reload: Schema.Boolean
})
export type AccountChanges = typeof AccountChanges.Type

/** The most coupons one answer carries; past it the answer says `reload`. */
export const CHANGES_PAGE = 100

export const changesGroup = HttpApiGroup.make("changes").add(
  HttpApiEndpoint.get("poll", "/web-api/account/changes")
    .setUrlParams(Schema.Struct({ since: Schema.optional(ChangesVersion) }))
    .addSuccess(AccountChanges)
    .addError(Unauthorized)
)
