import { Schema } from "effect"
import { LottoGameIdSchema, TicketKey } from "../../domain/api/lotto"

/** Reads the lotto games: each one's paytable, the draw now selling with its commitment, the latest draws. */
export class LoadLottoGames extends Schema.TaggedClass<LoadLottoGames>()("LoadLottoGames", {}) {}

/** Reads one draw: its time and commitment, and once drawn its numbers and revealed seed. */
export class LoadLottoDraw extends Schema.TaggedClass<LoadLottoDraw>()("LoadLottoDraw", { drawId: Schema.Int }) {}

/** Reads the signed-in player's tickets on one draw, with their matches and prizes once it is drawn. */
export class LoadLottoTickets extends Schema.TaggedClass<LoadLottoTickets>()("LoadLottoTickets", { drawId: Schema.Int }) {}

/**
 * The player buys a ticket: their numbers on a draw for a stake. The ticket key is made when the player buys (it is in
 * the log with the command), so a retry of the same command is the same ticket and is charged once.
 */
export class BuyLottoTicket extends Schema.TaggedClass<BuyLottoTicket>()("BuyLottoTicket", {
  ticketKey: TicketKey,
  game: LottoGameIdSchema,
  drawId: Schema.Int,
  numbers: Schema.Array(Schema.Int),
  stake: Schema.Int
}) {}

export const lottoCommands = [LoadLottoGames, LoadLottoDraw, LoadLottoTickets, BuyLottoTicket] as const
