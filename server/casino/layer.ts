import { Effect, Layer, Option } from "effect"
import { hotRoutesOf } from "../platform/http/hotRoutes"
import { withSettings } from "../platform/settings"
import { InHouseOnlyGameProviderLive } from "./gameProvider"
import { catalogueHotRoute, CasinoHttpLive, OldGameRoutesLive, OperatorCasinoHttpLive } from "./http"
import { CasinoServiceLive } from "./service"

/**
 * The casino area's lobby: the catalogue in memory by version with its hot read, search, providers, favorites,
 * recently played games, launches through the game provider port (the embedded default serves only the in-house
 * studio), the old game routes' redirects and the operator's catalogue commands.
 */
export const CasinoLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(
    CasinoHttpLive,
    OperatorCasinoHttpLive(Option.fromNullable(operatorToken)),
    OldGameRoutesLive,
    hotRoutesOf(Effect.map(catalogueHotRoute, (route) => [route]))
  ).pipe(Layer.provideMerge(CasinoServiceLive), Layer.provide(InHouseOnlyGameProviderLive))
)
