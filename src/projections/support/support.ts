import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { SupportThread, SupportTicket } from "../../domain/api/support"
import { playerScoped } from "../playerScoped"

/**
 * The signed-in player's support (SPEC.md 2.5 support, share-idea): their tickets as last read, each thread read (by
 * ticket id), the page shown (the tickets, or one thread), the ticket just written (the page opens it) and the last
 * write's refusal. Reset when another player (or a guest) takes the browser: tickets are theirs.
 */
export const SupportState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  tickets: Schema.NullOr(Schema.Array(SupportTicket)),
  threads: Schema.Record({ key: Schema.String, value: SupportThread }),
  missing: Schema.Array(Schema.Int),
  watching: Schema.NullOr(Schema.Struct({ ticketId: Schema.NullOr(Schema.Int) })),
  opened: Schema.NullOr(Schema.Int),
  writeError: Schema.NullOr(Schema.Struct({ action: Schema.Literal("open", "reply", "close"), ticketId: Schema.NullOr(Schema.Int), error: ApiError }))
})
export type SupportState = typeof SupportState.Type

const emptyFor = (owner: number | null): SupportState => ({ owner, status: "idle", tickets: null, threads: {}, missing: [], watching: null, opened: null, writeError: null })

/** The thread kept, and its ticket's line in the list (when the list is held) brought up to date with it. */
const withThread = (state: SupportState, thread: SupportThread): SupportState => {
  const id = thread.ticket.id
  const tickets = state.tickets === null ? null : state.tickets.some((t) => t.id === id) ? state.tickets.map((t) => (t.id === id ? thread.ticket : t)) : [thread.ticket, ...state.tickets]
  return { ...state, tickets, threads: { ...state.threads, [String(id)]: thread }, missing: state.missing.filter((m) => m !== id) }
}

export const supportProjection = playerScoped({
  name: "support",
  schema: SupportState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: [
    "SupportTicketsLoaded",
    "SupportTicketsLoadFailed",
    "SupportThreadLoaded",
    "SupportThreadLoadFailed",
    "SupportTicketOpened",
    "SupportWriteFailed",
    "SupportWatchStarted",
    "SupportWatchStopped"
  ],
  apply: (state, event): SupportState => {
    switch (event._tag) {
      case "SupportTicketsLoaded":
        return { ...state, status: "loaded", tickets: event.tickets }
      case "SupportTicketsLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed" }
      case "SupportThreadLoaded":
        return { ...withThread(state, event.thread), writeError: null }
      case "SupportThreadLoadFailed":
        return event.error._tag === "ServerRefused" && event.error.status === 404
          ? { ...state, missing: [...state.missing.filter((m) => m !== event.ticketId), event.ticketId] }
          : state
      case "SupportTicketOpened":
        return { ...withThread(state, event.thread), opened: event.thread.ticket.id, writeError: null }
      case "SupportWriteFailed":
        return { ...state, writeError: { action: event.action, ticketId: event.ticketId, error: event.error } }
      case "SupportWatchStarted":
        return { ...state, watching: { ticketId: event.ticketId }, opened: null, writeError: null }
      case "SupportWatchStopped":
        return { ...state, watching: null }
      default:
        return state
    }
  }
})
