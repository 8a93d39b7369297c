import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { REFERRAL_OUTCOMES, type ReferralOutcome } from "../../src/domain/promo/partners"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A friend's referrer as a first deposit's reward needs them (migration 069), at the deposit's time. */
const ReferrerRow = Schema.Struct({
  referrer_id: BigIntColumn,
  /** Banned, self-excluded, timed out or self-blocked now: such a referrer earns nothing. */
  barred: Schema.Boolean,
  /** The referrer's open real-money account in the deposit's currency, if they have one. */
  account_id: Schema.NullOr(BigIntColumn)
})
export type ReferrerRow = typeof ReferrerRow.Type

/** A friend as their referrer's list shows them. */
export const FriendRow = Schema.Struct({
  account_id: BigIntColumn,
  registered_at: Schema.DateFromSelf,
  deposited: Schema.Boolean,
  currency: Schema.NullOr(Schema.String),
  reward: Schema.NullOr(BigIntColumn),
  outcome: Schema.NullOr(Schema.Literal(...REFERRAL_OUTCOMES))
})
export type FriendRow = typeof FriendRow.Type

export const ReferrerReportRow = Schema.Struct({
  account_id: BigIntColumn,
  referred: BigIntColumn,
  deposited: BigIntColumn,
  currency: Schema.NullOr(Schema.String),
  rewards: BigIntColumn
})
export const PartnerMarkRow = Schema.Struct({
  kind: Schema.Literal("reflinkid", "ref_partner_id", "bf_id"),
  mark: Schema.String,
  registrations: BigIntColumn,
  first_deposits: BigIntColumn
})

/** SQL of the partner programme (migration 069). */
export const makePartnersRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const referrerOf = SqlSchema.findOne({
    Request: Schema.Struct({ referredId: Schema.Number, currency: Schema.String, at: Schema.DateFromSelf }),
    Result: ReferrerRow,
    execute: ({ at, currency, referredId }) =>
      sql`select r.referrer_id,
                 (p.ban_level > 0 or player_excluded(r.referrer_id, ${at})) as barred,
                 (select a.id from ledger_accounts a where a.user_id = r.referrer_id and a.type in (0, 9) and a.closed_at is null and a.currency = ${currency}
                   order by a.type limit 1) as account_id
            from partner_referrals r join players p on p.id = r.referrer_id
           where r.referred_id = ${referredId}`
  })

  // The claim: the first credited deposit of the friend writes the row; any later one (or a replay, or a concurrent
  // one, which waits here on the first's row) writes nothing and so pays nothing.
  const claim = SqlSchema.findOne({
    Request: Schema.Any,
    Result: Schema.Struct({ referred_id: BigIntColumn }),
    execute: (c: RewardClaim) =>
      sql`insert into partner_rewards (referred_id, referrer_id, deposit_id, deposit_amount, currency, reward, outcome, decided_at)
          select ${c.referredId}, ${c.referrerId}, ${c.depositId}::uuid, ${c.depositAmount}, ${c.currency}, ${c.reward}, ${c.outcome}, ${c.at}
           where not exists (select 1 from payment_deposits d where d.user_id = ${c.referredId} and d.id <> ${c.depositId}::uuid
                               and d.status in ('credited', 'refunded', 'refund_owed'))
          on conflict (referred_id) do nothing
          returning referred_id`
  })

  const friends = SqlSchema.findAll({
    Request: Schema.Number,
    Result: FriendRow,
    execute: (referrerId) =>
      sql`select p.account_id, r.registered_at,
                 exists (select 1 from payment_deposits d where d.user_id = r.referred_id and d.status in ('credited', 'refunded', 'refund_owed')) as deposited,
                 w.currency, w.reward, w.outcome
            from partner_referrals r join players p on p.id = r.referred_id left join partner_rewards w on w.referred_id = r.referred_id
           where r.referrer_id = ${referrerId}
           order by r.registered_at desc, r.referred_id desc
           limit 500`
  })

  const referrerReport = SqlSchema.findAll({
    Request: Schema.Void,
    Result: ReferrerReportRow,
    execute: () =>
      sql`select p.account_id, count(*) as referred,
                 count(w.referred_id) as deposited, w.currency, coalesce(sum(w.reward) filter (where w.outcome = 'paid'), 0) as rewards
            from partner_referrals r join players p on p.id = r.referrer_id left join partner_rewards w on w.referred_id = r.referred_id
           group by p.account_id, w.currency
           order by p.account_id, w.currency nulls first`
  })

  const markReport = SqlSchema.findAll({
    Request: Schema.Void,
    Result: PartnerMarkRow,
    execute: () =>
      sql`with marks as (
            select user_id, 'reflinkid' as kind, reflinkid as mark from player_referrals where reflinkid is not null
            union all select user_id, 'ref_partner_id', ref_partner_id from player_referrals where ref_partner_id is not null
            union all select user_id, 'bf_id', bf_id from player_referrals where bf_id is not null
          )
          select m.kind, m.mark, count(*) as registrations,
                 count(*) filter (where exists (select 1 from payment_deposits d where d.user_id = m.user_id and d.status in ('credited', 'refunded', 'refund_owed'))) as first_deposits
            from marks m group by m.kind, m.mark order by m.kind, m.mark`
  })

  const accountOf = SqlSchema.single({
    Request: Schema.Number,
    Result: Schema.Struct({ account_id: BigIntColumn }),
    execute: (userId) => sql`select account_id from players where id = ${userId}`
  })

  return {
    /** The player's account number (their referral code). */
    accountOf: (userId: number) => orDieQuietly(Effect.map(accountOf(userId), (row) => row.account_id)),
    referrerOf: (referredId: number, currency: string, at: Date) => orDieQuietly(referrerOf({ referredId, currency, at })),
    claim: (c: RewardClaim) => orDieQuietly(Effect.map(claim(c), Option.isSome)),
    setRewardTransaction: (referredId: number, transactionId: number) =>
      orDieQuietly(sql`update partner_rewards set reward_tx = ${transactionId} where referred_id = ${referredId}`),
    friends: (referrerId: number) => orDieQuietly(friends(referrerId)),
    referrerReport: orDieQuietly(referrerReport(undefined)),
    markReport: orDieQuietly(markReport(undefined))
  }
})

/** A friend's first credited deposit and what it decided for their referrer. */
export interface RewardClaim {
  readonly referredId: number
  readonly referrerId: number
  readonly depositId: string
  readonly depositAmount: number
  readonly currency: string
  readonly reward: number
  readonly outcome: ReferralOutcome
  readonly at: Date
}
