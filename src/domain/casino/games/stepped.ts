import type { SteppedGame } from "../game"
import { blackjack } from "./blackjack"
import { mines } from "./mines"

/** The in-house studio's stepped games by their catalogue id: the server plays them step by step, the verifier replays them. */
export const STEPPED_GAMES: ReadonlyMap<string, SteppedGame<any, any, any, any>> = new Map<string, SteppedGame<any, any, any, any>>(
  [mines, blackjack].map((game) => [game.id, game])
)

/** The stepped game with this id, if the studio has one. */
export const steppedGameOf = (id: string): SteppedGame<any, any, any, any> | undefined => STEPPED_GAMES.get(id)
