import { Layer } from "effect"
import { hotRoutesOf } from "../platform/http/hotRoutes"
import { withSettings } from "../platform/settings"
import { SportsFavoritesLive } from "./favorites"
import { SportsFeedFromSettings, type SportsFeedOptions } from "./feedLayer"
import { sportsHotRoutes } from "./hotRoutes"
import { SportsHttpLive } from "./http"

declare module "../platform/settings" {
  interface AreaSettings {
    /** The line's feed (server/sports/feedLayer.ts); the defaults when absent. */
    readonly sports?: SportsFeedOptions | undefined
  }
}

/**
 * The sports area: the feed's one line (shared by the sports group, the favorites read against it and the coupons
 * placed on it), the favorites, the sports group's handlers and its hot reads.
 */
export const SportsLive = Layer.mergeAll(SportsHttpLive, hotRoutesOf(sportsHotRoutes)).pipe(
  Layer.provideMerge(SportsFavoritesLive),
  Layer.provideMerge(withSettings(({ sports }) => SportsFeedFromSettings(sports)))
)
