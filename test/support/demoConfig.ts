import type { SiteConfig } from "../../src/domain/config/siteConfig"
import type { LanguageCode } from "../../src/domain/language/language"

/** A site config as the demo server seeds it, for client-side tests that script the server. */
export const demoConfig = (overrides: Partial<SiteConfig> = {}): SiteConfig => ({
  companyName: "Oddsfold",
  ref_id: 1,
  group_id: 1,
  isPwa: false,
  pwaManifest: { themeColor: "#0b6e4f" },
  partnerCssBrandBook: [],
  isFatmanAnalyticsAvailable: false,
  languages: {
    allowed: ["en", "ru", "de", "uk"] as unknown as readonly [LanguageCode, ...Array<LanguageCode>],
    hidden: ["uk"] as Array<LanguageCode>,
    default: "ru" as LanguageCode
  },
  registration: { allowed: true, types: ["fast", "phone", "full", "social"] },
  isVipDomain: false,
  features: { snowfall: false },
  availableRoutes: [13, 47],
  enabledLimitIds: [20, 21, 22, 31, 32],
  geoCountry: null,
  ...overrides
})
