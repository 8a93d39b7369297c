import type { InstantGame } from "../game"
import { dice } from "./dice"
import { keno } from "./keno"
import { plinko } from "./plinko"
import { roulette } from "./roulette"
import { scratch } from "./scratch"
import { slot } from "./slot"

/**
 * The in-house studio's instant games by their catalogue id: the server plays a round of any game listed here and
 * the verifier recomputes it. A new game is one line.
 */
export const INSTANT_GAMES: ReadonlyMap<string, InstantGame<any, any>> = new Map<string, InstantGame<any, any>>(
  [dice, roulette, keno, plinko, scratch, slot].map((game) => [game.id, game])
)

/** The instant game with this id, if the studio has one. */
export const instantGameOf = (id: string): InstantGame<any, any> | undefined => INSTANT_GAMES.get(id)
