import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { convertStatusOf, DOCUMENT_KINDS, missingKinds, verificationStatusOf } from "../../src/domain/account/verification"

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
