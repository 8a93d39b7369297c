import type { GamesAnswer } from "../../src/domain/sports/feed"

/** What both bench pages expose to the bench: show a whole list, then apply one poll's answer (ms until shown). */
declare global {
  interface Window {
    oddsBench?: {
      readonly load: (answer: GamesAnswer) => Promise<void>
      readonly tick: (answer: GamesAnswer) => Promise<number>
    }
  }
}
