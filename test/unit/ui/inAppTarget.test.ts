import { describe, expect, it } from "vitest"
import { inAppTarget } from "../../../src/ui/shell/routing/interceptAnchors"

const here = { origin: "https://oddsfold.test", pathname: "/en/", search: "" }

/** The part of an anchor element the check reads. */
const anchor = (href: string, attributes: Readonly<Record<string, string>> = {}): HTMLAnchorElement =>
  ({
    href: new URL(href, here.origin).href,
    hasAttribute: (name: string) => name in attributes,
    getAttribute: (name: string) => attributes[name] ?? null
  }) as unknown as HTMLAnchorElement

describe("which plain anchors the app navigates itself", () => {
  it("same-site page links, with their query", () => {
    expect(inAppTarget(anchor("/en/somewhere"), here)).toBe("/en/somewhere")
    expect(inAppTarget(anchor("/casino?x=1"), here)).toBe("/casino?x=1")
    expect(inAppTarget(anchor("https://oddsfold.test/ru/"), here)).toBe("/ru/")
    expect(inAppTarget(anchor("/en/other#part"), here)).toBe("/en/other")
  })

  it("leaves everything else to the browser", () => {
    expect(inAppTarget(anchor("https://t.me/oddsfold"), here)).toBeUndefined()
    expect(inAppTarget(anchor("/en/x", { target: "_blank" }), here)).toBeUndefined()
    expect(inAppTarget(anchor("/en/x", { download: "" }), here)).toBeUndefined()
    expect(inAppTarget(anchor("/en/x", { rel: "noopener external" }), here)).toBeUndefined()
    expect(inAppTarget(anchor("/assets/app.js"), here)).toBeUndefined()
    expect(inAppTarget(anchor("/openapi.json"), here)).toBeUndefined()
    expect(inAppTarget(anchor("/bff-api/config/all.json"), here)).toBeUndefined()
    // A jump within the page shown.
    expect(inAppTarget(anchor("/en/#content"), here)).toBeUndefined()
  })

  it("a link with target _self is still in-app", () => {
    expect(inAppTarget(anchor("/en/x", { target: "_self" }), here)).toBe("/en/x")
  })
})
