import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { consultantAvailable, paymentConsultantOf } from "../../src/domain/support/consultant"
import { statusAfter, type SupportAuthor, type SupportStatus, supportTextProblem } from "../../src/domain/support/tickets"

/**
 * The support rules. The consultant chat (SPEC.md 2.9): available when the language's id is not 0, empty or the word
 * empty; the oracle is a table of ids written out by hand. A ticket's status through any run of steps follows a model
 * written here independently: who wrote last decides it, closed is final. The payment_consultant deep link (SPEC.md
 * 2.1) is set by the value 1 only.
 */

const CONSULTANT_IDS: ReadonlyArray<[unknown, boolean]> = [
  [0, false],
  ["0", false],
  ["", false],
  ["   ", false],
  ["empty", false],
  ["EMPTY", false],
  [" empty ", false],
  [null, false],
  [undefined, false],
  [false, false],
  [{}, false],
  [Number.NaN, false],
  [1, true],
  [42, true],
  ["42", true],
  ["00", true],
  ["oddsfold-desk", true],
  ["emptyish", true],
  ["not empty", true]
]

describe("the consultant chat's availability", () => {
  it.each(CONSULTANT_IDS)("%j is available: %s", (id, available) => {
    expect(consultantAvailable(id)).toBe(available)
  })

  it("is available for every id with a character other than blanks that is neither 0 nor the word empty", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (id) => {
        const words = id.trim()
        fc.pre(words !== "" && words !== "0" && words.toLowerCase() !== "empty")
        expect(consultantAvailable(id)).toBe(true)
      })
    )
  })

  it("is available for every number but 0", () => {
    fc.assert(
      fc.property(fc.integer(), (id) => {
        expect(consultantAvailable(id)).toBe(id !== 0)
      })
    )
  })
})

describe("the payment_consultant deep link", () => {
  it.each([
    ["?payment_consultant=1", true],
    ["payment_consultant=1&lang=en", true],
    ["?a=b&payment_consultant=1", true],
    ["?payment_consultant=0", undefined],
    ["?payment_consultant=true", undefined],
    ["?payment_consultant=", undefined],
    ["?payment_consultant=11", undefined],
    ["?payment_consultantx=1", undefined],
    ["", undefined]
  ] as const)("%s sets %s", (search, flag) => {
    expect(paymentConsultantOf(search)).toBe(flag)
  })
})

type Step = { readonly write: SupportAuthor } | "close"

/** The model: a ticket is a list of what happened to it; its status is read off that list. */
const modelStatus = (history: ReadonlyArray<Step>): SupportStatus => {
  let closed = false
  let last: SupportAuthor = "player"
  for (const step of history) {
    if (step === "close") closed = true
    else if (!closed) last = step.write
  }
  if (closed) return "closed"
  return last === "player" ? "open" : "answered"
}

const step: fc.Arbitrary<Step> = fc.oneof(fc.constant("close" as const), fc.constantFrom<SupportAuthor>("player", "operator").map((write) => ({ write })))

describe("a ticket's status", () => {
  it("starts open and follows the model through any steps; a message in a closed ticket is refused", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let status: SupportStatus = "open"
        const kept: Array<Step> = []
        for (const next of steps) {
          const after = statusAfter(status, next)
          if (after === undefined) {
            expect(status).toBe("closed")
            expect(next).not.toBe("close")
            continue
          }
          kept.push(next)
          status = after
          expect(status).toBe(modelStatus(kept))
        }
      })
    )
  })

  it("names the texts it refuses: empty once trimmed, or longer than the limit once trimmed", () => {
    expect(supportTextProblem(" \n\t ", 10)).toBe("empty")
    expect(supportTextProblem("  0123456789  ", 10)).toBeUndefined()
    expect(supportTextProblem("01234567890", 10)).toBe("tooLong")
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.integer({ min: 1, max: 20 }), (text, max) => {
        const kept = text.replace(/^\s+|\s+$/g, "")
        expect(supportTextProblem(text, max)).toBe(kept === "" ? "empty" : kept.length > max ? "tooLong" : undefined)
      })
    )
  })
})
