import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"
import { CouponRow, type NewCoupon, type NewLeg, newLegRow } from "./repo"

/** SQL of migration 042: cash-outs made, automatic cash-out values, and the coupon rows a cash-out changes. */

export const CashOutRow = Schema.Struct({
  id: BigIntColumn,
  coupon_id: BigIntColumn,
  kind: Schema.Literal("full", "partial", "auto", "edit"),
  value: BigIntColumn,
  paid: BigIntColumn,
  stake_before: BigIntColumn,
  stake_after: BigIntColumn,
  transaction_id: BigIntColumn,
  new_coupon_id: Schema.NullOr(BigIntColumn),
  made_at: Schema.DateFromSelf
})
export type CashOutRow = typeof CashOutRow.Type

export const AutoCashOutRow = Schema.Struct({ coupon_id: BigIntColumn, user_id: BigIntColumn, target: BigIntColumn })
export type AutoCashOutRow = typeof AutoCashOutRow.Type

export interface NewCashOut {
  readonly couponId: number
  readonly userId: number
  readonly key: string
  readonly kind: CashOutRow["kind"]
  readonly value: number
  readonly paid: number
  readonly stakeBefore: number
  readonly stakeAfter: number
  readonly transactionId: number
  readonly newCouponId: number | null
  readonly at: Date
}

const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id > 0

const couponColumns = (sql: SqlClient.SqlClient) =>
  sql`id, user_id, account_id, currency, type, amount, amount_by_block, stake, system_value, coef, bonus_coef, possible_win_min,
      possible_win_max, status, payout, placed_at, settled_at, vip, promo_code, request_hash, free_bet_id,
      exists (select 1 from coupon_builders b where b.coupon_id = coupons.id) as same_game`

/** A coupon as cash-out reads it: the row, and whether it is a bet builder (migration 043's coupon_builders). */
export const CashOutCouponRow = Schema.extend(CouponRow, Schema.Struct({ same_game: Schema.Boolean }))
export type CashOutCouponRow = typeof CashOutCouponRow.Type

export const makeCashOutRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const byKey = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, key: Schema.String }),
    Result: CashOutRow,
    execute: ({ key, userId }) =>
      sql`select id, coupon_id, kind, value, paid, stake_before, stake_after, transaction_id, new_coupon_id, made_at
          from coupon_cash_outs where user_id = ${userId} and request_key = ${key}`
  })
  // The coupon's row locked whatever its status: a second cash-out of it waits here, then finds what the first did.
  const lock = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, couponId: Schema.Number }),
    Result: CashOutCouponRow,
    execute: ({ couponId, userId }) => sql`select ${couponColumns(sql)} from coupons where id = ${couponId} and user_id = ${userId} for update`
  })
  const cashedOutOf = SqlSchema.findAll({
    Request: Schema.Array(Schema.Number),
    Result: Schema.Struct({ id: BigIntColumn, cashed_out: BigIntColumn }),
    execute: (ids) => sql`select id, cashed_out from coupons where id in ${sql.in(ids)}`
  })
  const autoOf = SqlSchema.findAll({
    Request: Schema.Number,
    Result: AutoCashOutRow,
    execute: (userId) => sql`select coupon_id, user_id, target from coupon_auto_cash_outs where user_id = ${userId}`
  })
  // The automatic cash-outs of coupons still open, for the server's own check.
  const autoOpen = SqlSchema.findAll({
    Request: Schema.Number,
    Result: AutoCashOutRow,
    execute: (limit) =>
      sql`select a.coupon_id, a.user_id, a.target from coupon_auto_cash_outs a join coupons c on c.id = a.coupon_id
          where c.status = 'open' order by a.coupon_id limit ${limit}`
  })
  const openOf = SqlSchema.findAll({
    Request: Schema.Number,
    Result: CashOutCouponRow,
    execute: (userId) => sql`select ${couponColumns(sql)} from coupons where user_id = ${userId} and status = 'open' order by id desc limit 200`
  })
  const insertCoupon = SqlSchema.single({
    Request: Schema.Any,
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: ({ coupon, transactionId }: { coupon: NewCoupon; transactionId: number }) =>
      sql`insert into coupons (user_id, account_id, currency, type, amount, amount_by_block, stake, system_value, coef, bonus_coef,
            possible_win_min, possible_win_max, placed_at, vip, promo_code, placement_key, request_hash, reserve_transaction_id)
          values (${coupon.userId}, ${coupon.accountId}, ${coupon.currency}, ${coupon.type}, ${coupon.amount}, ${JSON.stringify(coupon.amountByBlock)}::jsonb,
            ${coupon.stake}, ${coupon.systemValue}, ${coupon.coef}, ${coupon.bonusCoef}, ${coupon.possibleWinMin}, ${coupon.possibleWinMax},
            ${coupon.placedAt}, ${coupon.vip}, ${coupon.promoCode}, ${coupon.placementKey}, ${coupon.requestHash}, ${transactionId})
          returning id`
  })

  return {
    withTransaction: sql.withTransaction,
    byKey: (userId: number, key: string) => orDieQuietly(byKey({ userId, key })),
    lock: (userId: number, couponId: number) => (isRowId(couponId) ? orDieQuietly(lock({ userId, couponId })) : Effect.succeed(Option.none<CouponRow>())),
    /** What partial cash-outs paid on each coupon so far. */
    cashedOutOf: (ids: ReadonlyArray<number>) =>
      ids.length === 0 ? Effect.succeed(new Map<number, number>()) : orDieQuietly(Effect.map(cashedOutOf(ids), (rows) => new Map(rows.map((row) => [row.id, row.cashed_out])))),
    openOf: (userId: number) => orDieQuietly(openOf(userId)),
    autoOf: (userId: number) => orDieQuietly(autoOf(userId)),
    autoOpen: (limit: number) => orDieQuietly(autoOpen(limit)),
    setAuto: (userId: number, couponId: number, target: number, at: Date) =>
      orDieQuietly(
        Effect.asVoid(
          sql`insert into coupon_auto_cash_outs (coupon_id, user_id, target, set_at) values (${couponId}, ${userId}, ${target}, ${at})
              on conflict (coupon_id) do update set target = excluded.target, set_at = excluded.set_at`
        )
      ),
    clearAuto: (couponId: number) => orDieQuietly(Effect.asVoid(sql`delete from coupon_auto_cash_outs where coupon_id = ${couponId}`)),
    /** A full cash-out: the coupon closed as cashed out, its payout the value paid, its settlement the cash-out's transaction. */
    markCashedOut: (couponId: number, paid: number, at: Date, transactionId: number) =>
      orDieQuietly(
        Effect.map(
          sql<{ id: number | string }>`update coupons set status = 'cashedOut', payout = ${paid}, settled_at = ${at}, settle_transaction_id = ${transactionId}
            where id = ${couponId} and status = 'open' returning id`,
          (rows) => rows.length === 1
        )
      ),
    /** A partial cash-out: the coupon goes on with a smaller stake (and possible win), what was paid added up. */
    reduceStake: (couponId: number, stake: number, winMin: number, winMax: number, paid: number) =>
      orDieQuietly(
        Effect.map(
          sql<{ id: number | string }>`update coupons set stake = ${stake}, amount = ${stake}, possible_win_min = ${winMin}, possible_win_max = ${winMax},
              cashed_out = cashed_out + ${paid}
            where id = ${couponId} and status = 'open' returning id`,
          (rows) => rows.length === 1
        )
      ),
    /** A coupon whose stake was reserved by `transactionId` (an edit bet's), with its legs. */
    insertCoupon: (coupon: NewCoupon, legs: ReadonlyArray<NewLeg>, transactionId: number) =>
      orDieQuietly(
        Effect.gen(function* () {
          const { id } = yield* insertCoupon({ coupon, transactionId })
          const rows = legs.map((leg) => newLegRow(id, leg))
          yield* sql`insert into coupon_legs (coupon_id, position, outcome_id, game_id, market_type, period, line, outcome_kind, outcome_name, sport_id,
              championship_name, home, away, starts_at, coef, is_live, block_id, banker, amount)
            select l.coupon_id, l.position, l.outcome_id, l.game_id, l.market_type, l.period, l.line, l.outcome_kind, l.outcome_name, l.sport_id,
              l.championship_name, l.home, l.away, l.starts_at, l.coef, l.is_live, l.block_id, l.banker, l.amount
            from jsonb_populate_recordset(null::coupon_legs, ${JSON.stringify(rows)}::jsonb) l`
          return id
        })
      ),
    record: (made: NewCashOut) =>
      orDieQuietly(
        Effect.asVoid(
          sql`insert into coupon_cash_outs (coupon_id, user_id, request_key, kind, value, paid, stake_before, stake_after, transaction_id, new_coupon_id, made_at)
              values (${made.couponId}, ${made.userId}, ${made.key}, ${made.kind}, ${made.value}, ${made.paid}, ${made.stakeBefore}, ${made.stakeAfter},
                ${made.transactionId}, ${made.newCouponId}, ${made.at})`
        )
      )
  }
})

export type CashOutRepo = Effect.Effect.Success<typeof makeCashOutRepo>
