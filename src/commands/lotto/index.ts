import { type Area, defineArea } from "../area"
import { lottoCommands } from "./commands"
import { lottoEvents, lottoServerAnswers } from "./events"
import { buyLottoTicket, loadLottoDraw, loadLottoGames, loadLottoTickets } from "./handlers"

/** Lotto: the draw games, a draw with its verification, the player's tickets (ARCHITECTURE 2, area `promo`'s lotto). */
export const lottoArea: Area<typeof lottoCommands, typeof lottoEvents> = defineArea({
  name: "lotto",
  commands: lottoCommands,
  handlers: { LoadLottoGames: loadLottoGames, LoadLottoDraw: loadLottoDraw, LoadLottoTickets: loadLottoTickets, BuyLottoTicket: buyLottoTicket },
  events: lottoEvents,
  serverAnswers: lottoServerAnswers,
  migrations: []
})
