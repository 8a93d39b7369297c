/**
 * The app-version check (SPEC.md 4 "Other": it starts 60 s after startup; an update event fires when the reported
 * version differs from the start version). After the first check the version is asked again every five minutes
 * while the page is seen, so a tab left open through a release learns of it within minutes of being looked at.
 */
export const APP_VERSION_FIRST_CHECK_MS = 60_000
export const APP_VERSION_CHECK_INTERVAL_MS = 5 * 60_000

/** The notification of an update, one at a time (its own group). */
export const APP_UPDATE_NOTIFICATION_ID = "app-update"

/**
 * Whether a reported version is news to tell the player: it is not the version this page started with, and not one
 * already told (a second report of the same release, after the player closed its notice, says nothing again).
 */
export const isNewRelease = (startVersion: string, reported: string, alreadyTold: string | null): boolean =>
  reported !== "" && startVersion !== "" && reported !== startVersion && reported !== alreadyTold
