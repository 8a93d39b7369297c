import { type Area, defineArea } from "../area"
import { casinoCommands } from "./commands"
import { casinoEvents, casinoServerAnswers } from "./events"
import { launchCasinoGame, loadCasinoCatalogue, loadCasinoFavorites, loadRecentGames, setCasinoFavorite } from "./handlers"

/** The casino's lobby: the catalogue, the player's favorites and recently played games, and game launches (ARCHITECTURE 2, area `casino`). */
export const casinoArea: Area<typeof casinoCommands, typeof casinoEvents> = defineArea({
  name: "casino",
  commands: casinoCommands,
  handlers: {
    LoadCasinoCatalogue: loadCasinoCatalogue,
    LoadCasinoFavorites: loadCasinoFavorites,
    SetCasinoFavorite: setCasinoFavorite,
    LoadRecentGames: loadRecentGames,
    LaunchCasinoGame: launchCasinoGame
  },
  events: casinoEvents,
  serverAnswers: casinoServerAnswers,
  migrations: []
})
