import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { CurrencyCouponLimits } from "../../src/domain/coupon/currencyLimits"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"

const LimitsRow = Schema.Struct({
  currency: Schema.String,
  min_bet_amount: BigIntColumn,
  max_bet_amount: BigIntColumn,
  max_payout: BigIntColumn
})

const toLimits = (row: typeof LimitsRow.Type): CurrencyCouponLimits => ({
  currency: row.currency,
  minBetAmount: row.min_bet_amount,
  maxBetAmount: row.max_bet_amount,
  maxPayout: row.max_payout
})

/** SQL of migration 037: the coupon limits per currency. */
export const makeCouponLimitsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const all = SqlSchema.findAll({
    Request: Schema.Void,
    Result: LimitsRow,
    execute: () => sql`select currency, min_bet_amount, max_bet_amount, max_payout from coupon_limits order by currency`
  })
  const set = SqlSchema.single({
    // The rule the operator's command checked, held again where the row is written.
    Request: CurrencyCouponLimits,
    Result: LimitsRow,
    execute: (limits) =>
      sql`insert into coupon_limits (currency, min_bet_amount, max_bet_amount, max_payout)
          values (${limits.currency}, ${limits.minBetAmount}, ${limits.maxBetAmount}, ${limits.maxPayout})
          on conflict (currency) do update set min_bet_amount = excluded.min_bet_amount, max_bet_amount = excluded.max_bet_amount,
            max_payout = excluded.max_payout, updated_at = now()
          returning currency, min_bet_amount, max_bet_amount, max_payout`
  })
  return {
    /** Every currency's limits, by currency. */
    all: orDieQuietly(Effect.map(all(undefined), (rows) => rows.map(toLimits))),
    /** Sets one currency's limits (a currency not listed yet is added); answers them as stored. */
    set: (limits: CurrencyCouponLimits) => orDieQuietly(Effect.map(set(limits), toLimits))
  }
})
