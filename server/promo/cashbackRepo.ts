import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { CashbackProgrammeSchema } from "../../src/domain/api/promoCashback"
import { type CashbackProgramme, PERIOD_ANCHOR_MS, WEEK_MS } from "../../src/domain/promo/cashback"
import { BigIntColumn, type PreparedPosting } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"

/** The player as cashback needs them: the main account and its currency, and whether anything bars a payment now. */
const PlayerRow = Schema.Struct({ main_id: BigIntColumn, currency: Schema.String, excluded: Schema.Boolean, banned: Schema.Boolean })
export type CashbackPlayerRow = typeof PlayerRow.Type

/** A period's rounds summed (period_start as epoch ms). */
const TotalsRow = Schema.Struct({ period_start: BigIntColumn, stakes: BigIntColumn, wins: BigIntColumn })
export type CashbackTotalsRow = typeof TotalsRow.Type

/** A settlement of migration 067. */
const SettlementRow = Schema.Struct({
  period_start: Schema.DateFromSelf,
  period_end: Schema.DateFromSelf,
  stakes: BigIntColumn,
  wins: BigIntColumn,
  amount: BigIntColumn,
  status: Schema.Literal("paid", "nothing_due", "withheld"),
  settled_by: Schema.Literal("claim", "auto"),
  settled_at: Schema.DateFromSelf
})
export type CashbackSettlementRow = typeof SettlementRow.Type

const PaidRow = Schema.Struct({ programme: CashbackProgrammeSchema, period_start: Schema.DateFromSelf, currency: Schema.String, players: BigIntColumn, paid: BigIntColumn })
export type CashbackPaidRow = typeof PaidRow.Type

/** A period to settle, as settle_cashback takes it; the posting is absent when nothing is due. */
export interface CashbackToSettle {
  readonly programme: CashbackProgramme
  readonly userId: number
  readonly periodStart: Date
  readonly periodEnd: Date
  readonly currency: string
  readonly stakes: number
  readonly wins: number
  readonly rateBp: number
  readonly amount: number
  readonly by: "claim" | "auto"
  readonly at: Date
  readonly posting: PreparedPosting | null
  readonly key: string
}

const SettledRow = Schema.Struct({ outcome: Schema.String })

/** SQL of migration 067 and the casino rounds it sums (migration 047's casino_rounds_limits index serves the sums). */
export const makeCashbackRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const player = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, at: Schema.DateFromSelf }),
    Result: PlayerRow,
    execute: ({ at, userId }) =>
      sql`select m.id as main_id, m.currency::text as currency, player_excluded(p.id, ${at}) as excluded, p.ban_level > 0 as banned
          from players p join ledger_accounts m on m.user_id = p.id and m.type = 0
          where p.id = ${userId}`
  })
  // Periods are whole weeks from PERIOD_ANCHOR_MS, the domain's boundaries, so the sums agree with periodStartOf.
  const totals = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, currency: Schema.String, from: Schema.DateFromSelf, to: Schema.DateFromSelf }),
    Result: TotalsRow,
    execute: ({ currency, from, to, userId }) =>
      sql`select (${PERIOD_ANCHOR_MS}::bigint + floor((extract(epoch from r.played_at) * 1000 - ${PERIOD_ANCHOR_MS}) / ${WEEK_MS})::bigint * ${WEEK_MS}) as period_start,
            sum(r.stake) as stakes, sum(r.win) as wins
          from casino_rounds r
          where r.user_id = ${userId} and r.currency = ${currency} and r.played_at >= ${from} and r.played_at < ${to}
          group by 1`
  })
  const settlements = SqlSchema.findAll({
    Request: Schema.Struct({ programme: CashbackProgrammeSchema, userId: Schema.Number, from: Schema.DateFromSelf }),
    Result: SettlementRow,
    execute: ({ from, programme, userId }) =>
      sql`select period_start, period_end, stakes, wins, amount, status, settled_by, settled_at from cashback_settlements
          where programme = ${programme} and user_id = ${userId} and period_start >= ${from} order by period_start desc`
  })
  const unsettled = SqlSchema.findAll({
    Request: Schema.Struct({ programme: CashbackProgrammeSchema, from: Schema.DateFromSelf, to: Schema.DateFromSelf }),
    Result: Schema.Struct({ user_id: BigIntColumn }),
    // One probe of casino_rounds_limits (user_id, currency, played_at) per main account, not a read of every round of
    // the week: the leader asks this every CASHBACK_SWEEP.
    execute: ({ from, programme, to }) =>
      sql`select m.user_id from ledger_accounts m
          where m.type = 0 and m.user_id is not null
            and exists (select 1 from casino_rounds r where r.user_id = m.user_id and r.currency = m.currency and r.played_at >= ${from} and r.played_at < ${to})
            and not exists (select 1 from cashback_settlements s where s.programme = ${programme} and s.user_id = m.user_id and s.period_start = ${from})
          limit 500`
  })
  const settle = SqlSchema.single({
    Request: Schema.Any,
    Result: SettledRow,
    execute: (s: CashbackToSettle) =>
      sql`select * from settle_cashback(${s.programme}, ${s.userId}, ${s.periodStart}, ${s.periodEnd}, ${s.currency}, ${s.stakes}, ${s.wins}, ${s.rateBp},
            ${s.amount}, ${s.by}, ${s.at}, ${s.posting?.kind ?? "cashback"}, ${s.key}, ${s.posting?.contentHash ?? ""}, ${JSON.stringify(s.posting?.entries ?? [])}::jsonb)`
  })
  const paid = SqlSchema.findAll({
    Request: Schema.Void,
    Result: PaidRow,
    execute: () =>
      sql`select programme, period_start, currency::text as currency, count(*) as players, sum(amount) as paid from cashback_settlements
          where status = 'paid' group by programme, period_start, currency order by period_start desc, programme, currency limit 500`
  })

  return {
    player: (userId: number, at: Date) => orDieQuietly(player({ userId, at })),
    /** The player's rounds in [from, to) in the currency, summed per period. */
    totals: (userId: number, currency: string, from: Date, to: Date) => orDieQuietly(totals({ userId, currency, from, to })),
    /** The player's settlements of the programme from `from` on, newest first. */
    settlements: (programme: CashbackProgramme, userId: number, from: Date) => orDieQuietly(settlements({ programme, userId, from })),
    /** Players with rounds in the period [from, to) (in their main currency) that the programme has not settled. */
    unsettled: (programme: CashbackProgramme, from: Date, to: Date) => orDieQuietly(Effect.map(unsettled({ programme, from, to }), (rows) => rows.map((row) => row.user_id))),
    settle: (s: CashbackToSettle) => orDieQuietly(Effect.map(settle(s), (row) => row.outcome)),
    paid: orDieQuietly(paid(undefined))
  }
})

export type CashbackRepo = Effect.Effect.Success<typeof makeCashbackRepo>
