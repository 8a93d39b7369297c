import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { codeErrorKind, codeFromNumber, isCodeFormat, judgeCode, MAX_CODE_ATTEMPTS, type StoredCode } from "../../src/domain/session/verificationCode"

const TEN_MINUTES = 600_000
const stored = fc.record({ expiresAtMs: fc.integer({ min: 0, max: 2e12 }), attempts: fc.integer({ min: 0, max: 20 }), used: fc.boolean() })

describe("one-time codes (issue 7, SPEC.md 4)", () => {
  it("every number below a million is a six-digit code, and reads back as that number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (n) => {
        const code = codeFromNumber(n)
        expect(isCodeFormat(code)).toBe(true)
        expect(Number(code)).toBe(n)
      })
    )
  })

  it("a code error is time_up exactly when the expiry is past, else wrong_code", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 2e12 }), (expiresAt, now) => {
        expect(codeErrorKind(expiresAt, now)).toBe(now >= expiresAt ? "time_up" : "wrong_code")
      })
    )
  })

  it("a used code, or none at all, is wrong whatever is typed and whenever", () => {
    fc.assert(
      fc.property(fc.option(stored.map((s): StoredCode => ({ ...s, used: true })), { nil: undefined }), fc.boolean(), fc.integer({ min: 0, max: 2e12 }), (code, matches, now) => {
        expect(judgeCode(code, matches, now)).toEqual({ result: "wrong_code", attemptsLeft: 0 })
      })
    )
  })

  it("a late code is never accepted, even the right one", () => {
    fc.assert(
      fc.property(stored, fc.nat(TEN_MINUTES * 10), (code, late) => {
        const verdict = judgeCode({ ...code, used: false }, true, code.expiresAtMs + late)
        expect(verdict.result).toBe("time_up")
      })
    )
  })

  it("guessing a live code: exactly MAX_CODE_ATTEMPTS wrong answers counting down, then nothing is accepted", () => {
    // A model of the server's use of the rule: a wrong guess counts an attempt, a right one uses the code up.
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 12 }), (guesses) => {
        let code: StoredCode = { expiresAtMs: TEN_MINUTES, attempts: 0, used: false }
        let wrongSoFar = 0
        let verifiedAt = -1
        guesses.forEach((right, i) => {
          const verdict = judgeCode(code, right, 0)
          if (verifiedAt >= 0) expect(verdict).toEqual({ result: "wrong_code", attemptsLeft: 0 })
          else if (wrongSoFar >= MAX_CODE_ATTEMPTS) expect(verdict).toEqual({ result: "too_many_attempts" })
          else if (right) expect(verdict).toEqual({ result: "verified" })
          else expect(verdict).toEqual({ result: "wrong_code", attemptsLeft: MAX_CODE_ATTEMPTS - wrongSoFar - 1 })
          if (verdict.result === "verified") {
            verifiedAt = i
            code = { ...code, used: true }
          } else if (verdict.result === "wrong_code" && !code.used) {
            wrongSoFar++
            code = { ...code, attempts: code.attempts + 1 }
          }
        })
        // At most one guess was ever accepted, and only within the first MAX_CODE_ATTEMPTS + 1 guesses.
        expect(verifiedAt).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS)
      })
    )
  })
})
