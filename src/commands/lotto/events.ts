import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { BuyTicketAnswer, LottoDraw, LottoGamesAnswer, LottoTicket } from "../../domain/api/lotto"
import { version } from "../version"

export class LottoGamesLoaded extends Schema.TaggedClass<LottoGamesLoaded>()("LottoGamesLoaded", { ...version(1), answer: LottoGamesAnswer }) {}
export class LottoGamesLoadFailed extends Schema.TaggedClass<LottoGamesLoadFailed>()("LottoGamesLoadFailed", { ...version(1), error: ApiError }) {}

export class LottoDrawLoaded extends Schema.TaggedClass<LottoDrawLoaded>()("LottoDrawLoaded", { ...version(1), draw: LottoDraw }) {}
export class LottoDrawLoadFailed extends Schema.TaggedClass<LottoDrawLoadFailed>()("LottoDrawLoadFailed", { ...version(1), drawId: Schema.Int, error: ApiError }) {}

export class LottoTicketsLoaded extends Schema.TaggedClass<LottoTicketsLoaded>()("LottoTicketsLoaded", { ...version(1), drawId: Schema.Int, tickets: Schema.Array(LottoTicket) }) {}
export class LottoTicketsLoadFailed extends Schema.TaggedClass<LottoTicketsLoadFailed>()("LottoTicketsLoadFailed", { ...version(1), drawId: Schema.Int, error: ApiError }) {}

/** The server sold it: the ticket and the balance after the stake. */
export class LottoTicketBought extends Schema.TaggedClass<LottoTicketBought>()("LottoTicketBought", { ...version(1), answer: BuyTicketAnswer }) {}
/** Refused (sales closed, not enough money, bad numbers) or not sent. */
export class LottoTicketBuyFailed extends Schema.TaggedClass<LottoTicketBuyFailed>()("LottoTicketBuyFailed", { ...version(1), ticketKey: Schema.String, error: ApiError }) {}

export const lottoServerAnswers = [
  LottoGamesLoaded,
  LottoGamesLoadFailed,
  LottoDrawLoaded,
  LottoDrawLoadFailed,
  LottoTicketsLoaded,
  LottoTicketsLoadFailed,
  LottoTicketBought,
  LottoTicketBuyFailed
] as const

export const lottoEvents = [...lottoServerAnswers] as const
