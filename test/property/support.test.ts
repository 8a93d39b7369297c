import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { consultantAvailable, paymentConsultantOf } from "../../src/domain/support/consultant"
import { isUnread, statusAfter, type SupportAuthor, type SupportStatus, supportTextProblem } from "../../src/domain/support/tickets"

/**
 * The support rules. The consultant chat (SPEC.md 2.9): available when the language's id is not 0, empty or the word
 * empty; the oracle is a table of ids written out by hand. A ticket's status through any run of steps follows a model
 * written here independently: who wrote last decides it, closed is final. The payment_consultant deep link (SPEC.md
 * 2.1) is set by the value 1 only. A ticket's new-answer mark follows a second model: an operator's message the player has
 * not opened since, in a ticket still waiting for them.
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

/** What can happen to a ticket, the player's opening of its thread included. */
type Event = Step | "read"

/** The model of the mark: set by an operator's message, cleared by the player opening the thread, writing, or a close. */
const modelUnread = (history: ReadonlyArray<Event>): boolean => {
  let unread = false
  let closed = false
  for (const event of history) {
    if (event === "close") closed = true
    if (closed || event === "read" || event === "close") unread = false
    else unread = event.write === "operator"
  }
  return unread
}

describe("a ticket's new-answer mark", () => {
  it("is an operator's answer the player has not opened, in a ticket still open", () => {
    expect(isUnread("answered", 2, 1)).toBe(true)
    expect(isUnread("answered", 2, 2)).toBe(false)
    expect(isUnread("open", 3, 1)).toBe(false)
    expect(isUnread("closed", 2, 0)).toBe(false)
  })

  it("follows the model through any run of messages, openings and closes, with the server's counts", () => {
    const event: fc.Arbitrary<Event> = fc.oneof(step, fc.constant("read" as const))
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        // As the server keeps it: the status, the count of messages (the first is the player's) and the count read.
        let status: SupportStatus = "open"
        let messages = 1
        let read = 0
        const kept: Array<Event> = []
        for (const next of events) {
          if (next === "read") read = Math.max(read, messages)
          else {
            const after = statusAfter(status, next)
            if (after === undefined) continue
            if (next !== "close") messages += 1
            status = after
          }
          kept.push(next)
          expect(isUnread(status, messages, read)).toBe(modelUnread(kept))
        }
      })
    )
  })
})
