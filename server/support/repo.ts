import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { SupportAuthorSchema, SupportKindSchema, SupportStatusSchema } from "../../src/domain/api/support"
import { type SupportAuthor, type SupportKind, type SupportStatus, SUPPORT_OPEN_TICKETS_MAX } from "../../src/domain/support/tickets"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly, transactionOrDie } from "../platform/db/databaseFault"

/** A support_tickets row (migration 074). */
export const TicketRow = Schema.Struct({
  id: BigIntColumn,
  user_id: Schema.NullOr(BigIntColumn),
  email: Schema.NullOr(Schema.String),
  kind: SupportKindSchema,
  topic: Schema.String,
  status: SupportStatusSchema,
  last_author: SupportAuthorSchema,
  messages: Schema.Int,
  created_at: Schema.DateFromSelf,
  updated_at: Schema.DateFromSelf,
  /** Migration 076: the language the ticket was asked in. */
  language: Schema.String,
  /** Migration 078: how many of its messages the player has read. */
  player_read_messages: Schema.Int
})
export type TicketRow = typeof TicketRow.Type

export const MessageRow = Schema.Struct({
  id: BigIntColumn,
  author: SupportAuthorSchema,
  body: Schema.String,
  written_at: Schema.DateFromSelf
})
export type MessageRow = typeof MessageRow.Type

const TICKET_COLUMNS = "id, user_id, email, kind, topic, status, last_author, messages, created_at, updated_at, language, player_read_messages"

/** Who acts on a ticket: its player (only their own tickets are found) or the operator (every ticket). */
export type Actor = { readonly player: number } | "operator"

/** Why a write was not made. */
export type WriteRefusal = "missing" | "closed"

/** SQL of migration 074: tickets and their messages. */
export const makeSupportRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const inTransaction = transactionOrDie(sql.withTransaction)

  const ticketsOf = SqlSchema.findAll({
    Request: Schema.Number,
    Result: TicketRow,
    execute: (userId) => sql`select ${sql.literal(TICKET_COLUMNS)} from support_tickets where user_id = ${userId} order by updated_at desc, id desc limit 200`
  })

  const waiting = SqlSchema.findAll({
    Request: Schema.Boolean,
    Result: TicketRow,
    execute: (all) =>
      all
        ? sql`select ${sql.literal(TICKET_COLUMNS)} from support_tickets order by updated_at desc, id desc limit 200`
        : sql`select ${sql.literal(TICKET_COLUMNS)} from support_tickets where status = 'open' order by updated_at, id limit 200`
  })

  const ticket = SqlSchema.findOne({
    Request: Schema.Number,
    Result: TicketRow,
    execute: (id) => sql`select ${sql.literal(TICKET_COLUMNS)} from support_tickets where id = ${id}`
  })

  // The row stays locked until the transaction ends: writes to one ticket are one after the other.
  const lockedTicket = SqlSchema.findOne({
    Request: Schema.Number,
    Result: TicketRow,
    execute: (id) => sql`select ${sql.literal(TICKET_COLUMNS)} from support_tickets where id = ${id} for update`
  })

  const messagesOf = SqlSchema.findAll({
    Request: Schema.Number,
    Result: MessageRow,
    execute: (ticketId) => sql`select id, author, body, written_at from support_messages where ticket_id = ${ticketId} order by id`
  })

  const openCount = SqlSchema.single({
    Request: Schema.Number,
    Result: Schema.Struct({ open: BigIntColumn }),
    execute: (userId) => sql`select count(*) as open from support_tickets where user_id = ${userId} and status <> 'closed'`
  })

  const insertTicket = SqlSchema.single({
    Request: Schema.Struct({
      userId: Schema.NullOr(Schema.Number),
      email: Schema.NullOr(Schema.String),
      kind: Schema.String,
      topic: Schema.String,
      language: Schema.String,
      at: Schema.DateFromSelf
    }),
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: ({ at, email, kind, language, topic, userId }) =>
      sql`insert into support_tickets (user_id, email, kind, topic, status, last_author, messages, created_at, updated_at, language)
          values (${userId}, ${email}, ${kind}, ${topic}, 'open', 'player', 1, ${at}, ${at}, ${language}) returning id`
  })

  const insertMessage = (ticketId: number, author: SupportAuthor, body: string, at: Date) =>
    sql`insert into support_messages (ticket_id, author, body, written_at) values (${ticketId}, ${author}, ${body}, ${at})`

  const owns = (actor: Actor, row: TicketRow): boolean => actor === "operator" || row.user_id === actor.player

  return {
    ticketsOf: (userId: number) => orDieQuietly(ticketsOf(userId)),
    waiting: (all: boolean) => orDieQuietly(waiting(all)),
    /** The ticket, if the actor may see it (another player's ticket is none). */
    ticket: (id: number, actor: Actor) => orDieQuietly(Effect.map(ticket(id), Option.filter((row) => owns(actor, row)))),
    messagesOf: (ticketId: number) => orDieQuietly(messagesOf(ticketId)),
    /** The player has read the ticket's first `messages` messages (a count read earlier never lowers a later one). */
    markRead: (id: number, userId: number, messages: number) =>
      orDieQuietly(
        sql`update support_tickets set player_read_messages = greatest(player_read_messages, ${messages}) where id = ${id} and user_id = ${userId}`
      ),

    /**
     * A new ticket with its first message; for a player, only while they have fewer than SUPPORT_OPEN_TICKETS_MAX open
     * (counted under their player row's lock, so two at once cannot both pass the last place).
     */
    open: (ticket: {
      readonly userId: number | null
      readonly email: string | null
      readonly kind: SupportKind
      readonly topic: string
      readonly body: string
      readonly language: string
      readonly at: Date
    }) =>
      inTransaction(
        Effect.gen(function* () {
          if (ticket.userId !== null) {
            yield* sql`select id from players where id = ${ticket.userId} for update`
            const { open } = yield* openCount(ticket.userId)
            if (open >= SUPPORT_OPEN_TICKETS_MAX) return Option.none<number>()
          }
          const { id } = yield* insertTicket(ticket)
          yield* insertMessage(id, "player", ticket.body, ticket.at)
          return Option.some(id)
        })
      ).pipe(orDieQuietly),

    /** A message in a ticket the actor may see, with the ticket's new status; refused when missing or closed. */
    write: (id: number, actor: Actor, body: string, status: (now: SupportStatus) => SupportStatus | undefined, at: Date) =>
      inTransaction(
        Effect.gen(function* () {
          const row = yield* lockedTicket(id)
          if (Option.isNone(row) || !owns(actor, row.value)) return "missing" as WriteRefusal
          const next = status(row.value.status)
          if (next === undefined) return "closed" as WriteRefusal
          const author: SupportAuthor = actor === "operator" ? "operator" : "player"
          yield* insertMessage(id, author, body, at)
          yield* sql`update support_tickets set status = ${next}, last_author = ${author}, messages = messages + 1, updated_at = ${at} where id = ${id}`
          return undefined
        })
      ).pipe(orDieQuietly),

    /** Closes a ticket the actor may see (a closed one stays as it was); false when there is none. */
    close: (id: number, actor: Actor, at: Date) =>
      inTransaction(
        Effect.gen(function* () {
          const row = yield* lockedTicket(id)
          if (Option.isNone(row) || !owns(actor, row.value)) return false
          if (row.value.status !== "closed") yield* sql`update support_tickets set status = 'closed', updated_at = ${at} where id = ${id}`
          return true
        })
      ).pipe(orDieQuietly)
  }
})

export type SupportRepo = Effect.Effect.Success<typeof makeSupportRepo>
