import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BOOKING_CODE_ALPHABET, bookingCodeOf, bookingLinkOf, normalizeBookingCode } from "../../src/domain/coupon/bookingCode"

describe("booking codes", () => {
  it("are 8 letters of the unambiguous alphabet, read back however a player types them", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const code = bookingCodeOf(bytes)
        // 32 bytes hold 8 usable ones unless 25 of them fall at 248 or above (a chance of about 1e-26).
        expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/)
        const typed = `${code!.slice(0, 4).toLowerCase()} - ${code!.slice(4)}`
        expect(normalizeBookingCode(typed)).toBe(code)
      })
    )
  })

  it("maps bytes to letters without bias, and skips the bytes that would bias them", () => {
    // 0..247 is 8 whole rounds of the 31 letters (31, 62, 93 read as 0 does); 248..255 are skipped.
    expect(BOOKING_CODE_ALPHABET).toHaveLength(31)
    expect(BOOKING_CODE_ALPHABET).not.toMatch(/[01ILO]/)
    expect(bookingCodeOf(Uint8Array.from([0, 1, 30, 31, 247, 248, 255, 62, 93, 2]))).toBe("23Z2Z224")
    expect(bookingCodeOf(Uint8Array.from([248, 249, 250, 251, 252, 253, 254, 255, 0]))).toBeUndefined()
    expect(normalizeBookingCode("ABCDEFG1")).toBeUndefined()
    expect(normalizeBookingCode("ABCDEFGHJ")).toBeUndefined()
    expect(bookingLinkOf("ru", "ABCDEFGH")).toBe("/ru/coupon?booking=ABCDEFGH")
  })
})
