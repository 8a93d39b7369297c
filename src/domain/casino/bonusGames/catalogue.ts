import type { BonusGame } from "./game"
import { chest, dragon, fortuna, lottery, memory, safe } from "./games"

/**
 * The bonus mini-games in the order the games page shows them, their routes (SPEC.md 2.3 games/{gameRoute}), the
 * routes of earlier versions of the site that redirect to them, and the landing pages (games-landing/{landingRoute}).
 */

export const BONUS_GAMES: ReadonlyArray<BonusGame<any, any>> = [fortuna, chest, memory, safe, lottery, dragon]

export type BonusGameId = "fortuna" | "chest" | "memory" | "safe" | "lottery" | "dragon"
export const BONUS_GAME_IDS: ReadonlyArray<BonusGameId> = ["fortuna", "chest", "memory", "safe", "lottery", "dragon"]

export const bonusGameOf = (id: string): BonusGame<any, any> | undefined => BONUS_GAMES.find((game) => game.id === id)

/** A game's route is its id. */
export const bonusGameRoute = (id: BonusGameId): string => id

/** Routes of earlier versions of the site, by the game they name now. */
export const OLD_BONUS_GAME_ROUTES: Readonly<Record<string, BonusGameId>> = {
  wheel: "fortuna",
  "wheel-of-fortune": "fortuna",
  "fortune-wheel": "fortuna",
  chests: "chest",
  "treasure-chest": "chest",
  "memory-game": "memory",
  "safe-cracker": "safe",
  "lucky-lottery": "lottery",
  "dragon-eggs": "dragon"
}

/** What a game route means: a current game, an old route of one (to redirect), or nothing known (to the games page). */
export const resolveBonusGameRoute = (route: string): { readonly kind: "current" | "old"; readonly id: BonusGameId } | { readonly kind: "unknown" } => {
  if ((BONUS_GAME_IDS as ReadonlyArray<string>).includes(route)) return { kind: "current", id: route as BonusGameId }
  const old = Object.hasOwn(OLD_BONUS_GAME_ROUTES, route) ? OLD_BONUS_GAME_ROUTES[route] : undefined
  return old === undefined ? { kind: "unknown" } : { kind: "old", id: old }
}

/** Landing pages: a promotion's entrance to the games, each naming the game it features (null: all of them). */
export const BONUS_LANDINGS: Readonly<Record<string, BonusGameId | null>> = {
  "daily-free-play": null,
  "spin-the-wheel": "fortuna",
  "dragon-hunt": "dragon"
}

export const landingOf = (route: string): { readonly featured: BonusGameId | null } | undefined =>
  Object.hasOwn(BONUS_LANDINGS, route) ? { featured: BONUS_LANDINGS[route]! } : undefined
