import { Layer, Option } from "effect"
import { withSettings } from "../platform/settings"
import { OperatorTournamentsHttpLive, TournamentsHttpLive } from "./http"
import { TournamentsServiceLive } from "./service"

/**
 * Tournaments: the standings counted by migration 065's triggers on the casino's rounds and the coupons, joining under
 * the limits area's exclusions, the prizes paid on the account area's ledger by the cluster's leader; the operator's
 * create, publish and end behind the operator token; the demo's running tournaments on a non-production server.
 */
export const TournamentsLive = withSettings(({ operatorToken, production }) =>
  Layer.mergeAll(TournamentsHttpLive, OperatorTournamentsHttpLive(Option.fromNullable(operatorToken))).pipe(Layer.provide(TournamentsServiceLive({ production })))
)
