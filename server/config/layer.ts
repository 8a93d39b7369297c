import { Effect, Layer } from "effect"
import { hotRoutesOf } from "../platform/http/hotRoutes"
import { withSettings } from "../platform/settings"
import { configHotRoute, ConfigHttpLive } from "./http"
import { WebAppManifestLive } from "./manifest"
import { PACKAGE_VERSION } from "./packageVersion"
import { ConfigServiceWith } from "./service"

declare module "../platform/settings" {
  interface AreaSettings {
    /**
     * AUTO_LOGOFF_MINUTES: the inactivity limit every visitor's config carries instead of the stored one (SPEC.md 4
     * "Auto-logoff"; fractions allowed, 0 = never).
     */
    readonly autoLogoffMinutes?: number | undefined
    /**
     * REGISTRATION_REMINDER_DELAY_SECONDS and REGISTRATION_REMINDER_INTERVAL_SECONDS: the registration reminder every
     * visitor's config carries instead of the stored one's delay and interval (SPEC.md 3, 4; whole seconds).
     */
    readonly registrationReminder?: { readonly delay?: number | undefined; readonly interval?: number | undefined } | undefined
    /**
     * The client release the pages are told is served (the app-version check, SPEC.md 4). By default the package's
     * version, which the client was built with too; a test names another to play a release.
     */
    readonly appVersion?: string | undefined
  }
}

/**
 * The config area: the site config in memory by version (one copy, which the session's auto-logoff, the
 * verification and the coupons read too), the config group's handlers, its hot read and the web app manifest made
 * from it.
 */
export const ConfigLive = Layer.mergeAll(
  withSettings(({ appVersion }) => ConfigHttpLive(appVersion ?? PACKAGE_VERSION)),
  WebAppManifestLive,
  hotRoutesOf(Effect.map(configHotRoute, (route) => [route]))
).pipe(
  Layer.provideMerge(
    withSettings(({ autoLogoffMinutes, registrationReminder }) => ConfigServiceWith({ autoLogoffMinutes, registrationReminder }))
  )
)
