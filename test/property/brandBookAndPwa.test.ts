import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { brandBookDeclarations, pxToEm } from "../../src/domain/config/brandBook"
import { appleTouchIconRel, iosMajorVersion, themeColorOf, webAppManifest } from "../../src/domain/shell/pwa"

describe("the partner's brand book (SPEC.md 3, 9: pixels to em by dividing by 16)", () => {
  it("turns each pixel length into sixteenths of an em, written as a finite decimal", () => {
    expect(pxToEm("16px")).toBe("1em")
    expect(pxToEm("12px")).toBe("0.75em")
    expect(pxToEm("1px solid #ccc")).toBe("0.0625em solid #ccc")
    expect(pxToEm("-2.5px")).toBe("-0.15625em")
    expect(pxToEm("0 2px 8px rgba(0,0,0,.2)")).toBe("0 0.125em 0.5em rgba(0,0,0,.2)")
    expect(pxToEm("calc(100% - 24px)")).toBe("calc(100% - 1.5em)")
    // Not a pixel length: left alone.
    expect(pxToEm("1.5em")).toBe("1.5em")
    expect(pxToEm("#0b3d2e")).toBe("#0b3d2e")
    expect(pxToEm("pxpx")).toBe("pxpx")
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (pixels) => {
        // The model: the exact quotient, by BigInt long division of pixels × 10^6 by 16 (16 divides 10^6 × n evenly
        // to 4 decimal places, so no rounding happens).
        const millionths = (BigInt(pixels) * 1_000_000n) / 16n
        const whole = millionths / 1_000_000n
        const fraction = (millionths % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "")
        expect(pxToEm(`${pixels}px`)).toBe(`${whole}${fraction === "" ? "" : `.${fraction}`}em`)
      })
    )
  })

  it("applies plain custom properties and drops whatever could break out of a declaration or fetch from elsewhere", () => {
    expect(
      brandBookDeclarations([
        { css_prop: "--brand", css_value: "#c00" },
        { css_prop: "radius", css_value: "4px" },
        { css_prop: "--brand", css_value: "#0c0" },
        { css_prop: "color", css_value: "red; background: url(x)" },
        { css_prop: "--bg", css_value: "url(https://elsewhere.example/a.png)" },
        { css_prop: "--x", css_value: "red}body{display:none" },
        { css_prop: "--y", css_value: "" },
        { css_prop: "--z;", css_value: "1px" },
        { css_prop: "--q", css_value: "\\75rl(x)" }
      ])
    ).toEqual([
      { property: "--radius", value: "0.25em" },
      { property: "--brand", value: "#0c0" }
    ])
    fc.assert(
      fc.property(fc.array(fc.record({ css_prop: fc.string({ maxLength: 20 }), css_value: fc.string({ maxLength: 40 }) }), { maxLength: 8 }), (entries) => {
        for (const { property, value } of brandBookDeclarations(entries)) {
          expect(property).toMatch(/^--[A-Za-z0-9][A-Za-z0-9-]*$/)
          expect(value).not.toMatch(/[;{}<>\\"'`]|url\(/i)
          expect(value.trim()).not.toBe("")
        }
      })
    )
  })
})

describe("the installable app (SPEC.md 7, 9)", () => {
  it("lists the eight icon sizes of SPEC.md 9 with the config's colour; a colour that is not hex falls back", () => {
    const manifest = webAppManifest({ companyName: "Oddsfold", themeColor: "#123abc" })
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["72x72", "96x96", "128x128", "144x144", "152x152", "192x192", "384x384", "512x512"])
    expect(manifest.theme_color).toBe("#123abc")
    expect(manifest.start_url).toBe("/")
    expect(manifest.display).toBe("standalone")
    expect(themeColorOf("red")).toBe("#0b3d2e")
    expect(themeColorOf("#12345")).toBe("#0b3d2e")
    expect(themeColorOf("#1234")).toBe("#1234")
    expect(webAppManifest({ companyName: "A very long company name", themeColor: "#fff" }).short_name).toBe("A very long ")
  })

  it("gives Safari on iOS 14 and below the precomposed icon, and nobody else", () => {
    const cases: ReadonlyArray<[string, number | null, string]> = [
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 12_5_7 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", 12, "apple-touch-icon-precomposed"],
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", 14, "apple-touch-icon-precomposed"],
      ["Mozilla/5.0 (iPad; CPU OS 9_3_5 like Mac OS X) AppleWebKit/601.1.46 Mobile/13G36", 9, "apple-touch-icon-precomposed"],
      ["Mozilla/5.0 (iPhone; CPU iPhone OS 15_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148", 15, "apple-touch-icon"],
      ["Mozilla/5.0 (iPod touch; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15", 17, "apple-touch-icon"],
      ["Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/14.0 Safari/605.1.15", null, "apple-touch-icon"],
      ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0 Safari/537.36", null, "apple-touch-icon"]
    ]
    for (const [userAgent, version, rel] of cases) {
      expect(iosMajorVersion(userAgent), userAgent).toBe(version)
      expect(appleTouchIconRel(userAgent), userAgent).toBe(rel)
    }
    fc.assert(
      fc.property(fc.constantFrom("iPhone; CPU iPhone OS", "iPad; CPU OS"), fc.integer({ min: 3, max: 30 }), fc.integer({ min: 0, max: 9 }), (device, major, minor) => {
        const rel = appleTouchIconRel(`Mozilla/5.0 (${device} ${major}_${minor} like Mac OS X) AppleWebKit/605.1.15`)
        expect(rel).toBe(major <= 14 ? "apple-touch-icon-precomposed" : "apple-touch-icon")
      })
    )
  })
})
