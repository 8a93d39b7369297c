import { parse } from "regexparam"
import { describe, expect, it } from "vitest"
import { en } from "../../../src/ui/shell/i18n/en"
import { notFoundRoute, routes } from "../../../src/ui/shell/routing/routeTable"

/** What AppRoutes does: the first route whose pattern matches, else the 404 route. */
const match = (path: string): string => routes.find((route) => parse(route.path).pattern.test(path))?.id ?? notFoundRoute.id

describe("route table", () => {
  it("puts the language segment first in every path (SPEC.md 2.1), with no duplicates", () => {
    for (const route of routes) expect(route.path.startsWith("/:lng/"), route.id).toBe(true)
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length)
    expect(new Set(routes.map((route) => route.id)).size).toBe(routes.length)
  })

  it("matches the shell's pages, and nothing else", () => {
    expect(match("/en/")).toBe("home")
    expect(match("/ru")).toBe("home")
    expect(match("/en/maintenance")).toBe("maintenance")
    for (const page of ["block", "block-ua", "block-ie", "site-updates", "coming-soon", "suspension"]) expect(match(`/de/${page}`)).toBe(page)
    expect(match("/en/casino")).toBe("casino")
    expect(match("/en/casino/slots/more/segments/here")).toBe("not-found")
    expect(match("/en/block/ua")).toBe("not-found")
    expect(match("/en/debugger/x")).toBe("not-found")
  })

  it("has the debugger in a non-production build (vitest defines __DEV_TOOLS__ true)", () => {
    expect(match("/en/debugger")).toBe("debugger")
  })

  it("uses the maintenance and blocked layouts for those screens, without the SEO block", () => {
    const byId = new Map(routes.map((route) => [route.id, route]))
    expect(byId.get("maintenance")?.meta).toMatchObject({ layout: "maintenance", hideSeo: true })
    for (const id of ["block", "block-ua", "block-ie", "site-updates", "coming-soon", "suspension"]) {
      expect(byId.get(id)?.meta, id).toMatchObject({ layout: "blocked", hideSeo: true })
    }
    expect(byId.get("home")?.meta).toMatchObject({ layout: "default", snowfall: true })
  })

  it("has a game's statistics as a page and as a pop-up window without the site's header and footer (SPEC.md 2.8)", () => {
    expect(match("/en/statistic/g123")).toBe("statistic")
    expect(match("/ru/statisticpopup/g123")).toBe("statisticpopup")
    expect(match("/en/statistic")).toBe("not-found")
    const byId = new Map(routes.map((route) => [route.id, route]))
    expect(byId.get("statistic")?.meta).toMatchObject({ layout: "default" })
    expect(byId.get("statisticpopup")?.meta).toMatchObject({ layout: "empty", hideHeader: true, hideFooter: true, hideSeo: true })
  })

  it("has cyber sport's pages under either name, down to a game (SPEC.md 2.2 cyber), and the page-type variants", () => {
    for (const root of ["cyber", "esports"]) {
      expect(match(`/en/${root}`)).toBe(root)
      expect(match(`/en/${root}/real`)).toBe(root)
      expect(match(`/en/${root}/virtual/disciplines`)).toBe(root)
      expect(match(`/en/${root}/real/all`)).toBe(root)
      expect(match(`/en/${root}/real/cs2`)).toBe(root)
      expect(match(`/en/${root}/real/cs2/champs`)).toBe(root)
      expect(match(`/en/${root}/real/dota2/dota2-ti`)).toBe(root)
      expect(match(`/ru/${root}/stream/cyberfootball/fc-esports/g123`)).toBe(root)
      expect(match(`/en/${root}/real/cs2/cs2-major/g123/more`)).toBe("not-found")
    }
    expect(match("/en/topgame")).toBe("topgame")
    expect(match("/en/ufc")).toBe("ufc")
    expect(match("/en/politics")).toBe("politics")
    expect(match("/ru/marble")).toBe("marble")
    expect(match("/en/marble/live")).toBe("not-found")
    expect(match("/en/team/football/Northbridge%20United")).toBe("team")
    expect(match("/en/team/football")).toBe("not-found")
    expect(match("/en/topgame/live")).toBe("not-found")
    expect(match("/en/betsonyour")).toBe("betsonyour")
    expect(match("/en/betsonyour/es")).toBe("not-found")
    // A championship page's final is its line or live page's (SPEC.md 2.2: home, game and final).
    expect(match("/en/line/football/epl/final")).toBe("line")
    expect(match("/en/live/basketball/nba-finals/final")).toBe("live")
    const byId = new Map(routes.map((route) => [route.id, route]))
    expect(byId.get("betsonyour")?.meta.titleKey).toBe("betsonyour")
    expect(byId.get("topgame")?.meta.titleKey).toBe("topgame")
    expect(byId.get("ufc")?.meta.titleKey).toBe("ufc")
    expect(byId.get("politics")?.meta.titleKey).toBe("politics")
    expect(byId.get("marble")?.meta.titleKey).toBe("marble")
    expect(byId.get("team")?.meta.titleKey).toBe("team")
  })

  it("has the pages of the e-mail links (SPEC.md 2.4): activatefast and activate are one page", () => {
    expect(match("/en/user/accountverify")).toBe("account-verify")
    expect(match("/en/user/passwordreset")).toBe("password-reset")
    expect(match("/ru/user/activate")).toBe("activate")
    expect(match("/en/user/activatefast")).toBe("activate-fast")
    expect(match("/en/user/stopnewsletter")).toBe("stop-newsletter")
    expect(match("/en/user/passwordreset/x")).toBe("not-found")
    const byId = new Map(routes.map((route) => [route.id, route]))
    expect(byId.get("activate-fast")?.Page).toBe(byId.get("activate")?.Page)
    expect(byId.get("activate")?.meta).toMatchObject({ layout: "default", titleKey: "activation", hideSeo: true })
    expect(byId.get("password-reset")?.meta.titleKey).toBe("passwordReset")
    // The unsubscribe link works for a banned player too; the others are pages like any.
    expect(byId.get("stop-newsletter")?.meta).toMatchObject({ titleKey: "stopNewsletter", ban: "allowedForBanned" })
    expect(byId.get("password-reset")?.meta.ban).toBeUndefined()
  })

  it("has the verification page's third-party identity check under it (SPEC.md 2.5), a page of the personal office", () => {
    expect(match("/en/verification")).toBe("verification")
    expect(match("/ru/verification/identity-check")).toBe("identity-check")
    expect(match("/en/verification/identity-check/x")).toBe("not-found")
    const check = routes.find((route) => route.id === "identity-check")
    expect(check?.meta).toMatchObject({ layout: "default", titleKey: "identityCheck", hideSeo: true })
    expect(en.titles.identityCheck).toBe("Check your identity online")
  })

  it("gives every route a title that exists", () => {
    for (const route of [...routes, notFoundRoute]) expect(en.titles[route.meta.titleKey], route.id).toBeTruthy()
  })
})

describe("route table ban marks (SPEC.md 4 ban redirect guard)", () => {
  it("marks each route as the ban guard reads its path", async () => {
    const { banMarkOf } = await import("../../../src/domain/session/banGuard")
    for (const route of routes) {
      const path = route.path.replace(":lng", "en").replace("/:type?", "")
      expect(route.meta.ban ?? "none", route.id).toBe(banMarkOf(path))
    }
  })

  it("has the deduce page, the block page a banned player is sent to, and the home page a banned player may not see", () => {
    expect(match("/en/deduce")).toBe("deduce")
    expect(routes.find((route) => route.id === "deduce")?.meta.ban).toBe("deduce")
    expect(routes.find((route) => route.id === "block")?.meta.ban).toBe("allowedForBanned")
    expect(routes.find((route) => route.id === "home")?.meta.ban).toBeUndefined()
    expect(routes.find((route) => route.id === "wallets")?.meta.ban).toBeUndefined()
  })
})
