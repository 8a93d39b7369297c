import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { SupportThread, SupportTicket } from "../../domain/api/support"
import { version } from "../version"

export class SupportTicketsLoaded extends Schema.TaggedClass<SupportTicketsLoaded>()("SupportTicketsLoaded", { ...version(1), tickets: Schema.Array(SupportTicket) }) {}
export class SupportTicketsLoadFailed extends Schema.TaggedClass<SupportTicketsLoadFailed>()("SupportTicketsLoadFailed", { ...version(1), error: ApiError }) {}
/** A thread as the server answered it: read, written (a ticket opened, a message, a close). */
export class SupportThreadLoaded extends Schema.TaggedClass<SupportThreadLoaded>()("SupportThreadLoaded", { ...version(1), thread: SupportThread }) {}
export class SupportThreadLoadFailed extends Schema.TaggedClass<SupportThreadLoadFailed>()("SupportThreadLoadFailed", { ...version(1), ticketId: Schema.Int, error: ApiError }) {}
/** The player's ticket was written: its thread, which the page opens. */
export class SupportTicketOpened extends Schema.TaggedClass<SupportTicketOpened>()("SupportTicketOpened", { ...version(1), thread: SupportThread }) {}
/** A ticket, a message or a close was refused (a closed ticket, too many at once, offline): nothing was written. */
export class SupportWriteFailed extends Schema.TaggedClass<SupportWriteFailed>()("SupportWriteFailed", {
  ...version(1),
  action: Schema.Literal("open", "reply", "close"),
  ticketId: Schema.NullOr(Schema.Int),
  error: ApiError
}) {}
export class SupportQuestionSent extends Schema.TaggedClass<SupportQuestionSent>()("SupportQuestionSent", { ...version(1), ticketId: Schema.NullOr(Schema.Int) }) {}
export class SupportQuestionFailed extends Schema.TaggedClass<SupportQuestionFailed>()("SupportQuestionFailed", { ...version(1), error: ApiError }) {}

export class SupportWatchStarted extends Schema.TaggedClass<SupportWatchStarted>()("SupportWatchStarted", { ...version(1), ticketId: Schema.NullOr(Schema.Int) }) {}
export class SupportWatchStopped extends Schema.TaggedClass<SupportWatchStopped>()("SupportWatchStopped", { ...version(1) }) {}
export class SupportModalShown extends Schema.TaggedClass<SupportModalShown>()("SupportModalShown", { ...version(1), modal: Schema.Literal("question", "history") }) {}
export class SupportModalClosed extends Schema.TaggedClass<SupportModalClosed>()("SupportModalClosed", { ...version(1) }) {}
/** The payment-consultant flag stands (set by this page's query now, or by an earlier visit's). */
export class PaymentConsultantFlagged extends Schema.TaggedClass<PaymentConsultantFlagged>()("PaymentConsultantFlagged", { ...version(1), fromQuery: Schema.Boolean }) {}

export const supportServerAnswers = [
  SupportTicketsLoaded,
  SupportTicketsLoadFailed,
  SupportThreadLoaded,
  SupportThreadLoadFailed,
  SupportTicketOpened,
  SupportWriteFailed,
  SupportQuestionSent,
  SupportQuestionFailed
] as const

export const supportEvents = [...supportServerAnswers, SupportWatchStarted, SupportWatchStopped, SupportModalShown, SupportModalClosed, PaymentConsultantFlagged] as const
