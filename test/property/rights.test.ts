import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { VerificationStatus } from "../../src/domain/account/verification"
import { betRefusal, casinoRefusal, depositRefusal, refusalOf, rightsOf, type RightsFacts, withdrawRefusal } from "../../src/domain/session/rights"

const facts = (banLevel: number, banVersion: number, walletFrozen: boolean, verification: VerificationStatus): RightsFacts => ({
  ban: { banLevel, banVersion },
  walletFrozen,
  verification
})

describe("the player's rights, by hand (SPEC.md 7 rights; 3 ban_level, isAccountFrozen; 2.5 verification)", () => {
  it("a new player, not verified yet, may bet, deposit and play, but not withdraw", () => {
    expect(rightsOf(facts(0, 1, false, "not_started"))).toEqual({
      bet: { allowed: true },
      deposit: { allowed: true },
      withdraw: { allowed: false, reason: "notVerified" },
      casino: { allowed: true }
    })
  })

  it("a verified player may do everything", () => {
    expect(rightsOf(facts(0, 1, false, "verified"))).toEqual({
      bet: { allowed: true },
      deposit: { allowed: true },
      withdraw: { allowed: true },
      casino: { allowed: true }
    })
  })

  it("a frozen wallet moves no money at all", () => {
    expect(rightsOf(facts(0, 1, true, "verified"))).toEqual({
      bet: { allowed: false, reason: "frozen" },
      deposit: { allowed: false, reason: "frozen" },
      withdraw: { allowed: false, reason: "frozen" },
      casino: { allowed: false, reason: "frozen" }
    })
  })

  it("a banned player keeps only the withdrawal, at the ban levels that keep deduce open (53 with version 1, 45 with another)", () => {
    expect(rightsOf(facts(53, 1, false, "verified"))).toEqual({
      bet: { allowed: false, reason: "banned" },
      deposit: { allowed: false, reason: "banned" },
      withdraw: { allowed: true },
      casino: { allowed: false, reason: "banned" }
    })
    expect(withdrawRefusal(facts(45, 2, false, "verified"))).toBeNull()
    expect(withdrawRefusal(facts(45, 1, false, "verified"))).toBe("banned")
    expect(withdrawRefusal(facts(53, 2, false, "verified"))).toBe("banned")
    expect(withdrawRefusal(facts(1, 1, false, "verified"))).toBe("banned")
    // Open by the ban, still only for a verified player with a wallet that moves.
    expect(withdrawRefusal(facts(53, 1, false, "pending"))).toBe("notVerified")
    expect(withdrawRefusal(facts(53, 1, true, "verified"))).toBe("frozen")
  })

  it("says banned before frozen, and frozen before not verified", () => {
    expect(betRefusal(facts(7, 1, true, "not_started"))).toBe("banned")
    expect(withdrawRefusal(facts(7, 1, true, "not_started"))).toBe("banned")
    expect(withdrawRefusal(facts(0, 1, true, "rejected"))).toBe("frozen")
  })

  it("refuses nothing while the rights are not known (the server decides)", () => {
    expect(refusalOf(null, "bet")).toBeNull()
    expect(refusalOf(rightsOf(facts(0, 1, true, "verified")), "bet")).toBe("frozen")
    expect(refusalOf(rightsOf(facts(0, 1, false, "verified")), "bet")).toBeNull()
  })
})

const anyFacts = fc
  .record({
    banLevel: fc.oneof(fc.constantFrom(0, 1, 45, 53), fc.integer({ min: 0, max: 1000 })),
    banVersion: fc.oneof(fc.constantFrom(0, 1, 2), fc.integer({ min: 0, max: 1000 })),
    walletFrozen: fc.boolean(),
    verification: fc.constantFrom<VerificationStatus>("not_started", "pending", "rejected", "verified")
  })
  .map(({ banLevel, banVersion, verification, walletFrozen }) => facts(banLevel, banVersion, walletFrozen, verification))

describe("the player's rights, properties", () => {
  it("betting, depositing and the casino are open exactly to a player who is neither banned nor frozen", () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const open = f.ban.banLevel === 0 && !f.walletFrozen
        for (const refusal of [betRefusal(f), depositRefusal(f), casinoRefusal(f)]) expect(refusal === null).toBe(open)
      })
    )
  })

  it("a withdrawal needs a verified player with a wallet that moves, and no ban but the two that keep deduce open", () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const deduceBan = (f.ban.banLevel === 53 && f.ban.banVersion === 1) || (f.ban.banLevel === 45 && f.ban.banVersion !== 1)
        expect(withdrawRefusal(f) === null).toBe((f.ban.banLevel === 0 || deduceBan) && !f.walletFrozen && f.verification === "verified")
      })
    )
  })

  it("the rights answer is the refusals, and a refused right always says why", () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        const rights = rightsOf(f)
        expect(refusalOf(rights, "bet")).toBe(betRefusal(f))
        expect(refusalOf(rights, "deposit")).toBe(depositRefusal(f))
        expect(refusalOf(rights, "withdraw")).toBe(withdrawRefusal(f))
        expect(refusalOf(rights, "casino")).toBe(casinoRefusal(f))
        for (const state of Object.values(rights)) expect(state.allowed || ("reason" in state && state.reason !== undefined)).toBe(true)
      })
    )
  })

  it("a banned player may never bet, whatever the wallet and the documents", () => {
    fc.assert(
      fc.property(anyFacts, (f) => {
        if (f.ban.banLevel > 0) expect(betRefusal(f)).toBe("banned")
      })
    )
  })
})
