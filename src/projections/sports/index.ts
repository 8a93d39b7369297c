import { sportsGamesProjection, sportsMarketsProjection, sportsPricesProjection } from "./line"
import { sportsFavoritesProjection } from "./favorites"
import { sportsListsProjection } from "./lists"
import { multiLiveProjection } from "./multiLive"
import { sportsPicksProjection } from "./picks"
import { sportsResultsProjection } from "./results"
import { sportsStatisticsProjection } from "./statistics"

export const sportsProjections = {
  sportsLists: sportsListsProjection,
  sportsFavorites: sportsFavoritesProjection,
  sportsGames: sportsGamesProjection,
  sportsMarkets: sportsMarketsProjection,
  sportsPrices: sportsPricesProjection,
  sportsPicks: sportsPicksProjection,
  multiLive: multiLiveProjection,
  sportsResults: sportsResultsProjection,
  sportsStatistics: sportsStatisticsProjection
} as const
