import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { BigIntColumn } from "../account/ledgerRepo"
import { CouponRow } from "../coupon/repo"
import { orDieQuietly } from "../platform/db/databaseFault"

const VersionRow = Schema.Struct({ version: BigIntColumn })
const ChangedRequest = Schema.Struct({ userId: Schema.Number, since: Schema.Number, upTo: Schema.Number, limit: Schema.Number })

/** SQL of migration 041: the players' change versions and what carries them. */
export const makeChangesRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  // The poll with nothing new costs this one primary-key read.
  const version = SqlSchema.findOne({
    Request: Schema.Number,
    Result: VersionRow,
    execute: (userId) => sql`select version from player_changes where user_id = ${userId}`
  })
  /**
   * The player's coupons stamped after `since` and up to `upTo` (the version read first: a change committed meanwhile
   * waits for the next poll), and the open ones with a leg stamped so, oldest change first.
   */
  const changed = SqlSchema.findAll({
    Request: ChangedRequest,
    Result: CouponRow,
    execute: ({ limit, since, upTo, userId }) =>
      sql`select c.id, c.user_id, c.account_id, c.currency, c.type, c.amount, c.amount_by_block, c.stake, c.system_value, c.coef,
            c.bonus_coef, c.possible_win_min, c.possible_win_max, c.status, c.payout, c.placed_at, c.settled_at, c.vip, c.promo_code,
            c.request_hash, c.boost_percent, c.boost_cap, c.boost_paid
          from coupons c
          where c.user_id = ${userId} and (
            (c.change_version > ${since} and c.change_version <= ${upTo})
            or (c.status = 'open' and exists (
              select 1 from coupon_legs l where l.coupon_id = c.id and l.change_version > ${since} and l.change_version <= ${upTo})))
          order by c.change_version, c.id
          limit ${limit}`
  })

  return {
    /** The player's version: 0 before anything of theirs changed. */
    version: (userId: number) => orDieQuietly(Effect.map(version(userId), (row) => Option.match(row, { onNone: () => 0, onSome: (r) => r.version }))),
    changed: (request: typeof ChangedRequest.Type) => orDieQuietly(changed(request))
  }
})
