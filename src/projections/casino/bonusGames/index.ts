import { bonusGamesProjection } from "./bonusGames"

export const bonusGamesProjections = {
  bonusGames: bonusGamesProjection
} as const
