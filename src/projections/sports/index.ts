import { sportsGamesProjection, sportsMarketsProjection, sportsPricesProjection } from "./line"
import { sportsFavoritesProjection } from "./favorites"
import { sportsListsProjection } from "./lists"
import { multiLiveProjection } from "./multiLive"
import { sportsResultsProjection } from "./results"
import { sportsStatisticsProjection } from "./statistics"
import { sportsTeamResultsProjection } from "./teamResults"
import { sportsTrackersProjection } from "./trackers"
import { sportsSearchProjection } from "./search"

export const sportsProjections = {
  sportsLists: sportsListsProjection,
  sportsFavorites: sportsFavoritesProjection,
  sportsGames: sportsGamesProjection,
  sportsMarkets: sportsMarketsProjection,
  sportsPrices: sportsPricesProjection,
  multiLive: multiLiveProjection,
  sportsResults: sportsResultsProjection,
  sportsStatistics: sportsStatisticsProjection,
  sportsTeamResults: sportsTeamResultsProjection,
  sportsTrackers: sportsTrackersProjection,
  sportsSearch: sportsSearchProjection
} as const
