import { Effect, Layer } from "effect"
import { type DeviceSnapshot, fingerprintComponents } from "../domain/session/fingerprintComponents"
import { DeviceFingerprint } from "./DeviceFingerprint"

/** Reads what the browser reports about the device. Outside a browser every field is empty. */
const readBrowserDevice = (): DeviceSnapshot => {
  const nav: (Navigator & { readonly deviceMemory?: number }) | undefined = typeof navigator === "undefined" ? undefined : navigator
  const scr = typeof screen === "undefined" ? undefined : screen
  return {
    userAgent: nav?.userAgent ?? "",
    languages: nav?.languages ?? [],
    platform: nav?.platform ?? "",
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    utcOffsetMinutes: -new Date().getTimezoneOffset(),
    screen: {
      width: scr?.width ?? 0,
      height: scr?.height ?? 0,
      colorDepth: scr?.colorDepth ?? 0,
      pixelRatio: typeof devicePixelRatio === "undefined" ? 1 : devicePixelRatio
    },
    hardwareConcurrency: nav?.hardwareConcurrency,
    deviceMemoryGb: nav?.deviceMemory,
    maxTouchPoints: nav?.maxTouchPoints ?? 0,
    cookiesEnabled: nav?.cookieEnabled ?? false
  }
}

export const DeviceFingerprintLive: Layer.Layer<DeviceFingerprint> = Layer.succeed(DeviceFingerprint, {
  // Read on each registration: the window may have moved to another screen or the time zone changed since start.
  components: Effect.sync(() => fingerprintComponents(readBrowserDevice()))
})
