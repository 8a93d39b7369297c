import { Clock, Context, Effect, Layer, Option } from "effect"
import {
  type NewSupportTicket,
  SupportRefusalCode,
  type OperatorSupportThread,
  SupportRefused,
  type SupportThread,
  type SupportTicket,
  SupportTicketNotFound,
  type UserQuestion
} from "../../src/domain/api/support"
import { normalizeEmail } from "../../src/domain/session/credentials"
import { FALLBACK_LANGUAGE, isLanguageCode } from "../../src/domain/shell/language"
import { Outbox } from "../platform/outbox/outbox"
import { isUnread, statusAfter, supportTextOf } from "../../src/domain/support/tickets"
import { type Actor, makeSupportRepo, type MessageRow, type TicketRow } from "./repo"

export interface SupportServiceShape {
  readonly tickets: (userId: number) => Effect.Effect<ReadonlyArray<SupportTicket>>
  readonly open: (userId: number, ticket: NewSupportTicket) => Effect.Effect<SupportThread, SupportRefused>
  /** The thread as its player opens it; `markRead`: what it shows is read from then on (its new-answer mark goes). */
  readonly thread: (userId: number, ticketId: number, markRead: boolean) => Effect.Effect<SupportThread, SupportTicketNotFound>
  readonly reply: (userId: number, ticketId: number, message: string) => Effect.Effect<SupportThread, SupportTicketNotFound | SupportRefused>
  readonly close: (userId: number, ticketId: number) => Effect.Effect<SupportThread, SupportTicketNotFound>
  /** A question of the user-question modal: the signed-in player's ticket, or a guest's with the e-mail to answer to. */
  readonly ask: (userId: number | null, question: UserQuestion) => Effect.Effect<{ readonly ticketId: number | null }, SupportRefused>
  readonly waiting: (all: boolean) => Effect.Effect<ReadonlyArray<OperatorSupportThread["ticket"]>>
  readonly show: (ticketId: number) => Effect.Effect<OperatorSupportThread, SupportTicketNotFound>
  /** The operator's answer; a guest's question is answered by e-mail too, in the language it was asked in. */
  readonly answer: (ticketId: number, message: string) => Effect.Effect<OperatorSupportThread, SupportTicketNotFound | SupportRefused>
  readonly operatorClose: (ticketId: number) => Effect.Effect<OperatorSupportThread, SupportTicketNotFound>
}

export class SupportService extends Context.Tag("oddsfold/server/SupportService")<SupportService, SupportServiceShape>() {}

const notFound = new SupportTicketNotFound({ message: "there is no such ticket of yours" })
const closed = new SupportRefused({ reason: "closed", code: SupportRefusalCode.closed, field: null, message: "this ticket is closed: open a new one" })
const tooManyOpen = new SupportRefused({ reason: "tooManyOpen", code: SupportRefusalCode.tooManyOpen, field: null, message: "you have many tickets open: close one you no longer need first" })

const ticketOf = (row: TicketRow): SupportTicket => ({
  id: row.id,
  kind: row.kind,
  topic: row.topic,
  status: row.status,
  createdAt: row.created_at.getTime(),
  updatedAt: row.updated_at.getTime(),
  lastAuthor: row.last_author,
  messages: row.messages,
  unread: isUnread(row.status, row.messages, row.player_read_messages)
})

const operatorTicketOf = (row: TicketRow): OperatorSupportThread["ticket"] => ({ ...ticketOf(row), userId: row.user_id, email: row.email })

const messageOf = (row: MessageRow) => ({ id: row.id, author: row.author, text: row.body, at: row.written_at.getTime() })

/**
 * The support desk. Texts are kept trimmed and as typed (the contract refused control characters); they are shown as
 * text, never as HTML. Every read and write names its actor: a player reaches only their own tickets, and another
 * player's ticket answers as a missing one.
 */
export const SupportServiceLive = Layer.effect(
  SupportService,
  Effect.gen(function* () {
    const repo = yield* makeSupportRepo
    const outbox = yield* Outbox
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    const read = (ticketId: number, actor: Actor) =>
      Effect.gen(function* () {
        const row = yield* repo.ticket(ticketId, actor)
        if (Option.isNone(row)) return yield* notFound
        return { row: row.value, messages: (yield* repo.messagesOf(ticketId)).map(messageOf) }
      })
    const playerThread = (userId: number, ticketId: number) => Effect.map(read(ticketId, { player: userId }), ({ messages, row }) => ({ ticket: ticketOf(row), messages }))
    const readThread = (userId: number, ticketId: number, markRead: boolean) =>
      Effect.gen(function* () {
        const { messages, row } = yield* read(ticketId, { player: userId })
        if (!markRead || !isUnread(row.status, row.messages, row.player_read_messages)) return { ticket: ticketOf(row), messages }
        yield* repo.markRead(ticketId, userId, row.messages)
        return { ticket: ticketOf({ ...row, player_read_messages: row.messages }), messages }
      })
    const operatorThread = (ticketId: number) => Effect.map(read(ticketId, "operator"), ({ messages, row }) => ({ ticket: operatorTicketOf(row), messages }))

    const write = (ticketId: number, actor: Actor, message: string) =>
      Effect.gen(function* () {
        const refused = yield* repo.write(ticketId, actor, supportTextOf(message), (status) => statusAfter(status, { write: actor === "operator" ? "operator" : "player" }), yield* now)
        if (refused === "missing") return yield* notFound
        if (refused === "closed") return yield* closed
      })

    const openTicket = (userId: number | null, email: string | null, kind: NewSupportTicket["kind"], topic: string, message: string, language: string = FALLBACK_LANGUAGE) =>
      Effect.gen(function* () {
        const id = yield* repo.open({ userId, email, kind, topic: supportTextOf(topic), body: supportTextOf(message), language, at: yield* now })
        if (Option.isNone(id)) return yield* tooManyOpen
        return id.value
      })

    return {
      tickets: (userId) => Effect.map(repo.ticketsOf(userId), (rows) => rows.map(ticketOf)),
      open: (userId, ticket) =>
        Effect.flatMap(openTicket(userId, null, ticket.kind, ticket.topic, ticket.message), (id) => Effect.orDie(playerThread(userId, id))),
      thread: readThread,
      reply: (userId, ticketId, message) => Effect.zipRight(write(ticketId, { player: userId }, message), playerThread(userId, ticketId)),
      close: (userId, ticketId) =>
        Effect.gen(function* () {
          if (!(yield* repo.close(ticketId, { player: userId }, yield* now))) return yield* notFound
          return yield* playerThread(userId, ticketId)
        }),
      ask: (userId, question) =>
        Effect.gen(function* () {
          const language = question.language ?? FALLBACK_LANGUAGE
          if (userId !== null) return { ticketId: yield* openTicket(userId, null, "question", question.topic, question.message, language) }
          if (question.email === null) return yield* new SupportRefused({ reason: "emailRequired", code: SupportRefusalCode.emailRequired, field: "email", message: "give the e-mail address we answer to" })
          yield* openTicket(null, normalizeEmail(question.email), "question", question.topic, question.message, language)
          return { ticketId: null }
        }),
      waiting: (all) => Effect.map(repo.waiting(all), (rows) => rows.map(operatorTicketOf)),
      show: operatorThread,
      answer: (ticketId, message) =>
        Effect.gen(function* () {
          yield* write(ticketId, "operator", message)
          const { row, messages } = yield* read(ticketId, "operator")
          if (row.user_id === null && row.email !== null) {
            yield* outbox.send({
              channel: "email",
              to: row.email,
              template: "support_answer",
              params: { topic: row.topic, answer: supportTextOf(message) },
              language: isLanguageCode(row.language) ? row.language : FALLBACK_LANGUAGE
            })
          }
          return { ticket: operatorTicketOf(row), messages }
        }),
      operatorClose: (ticketId) =>
        Effect.gen(function* () {
          if (!(yield* repo.close(ticketId, "operator", yield* now))) return yield* notFound
          return yield* operatorThread(ticketId)
        })
    }
  })
)
