import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { afterLogin, afterLogout, afterRegistration, isGuestOnlyPage, isPlayerOnlyRoute, isSitePath } from "../../src/domain/session/authRedirects"
import { loginFieldErrorClass } from "../../src/domain/session/loginFieldError"
import type { LanguageCode } from "../../src/domain/shell/language"

const en = "en" as LanguageCode

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
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (returnUrl, previousRoute) => {
        const target = afterLogin({ returnUrl, previousRoute, lng: en })
        expect(isSitePath(target)).toBe(true)
        expect([returnUrl, previousRoute, "/en/"]).toContain(target)
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
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (returnUrl, previousRoute) => {
        expect(isPlayerOnlyRoute(afterLogout({ returnUrl, previousRoute, lng: en }))).toBe(false)
      })
    )
  })
})

describe("after registration", () => {
  it("brings the player back to the page they came from", () => {
    expect(afterRegistration({ returnUrl: null, previousRoute: "/en/registration", origin: "/en/bonuses", lng: en })).toBe("/en/bonuses")
    expect(afterRegistration({ returnUrl: "/en/live", previousRoute: null, origin: "/en/bonuses", lng: en })).toBe("/en/live")
    expect(afterRegistration({ returnUrl: null, previousRoute: "/en/registration", origin: null, lng: en })).toBe("/en/")
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
