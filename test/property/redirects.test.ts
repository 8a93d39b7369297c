import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { closesLoop, type RedirectRule, RedirectPath, redirectVerdict, resolveRedirect } from "../../src/domain/shell/redirects"

/**
 * The redirects service (SPEC.md 3 "Redirect service response"; 4 and 8 "A cyclic redirect is logged, not performed").
 * The oracle for generated rule sets is the functional graph read by pigeonhole, not a walk with a visited set: among
 * N pages, a page whose N-th successor exists is on a path into a loop; otherwise its chain ends at its last successor.
 */
const rulesOf = (list: ReadonlyArray<RedirectRule>): ReadonlyMap<string, RedirectRule> => new Map(list.map((rule) => [rule.from, rule]))
const rule = (from: string, to: string, code: 301 | 302 = 301, reason = "moved"): RedirectRule => ({ from, to, code, reason })

describe("redirects, by hand", () => {
  it("moves a page in the visitor's language, keeps the query, and follows a chain to its end", () => {
    const rules = rulesOf([rule("/news/old", "/news/new", 301, "renamed"), rule("/news/new", "/news/newest", 302, "for the final")])
    expect(resolveRedirect(rules, "/ru/news/old?tab=2")).toEqual({
      redirect: true,
      code: 302,
      url: "/ru/news/newest?tab=2",
      reasons: ["renamed", "for the final"],
      breadcrumbs: ["/ru/news/old?tab=2", "/ru/news/new?tab=2", "/ru/news/newest?tab=2"]
    })
    expect(resolveRedirect(rules, "/en/news/new/")).toMatchObject({ redirect: true, code: 302, url: "/en/news/newest" })
    expect(resolveRedirect(rules, "/en/news/other")).toEqual({ redirect: false, code: 200, url: "/en/news/other", reasons: [], breadcrumbs: ["/en/news/other"] })
    // No language segment: the language routing comes first, this service is not asked about it.
    expect(resolveRedirect(rules, "/news/old").redirect).toBe(false)
  })

  it("logs a loop instead of following it: back to the page shown, or to an address passed", () => {
    const loop = rulesOf([rule("/a", "/b"), rule("/b", "/a")])
    const answer = resolveRedirect(loop, "/en/a")
    expect(answer.breadcrumbs).toEqual(["/en/a", "/en/b", "/en/a"])
    expect(redirectVerdict("/en/a", answer)).toEqual({ _tag: "Cyclic", to: "/en/a" })
    const lasso = resolveRedirect(rulesOf([rule("/a", "/b"), rule("/b", "/c"), rule("/c", "/b")]), "/en/a")
    expect(redirectVerdict("/en/a", lasso)).toEqual({ _tag: "Cyclic", to: "/en/b" })
    expect(redirectVerdict("/en/a", resolveRedirect(rulesOf([rule("/a", "/b")]), "/en/a"))).toEqual({ _tag: "Redirect", to: "/en/b", code: 301 })
  })

  it("compares addresses without a trailing slash: a loop back to the page shown is one however it is written", () => {
    const back = { redirect: true, code: 301, url: "/en/a?x=1", reasons: ["x", "y"], breadcrumbs: ["/en/a/?x=1", "/en/b?x=1", "/en/a?x=1"] }
    expect(redirectVerdict("/en/a/?x=1", back)).toEqual({ _tag: "Cyclic", to: "/en/a?x=1" })
    expect(redirectVerdict("/en/a/", { ...back, url: "/en/a", breadcrumbs: ["/en/b", "/en/a"] })).toEqual({ _tag: "Cyclic", to: "/en/a" })
    // Another query is another address.
    expect(redirectVerdict("/en/a?x=1", { ...back, url: "/en/a?x=2", breadcrumbs: ["/en/a?x=1", "/en/a?x=2"] })).toEqual({ _tag: "Redirect", to: "/en/a?x=2", code: 301 })
    // An answer whose breadcrumbs forgot the page shown still never sends it to itself.
    expect(redirectVerdict("/en/a", { ...back, url: "/en/a", breadcrumbs: ["/en/x", "/en/a"] })).toEqual({ _tag: "Cyclic", to: "/en/a" })
    // An address without its leading slash is no page of the site: nothing moves it.
    expect(resolveRedirect(rulesOf([rule("/news/old", "/news/new")]), "en/news/old").redirect).toBe(false)
  })

  it("knows a new rule that would close a loop, however long the way back", () => {
    const rules = rulesOf([rule("/a", "/b"), rule("/b", "/c")])
    expect(closesLoop(rules, "/c", "/a")).toBe(true)
    expect(closesLoop(rules, "/c/", "/b")).toBe(true)
    expect(closesLoop(rules, "/a", "/a/")).toBe(true)
    expect(closesLoop(rules, "/c", "/d")).toBe(false)
    expect(closesLoop(rules, "/d", "/a")).toBe(false)
  })

  it("never follows an answer off the site, whatever the service says", () => {
    for (const url of ["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      expect(redirectVerdict("/en/a", { redirect: true, code: 301, url, reasons: [], breadcrumbs: ["/en/a", url] })).toEqual({ _tag: "Stay" })
    }
  })

  it("takes a rule's path only as a page of the site after its language", () => {
    const accepts = Schema.is(RedirectPath)
    for (const good of ["/news/old-title", "/promo/summer_2026/", "/rules/sport~1", "/news/v1.2", "/a/..b"]) expect(accepts(good), good).toBe(true)
    for (const bad of ["", "/", "news/old", "//evil.example", "/en/news", "/a/../b", "/a/./b", "/a?b=1", "/a#b", "https://x.example/a", "/a b", "/a\u0000b", "/a//b"]) {
      expect(accepts(bad), JSON.stringify(bad)).toBe(false)
    }
    // The operator's tool prints why.
    const why = (path: string) => Either.match(Schema.decodeUnknownEither(RedirectPath)(path), { onLeft: (error) => error.message, onRight: () => "" })
    expect(why("//evil.example")).toContain("a path of the site after its language, such as /news/old-title")
    expect(why("/a/../b")).toContain("must not contain . or .. segments")
    expect(why("/en/news")).toContain("starts after the language segment: /news/old, not /en/news/old")
  })
})

const PAGES = ["/p0", "/p1", "/p2", "/p3", "/p4", "/p5"] as const

const arbitraryRules = fc
  .uniqueArray(
    fc.record({ from: fc.constantFrom(...PAGES), to: fc.constantFrom(...PAGES), code: fc.constantFrom(301 as const, 302 as const), reason: fc.string({ maxLength: 8 }) }),
    { selector: (r) => r.from, maxLength: PAGES.length }
  )
  .map((list) => list.filter((r) => r.from !== r.to))

const successors = (rules: ReadonlyMap<string, RedirectRule>, start: string, steps: number): ReadonlyArray<RedirectRule> => {
  const taken: Array<RedirectRule> = []
  let at = start
  for (let i = 0; i < steps; i++) {
    const next = rules.get(at)
    if (next === undefined) break
    taken.push(next)
    at = next.to
  }
  return taken
}

describe("redirects, generated rule sets", () => {
  it("ends where the pigeonhole says: a loop is never followed, a chain's end always is", () => {
    fc.assert(
      fc.property(arbitraryRules, fc.constantFrom(...PAGES), fc.constantFrom("en", "ru"), fc.constantFrom("", "?a=1"), (list, start, lng, search) => {
        const rules = rulesOf(list)
        const url = `/${lng}${start}${search}`
        const answer = resolveRedirect(rules, url)
        const verdict = redirectVerdict(url, answer)
        const chain = successors(rules, start, PAGES.length)
        if (chain.length === 0) expect(verdict).toEqual({ _tag: "Stay" })
        else if (chain.length === PAGES.length) expect(verdict._tag).toBe("Cyclic")
        else {
          const end = chain[chain.length - 1]!
          expect(verdict).toEqual({ _tag: "Redirect", to: `/${lng}${end.to}${search}`, code: chain.some((r) => r.code === 302) ? 302 : 301 })
          expect(answer.reasons).toEqual(chain.map((r) => r.reason))
        }
      })
    )
  })

  it("answers breadcrumbs that start at the page asked and step by the rules, in its language and with its query", () => {
    fc.assert(
      fc.property(arbitraryRules, fc.constantFrom(...PAGES), fc.constantFrom("", "?x=1&y=2"), (list, start, search) => {
        const rules = rulesOf(list)
        const answer = resolveRedirect(rules, `/ru${start}${search}`)
        expect(answer.breadcrumbs[0]).toBe(`/ru${start}${search}`)
        expect(answer.url).toBe(answer.breadcrumbs[answer.breadcrumbs.length - 1])
        for (let i = 1; i < answer.breadcrumbs.length; i++) {
          const before = answer.breadcrumbs[i - 1]!.replace(/^\/ru/, "").replace(search, "")
          expect(answer.breadcrumbs[i]).toBe(`/ru${rules.get(before)!.to}${search}`)
        }
      })
    )
  })

  it("answers a chain longer than its hop limit part of the way, and the next asks reach its end", () => {
    const line = Array.from({ length: 25 }, (_, i) => rule(`/step${i}`, `/step${i + 1}`))
    const rules = rulesOf(line)
    let at = "/en/step0"
    const answers = []
    for (let asks = 0; asks < 5; asks++) {
      const verdict = redirectVerdict(at, resolveRedirect(rules, at))
      if (verdict._tag !== "Redirect") break
      answers.push(verdict.to)
      at = verdict.to
    }
    expect(answers).toEqual(["/en/step10", "/en/step20", "/en/step25"])
  })

  it("never sends a page off the site, whatever the answer", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.array(fc.string(), { maxLength: 3 }), (url, redirect, crumbs) => {
        const verdict = redirectVerdict("/en/a", { redirect, code: 301, url, reasons: [], breadcrumbs: [...crumbs, url] })
        if (verdict._tag === "Redirect") {
          expect(verdict.to.startsWith("/")).toBe(true)
          expect(verdict.to.startsWith("//")).toBe(false)
        }
      })
    )
  })
})
