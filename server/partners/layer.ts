import { Layer, Option } from "effect"
import { withSettings } from "../platform/settings"
import { OperatorPartnersHttpLive, PartnersHttpLive } from "./http"
import { PartnersServiceLive } from "./service"

/**
 * The partner programme (area promo's partners, migration 069): the players' bring-a-friend page, the referrers'
 * rewards on the account area's ledger and the operator's report. PartnersService is kept in the layer's output: the
 * cashier (payments, above it in server/areas.ts) tells it of each credited deposit in the crediting transaction.
 */
export const PartnersLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(PartnersHttpLive, OperatorPartnersHttpLive(Option.fromNullable(operatorToken))).pipe(Layer.provideMerge(PartnersServiceLive))
)
