import { Layer } from "effect"
import { DevtoolsAccessLive } from "../devtools/http"
import { withSettings } from "../platform/settings"
import { TotoDevHttpLive, TotoHttpLive } from "./http"
import { TotoServiceLive } from "./service"

/**
 * Toto: the draws opened from the line's football games and settled under the cluster's leader, the coupons (migration
 * 063), paid on the account area's ledger; the developer's "finish the draw now" behind the dev token.
 */
export const TotoLive = withSettings(({ operatorToken, production }) =>
  Layer.mergeAll(TotoHttpLive, TotoDevHttpLive.pipe(Layer.provide(DevtoolsAccessLive({ production, operatorToken })))).pipe(Layer.provide(TotoServiceLive))
)
