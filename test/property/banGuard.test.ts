import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { banDetour, banMarkOf, isBanned, isDeduceOpen } from "../../src/domain/session/banGuard"
import type { LanguageCode } from "../../src/domain/shell/language"

const en = "en" as LanguageCode
const at = (path: string, search = "") => ({ path, search })
const ban = (banLevel: number, banVersion: number) => ({ banLevel, banVersion })

describe("the ban redirect guard, by hand (SPEC.md 4, 9: ban levels 53 and 45)", () => {
  it("ban level 53 with version 1 keeps deduce open and sends everything else to the ban page", () => {
    expect(banDetour(at("/en/deduce"), ban(53, 1), en)).toEqual({ _tag: "Stay" })
    expect(banDetour(at("/en/"), ban(53, 1), en)).toEqual({ _tag: "Redirect", to: "/en/block", reason: "banned" })
    expect(banDetour(at("/en/account/wallets"), ban(53, 1), en)).toEqual({ _tag: "Redirect", to: "/en/block", reason: "banned" })
    expect(banDetour(at("/en/block"), ban(53, 1), en)).toEqual({ _tag: "Stay" })
  })

  it("ban level 45 keeps deduce open with any version but 1", () => {
    expect(banDetour(at("/ru/deduce"), ban(45, 2), "ru" as LanguageCode)).toEqual({ _tag: "Stay" })
    expect(banDetour(at("/en/deduce"), ban(45, 0), en)).toEqual({ _tag: "Stay" })
    expect(banDetour(at("/en/deduce"), ban(45, 1), en)).toEqual({ _tag: "Redirect", to: "/en/block", reason: "banned" })
  })

  it("ban level 53 with version 2 closes deduce too", () => {
    expect(banDetour(at("/en/deduce"), ban(53, 2), en)).toEqual({ _tag: "Redirect", to: "/en/block", reason: "banned" })
    expect(banDetour(at("/en/deduce/card"), ban(53, 2), en)).toEqual({ _tag: "Redirect", to: "/en/block", reason: "banned" })
  })

  it("ban level 0 is no ban: every page stays, the banned players' pages go home", () => {
    for (const page of ["/en/", "/en/deduce", "/en/account", "/en/block", "/en/maintenance"]) expect(banDetour(at(page), ban(0, 1), en), page).toEqual({ _tag: "Stay" })
    expect(banDetour(at("/en/block-appeal-history"), ban(0, 1), en)).toEqual({ _tag: "Redirect", to: "/en/", reason: "notBanned" })
  })

  it("decides nothing before the player's config is known (a guest, or no answer yet)", () => {
    expect(banDetour(at("/en/block-appeal-history"), undefined, en)).toEqual({ _tag: "Stay" })
    expect(banDetour(at("/en/account"), undefined, en)).toEqual({ _tag: "Stay" })
  })

  it("reads the marks by path, with or without the language segment", () => {
    expect(banMarkOf("/en/block")).toBe("allowedForBanned")
    expect(banMarkOf("/block-ua")).toBe("allowedForBanned")
    expect(banMarkOf("/en/blocked")).toBe("none")
    expect(banMarkOf("/en/deduce")).toBe("deduce")
    expect(banMarkOf("/en/deducex")).toBe("none")
    expect(banMarkOf("/en/block-appeal-history")).toBe("hiddenIfNotBanned")
    expect(banMarkOf("/en/")).toBe("none")
  })
})

const level = fc.oneof(fc.constantFrom(0, 1, 45, 53, 54, 100), fc.integer({ min: 0, max: 1000 }))
const version = fc.oneof(fc.constantFrom(0, 1, 2), fc.integer({ min: 0, max: 1000 }))
const segment = fc.constantFrom("block", "deduce", "account", "wallets", "block-appeal-history", "maintenance", "suspension", "casino", "x", "")
const lng = fc.constantFrom("en", "ru", "de") as fc.Arbitrary<LanguageCode>
const path = fc.tuple(lng, fc.array(segment, { maxLength: 3 })).map(([l, parts]) => `/${l}/${parts.join("/")}`)

describe("the ban redirect guard, properties", () => {
  it("never redirects to the page the player is on: that is reported as cyclic instead", () => {
    fc.assert(
      fc.property(path, level, version, lng, (p, l, v, language) => {
        const verdict = banDetour(at(p), ban(l, v), language)
        if (verdict._tag === "Redirect") expect(verdict.to).not.toBe(p)
        if (verdict._tag === "Cyclic") expect(verdict.to).toBe(p)
      })
    )
  })

  it("a banned player ends on a page the guard lets them stay on: one redirect is enough", () => {
    fc.assert(
      fc.property(path, fc.integer({ min: 1, max: 1000 }), version, lng, (p, l, v, language) => {
        const verdict = banDetour(at(p), ban(l, v), language)
        if (verdict._tag === "Redirect") expect(banDetour(at(verdict.to), ban(l, v), language)._tag).toBe("Stay")
      })
    )
  })

  it("a banned player stays only on pages allowed for banned players, or on deduce when the level opens it", () => {
    fc.assert(
      fc.property(path, fc.integer({ min: 1, max: 1000 }), version, (p, l, v) => {
        const stays = banDetour(at(p), ban(l, v), en)._tag === "Stay"
        const mark = banMarkOf(p)
        expect(stays).toBe(mark === "allowedForBanned" || (mark === "deduce" && ((l === 53 && v === 1) || (l === 45 && v !== 1))))
      })
    )
  })

  it("a player who is not banned is moved only off the banned players' pages, and only home", () => {
    fc.assert(
      fc.property(path, version, lng, (p, v, language) => {
        const verdict = banDetour(at(p), ban(0, v), language)
        expect(verdict._tag === "Stay").toBe(banMarkOf(p) !== "hiddenIfNotBanned")
        if (verdict._tag !== "Stay") expect(verdict.to).toBe(`/${language}/`)
      })
    )
  })

  it("banned means ban level above 0; deduce opens only for a banned player", () => {
    fc.assert(
      fc.property(level, version, (l, v) => {
        expect(isBanned(ban(l, v))).toBe(l > 0)
        if (isDeduceOpen(ban(l, v))) expect(isBanned(ban(l, v))).toBe(true)
      })
    )
  })
})
