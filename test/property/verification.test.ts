import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { convertStatusOf, DOCUMENT_KINDS, missingKinds, playerVerificationOf, verificationStatusOf } from "../../src/domain/account/verification"

const documentArb = fc.record({ kind: fc.constantFrom(...DOCUMENT_KINDS), status: fc.constantFrom("pending" as const, "verified" as const, "rejected" as const) })
/** Documents with increasing ids, as the server numbers them. */
const documentsArb = fc.array(documentArb, { maxLength: 12 }).map((docs) => docs.map((d, i) => ({ ...d, id: i + 1 })))

describe("the verification status (an independent reading of the rule)", () => {
  it("is verified exactly when every kind has a verified document, and then nothing is missing", () => {
    fc.assert(
      fc.property(documentsArb, (docs) => {
        const allVerified = DOCUMENT_KINDS.every((kind) => docs.some((d) => d.kind === kind && d.status === "verified"))
        expect(verificationStatusOf(docs) === "verified").toBe(allVerified)
        if (allVerified) expect(missingKinds(docs)).toEqual([])
      })
    )
  })

  it("is not started without documents; pending while an open kind's latest document waits", () => {
    expect(verificationStatusOf([])).toBe("not_started")
    fc.assert(
      fc.property(documentsArb, (docs) => {
        const open = DOCUMENT_KINDS.filter((kind) => !docs.some((d) => d.kind === kind && d.status === "verified"))
        const latest = (kind: string) => docs.filter((d) => d.kind === kind).at(-1)?.status
        const status = verificationStatusOf(docs)
        if (status !== "verified" && open.some((kind) => latest(kind) === "pending")) expect(status).toBe("pending")
        // A kind is missing when it is open and not waiting: never sent, or its latest try refused.
        expect(missingKinds(docs)).toEqual(open.filter((kind) => latest(kind) !== "pending"))
      })
    )
  })

  it("allows converting only once verified: 1 into the main account, 2 with an additional account", () => {
    expect([convertStatusOf("pending", true), convertStatusOf("rejected", true), convertStatusOf("not_started", false)]).toEqual([0, 0, 0])
    expect([convertStatusOf("verified", false), convertStatusOf("verified", true)]).toEqual([1, 2])
  })
})

const checkArb = fc.record({ status: fc.constantFrom("started" as const, "verified" as const, "rejected" as const), startedAt: fc.integer({ min: 0, max: 1000 }) })

describe("the status with the online identity check (an independent reading of the rule)", () => {
  it("by hand: a verified check verifies; a refused one shows until documents are under review", () => {
    const passport = { id: 1, kind: "passport" as const, status: "pending" as const }
    expect(playerVerificationOf([], [{ status: "verified", startedAt: 1 }])).toEqual({ status: "verified", missing: [] })
    expect(playerVerificationOf([], [{ status: "rejected", startedAt: 1 }])).toEqual({ status: "rejected", missing: ["passport", "selfie", "address"] })
    // A check started after the refusal and left unfinished does not hide it.
    expect(playerVerificationOf([], [{ status: "rejected", startedAt: 1 }, { status: "started", startedAt: 2 }]).status).toBe("rejected")
    expect(playerVerificationOf([], [{ status: "started", startedAt: 1 }]).status).toBe("not_started")
    expect(playerVerificationOf([passport], [{ status: "rejected", startedAt: 1 }])).toEqual({ status: "pending", missing: ["selfie", "address"] })
    // A refusal, then a verified check: verified.
    expect(playerVerificationOf([], [{ status: "rejected", startedAt: 1 }, { status: "verified", startedAt: 2 }]).status).toBe("verified")
  })

  it("is verified whenever a check verified; otherwise the documents decide, a refused check standing in for no documents", () => {
    fc.assert(
      fc.property(documentsArb, fc.array(checkArb, { maxLength: 6 }), (docs, checks) => {
        const { missing, status } = playerVerificationOf(docs, checks)
        if (checks.some((c) => c.status === "verified")) {
          expect({ missing, status }).toEqual({ status: "verified", missing: [] })
          return
        }
        const byDocuments = verificationStatusOf(docs)
        const decided = checks.filter((c) => c.status !== "started")
        const newest = decided.reduce<(typeof decided)[number] | null>((a, c) => (a === null || c.startedAt >= a.startedAt ? c : a), null)
        expect(status).toBe(byDocuments === "not_started" && newest?.status === "rejected" ? "rejected" : byDocuments)
        expect(missing).toEqual(missingKinds(docs))
      })
    )
  })
})
