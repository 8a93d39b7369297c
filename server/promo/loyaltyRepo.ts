import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"
import type { BonusToAward } from "./repo"

/** The player as loyalty needs them: the main account and its currency, and whether anything bars an exchange now. */
const PlayerRow = Schema.Struct({ main_id: BigIntColumn, currency: Schema.String, barred: Schema.Boolean })
export type LoyaltyPlayerRow = typeof PlayerRow.Type

/** A coupon settled won or lost (coef_milli null for the multi-line types), with whether its account holds real money. */
const DecidedCouponRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  stake: BigIntColumn,
  currency: Schema.String,
  coef_milli: Schema.NullOr(BigIntColumn),
  status: Schema.Literal("won", "lost"),
  real_money: Schema.Boolean,
  decided_at: Schema.DateFromSelf
})
export type DecidedCouponRow = typeof DecidedCouponRow.Type

/** A finished casino round: an instant one, a stepped one that ended, a crash bet that was settled. */
const DecidedRoundRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  stake: BigIntColumn,
  currency: Schema.String,
  game_id: Schema.String,
  real_money: Schema.Boolean,
  decided_at: Schema.DateFromSelf
})
export type DecidedRoundRow = typeof DecidedRoundRow.Type

const EntryRow = Schema.Struct({
  source: Schema.Literal("coupon", "round", "exchange"),
  points: BigIntColumn,
  stake: BigIntColumn,
  currency: Schema.String,
  reward_id: Schema.NullOr(Schema.String),
  bonus_id: Schema.NullOr(BigIntColumn),
  made_at: Schema.DateFromSelf
})
export type LoyaltyEntryRow = typeof EntryRow.Type

const TotalsRow = Schema.Struct({ earned: BigIntColumn, spent: BigIntColumn })

const WeekRow = Schema.Struct({ week_start: Schema.DateFromSelf, earned: BigIntColumn, spent: BigIntColumn, earners: BigIntColumn, exchanges: BigIntColumn })
export type LoyaltyWeekDbRow = typeof WeekRow.Type

const ExchangedRow = Schema.Struct({ outcome: Schema.String, bonus_pk: Schema.NullOr(BigIntColumn), balance: BigIntColumn })

/** An earned entry to write. */
export interface EarnedEntry {
  readonly userId: number
  readonly key: string
  readonly source: "coupon" | "round"
  readonly points: number
  readonly stake: number
  readonly currency: string
  readonly at: Date
}

/** Where a page of decided stakes starts: after this (time, id), up to `to`; the player's own, or everyone's (null). */
export interface DecidedPage {
  readonly userId: number | null
  readonly afterAt: Date
  readonly afterId: number
  readonly to: Date
  readonly limit: number
}

export interface ExchangeToMake extends BonusToAward {
  readonly key: string
  readonly rewardId: string
  readonly points: number
}

/** SQL of migration 072 and the decided stakes it reads (coupons of 018, casino rounds of 047, 050 and 051). */
export const makeLoyaltyRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const ofPlayer = (column: string, userId: number | null) => (userId === null ? sql.literal("") : sql`and ${sql.literal(column)} = ${userId}`)

  const player = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, at: Schema.DateFromSelf }),
    Result: PlayerRow,
    execute: ({ at, userId }) =>
      sql`select m.id as main_id, m.currency::text as currency, (p.ban_level > 0 or player_excluded(p.id, ${at})) as barred
          from players p join ledger_accounts m on m.user_id = p.id and m.type = 0
          where p.id = ${userId}`
  })
  // Pages in (decided time, id) order; an entry already written leaves its stake out, so a page holds what is new.
  const decidedCoupons = SqlSchema.findAll({
    Request: Schema.Any,
    Result: DecidedCouponRow,
    execute: (page: DecidedPage) =>
      sql`select c.id, c.user_id, c.stake, c.currency::text as currency, (c.coef * 1000)::bigint as coef_milli, c.status, (a.type in (0, 9) and c.free_bet_id is null) as real_money,
            c.settled_at as decided_at
          from coupons c join ledger_accounts a on a.id = c.account_id
          where c.status in ('won', 'lost') and c.settled_at <= ${page.to} and (c.settled_at, c.id) > (${page.afterAt}, ${page.afterId}) ${ofPlayer("c.user_id", page.userId)}
            and not exists (select 1 from loyalty_entries e where e.user_id = c.user_id and e.entry_key = 'coupon:' || c.id)
          order by c.settled_at, c.id limit ${page.limit}`
  })
  const decidedRounds = SqlSchema.findAll({
    Request: Schema.Any,
    Result: DecidedRoundRow,
    execute: (page: DecidedPage) =>
      sql`select r.id, r.user_id, r.stake, r.currency::text as currency, r.game_id, a.type in (0, 9) as real_money, d.decided_at
          from (
            select r.id, r.played_at as decided_at from casino_rounds r
              where r.played_at <= ${page.to} and r.played_at >= ${page.afterAt} ${ofPlayer("r.user_id", page.userId)}
                and not exists (select 1 from casino_stepped_rounds s where s.round_pk = r.id)
                and not exists (select 1 from crash_bets b where b.round_pk = r.id)
            union all
            select s.round_pk, s.ended_at from casino_stepped_rounds s
              where s.ended_at is not null and s.ended_at <= ${page.to} and s.ended_at >= ${page.afterAt} ${ofPlayer("s.user_id", page.userId)}
            union all
            select b.round_pk, b.settled_at from crash_bets b
              where b.settled_at is not null and b.settled_at <= ${page.to} and b.settled_at >= ${page.afterAt} ${ofPlayer("b.user_id", page.userId)}
          ) d
          join casino_rounds r on r.id = d.id join ledger_accounts a on a.id = r.account_id
          where (d.decided_at, d.id) > (${page.afterAt}, ${page.afterId})
            and not exists (select 1 from loyalty_entries e where e.user_id = r.user_id and e.entry_key = 'round:' || r.id)
          order by d.decided_at, d.id limit ${page.limit}`
  })
  const insertEarned = SqlSchema.void({
    Request: Schema.Array(Schema.Any),
    execute: (entries: ReadonlyArray<EarnedEntry>) =>
      sql`insert into loyalty_entries (user_id, entry_key, source, points, stake, currency, made_at)
          select (x ->> 'userId')::bigint, x ->> 'key', x ->> 'source', (x ->> 'points')::bigint, (x ->> 'stake')::bigint, x ->> 'currency', (x ->> 'at')::timestamptz
          from jsonb_array_elements(${JSON.stringify(entries.map((e) => ({ ...e, at: e.at.toISOString() })))}::jsonb) x
          on conflict (user_id, entry_key) do nothing`
  })
  const cursor = SqlSchema.findOne({
    Request: Schema.Void,
    Result: Schema.Struct({ decided_upto: Schema.DateFromSelf }),
    execute: () => sql`select decided_upto from loyalty_award_cursor`
  })
  const moveCursor = SqlSchema.void({
    Request: Schema.DateFromSelf,
    execute: (to) =>
      sql`insert into loyalty_award_cursor (id, decided_upto) values (true, ${to})
          on conflict (id) do update set decided_upto = greatest(loyalty_award_cursor.decided_upto, excluded.decided_upto)`
  })
  const totals = SqlSchema.single({
    Request: Schema.Number,
    Result: TotalsRow,
    execute: (userId) =>
      sql`select coalesce(sum(points) filter (where points > 0), 0) as earned, coalesce(-sum(points) filter (where points < 0), 0) as spent
          from loyalty_entries where user_id = ${userId}`
  })
  const history = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, limit: Schema.Number }),
    Result: EntryRow,
    execute: ({ limit, userId }) =>
      sql`select source, points, stake, currency::text as currency, reward_id, bonus_id, made_at from loyalty_entries
          where user_id = ${userId} order by id desc limit ${limit}`
  })
  const exchange = SqlSchema.single({
    Request: Schema.Any,
    Result: ExchangedRow,
    execute: (x: ExchangeToMake) =>
      sql`select * from exchange_loyalty_points(${x.userId}, ${x.key}, ${x.rewardId}, ${x.points}, ${x.product}, ${x.bonusAccountId}, ${x.mainAccountId},
            ${x.currency}, ${x.amount}, ${x.requirement}, ${x.minCoefMilli}, ${JSON.stringify(x.weights)}::jsonb, ${x.defaultWeight}::smallint, ${x.expiresAt},
            ${x.posting.kind}, ${x.posting.key}, ${x.posting.contentHash}, ${x.posting.at}, ${JSON.stringify(x.posting.entries)}::jsonb)`
  })
  // Weeks from Monday 00:00 UTC (date_trunc's ISO week), as the cashback periods.
  const weeks = SqlSchema.findAll({
    Request: Schema.Void,
    Result: WeekRow,
    execute: () =>
      sql`select (date_trunc('week', made_at at time zone 'UTC') at time zone 'UTC') as week_start,
            coalesce(sum(points) filter (where points > 0), 0) as earned, coalesce(-sum(points) filter (where points < 0), 0) as spent,
            count(distinct user_id) filter (where points > 0) as earners, count(*) filter (where source = 'exchange') as exchanges
          from loyalty_entries group by 1 order by 1 desc limit 104`
  })

  return {
    player: (userId: number, at: Date) => orDieQuietly(player({ userId, at })),
    decidedCoupons: (page: DecidedPage) => orDieQuietly(decidedCoupons(page)),
    decidedRounds: (page: DecidedPage) => orDieQuietly(decidedRounds(page)),
    /** Earned entries written, each once per player and key (an entry there already is left as it is). */
    insertEarned: (entries: ReadonlyArray<EarnedEntry>) => (entries.length === 0 ? Effect.void : orDieQuietly(insertEarned(entries))),
    cursor: orDieQuietly(Effect.map(cursor(undefined), Option.map((row) => row.decided_upto))),
    moveCursor: (to: Date) => orDieQuietly(moveCursor(to)),
    totals: (userId: number) => orDieQuietly(totals(userId)),
    history: (userId: number, limit: number) => orDieQuietly(history({ userId, limit })),
    exchange: (x: ExchangeToMake) => orDieQuietly(exchange(x)),
    weeks: orDieQuietly(weeks(undefined))
  }
})

export type LoyaltyRepo = Effect.Effect.Success<typeof makeLoyaltyRepo>
