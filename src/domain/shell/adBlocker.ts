/**
 * SPEC.md 8 "Ad blocker detected: notice that the site is blocked by the ad blocker, asking to disable it". A blocker
 * is found the way sites commonly find one: a bait element whose class names its filter lists hide, and a request for
 * a script at an ad-like path of this site that it cancels. A request that fails while a plain file of the same site
 * loads was cancelled in the browser, not lost on the network; both failing is a network fault, not a blocker.
 */

/** Class names the common filter lists hide on any site. */
export const AD_BAIT_CLASSES: ReadonlyArray<string> = ["adsbox", "ad-banner", "ad-placement", "pub_300x250", "textads", "banner-ads"]
/** A file of this site (public/ads.js) at a path the filter lists block. */
export const AD_BAIT_PATH = "/ads.js"
/** A file of this site no list blocks: it loads whenever the network does. */
export const AD_BAIT_CONTROL_PATH = "/favicon.svg"
/** Looked for once the page has settled, so the check costs the first paint nothing. */
export const AD_BLOCKER_CHECK_DELAY_MS = 3_000
/** Told once per session (SPEC.md 8): the tab's session storage remembers it across reloads. */
export const AD_BLOCKER_TOLD_STORAGE_KEY = "oddsfold.adBlockerTold"
export const AD_BLOCKER_NOTIFICATION_ID = "ad-blocker"
export const AD_BLOCKER_NOTIFICATION_GROUP = "ad-blocker"

/** What the bait showed: the element hidden or removed; the bait request failed; the control request failed. */
export interface AdBaitFacts {
  readonly baitHidden: boolean
  readonly baitRequestFailed: boolean
  readonly controlRequestFailed: boolean
}

export const isAdBlocked = (facts: AdBaitFacts): boolean => facts.baitHidden || (facts.baitRequestFailed && !facts.controlRequestFailed)

/** The notice shows when a blocker is found and the session has not been told yet. */
export const shouldTellAdBlocker = (blocked: boolean, toldThisSession: boolean): boolean => blocked && !toldThisSession
