import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { LanguageCode } from "../shell/language"
import { MultilineText, TrimmedPlayerText } from "../playerText"
import { EMAIL_MAX_LENGTH, isEmail } from "../session/credentials"
import { SUPPORT_KINDS, SUPPORT_MESSAGE_MAX, SUPPORT_STATUSES, SUPPORT_TOPIC_MAX } from "../support/tickets"
import { TooManyRequests, Unauthorized } from "./errors"
import { OperatorAccess } from "./operator"

/**
 * Support (SPEC.md 2.5 support and share-idea, 2.4 the user-question and support-request-history modals): the
 * signed-in player's tickets and their threads, writing and closing them; a question from anyone (a guest gives an
 * e-mail); and the operator's side, behind the operator token. A ticket that is not the player's answers as one that
 * does not exist (404): its number tells nothing.
 */

export const SUPPORT_BASE = "/web-api/support"

export const SupportKindSchema = Schema.Literal(...SUPPORT_KINDS)
export const SupportStatusSchema = Schema.Literal(...SUPPORT_STATUSES)
export const SupportAuthorSchema = Schema.Literal("player", "operator")

const TicketIdFromPath = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, Number.MAX_SAFE_INTEGER))

export const SupportMessage = Schema.Struct({
  id: Schema.Int,
  author: SupportAuthorSchema,
  /** Plain text, shown as text (never as HTML). */
  text: Schema.String,
  /** Epoch ms. */
  at: Schema.Number
})
export type SupportMessage = typeof SupportMessage.Type

export const SupportTicket = Schema.Struct({
  id: Schema.Int,
  kind: SupportKindSchema,
  topic: Schema.String,
  status: SupportStatusSchema,
  createdAt: Schema.Number,
  updatedAt: Schema.Number,
  /** Who wrote last. */
  lastAuthor: SupportAuthorSchema,
  messages: Schema.Int,
  /** An answer the player has not opened yet (src/domain/support/tickets.ts isUnread); absent in logs made before it. */
  unread: Schema.optionalWith(Schema.Boolean, { default: () => false })
})
export type SupportTicket = typeof SupportTicket.Type

export const SupportThread = Schema.Struct({ ticket: SupportTicket, messages: Schema.Array(SupportMessage) })
export type SupportThread = typeof SupportThread.Type

/** A topic: one line, 1 to SUPPORT_TOPIC_MAX characters once trimmed. */
export const SupportTopic = TrimmedPlayerText(1, SUPPORT_TOPIC_MAX)

/** A message: lines and tabs allowed, up to SUPPORT_MESSAGE_MAX characters, something in it besides blanks. */
export const SupportText = MultilineText(SUPPORT_MESSAGE_MAX).pipe(Schema.filter((text) => text.trim() !== "", { message: () => "write a message" }))

export const NewSupportTicket = Schema.Struct({ kind: SupportKindSchema, topic: SupportTopic, message: SupportText })
export type NewSupportTicket = typeof NewSupportTicket.Type

export const SupportReply = Schema.Struct({ message: SupportText })

const GuestEmail = TrimmedPlayerText(3, EMAIL_MAX_LENGTH).pipe(Schema.filter(isEmail, { message: () => "an e-mail address such as name@example.com" }))

/** A question from the user-question modal: a signed-in player's becomes their ticket; a guest's carries an e-mail. */
export const UserQuestion = Schema.Struct({
  email: Schema.NullOr(GuestEmail),
  topic: SupportTopic,
  message: SupportText,
  /** The page's language: a guest is answered by e-mail in it (absent: English). */
  language: Schema.optional(LanguageCode)
})
export type UserQuestion = typeof UserQuestion.Type

export const UserQuestionAnswer = Schema.Struct({
  /** The ticket: the player's (null for a guest, who is answered by e-mail and has no thread to open). */
  ticketId: Schema.NullOr(Schema.Int)
})

/** No such ticket of this player (or none at all). */
export class SupportTicketNotFound extends Schema.TaggedError<SupportTicketNotFound>()(
  "SupportTicketNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/**
 * Refused as the ticket stands: it is closed (nothing more is written in it), the player has SUPPORT_OPEN_TICKETS_MAX
 * tickets open already, or a guest's question has no e-mail to answer to. `field` names what the form should mark.
 */
export const SUPPORT_REFUSALS = ["closed", "tooManyOpen", "emailRequired"] as const
export type SupportRefusal = (typeof SUPPORT_REFUSALS)[number]
/** The refusals' codes, as the client's error model carries them. */
export const SupportRefusalCode: Readonly<Record<SupportRefusal, number>> = { closed: 160, tooManyOpen: 161, emailRequired: 162 }

export class SupportRefused extends Schema.TaggedError<SupportRefused>()(
  "SupportRefused",
  { reason: Schema.Literal(...SUPPORT_REFUSALS), code: Schema.Int, field: Schema.NullOr(Schema.String), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

const ticketPath = Schema.Struct({ ticketId: TicketIdFromPath })

export const supportGroup = HttpApiGroup.make("support")
  .add(HttpApiEndpoint.get("tickets", `${SUPPORT_BASE}/tickets`).addSuccess(Schema.Array(SupportTicket)).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("open", `${SUPPORT_BASE}/tickets`)
      .setPayload(NewSupportTicket)
      .addSuccess(SupportThread)
      .addError(Unauthorized)
      .addError(SupportRefused)
      .addError(TooManyRequests)
  )
  .add(HttpApiEndpoint.get("thread", `${SUPPORT_BASE}/tickets/:ticketId`).setPath(ticketPath).addSuccess(SupportThread).addError(Unauthorized).addError(SupportTicketNotFound))
  .add(
    HttpApiEndpoint.post("reply", `${SUPPORT_BASE}/tickets/:ticketId/messages`)
      .setPath(ticketPath)
      .setPayload(SupportReply)
      .addSuccess(SupportThread)
      .addError(Unauthorized)
      .addError(SupportTicketNotFound)
      .addError(SupportRefused)
      .addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.post("close", `${SUPPORT_BASE}/tickets/:ticketId/close`)
      .setPath(ticketPath)
      .addSuccess(SupportThread)
      .addError(Unauthorized)
      .addError(SupportTicketNotFound)
  )
  .add(
    HttpApiEndpoint.post("ask", `${SUPPORT_BASE}/questions`)
      .setPayload(UserQuestion)
      .addSuccess(UserQuestionAnswer)
      .addError(SupportRefused)
      .addError(TooManyRequests)
  )

/** A ticket as the operator sees it: whose it is and how to answer a guest. */
export const OperatorSupportTicket = Schema.Struct({
  ...SupportTicket.fields,
  userId: Schema.NullOr(Schema.Int),
  email: Schema.NullOr(Schema.String)
})
export type OperatorSupportTicket = typeof OperatorSupportTicket.Type

export const OperatorSupportThread = Schema.Struct({ ticket: OperatorSupportTicket, messages: Schema.Array(SupportMessage) })
export type OperatorSupportThread = typeof OperatorSupportThread.Type

/** The operator's tickets (npm run operator -- support list | show | reply | close), behind the operator token. */
export const operatorSupportGroup = HttpApiGroup.make("operatorSupport")
  .add(
    HttpApiEndpoint.get("list", "/web-api/operator/support/tickets")
      .setUrlParams(Schema.Struct({ status: Schema.optional(Schema.Literal("waiting", "all")) }))
      .addSuccess(Schema.Array(OperatorSupportTicket))
  )
  .add(HttpApiEndpoint.get("show", "/web-api/operator/support/tickets/:ticketId").setPath(ticketPath).addSuccess(OperatorSupportThread).addError(SupportTicketNotFound))
  .add(
    HttpApiEndpoint.post("reply", "/web-api/operator/support/tickets/:ticketId/messages")
      .setPath(ticketPath)
      .setPayload(SupportReply)
      .addSuccess(OperatorSupportThread)
      .addError(SupportTicketNotFound)
      .addError(SupportRefused)
  )
  .add(
    HttpApiEndpoint.post("close", "/web-api/operator/support/tickets/:ticketId/close")
      .setPath(ticketPath)
      .addSuccess(OperatorSupportThread)
      .addError(SupportTicketNotFound)
  )
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
