import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { REFERRAL_OUTCOMES } from "../promo/partners"
import { Unauthorized } from "./errors"
import { OperatorAccess } from "./operator"

/**
 * The partner programme (src/domain/promo/partners.ts): the signed-in player's bring-a-friend page (their referral
 * code, the rule, the friends they brought and what each earned them) and the operator's report. No session: 401.
 * Money is minor units of the named currency; times are epoch milliseconds. A friend is shown by the last digits of
 * their account number only.
 */

export const PARTNERS_BASE = "/web-api/partners"

export const ReferralRule = Schema.Struct({ rateBasisPoints: Schema.Int, capMinor: Schema.Int, minDepositMinor: Schema.Int })

export const ReferredFriend = Schema.Struct({
  /** The friend's account number masked to its last three digits. */
  account: Schema.String,
  registeredAt: Schema.Number,
  deposited: Schema.Boolean,
  /** What the friend's first deposit decided (null: no deposit yet): the reward paid, in the deposit's currency. */
  outcome: Schema.NullOr(Schema.Literal(...REFERRAL_OUTCOMES)),
  currency: Schema.NullOr(Schema.String),
  reward: Schema.Int
})
export type ReferredFriend = typeof ReferredFriend.Type

export const Earned = Schema.Struct({ currency: Schema.String, amount: Schema.Int })

export const BringFriendAnswer = Schema.Struct({
  /** The code the player's link carries as `ref` (their account number). */
  referralCode: Schema.String,
  rule: ReferralRule,
  /** Newest first. */
  friends: Schema.Array(ReferredFriend),
  /** The rewards paid, per currency. */
  earned: Schema.Array(Earned)
})
export type BringFriendAnswer = typeof BringFriendAnswer.Type

export const partnersGroup = HttpApiGroup.make("partners").add(
  HttpApiEndpoint.get("bringFriend", `${PARTNERS_BASE}/friends`).addSuccess(BringFriendAnswer).addError(Unauthorized)
)

export const ReferrerReport = Schema.Struct({
  account: Schema.Int,
  referred: Schema.Int,
  /** The friends whose first deposit was credited, in this currency (null currency: friends without a deposit). */
  deposited: Schema.Int,
  currency: Schema.NullOr(Schema.String),
  rewards: Schema.Int
})
export const PartnerMarkReport = Schema.Struct({
  kind: Schema.Literal("reflinkid", "ref_partner_id", "bf_id"),
  mark: Schema.String,
  registrations: Schema.Int,
  firstDeposits: Schema.Int
})
export const PartnersReport = Schema.Struct({ referrers: Schema.Array(ReferrerReport), marks: Schema.Array(PartnerMarkReport) })
export type PartnersReport = typeof PartnersReport.Type

/** The operator's report of the programme (`npm run operator -- partners report`), behind the operator token. */
export const operatorPartnersGroup = HttpApiGroup.make("operatorPartners")
  .add(HttpApiEndpoint.get("report", "/web-api/operator/partners/report").addSuccess(PartnersReport))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
