/**
 * The casino's page paths (SPEC.md 2.3), in match order, for the site's list of page paths
 * (src/domain/shell/routes.ts): the game page before its lobby, fixed casino pages before casino/{subcategory?},
 * slots/vulkan before slots. Each category of SPEC.md 1 has its route (CASINO_CATEGORIES); the live casino is
 * casino/live-casino.
 */
export const CASINO_PAGE_PATHS = {
  "casino-game": "/:lng/casino/:subcategory/game/:gameId/:gameName",
  "casino-brand": "/:lng/casino/brand",
  casino: "/:lng/casino/:subcategory?",
  "casino-lobby": "/:lng/casino-lobby",
  "casino-search": "/:lng/casino-search",
  "my-casino": "/:lng/my-casino",
  "casino-favorites": "/:lng/favorites",
  providers: "/:lng/providers",
  provider: "/:lng/providers/:provider",
  "slots-vulkan": "/:lng/slots/vulkan",
  slots: "/:lng/slots",
  poker: "/:lng/poker/:game?",
  keno: "/:lng/keno",
  bingo: "/:lng/bingo",
  virtualsports: "/:lng/virtualsports",
  tvgames: "/:lng/tvgames",
  "fast-games": "/:lng/fast-games",
  "fast-bet": "/:lng/fast-bet",
  "crash-games": "/:lng/crash-games",
  "skill-games": "/:lng/skill-games",
  "card-games": "/:lng/card-games",
  scratchcards: "/:lng/scratchcards",
  "asian-games": "/:lng/asian-games",
  fishinghunting: "/:lng/fishinghunting",
  othergames: "/:lng/othergames",
  "casino-thank-you": "/:lng/thank-you"
} as const
