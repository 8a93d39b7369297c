import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { parseCookies, serializeCookie, serializeCookieRemoval } from "../../../src/adapters/cookieCodec"
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "../../../src/adapters/Cookies"
import { type CookieJar, makeCookies } from "../../../src/adapters/CookiesLive"

/** A tiny document.cookie: assignments add, replace or expire one cookie; reading lists name=value pairs. */
class FakeJar implements CookieJar {
  readonly written: Array<string> = []
  private readonly jar = new Map<string, string>()
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ")
  }
  set cookie(line: string) {
    this.written.push(line)
    const [pair = "", ...attributes] = line.split("; ")
    const eq = pair.indexOf("=")
    const name = pair.slice(0, eq)
    if (attributes.includes("Max-Age=0")) this.jar.delete(name)
    else this.jar.set(name, pair.slice(eq + 1))
  }
}

describe("cookie codec", () => {
  it("reads name=value pairs, decoding escapes, first occurrence wins", () => {
    const cookies = parseCookies("lng=ru; ref=a%3Bb%20c; lng=en; broken; theme=dark")
    expect([...cookies]).toEqual([
      ["lng", "ru"],
      ["ref", "a;b c"],
      ["theme", "dark"]
    ])
  })

  it("keeps a malformed escape as written instead of failing", () => {
    expect(parseCookies("x=%E0%A4%A").get("x")).toBe("%E0%A4%A")
  })

  it("writes Path=/ and SameSite=Lax by default, encoding the value", () => {
    expect(serializeCookie("ref", "a;b c")).toBe("ref=a%3Bb%20c; Path=/; SameSite=Lax")
  })

  it("writes Max-Age in whole seconds and adds Secure for SameSite=None", () => {
    expect(serializeCookie("lng", "en", { maxAgeSeconds: 10.7, sameSite: "None", path: "/en" })).toBe(
      "lng=en; Path=/en; Max-Age=10; SameSite=None; Secure"
    )
  })

  it("removes by expiring at once on the same path", () => {
    expect(serializeCookieRemoval("lng")).toBe("lng=; Path=/; Max-Age=0; SameSite=Lax")
  })
})

describe("Cookies live (document.cookie)", () => {
  it.effect("sets, reads back and removes through the document", () =>
    Effect.gen(function* () {
      const jar = new FakeJar()
      const cookies = makeCookies(() => jar)
      yield* cookies.set(LANGUAGE_COOKIE, "ru", { maxAgeSeconds: LANGUAGE_COOKIE_MAX_AGE_SECONDS })
      expect(yield* cookies.get(LANGUAGE_COOKIE)).toBe("ru")
      expect(jar.written[0]).toBe(`lng=ru; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`)
      yield* cookies.remove(LANGUAGE_COOKIE)
      expect(yield* cookies.get(LANGUAGE_COOKIE)).toBeUndefined()
    }))

  it.effect("outside a browser reads nothing and writes nowhere", () =>
    Effect.gen(function* () {
      const cookies = makeCookies(() => undefined)
      yield* cookies.set("a", "1")
      expect(yield* cookies.get("a")).toBeUndefined()
    }))
})
