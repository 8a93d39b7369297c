import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { LanguageCode } from "../../src/domain/shell/language"
import { isIpadAsDesktop, mayLeaveForPlatform, platformVerdict } from "../../src/domain/shell/platformRoute"

/** Paths labelled by hand: whether a page of the site has them. */
const PATHS: ReadonlyArray<readonly [string, boolean]> = [
  ["/en/", true],
  ["/en/casino", true],
  ["/en/live/football", true],
  ["/en/user/login", true],
  ["/en/no-such-page", false],
  ["/en/casino/slots/game/g1/name/extra/more", false],
  ["/en/mobile-only/sports", false]
]
/** Devices labelled by hand: whether it is an iPad asking for desktop sites. */
const DEVICES: ReadonlyArray<readonly [{ readonly platform: string; readonly maxTouchPoints: number }, boolean]> = [
  [{ platform: "MacIntel", maxTouchPoints: 5 }, true],
  [{ platform: "MacIntel", maxTouchPoints: 2 }, true],
  [{ platform: "MacIntel", maxTouchPoints: 0 }, false],
  [{ platform: "MacIntel", maxTouchPoints: 1 }, false],
  [{ platform: "Win32", maxTouchPoints: 10 }, false],
  [{ platform: "iPad", maxTouchPoints: 5 }, false],
  [{ platform: "Linux x86_64", maxTouchPoints: 0 }, false]
]
const MOBILE = "https://m.example.com"

describe("platform_type and the iPad rule (SPEC.md 2.1)", () => {
  it("stays, goes home without the parameter, or to the mobile version, as the hand-labelled facts say", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATHS),
        fc.constantFrom(...DEVICES),
        fc.option(fc.constantFrom("mobile", "desktop", "full", ""), { nil: undefined }),
        fc.boolean(),
        fc.constantFrom(MOBILE, null),
        ([path, known], [device, ipad], platformType, withOther, mobileSiteUrl) => {
          const params = [...(withOther ? ["utm_source=mail"] : []), ...(platformType === undefined ? [] : [`platform_type=${platformType}`])]
          const search = params.length === 0 ? "" : `?${params.join("&")}`
          const verdict = platformVerdict({ path, search, lng: "en" as LanguageCode, device, mobileSiteUrl, devTools: false })
          let expected: unknown
          if (platformType === undefined) expected = mobileSiteUrl !== null && ipad ? { _tag: "Mobile", to: `${MOBILE}${path}${search}` } : { _tag: "Stay" }
          else if (!known) expected = { _tag: "Home", to: withOther ? "/en/?utm_source=mail" : "/en/" }
          else expected = platformType === "mobile" && mobileSiteUrl !== null ? { _tag: "Mobile", to: `${MOBILE}${path}${search}` } : { _tag: "Stay" }
          expect(verdict).toEqual(expected)
          // Nothing to decide (and nothing logged) without the parameter on a site with no mobile version.
          if (!mayLeaveForPlatform(search, mobileSiteUrl)) expect(verdict).toEqual({ _tag: "Stay" })
        }
      )
    )
  })

  it("knows an iPad asking for desktop sites by a Mac platform with a touch screen", () => {
    for (const [device, ipad] of DEVICES) expect(isIpadAsDesktop(device)).toBe(ipad)
  })
})
