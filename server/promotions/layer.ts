import { Effect, Layer, Option } from "effect"
import { promotionRedirectOf, promotionRouteSettingsOf } from "../../src/domain/promotions/routePairs"
import { ConfigService } from "../config/service"
import { pageHeadsOf } from "../platform/http/pageHeads"
import { pageRedirectsOf } from "../platform/http/pageRedirects"
import { withSettings } from "../platform/settings"
import { OperatorPromotionsHttpLive, PromotionsHttpLive } from "./http"
import { PromotionsService, PromotionsServiceLive } from "./service"

/**
 * Promotions (SPEC.md 2.7): the operator's promotions per language (migration 068, demo ones written at start), their
 * reads for everyone and the operator's publishing behind the operator token; the heads and real 404s of their pages;
 * the redirects of their addresses (legacy landings, the route pairs by the site's promo-bonus-to-offer setting, the
 * slot_first_deposit bonus), read from the site config in memory at each request so a changed setting applies at once.
 */
export const PromotionsLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(
    PromotionsHttpLive,
    OperatorPromotionsHttpLive(Option.fromNullable(operatorToken)),
    pageHeadsOf(Effect.map(PromotionsService, (promotions) => ({ claims: promotions.claims, headOf: promotions.headOf, exists: promotions.exists }))),
    pageRedirectsOf(
      Effect.map(ConfigService, (config) => (pathname: string, search: string) =>
        Effect.sync(() => promotionRedirectOf(pathname, search, promotionRouteSettingsOf(config.siteConfig().features)))
      )
    )
  ).pipe(Layer.provideMerge(PromotionsServiceLive))
)
