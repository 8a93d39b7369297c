import { Effect, Layer } from "effect"
import { type DeviceSnapshot, fingerprintComponents } from "../domain/session/fingerprintComponents"
import { DeviceFingerprint } from "./DeviceFingerprint"

/** A fixed desktop device, so fingerprint payloads in tests are predictable. */
export const TEST_DEVICE: DeviceSnapshot = {
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36",
  languages: ["en-US", "en"],
  platform: "Linux x86_64",
  timezone: "Europe/London",
  utcOffsetMinutes: 0,
  screen: { width: 1920, height: 1080, colorDepth: 24, pixelRatio: 1 },
  hardwareConcurrency: 8,
  deviceMemoryGb: 8,
  maxTouchPoints: 0,
  cookiesEnabled: true
}

export const DeviceFingerprintTest = (device: DeviceSnapshot = TEST_DEVICE): Layer.Layer<DeviceFingerprint> =>
  Layer.succeed(DeviceFingerprint, { components: Effect.succeed(fingerprintComponents(device)) })
