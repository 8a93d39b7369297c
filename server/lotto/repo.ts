import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../account/ledgerRepo"
import { RG_OUTCOMES, RgColumns } from "../limits/refusals"
import { orDieQuietly } from "../platform/db/databaseFault"

/** Numbers as JSON text (array_to_json): the same on PGlite and node-postgres. */
const Numbers = Schema.parseJson(Schema.Array(Schema.Int))

/** A draw with its seed (migration 061): the seed is served only once drawn_at is set. */
export const DrawRow = Schema.Struct({
  id: BigIntColumn,
  game: Schema.String,
  draw_at: Schema.DateFromSelf,
  server_seed: Schema.String,
  commitment: Schema.String,
  numbers: Schema.NullOr(Numbers),
  drawn_at: Schema.NullOr(Schema.DateFromSelf),
  settled_at: Schema.NullOr(Schema.DateFromSelf)
})
export type DrawRow = typeof DrawRow.Type

export const TicketRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  ticket_key: Schema.String,
  draw_id: BigIntColumn,
  game: Schema.String,
  account_id: BigIntColumn,
  currency: Schema.String,
  numbers: Numbers,
  stake: BigIntColumn,
  bought_at: Schema.DateFromSelf,
  matches: Schema.NullOr(Schema.Number),
  prize: Schema.NullOr(BigIntColumn),
  settled_at: Schema.NullOr(Schema.DateFromSelf)
})
export type TicketRow = typeof TicketRow.Type

const BoughtRow = Schema.Struct({
  outcome: Schema.Literal(
    "bought",
    "replayed",
    "conflict",
    "no_draw",
    "closed",
    "banned",
    "no_account",
    "stale",
    ...RG_OUTCOMES,
    "insufficient"
  ),
  ticket_pk: Schema.NullOr(BigIntColumn),
  balance: Schema.NullOr(BigIntColumn),
  ...RgColumns
})
export type BoughtRow = typeof BoughtRow.Type

export interface TicketToBuy {
  readonly userId: number
  readonly ticketKey: string
  readonly requestHash: string
  readonly drawId: number
  readonly accountId: number
  readonly numbers: ReadonlyArray<number>
  readonly stake: number
  readonly posting: PreparedPosting
}

export interface TicketToSettle {
  readonly ticketPk: number
  readonly matches: number
  readonly prize: number
  /** null: no prize, nothing is credited. */
  readonly posting: PreparedPosting | null
  readonly at: Date
}

const drawColumns = (sql: SqlClient.SqlClient) =>
  sql`d.id, d.game, d.draw_at, d.server_seed, d.commitment, array_to_json(d.numbers)::text as numbers, d.drawn_at, d.settled_at`

const ticketColumns = (sql: SqlClient.SqlClient) =>
  sql`t.id, t.user_id, t.ticket_key, t.draw_id, d.game, t.account_id, t.currency, array_to_json(t.numbers)::text as numbers, t.stake, t.bought_at,
      t.matches, t.prize, t.settled_at`

const arrayLiteral = (numbers: ReadonlyArray<number>): string => `{${numbers.map((n) => Math.trunc(n)).join(",")}}`

/** SQL of migration 061: the draws and the tickets. */
export const makeLottoRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const drawById = SqlSchema.findOne({ Request: Schema.Number, Result: DrawRow, execute: (id) => sql`select ${drawColumns(sql)} from lotto_draws d where d.id = ${id}` })
  const openDraws = SqlSchema.findAll({
    Request: Schema.String,
    Result: DrawRow,
    execute: (game) => sql`select ${drawColumns(sql)} from lotto_draws d where d.game = ${game} and d.drawn_at is null order by d.draw_at`
  })
  const recentDraws = SqlSchema.findAll({
    Request: Schema.Struct({ game: Schema.String, limit: Schema.Number }),
    Result: DrawRow,
    execute: ({ game, limit }) => sql`select ${drawColumns(sql)} from lotto_draws d where d.game = ${game} and d.drawn_at is not null order by d.id desc limit ${limit}`
  })
  const dueDraws = SqlSchema.findAll({
    Request: Schema.DateFromSelf,
    Result: DrawRow,
    execute: (at) => sql`select ${drawColumns(sql)} from lotto_draws d where d.drawn_at is null and d.draw_at <= ${at} order by d.id`
  })
  const unsettledDraws = SqlSchema.findAll({
    Request: Schema.Void,
    Result: DrawRow,
    execute: () => sql`select ${drawColumns(sql)} from lotto_draws d where d.settled_at is null and d.drawn_at is not null order by d.id`
  })
  const openTickets = SqlSchema.findAll({
    Request: Schema.Number,
    Result: TicketRow,
    execute: (drawId) => sql`select ${ticketColumns(sql)} from lotto_tickets t join lotto_draws d on d.id = t.draw_id where t.draw_id = ${drawId} and t.settled_at is null order by t.id`
  })
  const ticketsOf = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, drawId: Schema.Number }),
    Result: TicketRow,
    execute: ({ drawId, userId }) =>
      sql`select ${ticketColumns(sql)} from lotto_tickets t join lotto_draws d on d.id = t.draw_id where t.draw_id = ${drawId} and t.user_id = ${userId} order by t.id desc limit 200`
  })
  const ticketByKey = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, key: Schema.String }),
    Result: TicketRow,
    execute: ({ key, userId }) => sql`select ${ticketColumns(sql)} from lotto_tickets t join lotto_draws d on d.id = t.draw_id where t.user_id = ${userId} and t.ticket_key = ${key}`
  })
  const ticketByPk = SqlSchema.single({
    Request: Schema.Number,
    Result: TicketRow,
    execute: (pk) => sql`select ${ticketColumns(sql)} from lotto_tickets t join lotto_draws d on d.id = t.draw_id where t.id = ${pk}`
  })
  const buy = SqlSchema.single({
    Request: Schema.Any,
    Result: BoughtRow,
    execute: (t: TicketToBuy) =>
      sql`select * from buy_lotto_ticket(${t.userId}, ${t.ticketKey}, ${t.requestHash}, ${t.drawId}, ${t.accountId}, ${arrayLiteral(t.numbers)}::integer[],
            ${t.stake}, ${t.posting.kind}, ${t.posting.key}, ${t.posting.contentHash}, ${t.posting.at}, ${JSON.stringify(t.posting.entries)}::jsonb)`
  })
  const settle = SqlSchema.single({
    Request: Schema.Any,
    Result: Schema.Struct({ outcome: Schema.Literal("settled", "settled_before") }),
    execute: (s: TicketToSettle) =>
      sql`select * from settle_lotto_ticket(${s.ticketPk}, ${s.matches}, ${s.prize}, ${s.posting?.kind ?? ""}, ${s.posting?.key ?? ""},
            ${s.posting?.contentHash ?? ""}, ${s.at}, ${JSON.stringify(s.posting?.entries ?? [])}::jsonb)`
  })
  const activeAccount = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ id: BigIntColumn, currency: Schema.String }),
    execute: (userId) =>
      sql`select a.id, a.currency::text as currency from wallets w join ledger_accounts a on a.id = w.active_account_id and a.user_id = w.user_id
          where w.user_id = ${userId} and a.closed_at is null`
  })

  return {
    drawById: (id: number) => orDieQuietly(drawById(id)),
    openDraws: (game: string) => orDieQuietly(openDraws(game)),
    recentDraws: (game: string, limit: number) => orDieQuietly(recentDraws({ game, limit })),
    dueDraws: (at: Date) => orDieQuietly(dueDraws(at)),
    unsettledDraws: orDieQuietly(unsettledDraws(undefined)),
    /** A draw scheduled: made once per (game, time), whoever makes it. */
    insertDraw: (d: { game: string; drawAt: Date; serverSeed: string; commitment: string; at: Date }) =>
      orDieQuietly(
        sql`insert into lotto_draws (game, draw_at, server_seed, commitment, created_at) values (${d.game}, ${d.drawAt}, ${d.serverSeed}, ${d.commitment}, ${d.at})
            on conflict (game, draw_at) do nothing`.pipe(Effect.asVoid)
      ),
    /** The developer's "now": an open draw's time moved to `at` (its sales close), if it is still open. */
    closeSalesNow: (id: number, at: Date) => orDieQuietly(sql`update lotto_draws set draw_at = ${at} where id = ${id} and drawn_at is null and draw_at > ${at}`.pipe(Effect.asVoid)),
    /** The numbers written once (the row's update waits for the purchases holding it shared). */
    markDrawn: (id: number, numbers: ReadonlyArray<number>, at: Date) =>
      orDieQuietly(sql`update lotto_draws set numbers = ${arrayLiteral(numbers)}::integer[], drawn_at = ${at} where id = ${id} and drawn_at is null`.pipe(Effect.asVoid)),
    markSettled: (id: number, at: Date) =>
      orDieQuietly(
        sql`update lotto_draws d set settled_at = ${at} where d.id = ${id} and d.settled_at is null and d.drawn_at is not null
            and not exists (select 1 from lotto_tickets t where t.draw_id = d.id and t.settled_at is null)`.pipe(Effect.asVoid)
      ),
    openTickets: (drawId: number) => orDieQuietly(openTickets(drawId)),
    ticketsOf: (userId: number, drawId: number) => orDieQuietly(ticketsOf({ userId, drawId })),
    ticketByKey: (userId: number, key: string) => orDieQuietly(ticketByKey({ userId, key })),
    ticketByPk: (pk: number) => orDieQuietly(ticketByPk(pk)),
    buy: (t: TicketToBuy) => orDieQuietly(buy(t)),
    settle: (s: TicketToSettle) => orDieQuietly(settle(s)),
    activeAccount: (userId: number) => orDieQuietly(activeAccount(userId))
  }
})

export type LottoRepo = Effect.Effect.Success<typeof makeLottoRepo>
