import { describe, expect, it } from "vitest"
import { ConfigGroupsLoaded, ConfigLoaded, ConfigLoadFailed } from "../../../src/commands/config/events"
import { CaptchaClosed } from "../../../src/commands/session/events"
import { CaptchaRequired, NetworkError } from "../../../src/domain/api/clientErrors"
import { type SiteConfigState, siteConfigProjection } from "../../../src/projections/config/siteConfig"
import { demoConfig } from "../../support/demoConfig"

const loading: SiteConfigState = { status: "loading", lang: null, config: null, error: null, groups: {} }
const config = demoConfig({ companyName: "Oddsfold" })
const offline = new NetworkError({ message: "Failed to fetch" })

describe("site config projection", () => {
  it("starts loading, with no groups", () => {
    expect(siteConfigProjection.initial).toEqual(loading)
  })

  it("a loaded config replaces an earlier failure", () => {
    const failed: SiteConfigState = { status: "failed", lang: "de", config: null, error: offline, groups: {} }
    expect(siteConfigProjection.apply(failed, new ConfigLoaded({ lang: "en", config }))).toEqual({ status: "loaded", lang: "en", config, error: null, groups: {} })
  })

  it("a failure shows only while no config has loaded", () => {
    expect(siteConfigProjection.apply(loading, new ConfigLoadFailed({ lang: "en", error: offline }))).toEqual({
      status: "failed",
      lang: "en",
      config: null,
      error: offline,
      groups: {}
    })
    const loaded: SiteConfigState = { status: "loaded", lang: "en", config, error: null, groups: {} }
    expect(siteConfigProjection.apply(loaded, new ConfigLoadFailed({ lang: "ru", error: offline }))).toBe(loaded)
  })

  it("adds loaded groups to those it has, a group loaded again replacing the older values", () => {
    const some: SiteConfigState = { ...loading, groups: { coupon: { step: 100 }, seo: { title: "old" } } }
    expect(siteConfigProjection.apply(some, new ConfigGroupsLoaded({ lang: "en", groups: { seo: { title: "new" }, live: { delay: 5 } } }))).toEqual({
      ...loading,
      groups: { coupon: { step: 100 }, seo: { title: "new" }, live: { delay: 5 } }
    })
  })

  it("a declined captcha fails the config load that waited for it, in that load's language", () => {
    const declined = new CaptchaClosed({ answered: false, code: 112, declined: [{ _tag: "CheckSession" }, { _tag: "LoadConfig", lang: "uk" }] })
    expect(siteConfigProjection.apply(loading, declined)).toEqual({
      status: "failed",
      lang: "uk",
      config: null,
      error: new CaptchaRequired({ code: 112 }),
      groups: {}
    })
    expect(siteConfigProjection.apply(loading, new CaptchaClosed({ answered: false, code: 112, declined: [{ _tag: "CheckSession" }] }))).toBe(loading)
  })
})
