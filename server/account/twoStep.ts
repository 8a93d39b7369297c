import { Secret, TOTP } from "otpauth"
import { renderSVG } from "uqr"

/**
 * TOTP (RFC 6238) for two-step sign-in, with `otpauth`: 6 digits, 30 s steps, SHA-1 (what every authenticator app
 * reads), one step either side accepted for clock drift.
 */
export const TOTP_PERIOD_SECONDS = 30
const DRIFT_STEPS = 1
const ISSUER = "Oddsfold"

const totpOf = (base32: string, label: string) =>
  new TOTP({ issuer: ISSUER, label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(base32) })

/** A new 160-bit secret in base32 (RFC 4226's recommended length). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

/** What the set-up shows: the otpauth URI an app scans, and the same as a QR code in SVG. */
export const totpEnrolment = (base32: string, label: string): { readonly uri: string; readonly qrSvg: string } => {
  const uri = totpOf(base32, label).toString()
  return { uri, qrSvg: renderSVG(uri, { ecc: "M", border: 2 }) }
}

/** The time step a code belongs to, if it is valid at `nowMillis` (within the drift window); undefined otherwise. */
export const totpStepOf = (base32: string, code: string, nowMillis: number): number | undefined => {
  const delta = totpOf(base32, ISSUER).validate({ token: code, timestamp: nowMillis, window: DRIFT_STEPS })
  return delta === null ? undefined : Math.floor(nowMillis / 1000 / TOTP_PERIOD_SECONDS) + delta
}
