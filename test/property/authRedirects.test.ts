import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  afterLogin,
  afterLogout,
  afterRegistration,
  isGuestOnlyPage,
  isPlayerOnlyRoute,
  isSitePath,
  registrationTargetOf
} from "../../src/domain/session/authRedirects"
import { loginFieldErrorClass } from "../../src/domain/session/loginFieldError"
import type { LanguageCode } from "../../src/domain/shell/language"

const en = "en" as LanguageCode

/**
 * Real paths of this site, "/xx/..." with a query now and then, built from segments that make sign-in, registration,
 * personal-office and ordinary pages; now and then a target that is no path of the site, or any string at all.
 */
const segment = fc.constantFrom(
  "user", "login", "qr-login", "registration", "phone", "forgotpassword", "account", "wallets", "security", "history",
  "bonuses", "deposit", "casino", "slots", "live", "results", "football"
)
const sitePath = fc
  .tuple(fc.constantFrom("en", "ru", "de"), fc.array(segment, { maxLength: 3 }), fc.constantFrom("", "", "", "?q=1", "?tab=2#top"))
  .map(([lng, parts, query]) => `/${lng}/${parts.join("/")}${query}`)
const offSite = fc.constantFrom("https://evil.example/en/", "//evil.example/en/live", "/\\evil.example", "javascript:alert(1)", "en/casino", "/en/\nx")
const target = fc.oneof({ weight: 8, arbitrary: sitePath }, { weight: 1, arbitrary: offSite }, { weight: 1, arbitrary: fc.string() })

/** The model's reading of a target: a path of this site (no scheme, no "//", no backslash, no control character)... */
const onSiteModel = (t: string) => /^\/(?![/\\])[^\u0000-\u001f]*$/.test(t)
/** ...and its route: the query or fragment cut off, then a two-letter first segment. */
const routeModel = (t: string) => {
  const path = t.replace(/[?#][\s\S]*$/, "")
  const language = /^\/[A-Za-z]{2}(\/[\s\S]*)?$/.exec(path)
  return language === null ? path : (language[1] ?? "/")
}
/** Whether a route is a section or a page under it, written out with segments. */
const underModel = (route: string, section: string) => {
  const have = route.split("/").filter((x) => x !== "")
  const want = section.split("/").filter((x) => x !== "")
  return want.every((part, i) => have[i] === part)
}
const GUEST_ONLY_MODEL = ["/user/login", "/user/qr-login", "/registration", "/user/forgotpassword"]
/** The personal-office sections the segments above can make. */
const PLAYER_ONLY_MODEL = ["/account", "/security", "/history", "/bonuses/deposit"]

describe("the pages only for guests: sign-in, registration, password recovery", () => {
  it("are known by their path, with or without the language segment", () => {
    for (const page of ["/en/user/login", "/user/login", "/en/user/qr-login", "/ru/registration", "/de/registration/phone", "/EN/user/forgotpassword/sms", "/registration"]) {
      expect(isGuestOnlyPage(page), page).toBe(true)
    }
    for (const page of ["/en/", "/en", "/en/user", "/en/user/loginx", "/en/registrations", "/eng/user/login", "/e1/registration", "/en/live/user/login", ""]) {
      expect(isGuestOnlyPage(page), page).toBe(false)
    }
  })

  it("agree with a model that strips the language segment with a regular expression and compares prefixes", () => {
    const model = (path: string) => {
      const rest = /^\/[A-Za-z]{2}(\/.*)?$/.test(path) ? (path.slice(3) === "" ? "/" : path.slice(3)) : path
      return ["/user/login", "/registration", "/user/forgotpassword", "/user/qr-login"].some((p) => rest === p || rest.startsWith(`${p}/`))
    }
    const segment = fc.constantFrom("", "en", "ru", "EN", "e", "eng", "user", "login", "registration", "forgotpassword", "qr-login", "x")
    const path = fc.array(segment, { maxLength: 5 }).map((parts) => `/${parts.join("/")}`)
    fc.assert(fc.property(fc.oneof(path, fc.string()), (p) => isGuestOnlyPage(p) === model(p)))
  })
})

describe("after signing in (SPEC.md 4)", () => {
  it("goes to the return URL, else the previous route, else home", () => {
    expect(afterLogin({ returnUrl: "/en/casino/slots", previousRoute: "/en/live", lng: en })).toBe("/en/casino/slots")
    expect(afterLogin({ returnUrl: null, previousRoute: "/en/live", lng: en })).toBe("/en/live")
    expect(afterLogin({ returnUrl: null, previousRoute: null, lng: en })).toBe("/en/")
  })

  it("never goes back to the sign-in or registration page", () => {
    expect(afterLogin({ returnUrl: null, previousRoute: "/en/user/login", lng: en })).toBe("/en/")
    expect(afterLogin({ returnUrl: "/ru/registration/phone", previousRoute: "/ru/results", lng: "ru" as LanguageCode })).toBe("/ru/results")
  })

  it("follows no return URL off the site", () => {
    for (const evil of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "/en/\nx"]) {
      expect(afterLogin({ returnUrl: evil, previousRoute: null, lng: en }), evil).toBe("/en/")
    }
  })

  it("always lands on a path of this site, whatever the sources", () => {
    fc.assert(
      fc.property(fc.option(target), fc.option(target), (returnUrl, previousRoute) => {
        const landed = afterLogin({ returnUrl, previousRoute, lng: en })
        expect(isSitePath(landed)).toBe(true)
        expect([returnUrl, previousRoute, "/en/"]).toContain(landed)
      })
    )
  })

  it("takes the first source that is a page of this site and no sign-in or registration page (a model with segments)", () => {
    const usable = (t: string | null): t is string => t !== null && onSiteModel(t) && !GUEST_ONLY_MODEL.some((p) => underModel(routeModel(t), p))
    fc.assert(
      fc.property(fc.option(target), fc.option(target), (returnUrl, previousRoute) => {
        const expected = [returnUrl, previousRoute].find(usable) ?? "/en/"
        expect(afterLogin({ returnUrl, previousRoute, lng: en })).toBe(expected)
      })
    )
  })
})

describe("after signing out", () => {
  it("skips the personal office, which would send the guest to sign in again", () => {
    expect(afterLogout({ returnUrl: null, previousRoute: "/en/account", lng: en })).toBe("/en/")
    expect(afterLogout({ returnUrl: "/en/security?tab=2", previousRoute: "/en/casino", lng: en })).toBe("/en/casino")
    expect(afterLogout({ returnUrl: null, previousRoute: "/en/accounts-of-the-week", lng: en })).toBe("/en/accounts-of-the-week")
  })

  it("never lands on a player-only route", () => {
    fc.assert(
      fc.property(fc.option(target), fc.option(target), (returnUrl, previousRoute) => {
        expect(isPlayerOnlyRoute(afterLogout({ returnUrl, previousRoute, lng: en }))).toBe(false)
      })
    )
  })

  it("takes the first source that is a page of this site outside the personal office (a model with segments)", () => {
    const usable = (t: string | null): t is string => t !== null && onSiteModel(t) && !PLAYER_ONLY_MODEL.some((p) => underModel(routeModel(t), p))
    fc.assert(
      fc.property(fc.option(target), fc.option(target), (returnUrl, previousRoute) => {
        const expected = [returnUrl, previousRoute].find(usable) ?? "/en/"
        expect(afterLogout({ returnUrl, previousRoute, lng: en })).toBe(expected)
      })
    )
  })
})

describe("after registration (SPEC.md 4 \"After registration\": route_from -> route_to)", () => {
  it("brings the player back to the page they came from", () => {
    expect(afterRegistration({ returnUrl: null, previousRoute: "/en/registration", origin: "/en/bonuses", lng: en })).toBe("/en/bonuses")
    expect(afterRegistration({ returnUrl: "/en/live", previousRoute: null, origin: "/en/bonuses", lng: en })).toBe("/en/live")
    expect(afterRegistration({ returnUrl: null, previousRoute: "/en/registration", origin: null, lng: en })).toBe("/en/")
    // A return URL of no use (a registration page, off the site) gives way to the rule's target, then the previous route.
    expect(afterRegistration({ returnUrl: "/en/registration/full", previousRoute: "/en/live", origin: "/en/account/wallets", lng: en })).toBe("/en/account/wallets")
    expect(afterRegistration({ returnUrl: "//evil.example", previousRoute: "/en/live", origin: null, lng: en })).toBe("/en/live")
  })

  const rules = [
    { route_from: "/results", route_to: "/account/wallets" },
    { route_from: "/casino/slots", route_to: "/bonuses" },
    { route_from: "/casino", route_to: "/casino/welcome" },
    { route_from: "/", route_to: "/live" }
  ]

  it("remembers the target of the first rule naming the page, or a section above it", () => {
    expect(registrationTargetOf(rules, "/en/results")).toBe("/account/wallets")
    expect(registrationTargetOf(rules, "/ru/results/football?day=2")).toBe("/account/wallets")
    expect(registrationTargetOf(rules, "/en/casino/slots/book-of-ra")).toBe("/bonuses")
    expect(registrationTargetOf(rules, "/en/casino")).toBe("/casino/welcome")
    expect(registrationTargetOf(rules, "/en/casino/live")).toBe("/casino/welcome")
    // "/" is the home page only, not every page.
    expect(registrationTargetOf(rules, "/en/")).toBe("/live")
    expect(registrationTargetOf(rules, "/de")).toBe("/live")
    expect(registrationTargetOf(rules, "/en/live")).toBeNull()
    // A section's name as the start of another word is no section above it.
    expect(registrationTargetOf(rules, "/en/resultsx")).toBeNull()
    expect(registrationTargetOf(rules, "/en/casinos")).toBeNull()
    expect(registrationTargetOf(rules, null)).toBeNull()
    expect(registrationTargetOf(rules, "https://evil.example/en/results")).toBeNull()
    expect(registrationTargetOf([], "/en/results")).toBeNull()
    // The order of the rules decides: the more general rule first wins.
    expect(registrationTargetOf([rules[2]!, rules[1]!], "/en/casino/slots")).toBe("/casino/welcome")
  })

  it("agrees with a model that compares segments, for any rules and any page", () => {
    const route = fc.array(segment, { maxLength: 3 }).map((parts) => `/${parts.join("/")}`)
    const rule = fc.record({ route_from: route, route_to: route })
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 5 }), fc.option(target), (generated, page) => {
        const onSite = page !== null && onSiteModel(page)
        const expected = onSite ? (generated.find((r) => (r.route_from === "/" ? routeModel(page) === "/" : underModel(routeModel(page), r.route_from)))?.route_to ?? null) : null
        expect(registrationTargetOf(generated, page)).toBe(expected)
      })
    )
  })

  it("ends on the return URL, else the remembered target, else the previous route, else home, never on a sign-in or registration page", () => {
    const usable = (t: string | null): t is string => t !== null && onSiteModel(t) && !GUEST_ONLY_MODEL.some((p) => underModel(routeModel(t), p))
    fc.assert(
      fc.property(fc.option(target), fc.option(target), fc.option(sitePath), (returnUrl, previousRoute, origin) => {
        const expected = [returnUrl, origin, previousRoute].find(usable) ?? "/en/"
        expect(afterRegistration({ returnUrl, previousRoute, origin, lng: en })).toBe(expected)
      })
    )
  })
})

describe("the login field error class (SPEC.md 8)", () => {
  it("names the input the server blamed", () => {
    expect(loginFieldErrorClass(["email"])).toBe("login")
    expect(loginFieldErrorClass(["Password"])).toBe("pass")
    expect(loginFieldErrorClass(["login", "pass"])).toBe("both")
    expect(loginFieldErrorClass(["captcha"])).toBe("unknown")
    expect(loginFieldErrorClass([])).toBe("unknown")
  })

  it("is 'both' exactly when a login field and a password field are named", () => {
    const field = fc.constantFrom("login", "email", "phone", "accountId", "pass", "password", "captcha", "code")
    fc.assert(
      fc.property(fc.array(field), (fields) => {
        const login = fields.some((f) => ["login", "email", "phone", "accountId"].includes(f))
        const pass = fields.some((f) => ["pass", "password"].includes(f))
        expect(loginFieldErrorClass(fields)).toBe(login && pass ? "both" : login ? "login" : pass ? "pass" : "unknown")
      })
    )
  })
})
