import { Schema } from "effect"

/**
 * Cookie consent (SPEC.md 3 "Cookie consent options", 4 "Cookie consent", 9 "Cookie consent types"): three options,
 * the necessary one always on and fixed; the player's choice becomes one of four types, and the type decides what the
 * site may keep and send. The one place that decides it: the banner, the analytics, the marketing counters and the
 * saving of the window's width all ask here.
 */

export const CONSENT_OPTIONS = ["necessary", "functionality", "marketing"] as const
export type ConsentOption = (typeof CONSENT_OPTIONS)[number]

/** SPEC.md 3 cookiesType: disabled (necessary only), all, only functionality, only marketing. */
export const CookiesAgreeType = Schema.Literal("disabled", "all", "functionality", "marketing")
export type CookiesAgreeType = typeof CookiesAgreeType.Type

/** One option as the customize view shows it (SPEC.md 3: name, checked, disabled; the description is a text of the UI). */
export interface ConsentOptionState {
  readonly name: ConsentOption
  readonly checked: boolean
  readonly disabled: boolean
}

/** The customize view's options: necessary checked and fixed, the other two as the player ticked them. */
export const consentOptions = (functionality: boolean, marketing: boolean): ReadonlyArray<ConsentOptionState> => [
  { name: "necessary", checked: true, disabled: true },
  { name: "functionality", checked: functionality, disabled: false },
  { name: "marketing", checked: marketing, disabled: false }
]

/** The type an option gives when it is the first one chosen (a necessary option left open to choose gives nothing more). */
const TYPE_OF_OPTION: Readonly<Record<ConsentOption, CookiesAgreeType>> = { necessary: "disabled", functionality: "functionality", marketing: "marketing" }

/**
 * SPEC.md 4: all options selected means all; otherwise the first selected option that is not disabled sets the type;
 * none selected means disabled.
 */
export const consentTypeOf = (options: ReadonlyArray<ConsentOptionState>): CookiesAgreeType => {
  if (options.length > 0 && options.every((option) => option.checked)) return "all"
  const first = options.find((option) => option.checked && !option.disabled)
  return first === undefined ? "disabled" : TYPE_OF_OPTION[first.name]
}

/** What the site may do beyond the necessary: keep functional cookies, or load marketing counters. */
export type ConsentPurpose = "functionality" | "marketing"

/** Whether `type` (null: no choice made yet, which allows nothing) allows `purpose`. */
export const allows = (type: CookiesAgreeType | null, purpose: ConsentPurpose): boolean => type === "all" || type === purpose

export type ConsentSignal = "granted" | "denied"

/** The consent signals of SPEC.md 4 that the tag manager and the counters read. */
export interface ConsentSignals {
  readonly ad_storage: ConsentSignal
  readonly analytics_storage: ConsentSignal
  readonly ad_personalization: ConsentSignal
}

const signal = (granted: boolean): ConsentSignal => (granted ? "granted" : "denied")

/**
 * SPEC.md 4: every signal defaults to denied and an accepted choice updates them. Ads storage and personalization
 * follow marketing; analytics storage follows functionality (the site's own anonymous analytics: route changes,
 * clicks, page timing, web vitals).
 */
export const consentSignals = (type: CookiesAgreeType | null): ConsentSignals => ({
  ad_storage: signal(allows(type, "marketing")),
  analytics_storage: signal(allows(type, "functionality")),
  ad_personalization: signal(allows(type, "marketing"))
})

/** Whether the site's own anonymous analytics may be sent. */
export const mayAnalyse = (type: CookiesAgreeType | null): boolean => consentSignals(type).analytics_storage === "granted"

/** The cookie that keeps the choice (readable by the page: the adapters ask it before sending anything). */
export const CONSENT_TYPE_COOKIE = "cookies_agree_type"
/** The agree time (epoch ms) of a guest's choice, kept until a player signs in and it is sent (SPEC.md 4). */
export const CONSENT_TIME_COOKIE = "cookies_agree_time"
/** A choice is asked again after a year. */
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600

/** The stored choice; anything else (absent, tampered with) is no choice. */
export const parseConsentType = (text: string | undefined): CookiesAgreeType | null => (Schema.is(CookiesAgreeType)(text) ? text : null)

/** An agree time as stored: epoch ms between 2000 and 2100, else none. */
export const parseAgreeTime = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d{12,13}$/.test(text)) return null
  const at = Number(text)
  return at >= 946_684_800_000 && at <= 4_102_444_800_000 ? at : null
}

/** The window's width cookie, kept only with functional cookies (SPEC.md 4), and its debounce (SPEC.md 9 resize 100 ms). */
export const WINDOW_WIDTH_COOKIE = "window_width"
export const RESIZE_DEBOUNCE_MS = 100
