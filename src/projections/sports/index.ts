import { sportsGamesProjection, sportsMarketsProjection, sportsPricesProjection } from "./line"
import { sportsListsProjection } from "./lists"
import { multiLiveProjection } from "./multiLive"
import { sportsPicksProjection } from "./picks"
import { sportsResultsProjection } from "./results"

export const sportsProjections = {
  sportsLists: sportsListsProjection,
  sportsGames: sportsGamesProjection,
  sportsMarkets: sportsMarketsProjection,
  sportsPrices: sportsPricesProjection,
  sportsPicks: sportsPicksProjection,
  multiLive: multiLiveProjection,
  sportsResults: sportsResultsProjection
} as const
