import { Layer } from "effect"
import { DevtoolsAccessLive } from "../devtools/http"
import { withSettings } from "../platform/settings"
import { LottoDevHttpLive, LottoHttpLive } from "./http"
import { LottoServiceLive } from "./service"

/**
 * Lotto: the draw games' schedule under the cluster's leader, the draws and the tickets (migration 061), paid on the
 * account area's ledger; the developer's draw now behind the dev token.
 */
export const LottoLive = withSettings(({ operatorToken, production }) =>
  Layer.mergeAll(LottoHttpLive, LottoDevHttpLive.pipe(Layer.provide(DevtoolsAccessLive({ production, operatorToken })))).pipe(Layer.provide(LottoServiceLive))
)
