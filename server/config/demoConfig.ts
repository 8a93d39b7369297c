import type { ConfigGroupValues } from "../../src/domain/config/siteConfig"
import type { StoredSiteConfig } from "./repo"

/**
 * What a fresh database starts with: the demo site's config and config groups. Written only when the tables
 * are empty (server/config/seed.ts), so an operator's later edits survive restarts.
 */

export const demoSiteConfig: typeof StoredSiteConfig.Encoded = {
  companyName: "Oddsfold",
  ref_id: 1,
  group_id: 1,
  isPwa: true,
  pwaManifest: { themeColor: "#0b3d2e" },
  partnerCssBrandBook: [],
  isFatmanAnalyticsAvailable: false,
  languages: {
    // The languages the site has texts for (TRANSLATED_LANGUAGES): a language is offered only with all of them.
    allowed: ["en", "ru"],
    hidden: [],
    // SPEC.md 9: the default language is Russian.
    default: "ru"
  },
  registration: { allowed: true, types: ["fast", "phone", "full", "social"] },
  isVipDomain: false,
  features: {
    snowfall: false,
    oneClick: true,
    vipBet: true,
    // SPEC.md 5: the express bonus of 1 + n/100.
    bonusBet: true,
    cookieConsent: true,
    confirmTerms: true,
    identification: false,
    statistics: true,
    // SPEC.md 2.7 promo-bonus-to-offer: off, so the "bonus" names of the route pairs are canonical
    // (src/domain/promotions/routePairs.ts); and the first-deposit redirect of bonus slot_first_deposit, on.
    promoBonusToOffer: false,
    slotFirstDepositRedirect: true
  },
  // Route availability ids (route meta key 13); 13 and 47 are routes the client checks.
  availableRoutes: [1, 2, 3, 5, 8, 13, 21, 34, 47],
  enabledLimitIds: [20, 21, 22, 31, 32],
  // SPEC.md 4 "After registration": a visitor who registers from the results pages is taken to the wallets, to make
  // a first deposit (the demo's one rule).
  afterRegistrationRedirects: [{ route_from: "/results", route_to: "/account/wallets" }],
  // SPEC.md 3 "Registration reminder setting": after three minutes of browsing, once a day (seconds).
  registrationReminder: { delay: 180, interval: 86400 },
  // SPEC.md 9: a betting site asks its visitors to confirm they are of age before it shows.
  ageConfirmation: 18,
  // SPEC.md 2.1: the demo is the full version only; with no mobile version, no visitor (an iPad either) is sent to one.
  mobileSiteUrl: null
}

export interface SeedGroup {
  readonly name: string
  /** "" = every language; a language code overrides single keys for that language. */
  readonly lang: string
  readonly settings: ConfigGroupValues
}

export const demoConfigGroups: ReadonlyArray<SeedGroup> = [
  {
    name: "coupon",
    lang: "",
    // Money in integer minor units (SPEC.md 9: step RUB 100, USD 2.5, EUR 2.5; initial RUB 150, USD 5, EUR 5).
    settings: {
      "amountStep.RUB": 10000,
      "amountStep.USD": 250,
      "amountStep.EUR": 250,
      "initialAmount.RUB": 15000,
      "initialAmount.USD": 500,
      "initialAmount.EUR": 500,
      fallbackCurrency: "RUB",
      changeCoefAction: 2
    }
  },
  {
    name: "responsible_gaming",
    lang: "",
    settings: {
      selfExclusionDays: "1,7,30,90,180,365,730,1095,1825,3650",
      sessionLimitHoursMin: 1,
      sessionLimitHoursMax: 24,
      realityCheckMinutes: "5,10,15,30,45,60",
      timeOutDays: "1,7,30,90",
      noDepositLimitValue: 999999999,
      depositLimitApprovalSeconds: 86400
    }
  },
  { name: "seo", lang: "", settings: { titleTemplate: "%s | Oddsfold", robots: "index,follow", title: "Oddsfold" } },
  { name: "seo", lang: "en", settings: { title: "Oddsfold: sports betting and casino" } },
  { name: "seo", lang: "ru", settings: { title: "Oddsfold: ставки на спорт и казино" } },
  {
    name: "social",
    lang: "",
    // consultantId: the consultant chat's id per language (src/domain/support/consultant.ts); Russian has none yet.
    settings: { telegram: "https://t.me/oddsfold", x: "https://x.com/oddsfold", youtube: null, googleOneTap: false, consultantId: "oddsfold-desk" }
  },
  { name: "social", lang: "ru", settings: { consultantId: "empty" } }
]
