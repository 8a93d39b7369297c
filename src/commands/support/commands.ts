import { Schema } from "effect"
import { SupportKindSchema } from "../../domain/api/support"

/** Reads the signed-in player's tickets (the support page, the support-request-history modal). */
export class LoadSupportTickets extends Schema.TaggedClass<LoadSupportTickets>()("LoadSupportTickets", {}) {}

/** Reads one ticket's thread with the operator's answers. */
export class LoadSupportThread extends Schema.TaggedClass<LoadSupportThread>()("LoadSupportThread", { ticketId: Schema.Int }) {}

/** The player writes a ticket to the operator (the support page), or an idea (the share-idea page). */
export class OpenSupportTicket extends Schema.TaggedClass<OpenSupportTicket>()("OpenSupportTicket", {
  kind: SupportKindSchema,
  topic: Schema.String,
  message: Schema.String
}) {}

/** The player writes in a ticket's thread. */
export class ReplySupportTicket extends Schema.TaggedClass<ReplySupportTicket>()("ReplySupportTicket", { ticketId: Schema.Int, message: Schema.String }) {}

/** The player closes a ticket: nothing more is written in it. */
export class CloseSupportTicket extends Schema.TaggedClass<CloseSupportTicket>()("CloseSupportTicket", { ticketId: Schema.Int }) {}

/** A question of the user-question modal: a guest gives the e-mail the answer goes to (null for a player). */
export class AskSupportQuestion extends Schema.TaggedClass<AskSupportQuestion>()("AskSupportQuestion", {
  email: Schema.NullOr(Schema.String),
  topic: Schema.String,
  message: Schema.String
}) {}

/**
 * A support page is shown: the tickets (ticketId null) or one thread; it is read at once and again every few seconds
 * while it is shown, so the operator's answer appears without the player doing anything.
 */
export class WatchSupport extends Schema.TaggedClass<WatchSupport>()("WatchSupport", { ticketId: Schema.NullOr(Schema.Int) }) {}

/** The support page is gone. */
export class UnwatchSupport extends Schema.TaggedClass<UnwatchSupport>()("UnwatchSupport", {}) {}

/** Opens the user-question or the support-request-history modal (the support button, a view's trigger). */
export class ShowSupportModal extends Schema.TaggedClass<ShowSupportModal>()("ShowSupportModal", { modal: Schema.Literal("question", "history") }) {}

/** Closes the support modal that is open (SPEC.md 7 closeSupportRequestHistoryModal, the modal's own close). */
export class CloseSupportModal extends Schema.TaggedClass<CloseSupportModal>()("CloseSupportModal", {}) {}

/** SPEC.md 2.1: the page's query value payment_consultant=1 stores the flag; a stored flag is read back. */
export class CapturePaymentConsultant extends Schema.TaggedClass<CapturePaymentConsultant>()("CapturePaymentConsultant", { search: Schema.String }) {}

export const supportCommands = [
  LoadSupportTickets,
  LoadSupportThread,
  OpenSupportTicket,
  ReplySupportTicket,
  CloseSupportTicket,
  AskSupportQuestion,
  WatchSupport,
  UnwatchSupport,
  ShowSupportModal,
  CloseSupportModal,
  CapturePaymentConsultant
] as const
