import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  canonicalVariant,
  type PairVariant,
  pairAddressOf,
  pairPath,
  promotionRedirectOf,
  ROUTE_PAIRS,
  SLOT_FIRST_DEPOSIT_ID
} from "../../src/domain/promotions/routePairs"

/**
 * SPEC.md 2.7's route pairs as a pure mapping: every pair maps both ways, its params and query arrive exactly as they
 * left, mapping a target again changes nothing, and the canonical variant never redirects.
 */

const settingsArb = fc.record({ bonusToOffer: fc.boolean(), slotFirstDepositRedirect: fc.boolean() })
const lngArb = fc.constantFrom("en", "ru", "de")
// Segments as a browser sends them: percent-encoded, never empty, never a slash.
const segmentArb = fc.string({ minLength: 1, maxLength: 20 }).map((text) => encodeURIComponent(text)).filter((s) => s !== SLOT_FIRST_DEPOSIT_ID)
const queryArb = fc.oneof(
  fc.constant(""),
  fc.array(fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })), { minLength: 1, maxLength: 4 }).map(
    (pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`
  )
)
const addressArb = fc
  .tuple(fc.constantFrom(...ROUTE_PAIRS), fc.constantFrom<PairVariant>("bonus", "offer"), lngArb)
  .chain(([pair, variant, lng]) =>
    fc.constantFrom(...pair.params).chain((count) => fc.array(segmentArb, { minLength: count, maxLength: count }).map((params) => ({ pair, variant, lng, params })))
  )

const split = (location: string) => {
  const at = location.indexOf("?")
  return at === -1 ? { pathname: location, search: "" } : { pathname: location.slice(0, at), search: location.slice(at) }
}

describe("the promotions' route pairs", () => {
  it("maps a non-canonical name to the canonical one of the same pair, params and query kept exactly", () => {
    fc.assert(
      fc.property(addressArb, queryArb, settingsArb, (address, search, settings) => {
        const path = pairPath(address.pair, address.variant, address.lng, address.params)
        const redirect = promotionRedirectOf(path, search, settings)
        const canonical = canonicalVariant(settings)
        if (address.variant === canonical) {
          expect(redirect).toBeUndefined()
          return
        }
        expect(redirect?.status).toBe(302)
        const target = split(redirect!.location)
        expect(target.search).toBe(search)
        const mapped = pairAddressOf(target.pathname)
        expect(mapped).toEqual({ pair: address.pair, variant: canonical, lng: address.lng, params: address.params })
      })
    )
  })

  it("maps both ways: each name is the target of the other under one setting or the other", () => {
    fc.assert(
      fc.property(addressArb, queryArb, (address, search) => {
        const from = pairPath(address.pair, address.variant, address.lng, address.params)
        const other: PairVariant = address.variant === "bonus" ? "offer" : "bonus"
        const there = promotionRedirectOf(from, search, { bonusToOffer: other === "offer", slotFirstDepositRedirect: false })
        expect(there?.location).toBe(`${pairPath(address.pair, other, address.lng, address.params)}${search}`)
        const back = promotionRedirectOf(split(there!.location).pathname, search, { bonusToOffer: address.variant === "offer", slotFirstDepositRedirect: false })
        expect(back?.location).toBe(`${from}${search}`)
      })
    )
  })

  it("is idempotent: a redirect's target never redirects again under the same settings", () => {
    fc.assert(
      fc.property(addressArb, queryArb, settingsArb, (address, search, settings) => {
        const first = promotionRedirectOf(pairPath(address.pair, address.variant, address.lng, address.params), search, settings)
        if (first === undefined) return
        const { pathname, search: kept } = split(first.location)
        expect(promotionRedirectOf(pathname, kept, settings)).toBeUndefined()
      })
    )
  })

  it("sends bonus slot_first_deposit to the casino landing with 301 only while its redirect is on", () => {
    for (const bonusToOffer of [false, true]) {
      for (const name of ["bonus", "bonus-offer"]) {
        expect(promotionRedirectOf(`/en/${name}/${SLOT_FIRST_DEPOSIT_ID}`, "?a=1", { bonusToOffer, slotFirstDepositRedirect: true })).toEqual({
          status: 301,
          location: "/en/casino/slot-first-deposit?a=1"
        })
        const off = promotionRedirectOf(`/en/${name}/${SLOT_FIRST_DEPOSIT_ID}`, "", { bonusToOffer, slotFirstDepositRedirect: false })
        expect(off?.status ?? "shown").not.toBe(301)
      }
    }
  })

  it("leaves every other page where it is", () => {
    for (const path of ["/en/bonuses/deposit", "/en/bonuses/wager", "/en/bonus/casino/tournaments", "/en/promotions", "/en/promotion", "/en/bonus", "/en/bonus-offer/a/b"]) {
      expect(promotionRedirectOf(path, "", { bonusToOffer: true, slotFirstDepositRedirect: true }), path).toBeUndefined()
      expect(promotionRedirectOf(path, "", { bonusToOffer: false, slotFirstDepositRedirect: true }), path).toBeUndefined()
    }
  })

  it("redirects the legacy landings with 301 to the promotion", () => {
    expect(promotionRedirectOf("/ru/landing/spring", "?x=1", { bonusToOffer: false, slotFirstDepositRedirect: false })).toEqual({ status: 301, location: "/ru/promotions/spring?x=1" })
  })
})
