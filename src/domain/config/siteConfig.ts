import { Schema } from "effect"
import { MAX_CONFIRMED_AGE, MIN_CONFIRMED_AGE } from "../consent/ageConfirmation"
import { LanguageCode } from "../shell/language"

/** Brand-book override: a CSS custom property and its value (SPEC.md section 3, "Site config"). */
export const BrandBookEntry = Schema.Struct({ css_prop: Schema.String, css_value: Schema.String })

export const RegistrationType = Schema.Literal("fast", "phone", "full", "social")
export type RegistrationType = typeof RegistrationType.Type

/**
 * A route of this site without its language segment: "/" or slash-separated non-empty segments, no query, no
 * trailing slash (so "/casino" and "/casino/slots" compare by segment), and never a way off the site.
 */
export const SiteRoute = Schema.String.pipe(
  Schema.maxLength(200),
  Schema.pattern(/^(?:\/|(?:\/[^/\\\s?#\u0000-\u001f]+)+)$/),
  Schema.annotations({ identifier: "SiteRoute" })
)

/**
 * SPEC.md 3 "After-registration redirect rule": a registration (or sign-in) entered from `route_from`, or a page
 * under it, remembers `route_to`, where the new player goes once registered (SPEC.md 4 "After registration").
 */
export const AfterRegistrationRedirect = Schema.Struct({ route_from: SiteRoute, route_to: SiteRoute })
export type AfterRegistrationRedirect = typeof AfterRegistrationRedirect.Type

/**
 * SPEC.md 3 "Registration reminder setting: delay, interval", in seconds: a guest who has spent `delay` on the site
 * with no sign-in or registration form open is reminded to register (SPEC.md 4), and not again for `interval`.
 */
export const RegistrationReminderSetting = Schema.Struct({
  delay: Schema.Int.pipe(Schema.between(0, 86_400)),
  interval: Schema.Int.pipe(Schema.between(0, 365 * 86_400))
}).annotations({ identifier: "RegistrationReminderSetting" })
export type RegistrationReminderSetting = typeof RegistrationReminderSetting.Type

/**
 * The demo site's reminder, when the stored config names none: after three minutes of browsing, once a day. Long
 * enough that a guest looking for one match is not interrupted, short enough to reach one who stays.
 */
export const DEFAULT_REGISTRATION_REMINDER: RegistrationReminderSetting = { delay: 180, interval: 86_400 }

/** The demo site's inactivity limit (SPEC.md 4 "Auto-logoff"), when the stored config names none. */
export const DEFAULT_AUTO_LOGOFF_MINUTES = 30

/**
 * The origin of the site's mobile version (SPEC.md 2.1 platform_type and the iPad rule, src/domain/shell/platformRoute.ts):
 * https, a host and an optional port, nothing after it.
 */
export const MobileSiteUrl = Schema.String.pipe(
  Schema.maxLength(200),
  Schema.pattern(/^https:\/\/[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?(?::\d{1,5})?\/?$/i),
  Schema.annotations({ identifier: "MobileSiteUrl" })
)

/** The site configuration every visitor loads at start (GET /bff-api/config/all.json). */
export const SiteConfig = Schema.Struct({
  companyName: Schema.String,
  ref_id: Schema.Int,
  group_id: Schema.Int,
  isPwa: Schema.Boolean,
  pwaManifest: Schema.Struct({ themeColor: Schema.String }),
  partnerCssBrandBook: Schema.Array(BrandBookEntry),
  isFatmanAnalyticsAvailable: Schema.Boolean,
  languages: Schema.Struct({
    allowed: Schema.NonEmptyArray(LanguageCode),
    /** Shown only to signed-in players. */
    hidden: Schema.Array(LanguageCode),
    default: LanguageCode
  }),
  registration: Schema.Struct({
    allowed: Schema.Boolean,
    types: Schema.Array(RegistrationType)
  }),
  isVipDomain: Schema.Boolean,
  /** Named on/off switches (one-click, vip bet, consent, snowfall, ...). An absent name is off. */
  features: Schema.Record({ key: Schema.String, value: Schema.Boolean }),
  /** Route availability ids (route meta key 13): a page whose id is missing here answers 404. */
  availableRoutes: Schema.Array(Schema.Int),
  /** Limit ids whose client limits are read (SPEC.md 4, "Limits view"). */
  enabledLimitIds: Schema.Array(Schema.Int),
  /**
   * SPEC.md 4 "Auto-logoff": a signed-in player inactive this many minutes is logged off; 0 = never. A stored config
   * written before the setting existed reads as the default.
   */
  autoLogoffMinutes: Schema.optionalWith(Schema.NonNegative, { default: () => DEFAULT_AUTO_LOGOFF_MINUTES }),
  /**
   * SPEC.md 3 "Registration reminder setting" (delay, interval, seconds); null: the site shows no reminder. A stored
   * config written before the setting existed reads as the default.
   */
  registrationReminder: Schema.optionalWith(Schema.NullOr(RegistrationReminderSetting), { default: () => DEFAULT_REGISTRATION_REMINDER }),
  /** The after-registration redirect rules, first match wins; a stored config written before they existed has none. */
  afterRegistrationRedirects: Schema.optionalWith(Schema.Array(AfterRegistrationRedirect).pipe(Schema.maxItems(100)), { default: () => [] }),
  /**
   * SPEC.md 9 "Age-restriction confirmation": the age a visitor confirms before the site shows (domain/consent/
   * ageConfirmation.ts); null: not asked. A stored config written before the setting existed asks nothing.
   */
  ageConfirmation: Schema.optionalWith(Schema.NullOr(Schema.Int.pipe(Schema.between(MIN_CONFIRMED_AGE, MAX_CONFIRMED_AGE))), { default: () => null }),
  /**
   * The mobile version's address; null: the site has none, and nobody is sent to one. A stored config written before the
   * setting existed has none.
   */
  mobileSiteUrl: Schema.optionalWith(Schema.NullOr(MobileSiteUrl), { default: () => null }),
  /** The visitor's country as the edge saw it (geo-country header), if any. */
  geoCountry: Schema.NullOr(Schema.String)
}).annotations({ identifier: "SiteConfig" })
export type SiteConfig = typeof SiteConfig.Type

export const isFeatureOn = (config: Pick<SiteConfig, "features">, name: string): boolean => config.features[name] === true

/** Registration routes exist only when config allows registration and the domain is not a VIP one (SPEC.md 2.4, 6). */
export const isRegistrationAvailable = (config: SiteConfig): boolean =>
  config.registration.allowed && !config.isVipDomain

/** A config group: named settings with JSON values (GET /bff-api/config/group/get). */
export const ConfigGroupValues = Schema.Record({ key: Schema.String, value: Schema.Union(Schema.String, Schema.Number, Schema.Boolean, Schema.Null) })
export type ConfigGroupValues = typeof ConfigGroupValues.Type

export const ConfigGroupName = Schema.String.pipe(Schema.pattern(/^[a-z][a-z0-9_]{0,39}$/), Schema.annotations({ identifier: "ConfigGroupName" }))

/** "a,b,c" as sent in the groups query: 1 to 20 distinct names. */
export const ConfigGroupList = Schema.transform(
  Schema.String,
  Schema.Array(ConfigGroupName).pipe(Schema.minItems(1), Schema.maxItems(20)),
  {
    strict: true,
    decode: (s) => Array.from(new Set(s.split(",").map((x) => x.trim()).filter((x) => x.length > 0))),
    encode: (names) => names.join(",")
  }
).annotations({ identifier: "ConfigGroupList", description: "comma-separated group names" })
