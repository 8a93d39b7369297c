import type { GameHeader, GameResult } from "../../../src/domain/sports/feed"

/** A finished game's header as its result (the score and period scores it ended with), finished at `finishedAt`. */
export const gameResultOf = (game: GameHeader, finishedAt: number): GameResult => ({
  id: game.id,
  sportId: game.sportId,
  championshipId: game.championshipId,
  championshipName: game.championshipName,
  country: game.country,
  startsAt: game.startsAt,
  finishedAt,
  home: game.home,
  away: game.away,
  score: game.score,
  periodScores: game.periodScores
})
