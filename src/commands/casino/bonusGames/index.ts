import { type Area, defineArea } from "../../area"
import { bonusGamesCommands } from "./commands"
import { bonusGamesEvents, bonusGamesServerAnswers } from "./events"
import { loadBonusGames, loadBonusPlays, playBonusGame } from "./handlers"

/** The casino's bonus mini-games: free plays, the games' screens and the bonus balance (ARCHITECTURE 2, area `casino`). */
export const bonusGamesArea: Area<typeof bonusGamesCommands, typeof bonusGamesEvents> = defineArea({
  name: "bonusGames",
  commands: bonusGamesCommands,
  handlers: { LoadBonusGames: loadBonusGames, PlayBonusGame: playBonusGame, LoadBonusPlays: loadBonusPlays },
  events: bonusGamesEvents,
  serverAnswers: bonusGamesServerAnswers,
  migrations: []
})
