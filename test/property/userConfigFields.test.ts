import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type DocumentKind, type DocumentStatus, missingKinds, userConfigVerification, verificationStatusOf } from "../../src/domain/account/verification"
import { remainingDaysToActivate } from "../../src/domain/session/userConfig"

/** The user config's fields computed from the player's rows (SPEC.md 3): activation countdown and verification. */

const DAY = 86_400_000

describe("remaining_days_to_activate", () => {
  it("counts 30 days down from registration, never below zero, and is none once the account is activated", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: DAY - 1 }), fc.constantFrom(1, 2, 3), (days, extra, activated) => {
        const registered = 1_700_000_000_000
        const now = registered + days * DAY + extra
        expect(remainingDaysToActivate(0, registered, now)).toBe(Math.max(0, 30 - days))
        expect(remainingDaysToActivate(activated as 1 | 2 | 3, registered, now)).toBeNull()
      })
    )
  })

  it("answers 30 on the day of registration and 0 from the 30th day", () => {
    expect(remainingDaysToActivate(0, 0, 0)).toBe(30)
    expect(remainingDaysToActivate(0, 0, 29 * DAY)).toBe(1)
    expect(remainingDaysToActivate(0, 0, 30 * DAY)).toBe(0)
  })
})

const kinds: ReadonlyArray<DocumentKind> = ["passport", "selfie", "address"]
const documents = fc.array(
  fc.record({ kind: fc.constantFrom(...kinds), status: fc.constantFrom<DocumentStatus>("pending", "verified", "rejected") }),
  { maxLength: 8 }
).map((list) => list.map((d, i) => ({ ...d, id: i + 1 })))

describe("the user config's verification fields", () => {
  it("agree with the verification page: status code, the kinds still wanted by number, and identification only while not verified", () => {
    fc.assert(
      fc.property(documents, fc.boolean(), (docs, identificationEnabled) => {
        const status = verificationStatusOf(docs)
        const missing = missingKinds(docs)
        const fields = userConfigVerification({ status, missing, documents: docs, identificationEnabled })
        expect(fields.verification_status).toBe({ not_started: null, pending: 1, verified: 2, rejected: 3 }[status])
        expect(fields.verification_types).toEqual(missing.map((kind) => ({ passport: 1, selfie: 2, address: 3 })[kind]))
        expect(fields.is_need_identification).toBe(identificationEnabled && status !== "verified")
        expect(fields.show_verification_modal_on_deposit_page).toBe(fields.is_need_identification)
        // Another document is asked for exactly when a refused kind has not been sent again.
        expect(fields.requested_additional_document).toBe(docs.some((d) => d.status === "rejected" && missing.includes(d.kind)))
      })
    )
  })

  it("ask for another selfie after the selfie was refused, and for nothing more once it is verified", () => {
    const refused = [{ id: 1, kind: "selfie" as const, status: "rejected" as const }]
    const fields = (docs: ReadonlyArray<{ id: number; kind: DocumentKind; status: DocumentStatus }>) =>
      userConfigVerification({ status: verificationStatusOf(docs), missing: missingKinds(docs), documents: docs, identificationEnabled: true })
    expect(fields(refused)).toMatchObject({ verification_status: 3, verification_types: [1, 2, 3], requested_additional_document: true, verification_status_group_code: "rejected" })
    expect(fields([...refused, { id: 2, kind: "selfie", status: "pending" }])).toMatchObject({ verification_status: 1, verification_types: [1, 3], requested_additional_document: false })
    expect(
      fields([
        { id: 1, kind: "passport", status: "verified" },
        { id: 2, kind: "selfie", status: "verified" },
        { id: 3, kind: "address", status: "verified" }
      ])
    ).toEqual({
      verification_status: 2,
      verification_types: [],
      verification_status_group_code: "verified",
      requested_additional_document: false,
      is_need_identification: false,
      show_verification_modal_on_deposit_page: false
    })
  })
})
