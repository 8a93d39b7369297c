import { type ComponentType, type LazyExoticComponent, lazy } from "react"

/**
 * The in-house games' screens by catalogue game id, each its own chunk, loaded the first time it is shown. A page
 * that shows a game (this area's PlayPage, the lobby's game page) mounts `GAME_SCREENS[gameId]` inside a Suspense;
 * a new game's screen is one line here.
 */
export const GAME_SCREENS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  dice: lazy(() => import("./DiceScreen").then((m) => ({ default: m.DiceScreen }))),
  roulette: lazy(() => import("./RouletteScreen").then((m) => ({ default: m.RouletteScreen }))),
  keno: lazy(() => import("./KenoScreen").then((m) => ({ default: m.KenoScreen }))),
  plinko: lazy(() => import("./PlinkoScreen").then((m) => ({ default: m.PlinkoScreen }))),
  scratch: lazy(() => import("./ScratchScreen").then((m) => ({ default: m.ScratchScreen }))),
  slot: lazy(() => import("./SlotScreen").then((m) => ({ default: m.SlotScreen }))),
  mines: lazy(() => import("./MinesScreen").then((m) => ({ default: m.MinesScreen }))),
  crash: lazy(() => import("./CrashScreen").then((m) => ({ default: m.CrashScreen }))),
  blackjack: lazy(() => import("./BlackjackScreen").then((m) => ({ default: m.BlackjackScreen })))
}

/** The screen of an in-house game, or undefined when the studio has none for this id. */
export const gameScreenOf = (gameId: string): LazyExoticComponent<ComponentType> | undefined =>
  Object.prototype.hasOwnProperty.call(GAME_SCREENS, gameId) ? GAME_SCREENS[gameId] : undefined
