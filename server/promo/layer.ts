import { Layer, Option } from "effect"
import { DevtoolsAccessLive } from "../devtools/http"
import { withSettings } from "../platform/settings"
import { CashbackHttpLive, OperatorCashbackHttpLive } from "./cashbackHttp"
import { CashbackServiceLive } from "./cashbackService"
import { LoyaltyHttpLive, OperatorLoyaltyHttpLive } from "./loyaltyHttp"
import { LoyaltyServiceLive } from "./loyaltyService"
import { OperatorPromoHttpLive, PromoDevHttpLive, PromoHttpLive } from "./http"
import { PromoServiceLive } from "./service"

/**
 * The bonus engine (area promo): the players' bonuses on the account area's ledger and their wagering (migration 062),
 * the promo codes and their operator endpoints, the developer's requirement shortcut; casino cashback on net losses
 * (migration 067) and its operator report; loyalty points and their exchange for bonuses (migration 072) and their
 * operator report. PromoService is kept in the
 * layer's output: the cashier (payments, above it in server/areas.ts) awards a deposit's bonus and forfeits the unmet
 * ones on a withdrawal through it.
 */
export const PromoLive = withSettings(({ operatorToken, production }) =>
  Layer.mergeAll(
    PromoHttpLive,
    OperatorPromoHttpLive(Option.fromNullable(operatorToken)),
    PromoDevHttpLive.pipe(Layer.provide(DevtoolsAccessLive({ production, operatorToken }))),
    Layer.mergeAll(CashbackHttpLive, OperatorCashbackHttpLive(Option.fromNullable(operatorToken))).pipe(Layer.provide(CashbackServiceLive)),
    Layer.mergeAll(LoyaltyHttpLive, OperatorLoyaltyHttpLive(Option.fromNullable(operatorToken))).pipe(Layer.provide(LoyaltyServiceLive))
  ).pipe(Layer.provideMerge(PromoServiceLive))
)
