import { LEGACY_LANDINGS, type LegacyLanding } from "./routePairs"

/**
 * The promotions' page paths (SPEC.md 2.7), in match order, for src/domain/shell/routes.ts: the showcase and a
 * promotion, the casino's first-deposit landing (before the lobby's casino/{subcategory?}, which would take it), both
 * names of each route pair (routePairs.ts says what each shows) and the legacy landings, which only redirect.
 */
export const PROMOTION_PAGE_PATHS = {
  promotions: "/:lng/promotions/:promotionId?",
  "slot-first-deposit": "/:lng/casino/slot-first-deposit",
  bonuses: "/:lng/bonuses",
  "bonuses-offers": "/:lng/bonuses-offers",
  "bonus-partner": "/:lng/bonus-partner/:promotionId",
  "bonus-offer-partner": "/:lng/bonus-offer-partner/:promotionId",
  bonus: "/:lng/bonus/:promotionId",
  "bonus-offer": "/:lng/bonus-offer/:promotionId",
  "bonuses-games": "/:lng/bonuses-games",
  "bonuses-offers-games": "/:lng/bonuses-offers-games",
  ...(Object.fromEntries(LEGACY_LANDINGS.map((segment) => [`legacy-${segment}`, `/:lng/${segment}/:promotionId`])) as {
    readonly [S in LegacyLanding as `legacy-${S}`]: `/:lng/${S}/:promotionId`
  })
} as const
