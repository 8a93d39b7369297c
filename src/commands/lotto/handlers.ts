import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { PollChanges } from "../changes/commands"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { type BuyLottoTicket, type LoadLottoDraw, type LoadLottoGames, LoadLottoTickets } from "./commands"
import {
  LottoDrawLoaded,
  LottoDrawLoadFailed,
  LottoGamesLoaded,
  LottoGamesLoadFailed,
  LottoTicketBought,
  LottoTicketBuyFailed,
  LottoTicketsLoaded,
  LottoTicketsLoadFailed
} from "./events"

export const loadLottoGames: Handler<LoadLottoGames> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.lotto.games(),
      (answer) => emit(new LottoGamesLoaded({ answer })),
      (error) => emit(new LottoGamesLoadFailed({ error }))
    )
  )

export const loadLottoDraw: Handler<LoadLottoDraw> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.lotto.draw({ path: { drawId: command.drawId } }),
      (draw) => emit(new LottoDrawLoaded({ draw })),
      (error) => emit(new LottoDrawLoadFailed({ drawId: command.drawId, error }))
    )
  )

/** The player's tickets of a draw; once it is drawn the prizes are on the balance: the changes feed brings it. */
export const loadLottoTickets: Handler<LoadLottoTickets> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.lotto.drawTickets({ path: { drawId: command.drawId } }),
      ({ tickets }) => emitThen([new LottoTicketsLoaded({ drawId: command.drawId, tickets })], [new PollChanges({})]),
      (error) => emit(new LottoTicketsLoadFailed({ drawId: command.drawId, error }))
    )
  )

/** Buys the ticket; the new balance comes with the changes feed, the draw's tickets are read again. */
export const buyLottoTicket: Handler<BuyLottoTicket> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.lotto.buyTicket({ payload: { ticketKey: command.ticketKey, drawId: command.drawId, numbers: command.numbers, stake: command.stake } }),
      (answer) => emitThen([new LottoTicketBought({ answer })], [new PollChanges({}), new LoadLottoTickets({ drawId: command.drawId })]),
      (error) => emit(new LottoTicketBuyFailed({ ticketKey: command.ticketKey, error }))
    )
  )
