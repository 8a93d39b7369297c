import { Duration } from "effect"

/**
 * Booking codes: a short code that stands for a slip's selections (outcome ids only, nothing of who made it), so a
 * slip can be shared by word of mouth or a link and loaded in another browser. The alphabet leaves out what reads
 * alike (0 O, 1 I L) so a code read aloud or copied by hand still works; eight letters of 31 are 31^8 ≈ 8.5 × 10^11
 * codes (39 bits), far more than a rate-limited guesser can try in a code's life, and a code found by chance shows
 * only outcomes anyone can see on the line.
 */
export const BOOKING_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
export const BOOKING_CODE_LENGTH = 8
/** How long a code loads its slip. */
export const BOOKING_CODE_LIFETIME = Duration.days(7)

export const BOOKING_CODE_PATTERN = new RegExp(`^[${BOOKING_CODE_ALPHABET}]{${BOOKING_CODE_LENGTH}}$`)

/** What a player typed, as a code: spaces and dashes dropped, upper case; undefined when it cannot be one. */
export const normalizeBookingCode = (typed: string): string | undefined => {
  const code = typed.replace(/[\s-]/g, "").toUpperCase()
  return BOOKING_CODE_PATTERN.test(code) ? code : undefined
}

/**
 * A code from random bytes, each byte one letter: bytes of 248 and above are skipped (248 = 8 × 31), so every letter
 * is equally likely. Undefined when the bytes run out first (the caller draws more).
 */
export const bookingCodeOf = (bytes: Uint8Array): string | undefined => {
  const n = BOOKING_CODE_ALPHABET.length
  const limit = 256 - (256 % n)
  let code = ""
  for (const byte of bytes) {
    if (byte >= limit) continue
    code += BOOKING_CODE_ALPHABET[byte % n]
    if (code.length === BOOKING_CODE_LENGTH) return code
  }
  return undefined
}

/** The query parameter of a code's link on the coupon page (not `code`: that name is kept out of logs as a secret's). */
export const BOOKING_QUERY_PARAM = "booking"

/** The link that opens the coupon page with a code's slip loaded. */
export const bookingLinkOf = (lng: string, code: string): string => `/${lng}/coupon?${BOOKING_QUERY_PARAM}=${code}`
