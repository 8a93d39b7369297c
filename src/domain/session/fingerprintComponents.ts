/**
 * The device description sent to POST /web-api/fingerprint as `componentsData` (SPEC.md 7: the device
 * fingerprint follows the session call). It is what a browser tells any site anyway; nothing here identifies
 * a player by name.
 */
export interface DeviceSnapshot {
  readonly userAgent: string
  readonly languages: ReadonlyArray<string>
  readonly platform: string
  readonly timezone: string
  /** Minutes east of UTC (the opposite sign of Date#getTimezoneOffset). */
  readonly utcOffsetMinutes: number
  readonly screen: {
    readonly width: number
    readonly height: number
    readonly colorDepth: number
    readonly pixelRatio: number
  }
  readonly hardwareConcurrency: number | undefined
  readonly deviceMemoryGb: number | undefined
  readonly maxTouchPoints: number
  readonly cookiesEnabled: boolean
}

/** Limits on componentsData, enforced by the contract (src/domain/api/contract.ts, FingerprintRequest). */
export const FINGERPRINT_KEY_MAX_LENGTH = 64
export const FINGERPRINT_VALUE_MAX_LENGTH = 512

const clip = (value: string): string => value.slice(0, FINGERPRINT_VALUE_MAX_LENGTH)
const optionalNumber = (value: number | undefined): string => (value === undefined ? "" : String(value))

/** The snapshot as the flat string record the contract accepts; long values are clipped so the call never fails on size. */
export const fingerprintComponents = (device: DeviceSnapshot): Readonly<Record<string, string>> => ({
  userAgent: clip(device.userAgent),
  languages: clip(device.languages.join(",")),
  platform: clip(device.platform),
  timezone: clip(device.timezone),
  utcOffsetMinutes: String(device.utcOffsetMinutes),
  screen: `${device.screen.width}x${device.screen.height}`,
  colorDepth: String(device.screen.colorDepth),
  pixelRatio: String(device.screen.pixelRatio),
  hardwareConcurrency: optionalNumber(device.hardwareConcurrency),
  deviceMemoryGb: optionalNumber(device.deviceMemoryGb),
  maxTouchPoints: String(device.maxTouchPoints),
  cookiesEnabled: String(device.cookiesEnabled)
})
