import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { API_PREFIXES, CONFIG_GROUP_CACHE_CONTROL, HeaderNames, isApiPath, SESSION_COOKIE } from "../../../src/domain/api/contract"
import { ErrorCode, isCaptchaCode, TERMS_CHANGED_EXCEPTION_CODE } from "../../../src/domain/api/errors"
import { ConfigGroupList, isFeatureOn, isRegistrationAvailable } from "../../../src/domain/config/siteConfig"
import { FINGERPRINT_KEY_MAX_LENGTH, FINGERPRINT_VALUE_MAX_LENGTH } from "../../../src/domain/session/fingerprintComponents"
import { CHUNK_RELOAD_MIN_INTERVAL_MS } from "../../../src/domain/shell/chunkReload"
import { TWO_G_EFFECTIVE_TYPES } from "../../../src/domain/shell/connection"
import { COMPLETE_LANGUAGES, FALLBACK_LANGUAGE, PRODUCT_DEFAULT_LANGUAGE } from "../../../src/domain/shell/language"
import { demoConfig } from "../../support/demoConfig"

// The spec's numbers and names, written here as the spec states them: a changed constant fails a test.
describe("SPEC.md values the domain names once", () => {
  it("languages: the product default is Russian, the last resort English, and texts ship complete for en and ru", () => {
    expect(PRODUCT_DEFAULT_LANGUAGE).toBe("ru")
    expect(FALLBACK_LANGUAGE).toBe("en")
    expect(COMPLETE_LANGUAGES).toEqual(["en", "ru"])
  })

  it("section 8: captcha codes 100, 111, 112, 113; the fingerprint code; terms exception_code 1", () => {
    expect(ErrorCode.captchaRequired).toEqual([100, 111, 112, 113])
    for (const code of [100, 111, 112, 113]) expect(isCaptchaCode(code)).toBe(true)
    for (const code of [0, 1, 101, 110, 114, 120]) expect(isCaptchaCode(code)).toBe(false)
    expect(ErrorCode.fingerprintInvalid).toBe(120)
    expect(TERMS_CHANGED_EXCEPTION_CODE).toBe(1)
  })

  it("section 7: config groups are cached 600 s, stale for 300 s more", () => {
    expect(CONFIG_GROUP_CACHE_CONTROL).toBe("public, max-age=600, stale-while-revalidate=300")
  })

  it("section 8: a chunk reload at most once a minute", () => {
    expect(CHUNK_RELOAD_MIN_INTERVAL_MS).toBe(60_000)
  })

  it("section 2.1: prefetch is skipped on slow-2g and 2g", () => {
    expect(TWO_G_EFFECTIVE_TYPES).toEqual(["slow-2g", "2g"])
  })

  it("the contract's names and limits", () => {
    expect(HeaderNames).toEqual({
      geoCountry: "x-geo-country",
      fingerprint: "x-fingerprint",
      captcha: "x-captcha",
      language: "x-language",
      requestId: "x-request-id"
    })
    expect(API_PREFIXES).toEqual(["/bff-api", "/web-api", "/auth-api", "/social-api", "/limit-service-api", "/third-party", "/blocks-api"])
    expect(SESSION_COOKIE).toBe("oddsfold_session")
    expect([FINGERPRINT_KEY_MAX_LENGTH, FINGERPRINT_VALUE_MAX_LENGTH]).toEqual([64, 512])
  })
})

describe("API paths", () => {
  it("a prefix or anything under it is the API; a path that only starts with the same letters is not", () => {
    for (const path of ["/bff-api", "/web-api/session", "/auth-api/login", "/bff-api/config/all.json", "/limit-service-api/api/external/web/v3/limits"]) expect(isApiPath(path)).toBe(true)
    for (const path of ["/", "/en/", "/web-apis", "/bff-api-docs", "/en/web-api/session"]) expect(isApiPath(path)).toBe(false)
  })
})

describe("site config rules", () => {
  it("a feature is on only when the config says true", () => {
    const config = demoConfig({ features: { live: true, casino: false } })
    expect(isFeatureOn(config, "live")).toBe(true)
    expect(isFeatureOn(config, "casino")).toBe(false)
    expect(isFeatureOn(config, "poker")).toBe(false)
  })

  it("registration exists when allowed and the domain is not a VIP one (SPEC.md 2.4, 6)", () => {
    const base = demoConfig()
    const registration = (allowed: boolean) => ({ ...base.registration, allowed })
    expect(isRegistrationAvailable({ ...base, registration: registration(true), isVipDomain: false })).toBe(true)
    expect(isRegistrationAvailable({ ...base, registration: registration(true), isVipDomain: true })).toBe(false)
    expect(isRegistrationAvailable({ ...base, registration: registration(false), isVipDomain: false })).toBe(false)
  })

  it("a groups query is 1 to 20 distinct names, trimmed, empty names dropped", () => {
    const decode = Schema.decodeUnknownSync(ConfigGroupList)
    expect(decode(" coupon, seo,,coupon ")).toEqual(["coupon", "seo"])
    expect(Schema.encodeSync(ConfigGroupList)(["coupon", "seo"])).toBe("coupon,seo")
    expect(() => decode(",")).toThrow()
    expect(decode(Array.from({ length: 20 }, (_, i) => `g${i}`).join(","))).toHaveLength(20)
    expect(() => decode(Array.from({ length: 21 }, (_, i) => `g${i}`).join(","))).toThrow()
    expect(() => decode("Coupon")).toThrow()
  })
})
