import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { allows, consentOptions, consentSignals, consentTypeOf, type ConsentOptionState, CONSENT_OPTIONS, mayAnalyse, parseConsentType } from "../../src/domain/consent/cookieConsent"
import { captureReferral, hasReferral, referralOf } from "../../src/domain/consent/referral"
import { looksPersonal } from "../../src/domain/consent/pageEvents"

/** SPEC.md 9 lifetimes, in seconds, written out by hand. */
const DAYS_60 = 5_184_000
const DAYS_30 = 2_592_000
const DAY = 86_400
const HOUR = 3_600

describe("the cookie consent type (SPEC.md 4)", () => {
  it("gives the type of each choice of the customize view, necessary always on", () => {
    expect(consentTypeOf(consentOptions(true, true))).toBe("all")
    expect(consentTypeOf(consentOptions(true, false))).toBe("functionality")
    expect(consentTypeOf(consentOptions(false, true))).toBe("marketing")
    expect(consentTypeOf(consentOptions(false, false))).toBe("disabled")
  })

  const option = fc.record({ name: fc.constantFrom(...CONSENT_OPTIONS), checked: fc.boolean(), disabled: fc.boolean() })

  it("all selected is all; else the first selected option that is not disabled; none is disabled", () => {
    fc.assert(
      fc.property(fc.array(option, { minLength: 1, maxLength: 6 }), (options: Array<ConsentOptionState>) => {
        const type = consentTypeOf(options)
        if (options.every((o) => o.checked)) {
          expect(type).toBe("all")
          return
        }
        // The model: walk the options by hand.
        let expected: string = "disabled"
        for (const o of options) {
          if (o.checked && !o.disabled) {
            expected = o.name === "necessary" ? "disabled" : o.name
            break
          }
        }
        expect(type).toBe(expected)
      })
    )
  })

  it("denies every signal until a choice is made, and grants each only with its own consent", () => {
    expect(consentSignals(null)).toEqual({ ad_storage: "denied", analytics_storage: "denied", ad_personalization: "denied" })
    expect(consentSignals("disabled")).toEqual({ ad_storage: "denied", analytics_storage: "denied", ad_personalization: "denied" })
    expect(consentSignals("functionality")).toEqual({ ad_storage: "denied", analytics_storage: "granted", ad_personalization: "denied" })
    expect(consentSignals("marketing")).toEqual({ ad_storage: "granted", analytics_storage: "denied", ad_personalization: "granted" })
    expect(consentSignals("all")).toEqual({ ad_storage: "granted", analytics_storage: "granted", ad_personalization: "granted" })
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (functionality, marketing) => {
        const type = consentTypeOf(consentOptions(functionality, marketing))
        // Marketing counters load only with marketing consent; the window's width is kept only with functional cookies.
        expect(allows(type, "marketing")).toBe(marketing)
        expect(allows(type, "functionality")).toBe(functionality)
        expect(mayAnalyse(type)).toBe(functionality)
      })
    )
  })

  it("reads back only a stored type; anything else is no choice", () => {
    for (const type of ["disabled", "all", "functionality", "marketing"] as const) expect(parseConsentType(type)).toBe(type)
    fc.assert(fc.property(fc.string(), (text) => void expect(parseConsentType(text)).toBe(["disabled", "all", "functionality", "marketing"].includes(text) ? text : null)))
  })
})

const mark = fc.stringMatching(/^[A-Za-z0-9._-]{1,64}$/)
const notMark = fc.oneof(fc.constant(""), fc.constant("a b"), fc.constant("<script>"), fc.constant("x;y=1"), fc.constant("a".repeat(65)), fc.constant("p@q.r"))
const PARAMS = ["ref", "bf", "btag", "tag", "qtag", "click_id", "utm_source", "aip", "affid", "pb", "subid"] as const

/** A link's query: each parameter absent, a mark, or something that is not a mark. */
const query = fc.record(Object.fromEntries(PARAMS.map((p) => [p, fc.option(fc.oneof(mark, mark, notMark), { nil: undefined })])) as Record<
  (typeof PARAMS)[number],
  fc.Arbitrary<string | undefined>
>)

const searchOf = (q: Partial<Record<string, string | undefined>>) => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(q)) if (value !== undefined) params.append(name, value)
  return `?${params.toString()}`
}
const isMark = (v: string | undefined): v is string => v !== undefined && /^[A-Za-z0-9._-]{1,64}$/.test(v)

describe("referral capture (SPEC.md 5 and 9)", () => {
  it("writes each mark to its cookie with its lifetime, hand-written cases", () => {
    expect(captureReferral("?ref=P7")).toEqual([
      { name: "refererid", value: "P7", maxAgeSeconds: DAYS_60 },
      { name: "pb", value: "0", maxAgeSeconds: 4 }
    ])
    expect(captureReferral("?bf=B1&pb=X")).toEqual([
      { name: "bf_id", value: "B1", maxAgeSeconds: DAY },
      { name: "reflinkid", value: "B1", maxAgeSeconds: DAY },
      { name: "pb", value: "X", maxAgeSeconds: DAYS_30 }
    ])
    expect(captureReferral("?click_id=C9&utm_source=net&aip=A2")).toEqual([
      { name: "reflinkid", value: "C9", maxAgeSeconds: HOUR },
      { name: "ref_partner_id", value: "A2", maxAgeSeconds: DAYS_30 },
      { name: "pb", value: "0", maxAgeSeconds: 4 }
    ])
    expect(captureReferral("?affid=F3&qtag=Q1&subid=S")).toEqual([
      { name: "reflinkid", value: "Q1", maxAgeSeconds: DAYS_60 },
      { name: "ref_partner_id", value: "F3", maxAgeSeconds: DAYS_60 },
      { name: "subid", value: "S", maxAgeSeconds: DAYS_60 },
      { name: "pb", value: "0", maxAgeSeconds: 4 }
    ])
    // Not a referral link: nothing is written, not even the watcher.
    expect(captureReferral("?utm_source=net&aip=A2&lang=en")).toEqual([])
    expect(captureReferral("")).toEqual([])
  })

  it("matches an independent model: which parameter wins, which lifetime, and nothing for an absent or bad value", () => {
    fc.assert(
      fc.property(query, (q) => {
        const written = new Map<string, { value: string; maxAgeSeconds: number }>()
        for (const w of captureReferral(searchOf(q))) {
          // Each cookie at most once a link.
          expect(written.has(w.name)).toBe(false)
          written.set(w.name, { value: w.value, maxAgeSeconds: w.maxAgeSeconds })
        }
        const expected = new Map<string, { value: string; maxAgeSeconds: number }>()
        if (isMark(q.ref)) expected.set("refererid", { value: q.ref, maxAgeSeconds: DAYS_60 })
        if (isMark(q.bf)) expected.set("bf_id", { value: q.bf, maxAgeSeconds: DAY })
        const tag = [q.btag, q.tag, q.qtag].find(isMark)
        const click = isMark(q.click_id) && isMark(q.utm_source) && isMark(q.aip)
        if (tag !== undefined) expected.set("reflinkid", { value: tag, maxAgeSeconds: DAYS_60 })
        else if (isMark(q.bf)) expected.set("reflinkid", { value: q.bf, maxAgeSeconds: DAY })
        else if (click) expected.set("reflinkid", { value: q.click_id!, maxAgeSeconds: HOUR })
        if (isMark(q.affid) && tag !== undefined) expected.set("ref_partner_id", { value: q.affid, maxAgeSeconds: DAYS_60 })
        else if (click) expected.set("ref_partner_id", { value: q.aip!, maxAgeSeconds: DAYS_30 })
        if (isMark(q.subid)) expected.set("subid", { value: q.subid, maxAgeSeconds: DAYS_60 })
        if (isMark(q.pb)) expected.set("pb", { value: q.pb, maxAgeSeconds: DAYS_30 })
        else if (expected.size > 0) expected.set("pb", { value: "0", maxAgeSeconds: 4 })
        expect(Object.fromEntries(written)).toEqual(Object.fromEntries(expected))
      })
    )
  })

  it("reads back what a link wrote as the player's attribution; the watcher without pb and cookies that are not marks attribute nothing", () => {
    fc.assert(
      fc.property(query, (q) => {
        const jar = new Map(captureReferral(searchOf(q)).map((w) => [w.name, w.value]))
        const attribution = referralOf((name) => jar.get(name))
        expect(attribution.refererid).toBe(jar.get("refererid") ?? null)
        expect(attribution.reflinkid).toBe(jar.get("reflinkid") ?? null)
        expect(attribution.refPartnerId).toBe(jar.get("ref_partner_id") ?? null)
        expect(attribution.postback).toBe(jar.get("pb") === "0" ? null : (jar.get("pb") ?? null))
      })
    )
    fc.assert(fc.property(notMark, (bad) => void expect(hasReferral(referralOf(() => bad))).toBe(false)))
  })
})

describe("personal data in an analytics label", () => {
  it("spots e-mails, phone numbers and tokens; passes the site's labels", () => {
    for (const text of ["a@b.co", "call.79991234567", "a3f9c2e17b4d8e6f0a1b2c3d4e5f6a7b", "eyJhbGciOiJIUzI1NiJ9x"]) expect(looksPersonal(text), text).toBe(true)
    for (const text of ["coupon.place", "registration.submit", "header.login", "casino.game-open", "step-2"]) expect(looksPersonal(text), text).toBe(false)
    fc.assert(fc.property(fc.emailAddress(), (email) => void expect(looksPersonal(email)).toBe(true)))
    fc.assert(fc.property(fc.stringMatching(/^[0-9a-f]{32,64}$/).filter((t) => /\d/.test(t)), (token) => void expect(looksPersonal(token)).toBe(true)))
  })
})
