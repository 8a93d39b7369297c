import type { SiteConfig } from "../../../../src/domain/config/siteConfig"
import type { LanguageCode } from "../../../../src/domain/shell/language"

export const en = "en" as LanguageCode

/** A complete site config as the server encodes it. */
export const siteConfigJson = {
  companyName: "Oddsfold",
  ref_id: 1,
  group_id: 2,
  isPwa: false,
  pwaManifest: { themeColor: "#112233" },
  partnerCssBrandBook: [],
  isFatmanAnalyticsAvailable: false,
  languages: { allowed: ["en", "ru"], hidden: [], default: "en" },
  registration: { allowed: true, types: ["fast"] },
  isVipDomain: false,
  features: { oneClick: true },
  availableRoutes: [1, 2],
  enabledLimitIds: [20],
  autoLogoffMinutes: 30,
  afterRegistrationRedirects: [],
  registrationReminder: { delay: 180, interval: 86400 },
  ageConfirmation: null,
  mobileSiteUrl: null,
  geoCountry: null
} satisfies Record<keyof SiteConfig, unknown>
