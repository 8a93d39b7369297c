import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { LottoDraw, LottoGamesAnswer, LottoTicket } from "../../domain/api/lotto"
import { playerScoped } from "../playerScoped"

/**
 * Lotto (SPEC.md lotto/{sectionName?}/{lottoId?}): the games as the server last answered them, the draws read one by
 * one (by id), the player's tickets per draw, and the latest purchase or its refusal. Reset when another player (or a
 * guest) takes the browser: the tickets are the player's own.
 */
export const LottoState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  games: Schema.NullOr(LottoGamesAnswer),
  draws: Schema.Record({ key: Schema.String, value: LottoDraw }),
  /** Draws that could not be read (404: no such draw). */
  missingDraws: Schema.Array(Schema.Int),
  tickets: Schema.Record({ key: Schema.String, value: Schema.Array(LottoTicket) }),
  lastBought: Schema.NullOr(LottoTicket),
  buyError: Schema.NullOr(Schema.Struct({ ticketKey: Schema.String, error: ApiError }))
})
export type LottoState = typeof LottoState.Type

const emptyFor = (owner: number | null): LottoState => ({
  owner,
  status: "idle",
  games: null,
  draws: {},
  missingDraws: [],
  tickets: {},
  lastBought: null,
  buyError: null
})

export const lottoProjection = playerScoped({
  name: "lotto",
  schema: LottoState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["LottoGamesLoaded", "LottoGamesLoadFailed", "LottoDrawLoaded", "LottoDrawLoadFailed", "LottoTicketsLoaded", "LottoTicketsLoadFailed", "LottoTicketBought", "LottoTicketBuyFailed"],
  apply: (state, event): LottoState => {
    switch (event._tag) {
      case "LottoGamesLoaded":
        return { ...state, status: "loaded", games: event.answer }
      case "LottoGamesLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed" }
      case "LottoDrawLoaded":
        return { ...state, draws: { ...state.draws, [String(event.draw.id)]: event.draw }, missingDraws: state.missingDraws.filter((id) => id !== event.draw.id) }
      case "LottoDrawLoadFailed":
        return event.error._tag === "ServerRefused" && event.error.status === 404
          ? { ...state, missingDraws: [...state.missingDraws.filter((id) => id !== event.drawId), event.drawId] }
          : state
      case "LottoTicketsLoaded":
        return { ...state, tickets: { ...state.tickets, [String(event.drawId)]: event.tickets } }
      case "LottoTicketsLoadFailed":
        return state
      case "LottoTicketBought": {
        const ticket = event.answer.ticket
        const known = state.tickets[String(ticket.drawId)] ?? []
        return {
          ...state,
          lastBought: ticket,
          buyError: null,
          tickets: { ...state.tickets, [String(ticket.drawId)]: [ticket, ...known.filter((t) => t.ticketId !== ticket.ticketId)] }
        }
      }
      case "LottoTicketBuyFailed":
        return { ...state, buyError: { ticketKey: event.ticketKey, error: event.error } }
      default:
        return state
    }
  }
})
