import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type AccountSettings,
  accountSettingsProblem,
  type AccountSettingsPatch,
  applyAccountSettings,
  type BonusType,
  firstDepositOfferFits,
  initialAccountSettings
} from "../../src/domain/account/bonusSettings"

describe("account settings, by hand (SPEC.md 3 bonus_type, first_deposit_bonus_type)", () => {
  it("registration's choice becomes the first-deposit bonus, and the offers of the same side", () => {
    expect(initialAccountSettings("casino")).toEqual({ bonus_type: "casino", first_deposit_bonus_type: "casino" })
    expect(initialAccountSettings("sport")).toEqual({ bonus_type: "sport", first_deposit_bonus_type: "sport" })
    expect(initialAccountSettings("none")).toEqual({ bonus_type: "sport", first_deposit_bonus_type: "none" })
  })

  it("the first-deposit bonus changes until the first deposit, never after", () => {
    const current: AccountSettings = { bonus_type: "sport", first_deposit_bonus_type: "sport" }
    expect(accountSettingsProblem(current, { first_deposit_bonus_type: "casino" }, false)).toBeNull()
    expect(accountSettingsProblem(current, { first_deposit_bonus_type: "casino" }, true)).toBe("firstDepositBonusDecided")
    expect(accountSettingsProblem(current, { first_deposit_bonus_type: "sport" }, true)).toBeNull()
    expect(accountSettingsProblem(current, { bonus_type: "none" }, true)).toBeNull()
    expect(applyAccountSettings(current, { bonus_type: "none" })).toEqual({ bonus_type: "none", first_deposit_bonus_type: "sport" })
  })

  it("offers the first-deposit bonus on the home page of a player who has not deposited, not in the visit they registered in", () => {
    const scene = { signedIn: true, hasDeposit: false, onHomePage: true, overlayOpen: false, registeredThisVisit: false }
    expect(firstDepositOfferFits(scene)).toBe(true)
    expect(firstDepositOfferFits({ ...scene, hasDeposit: true })).toBe(false)
    expect(firstDepositOfferFits({ ...scene, hasDeposit: null })).toBe(false)
    expect(firstDepositOfferFits({ ...scene, onHomePage: false })).toBe(false)
    expect(firstDepositOfferFits({ ...scene, overlayOpen: true })).toBe(false)
    expect(firstDepositOfferFits({ ...scene, registeredThisVisit: true })).toBe(false)
    expect(firstDepositOfferFits({ ...scene, signedIn: false })).toBe(false)
  })
})

const bonus = fc.constantFrom<BonusType>("sport", "casino", "none")
const settings = fc.record({ bonus_type: bonus, first_deposit_bonus_type: bonus })
const patch: fc.Arbitrary<AccountSettingsPatch> = fc.record({ bonus_type: bonus, first_deposit_bonus_type: bonus }, { requiredKeys: [] })

describe("account settings, properties", () => {
  it("after a deposit, every accepted change leaves the first-deposit bonus as it was", () => {
    fc.assert(
      fc.property(settings, patch, (current, change) => {
        if (accountSettingsProblem(current, change, true) === null) {
          expect(applyAccountSettings(current, change).first_deposit_bonus_type).toBe(current.first_deposit_bonus_type)
        }
      })
    )
  })

  it("before a deposit every change is accepted, and sets exactly the fields it names", () => {
    fc.assert(
      fc.property(settings, patch, (current, change) => {
        expect(accountSettingsProblem(current, change, false)).toBeNull()
        const next = applyAccountSettings(current, change)
        expect(next.bonus_type).toBe(change.bonus_type ?? current.bonus_type)
        expect(next.first_deposit_bonus_type).toBe(change.first_deposit_bonus_type ?? current.first_deposit_bonus_type)
      })
    )
  })
})
