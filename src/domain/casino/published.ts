import type { BigRatio, Ratio } from "./game"
import { blackjack } from "./games/blackjack"
import { crash } from "./games/crash"
import { INSTANT_GAMES } from "./games"
import { mines } from "./games/mines"

/**
 * What the lobby shows of an in-house game, taken from the game's own rules so the catalogue never states a return
 * the game does not pay: the return to player in basis points (rounded to the nearest, 9730 for 36/37) and the
 * largest win as a whole multiple of the stake (rounded down).
 */
export interface PublishedFigures {
  readonly rtp: number
  readonly maxWin: number
}

interface Publishing {
  readonly id: string
  readonly rtp: Ratio | BigRatio
  readonly maxWin: Ratio
}

const basisPoints = (rtp: Ratio | BigRatio): number => {
  const num = BigInt(rtp.num) * 20_000n
  const den = BigInt(rtp.den)
  return Number((num / den + 1n) / 2n)
}

const games: ReadonlyArray<Publishing> = [...INSTANT_GAMES.values(), mines, blackjack, crash]

const FIGURES: ReadonlyMap<string, PublishedFigures> = new Map(
  games.map((game) => [game.id, { rtp: basisPoints(game.rtp), maxWin: Math.floor(game.maxWin.num / game.maxWin.den) }])
)

/** The published figures of an in-house game by its catalogue id; undefined for any other game. */
export const publishedFiguresOf = (gameId: string): PublishedFigures | undefined => FIGURES.get(gameId)
