import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  BLOCK_REASONS,
  type BlockRule,
  blockAnswerFor,
  blockDetour,
  blockPageOf,
  blockReasonOf,
  isBlockPage,
  NO_BLOCK
} from "../../src/domain/shell/blocking"
import type { LanguageCode } from "../../src/domain/shell/language"
import {
  maintenanceDetour,
  maintenancePhase,
  maintenanceStateFor,
  type MaintenanceWindowFacts,
  nextMaintenanceCheckMs,
  NO_MAINTENANCE
} from "../../src/domain/shell/maintenance"

const en = "en" as LanguageCode
const at = (path: string, search = "") => ({ path, search })

describe("blocking, by hand (SPEC.md 3 'Blocking reason codes', 4 'Blocking')", () => {
  it("display type 1 sets the reason, unless template type 1 meets force_geo_off=1", () => {
    expect(blockReasonOf({ displayTypeId: 1, templateTypeId: 0, reason: 13 }, undefined)).toBe(13)
    expect(blockReasonOf({ displayTypeId: 1, templateTypeId: 0, reason: 13 }, "1")).toBe(13)
    expect(blockReasonOf({ displayTypeId: 1, templateTypeId: 1, reason: 13 }, "1")).toBeNull()
    expect(blockReasonOf({ displayTypeId: 1, templateTypeId: 1, reason: 13 }, "0")).toBe(13)
    expect(blockReasonOf({ displayTypeId: 1, templateTypeId: 1, reason: 13 }, undefined)).toBe(13)
    expect(blockReasonOf({ displayTypeId: 2, templateTypeId: 0, reason: 13 }, undefined)).toBeNull()
    expect(blockReasonOf({ displayTypeId: 0, templateTypeId: 0, reason: null }, undefined)).toBeNull()
  })

  it("each reason code has its page", () => {
    const pages = Object.fromEntries(BLOCK_REASONS.map((reason) => [reason, blockPageOf(reason)]))
    expect(pages).toEqual({
      1: "/block",
      2: "/block",
      3: "/block",
      4: "/site-updates",
      5: "/block",
      8: "/coming-soon",
      13: "/block-ua",
      14: "/block",
      16: "/suspension",
      17: "/block-ie"
    })
  })

  it("sends a blocked visitor to the reason's page, keeps account-verify open, keeps the previous path for reason 4", () => {
    expect(blockDetour(at("/en/casino"), 13, en, false)).toEqual({ _tag: "Redirect", to: "/en/block-ua", cause: "blocked" })
    expect(blockDetour(at("/ru/"), 16, "ru" as LanguageCode, false)).toEqual({ _tag: "Redirect", to: "/ru/suspension", cause: "blocked" })
    expect(blockDetour(at("/en/user/accountverify"), 1, en, false)).toEqual({ _tag: "Stay" })
    expect(blockDetour(at("/en/block-ua"), 13, en, false)).toEqual({ _tag: "Stay" })
    expect(blockDetour(at("/en/line/football", "?day=2"), 4, en, false)).toEqual({
      _tag: "Redirect",
      to: "/en/site-updates?from=%2Fen%2Fline%2Ffootball%3Fday%3D2",
      cause: "blocked"
    })
  })

  it("sends a visitor with no reason off a block page: home, or back where site updates found them", () => {
    expect(blockDetour(at("/en/block-ua"), null, en, false)).toEqual({ _tag: "Redirect", to: "/en/", cause: "unblocked" })
    expect(blockDetour(at("/en/site-updates", "?from=%2Fen%2Fcasino"), null, en, false)).toEqual({ _tag: "Redirect", to: "/en/casino", cause: "unblocked" })
    // Never to another site.
    expect(blockDetour(at("/en/site-updates", "?from=https%3A%2F%2Fevil.example"), null, en, false)).toEqual({ _tag: "Redirect", to: "/en/", cause: "unblocked" })
    expect(blockDetour(at("/en/site-updates", "?from=%2F%2Fevil.example"), null, en, false)).toEqual({ _tag: "Redirect", to: "/en/", cause: "unblocked" })
    // The default block page is the ban page too: a banned player stays.
    expect(blockDetour(at("/en/block"), null, en, true)).toEqual({ _tag: "Stay" })
    expect(blockDetour(at("/en/casino"), null, en, false)).toEqual({ _tag: "Stay" })
    // Not answered yet: nothing is decided.
    expect(blockDetour(at("/en/block-ua"), undefined, en, false)).toEqual({ _tag: "Stay" })
  })

  it("answers the first rule that concerns the visitor", () => {
    const rules: ReadonlyArray<BlockRule> = [
      { scope: "country", country: "UA", browser: null, reason: 13, displayTypeId: 1, templateTypeId: 1, guestsOnly: false },
      { scope: "browser", country: null, browser: "MSIE", reason: 17, displayTypeId: 1, templateTypeId: 0, guestsOnly: true },
      { scope: "site", country: null, browser: null, reason: 4, displayTypeId: 2, templateTypeId: 0, guestsOnly: false }
    ]
    expect(blockAnswerFor(rules, { geoCountry: "UA", userAgent: "msie", signedIn: false })).toEqual({ displayTypeId: 1, templateTypeId: 1, reason: 13 })
    expect(blockAnswerFor(rules, { geoCountry: "PL", userAgent: "Mozilla/4.0 (MSIE 8.0)", signedIn: false })).toEqual({ displayTypeId: 1, templateTypeId: 0, reason: 17 })
    expect(blockAnswerFor(rules, { geoCountry: "PL", userAgent: "Mozilla/4.0 (MSIE 8.0)", signedIn: true })).toEqual({ displayTypeId: 2, templateTypeId: 0, reason: 4 })
    expect(blockAnswerFor(rules.slice(0, 2), { geoCountry: null, userAgent: "Chrome", signedIn: false })).toEqual({ displayTypeId: 0, templateTypeId: 0, reason: null })
  })
})

const lng = fc.constantFrom("en", "ru", "de") as fc.Arbitrary<LanguageCode>
const segment = fc.stringMatching(/^[a-z0-9-]{1,10}$/)
const ordinaryPath = fc.tuple(lng, fc.array(segment, { maxLength: 3 })).map(([l, parts]) => `/${l}/${parts.join("/")}`)
const search = fc.oneof(fc.constant(""), fc.tuple(segment, segment).map(([k, v]) => `?${k}=${v}`))
const blockPagePath = fc.tuple(lng, fc.constantFrom("block", "block-ua", "block-ie", "site-updates", "coming-soon", "suspension")).map(([l, p]) => `/${l}/${p}`)
const anyPath = fc.oneof(ordinaryPath, blockPagePath, lng.map((l) => `/${l}/user/accountverify`), lng.map((l) => `/${l}/maintenance`))
const reason = fc.oneof(fc.constantFrom(...BLOCK_REASONS), fc.integer({ min: -5, max: 40 }))

/** The page of each reason code as SPEC.md 3 lists them, written out again for the model. */
const PAGE_BY_REASON: Readonly<Record<number, string>> = { 4: "site-updates", 16: "suspension", 1: "block", 2: "block", 3: "block", 5: "block", 14: "block", 13: "block-ua", 17: "block-ie", 8: "coming-soon" }

describe("blocking, properties", () => {
  it("a reason is set exactly when display type is 1, a reason came, and not (template 1 and force_geo_off 1)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.option(reason), fc.option(fc.constantFrom("1", "0", "true", "")), (display, template, code, cookie) => {
        const got = blockReasonOf({ displayTypeId: display, templateTypeId: template, reason: code }, cookie ?? undefined)
        let expected: number | null = null
        if (display === 1 && code !== null) expected = template === 1 && cookie === "1" ? null : code
        expect(got).toBe(expected)
      })
    )
  })

  it("a blocked visitor lands on their reason's page (unknown codes on the general one), or stays on account-verify", () => {
    fc.assert(
      fc.property(anyPath, search, reason, lng, (path, query, code, language) => {
        const verdict = blockDetour(at(path, query), code, language, false)
        const rest = path.slice(3)
        const page = PAGE_BY_REASON[code] ?? "block"
        if (rest === "/user/accountverify" || rest === `/${page}`) {
          expect(verdict._tag).toBe("Stay")
          return
        }
        expect(verdict._tag).toBe("Redirect")
        if (verdict._tag !== "Redirect") return
        const target = new URL(verdict.to, "https://site.example")
        expect(target.pathname).toBe(`/${language}/${page}`)
        if (code !== 4) {
          expect(target.search).toBe("")
          return
        }
        // Reason 4 keeps where the visitor was, unless that was a block page (nothing worth going back to).
        const kept = target.searchParams.get("from")
        if (isBlockPage(path)) expect(kept).toBeNull()
        else expect(kept).toBe(`${path}${query}`)
      })
    )
  })

  it("with no reason, only block pages send the visitor on, and never to a block page or another site", () => {
    fc.assert(
      fc.property(anyPath, fc.oneof(search, fc.webUrl().map((u) => `?from=${encodeURIComponent(u)}`), ordinaryPath.map((p) => `?from=${encodeURIComponent(p)}`)), lng, (path, query, language) => {
        const verdict = blockDetour(at(path, query), null, language, false)
        if (!isBlockPage(path)) {
          expect(verdict._tag).toBe("Stay")
          return
        }
        expect(verdict._tag).toBe("Redirect")
        if (verdict._tag !== "Redirect") return
        expect(verdict.to.startsWith("/") && !verdict.to.startsWith("//")).toBe(true)
        expect(isBlockPage(verdict.to.split("?")[0]!)).toBe(false)
        if (!path.endsWith("/site-updates")) expect(verdict.to).toBe(`/${language}/`)
      })
    )
  })

  it("never loops: where a redirect lands, the same rules say stay", () => {
    fc.assert(
      fc.property(anyPath, search, fc.option(reason), lng, (path, query, code, language) => {
        const verdict = blockDetour(at(path, query), code, language, false)
        if (verdict._tag === "Stay") return
        expect(verdict._tag).toBe("Redirect")
        const [nextPath, nextSearch = ""] = verdict.to.split("?")
        expect(nextPath).not.toBe(path)
        expect(blockDetour(at(nextPath!, nextSearch === "" ? "" : `?${nextSearch}`), code, language, false)._tag).toBe("Stay")
      })
    )
  })

  const rule: fc.Arbitrary<BlockRule> = fc.oneof(
    fc.record({ scope: fc.constant("country" as const), country: fc.constantFrom("UA", "PL", "AZ"), browser: fc.constant(null), reason, displayTypeId: fc.nat(3), templateTypeId: fc.nat(3), guestsOnly: fc.boolean() }),
    fc.record({ scope: fc.constant("browser" as const), country: fc.constant(null), browser: fc.constantFrom("MSIE", "Trident", "Opera"), reason, displayTypeId: fc.nat(3), templateTypeId: fc.nat(3), guestsOnly: fc.boolean() }),
    fc.record({ scope: fc.constant("site" as const), country: fc.constant(null), browser: fc.constant(null), reason: fc.constantFrom(4, 8, 16), displayTypeId: fc.nat(3), templateTypeId: fc.nat(3), guestsOnly: fc.boolean() })
  )
  const visitor = fc.record({
    geoCountry: fc.constantFrom(null, "UA", "ua", "PL", "DE"),
    userAgent: fc.constantFrom("Mozilla/5.0 Chrome/120", "Mozilla/4.0 (compatible; msie 8.0)", "Mozilla/5.0 (Trident/7.0)", ""),
    signedIn: fc.boolean()
  })

  it("the blocks service answers the first rule that concerns the visitor, as a plain scan of the list finds it", () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 6 }), visitor, (rules, who) => {
        let expected = NO_BLOCK
        for (const each of rules) {
          if (each.guestsOnly && who.signedIn) continue
          const country = who.geoCountry === null ? null : who.geoCountry.toUpperCase()
          const ua = who.userAgent.toUpperCase()
          const concerns = each.scope === "site" || (each.scope === "country" && country === each.country) || (each.scope === "browser" && ua.includes(each.browser!.toUpperCase()))
          if (concerns) {
            expected = { displayTypeId: each.displayTypeId, templateTypeId: each.templateTypeId, reason: each.reason }
            break
          }
        }
        expect(blockAnswerFor(rules, who)).toEqual(expected)
      })
    )
  })
})

const MINUTE = 60_000
const T0 = Date.UTC(2030, 0, 5)

describe("maintenance, by hand (SPEC.md 3 'Maintenance', 4 'Maintenance')", () => {
  const window: MaintenanceWindowFacts = { notifyFrom: T0, startAt: T0 + 60 * MINUTE, finishAt: T0 + 120 * MINUTE, startedAt: null, endedAt: null, countries: [] }

  it("is scheduled, announced, active and over in turn", () => {
    expect(maintenancePhase(window, T0 - 1)).toBe("scheduled")
    expect(maintenancePhase(window, T0)).toBe("announced")
    expect(maintenancePhase(window, T0 + 60 * MINUTE)).toBe("active")
    expect(maintenancePhase(window, T0 + 120 * MINUTE)).toBe("over")
    expect(maintenancePhase({ ...window, startedAt: T0 + MINUTE }, T0 + 2 * MINUTE)).toBe("active")
    expect(maintenancePhase({ ...window, endedAt: T0 + 61 * MINUTE }, T0 + 61 * MINUTE)).toBe("over")
  })

  it("answers the visitor's window with the spec's fields, and nothing to another country group", () => {
    const az = { ...window, countries: ["AZ", "KZ"] }
    expect(maintenanceStateFor([az], "az", T0 + 61 * MINUTE)).toEqual({
      isActive: true,
      web_state: "active",
      notify_started_at: T0,
      notify_ended_at: T0 + 60 * MINUTE,
      started_at: T0 + 60 * MINUTE,
      ended_at: T0 + 120 * MINUTE
    })
    expect(maintenanceStateFor([az], "DE", T0 + 61 * MINUTE)).toEqual(NO_MAINTENANCE)
    expect(maintenanceStateFor([az], null, T0 + 61 * MINUTE)).toEqual(NO_MAINTENANCE)
  })

  it("sends the visitor to the maintenance page while it is active, and home once it is not", () => {
    const active = maintenanceStateFor([window], null, T0 + 61 * MINUTE)
    expect(maintenanceDetour(at("/ru/casino"), active, "ru" as LanguageCode)).toEqual({ _tag: "Redirect", to: "/ru/maintenance", cause: "maintenance" })
    expect(maintenanceDetour(at("/ru/maintenance"), active, "ru" as LanguageCode)).toEqual({ _tag: "Stay" })
    expect(maintenanceDetour(at("/en/maintenance"), NO_MAINTENANCE, en)).toEqual({ _tag: "Redirect", to: "/en/", cause: "maintenanceOver" })
    expect(maintenanceDetour(at("/en/casino"), NO_MAINTENANCE, en)).toEqual({ _tag: "Stay" })
    expect(maintenanceDetour(at("/en/maintenance"), undefined, en)).toEqual({ _tag: "Stay" })
  })

  it("reads the state again every 30 s, every 5 s on the maintenance page, and at an announced start", () => {
    const announced = maintenanceStateFor([window], null, T0)
    expect(nextMaintenanceCheckMs(undefined, false, T0)).toBe(30_000)
    expect(nextMaintenanceCheckMs(NO_MAINTENANCE, true, T0)).toBe(5_000)
    expect(nextMaintenanceCheckMs(announced, false, T0)).toBe(30_000)
    expect(nextMaintenanceCheckMs(announced, false, T0 + 60 * MINUTE - 12_000)).toBe(12_000)
    expect(nextMaintenanceCheckMs(announced, false, T0 + 60 * MINUTE - 10)).toBe(1_000)
  })
})

describe("maintenance, properties", () => {
  const windowArb: fc.Arbitrary<MaintenanceWindowFacts> = fc
    .record({
      notifyLead: fc.integer({ min: 0, max: 100 }),
      start: fc.integer({ min: 0, max: 300 }),
      length: fc.integer({ min: 1, max: 200 }),
      startedAt: fc.option(fc.integer({ min: 0, max: 500 })),
      endedAt: fc.option(fc.integer({ min: 0, max: 500 })),
      countries: fc.subarray(["AZ", "KZ", "DE"])
    })
    .map((w) => ({
      notifyFrom: T0 + (w.start - w.notifyLead) * MINUTE,
      startAt: T0 + w.start * MINUTE,
      finishAt: T0 + (w.start + w.length) * MINUTE,
      startedAt: w.startedAt === null ? null : T0 + w.startedAt * MINUTE,
      endedAt: w.endedAt === null ? null : T0 + w.endedAt * MINUTE,
      countries: w.countries
    }))
  const minute = fc.integer({ min: -10, max: 600 }).map((m) => T0 + m * MINUTE)
  const country = fc.constantFrom(null, "AZ", "DE", "PL")

  it("is active for a visitor exactly when one of their windows has begun and not ended", () => {
    fc.assert(
      fc.property(fc.array(windowArb, { maxLength: 4 }), country, minute, (drawn, geo, now) => {
        // The operator's start and end are recorded when they happen: never later than now.
        const windows = drawn.map((w) => ({ ...w, startedAt: w.startedAt !== null && w.startedAt > now ? null : w.startedAt, endedAt: w.endedAt !== null && w.endedAt > now ? null : w.endedAt }))
        const theirs = windows.filter((w) => w.countries.length === 0 || (geo !== null && w.countries.includes(geo)))
        const downNow = theirs.some((w) => {
          const begun = now >= w.startAt || (w.startedAt !== null && now >= w.startedAt)
          const ended = now >= w.finishAt || (w.endedAt !== null && now >= w.endedAt)
          return begun && !ended
        })
        const noticeNow = theirs.some((w) => now >= w.notifyFrom && now < w.startAt && (w.startedAt === null || now < w.startedAt) && (w.endedAt === null || now < w.endedAt))
        const state = maintenanceStateFor(windows, geo, now)
        expect(state.isActive).toBe(downNow)
        expect(state.web_state).toBe(downNow ? "active" : noticeNow ? "announced" : "none")
        if (state.web_state !== "none") expect(state.started_at! < state.ended_at!).toBe(true)
      })
    )
  })

  it("the maintenance redirect never loops, and where it lands the same rule says stay", () => {
    fc.assert(
      fc.property(anyPath, fc.boolean(), lng, (path, active, language) => {
        const state = active ? { ...NO_MAINTENANCE, isActive: true, web_state: "active" as const } : NO_MAINTENANCE
        const verdict = maintenanceDetour(at(path), state, language)
        const onPage = path.endsWith("/maintenance")
        if (active === onPage) {
          expect(verdict._tag).toBe("Stay")
          return
        }
        expect(verdict).toEqual({ _tag: "Redirect", to: active ? `/${language}/maintenance` : `/${language}/`, cause: active ? "maintenance" : "maintenanceOver" })
        if (verdict._tag === "Redirect") expect(maintenanceDetour(at(verdict.to), state, language)._tag).toBe("Stay")
      })
    )
  })

  it("the next read comes within 1 to 30 s, within 5 s on the page, and no later than an announced start", () => {
    fc.assert(
      fc.property(fc.array(windowArb, { maxLength: 3 }), minute, fc.integer({ min: 0, max: 59_999 }), fc.boolean(), (windows, now, ms, onPage) => {
        const state = maintenanceStateFor(windows, null, now)
        const delay = nextMaintenanceCheckMs(state, onPage, now + ms)
        expect(delay).toBeGreaterThanOrEqual(1_000)
        expect(delay).toBeLessThanOrEqual(30_000)
        if (onPage || state.isActive) expect(delay).toBe(5_000)
        else if (state.web_state === "announced") expect(delay).toBeLessThanOrEqual(Math.max(1_000, state.started_at! - (now + ms)))
      })
    )
  })
})
