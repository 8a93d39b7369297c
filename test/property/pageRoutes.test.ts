import fc from "fast-check"
import { parse } from "regexparam"
import { describe, expect, it } from "vitest"
import { DEV_PAGES, PAGE_PATHS, type PageId, pageOf } from "../../src/domain/shell/routes"

/**
 * The server tells known page paths from unknown ones with the route table's own paths; the client's router (wouter)
 * matches them with regexparam. The two must agree on every path, or the server would answer 404 for a page the
 * client shows (or 200 for its not-found screen). regexparam is the independent model here.
 */
const entries = Object.entries(PAGE_PATHS) as ReadonlyArray<[PageId, string]>
const routerMatch = (pathname: string, devTools: boolean): PageId | undefined =>
  entries.find(([id, path]) => (devTools || !DEV_PAGES.includes(id)) && parse(path).pattern.test(pathname))?.[0]

// Segments the route table uses, so generated paths often hit a page, and others so they often do not.
const literals = [...new Set(entries.flatMap(([, path]) => path.split("/").filter((s) => s !== "" && !s.startsWith(":"))))]
const segment = fc.oneof(fc.constantFrom(...literals), fc.constantFrom("en", "ru", "EN", "x", "42", "g12"), fc.stringMatching(/^[a-z0-9-]{1,6}$/))
const pathname = fc
  .record({ segments: fc.array(segment, { minLength: 1, maxLength: 6 }), slash: fc.boolean() })
  .map(({ segments, slash }) => `/${segments.join("/")}${slash ? "/" : ""}`)

describe("page paths (src/domain/shell/routes.ts)", () => {
  it("match exactly as the client's router matches them, with and without the dev pages", () => {
    fc.assert(
      fc.property(pathname, fc.boolean(), (path, devTools) => {
        expect(pageOf(path, { devTools })).toBe(routerMatch(path, devTools))
      }),
      { examples: [["/en/", true], ["/en", false], ["/en/dev/mailbox", false], ["/en/line/a/b/c/d", true], ["/EN/Results/", true]] }
    )
  })

  it("know the pages a player reaches and refuse what no page has", () => {
    expect(pageOf("/en/line/football/c1/g2", { devTools: false })).toBe("line")
    expect(pageOf("/ru/user/login", { devTools: false })).toBe("login")
    expect(pageOf("/en/debugger", { devTools: true })).toBe("debugger")
    expect(pageOf("/en/debugger", { devTools: false })).toBeUndefined()
    expect(pageOf("/en/casino", { devTools: true })).toBe("casino")
    expect(pageOf("/en/casino/slots/game/slot/slot", { devTools: false })).toBe("casino-game")
    expect(pageOf("/en/casino/slots/game", { devTools: false })).toBeUndefined()
    expect(pageOf("/en/casinos", { devTools: true })).toBeUndefined()
  })
})
