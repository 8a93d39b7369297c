import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  CAPTCHA_AFTER_ATTEMPTS,
  CAPTCHA_ALPHABET,
  CAPTCHA_LENGTH,
  captchaHeaderValue,
  needsCaptcha,
  normalizeCaptchaAnswer,
  parseCaptchaHeader
} from "../../src/domain/session/captcha"

const challengeId = fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/)
const answer = fc.string({ minLength: 1, maxLength: 64 }).filter((s) => s.trim() !== "")
const captchaText = fc.array(fc.constantFrom(...CAPTCHA_ALPHABET), { minLength: CAPTCHA_LENGTH, maxLength: CAPTCHA_LENGTH }).map((c) => c.join(""))

describe("the server captcha's rules (SPEC.md 7 and 8)", () => {
  it("the captcha header reads back as the image id and the answer typed, whatever the answer holds", () => {
    fc.assert(
      fc.property(challengeId, answer, (id, typed) => {
        expect(parseCaptchaHeader(captchaHeaderValue(id, typed))).toEqual({ challengeId: id, answer: typed })
      })
    )
  })

  it("a header without an image id, or with an empty answer, is no answer", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }).filter((s) => !s.includes(".")), (text) => {
        expect(parseCaptchaHeader(text)).toBeUndefined()
      })
    )
    fc.assert(fc.property(challengeId, fc.stringMatching(/^\s*$/), (id, blank) => {
      expect(parseCaptchaHeader(`${id}.${blank}`)).toBeUndefined()
    }))
  })

  it("an answer matches the image however it is cased or spaced", () => {
    fc.assert(
      fc.property(captchaText, fc.array(fc.boolean(), { minLength: CAPTCHA_LENGTH, maxLength: CAPTCHA_LENGTH }), fc.nat(3), (text, lower, spaces) => {
        const typed = " ".repeat(spaces) + [...text].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join(" ") + " "
        expect(normalizeCaptchaAnswer(typed)).toBe(text)
        expect(normalizeCaptchaAnswer(normalizeCaptchaAnswer(typed))).toBe(normalizeCaptchaAnswer(typed))
      })
    )
  })

  it("different images' answers stay different after normalising (the alphabet has no case or space twins)", () => {
    fc.assert(fc.property(captchaText, captchaText, (a, b) => {
        expect(normalizeCaptchaAnswer(a) === normalizeCaptchaAnswer(b)).toBe(a === b)
      })
    )
  })

  it("the captcha is asked for from the 3rd counted attempt on, never before", () => {
    fc.assert(fc.property(fc.nat(1000), (attempts) => {
        expect(needsCaptcha(attempts)).toBe(attempts >= 3)
      })
    )
    expect(CAPTCHA_AFTER_ATTEMPTS).toBe(3)
  })
})
