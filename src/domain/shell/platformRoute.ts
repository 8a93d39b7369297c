import type { LanguageCode } from "./language"
import { withLanguage } from "./languageRoute"
import { pageOf } from "./routes"

/**
 * SPEC.md 2.1: "Query platform_type overrides mobile or full version. If it is present with no matching route, the user
 * is redirected home with the parameter removed. An iPad reporting itself as desktop is sent to the mobile version
 * unless platform_type is present." This site is the full (desktop) version; the mobile version is another site, at the
 * address the site config names (none: nobody is sent anywhere).
 */
export const PLATFORM_TYPE_PARAM = "platform_type"
/** The value that asks for the mobile version; any other value asks for this one. */
export const MOBILE_PLATFORM_TYPE = "mobile"

/** What the browser says of the device: navigator.platform and navigator.maxTouchPoints. */
export interface DeviceFacts {
  readonly platform: string
  readonly maxTouchPoints: number
}

/**
 * An iPad asking for desktop sites (the default since iPadOS 13) says it is a Mac; unlike a Mac, it has a touch screen
 * of several touch points.
 */
export const isIpadAsDesktop = (device: DeviceFacts): boolean => /^mac/i.test(device.platform) && device.maxTouchPoints > 1

export type PlatformVerdict =
  | { readonly _tag: "Stay" }
  | { readonly _tag: "Home"; readonly to: string }
  | { readonly _tag: "Mobile"; readonly to: string }

export interface PlatformFacts {
  readonly path: string
  /** "" or "?..." */
  readonly search: string
  readonly lng: LanguageCode
  readonly device: DeviceFacts
  /** The mobile version's origin (https://m.example.com), null when the site has none. */
  readonly mobileSiteUrl: string | null
  /** Non-production builds have pages production has not (the route table's dev pages). */
  readonly devTools: boolean
}

/** The same path and query on the mobile version's origin. */
const onMobileSite = (mobileSiteUrl: string, path: string, search: string): string => `${mobileSiteUrl.replace(/\/+$/, "")}${path}${search}`

export const platformVerdict = (facts: PlatformFacts): PlatformVerdict => {
  const query = new URLSearchParams(facts.search)
  const asked = query.get(PLATFORM_TYPE_PARAM)
  if (asked === null) {
    return facts.mobileSiteUrl !== null && isIpadAsDesktop(facts.device) ? { _tag: "Mobile", to: onMobileSite(facts.mobileSiteUrl, facts.path, facts.search) } : { _tag: "Stay" }
  }
  if (pageOf(facts.path, { devTools: facts.devTools }) === undefined) {
    query.delete(PLATFORM_TYPE_PARAM)
    const rest = query.toString()
    return { _tag: "Home", to: withLanguage(facts.lng, "/", rest === "" ? "" : `?${rest}`) }
  }
  return asked === MOBILE_PLATFORM_TYPE && facts.mobileSiteUrl !== null ? { _tag: "Mobile", to: onMobileSite(facts.mobileSiteUrl, facts.path, facts.search) } : { _tag: "Stay" }
}

/** Only a page load with the parameter, or on a site with a mobile version, has anything to decide (and to log). */
export const mayLeaveForPlatform = (search: string, mobileSiteUrl: string | null): boolean =>
  mobileSiteUrl !== null || new URLSearchParams(search).has(PLATFORM_TYPE_PARAM)
