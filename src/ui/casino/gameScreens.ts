import type { ComponentType } from "react"
import type { CatalogueGame, InHouseGameId } from "../../domain/casino/catalogue"

/**
 * The in-house games' screens, by game id: what the game page mounts in its launch container once the server has
 * launched an in-house game. Each entry loads its screen's chunk on first use (a game's code is never in the lobby's
 * chunk). A game with no entry yet shows the launch container's loading state.
 */
export interface GameScreenProps {
  /** The in-house game's id (IN_HOUSE_GAME_IDS). */
  readonly gameId: InHouseGameId
  /** The game as the catalogue lists it: name, provider, published RTP (basis points) and maximum win. */
  readonly game: CatalogueGame
  /** The page's language segment. */
  readonly lng: string
}

export type GameScreen = ComponentType<GameScreenProps>

/** In-house game id → a loader of its screen. Add one line per game screen, e.g. `dice: () => import("./games/DiceScreen").then((m) => m.DiceScreen)`. */
export const GAME_SCREENS: { readonly [Id in InHouseGameId]?: () => Promise<GameScreen> } = {}
