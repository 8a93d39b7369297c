import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { judgeLink, LinkErrorCode, linkRefusalOf, linkWithToken, LINK_ROUTES } from "../../src/domain/session/emailLinks"
import { withoutSecrets } from "../../src/domain/shell/secretQuery"

/** The rules of the e-mails' links (SPEC.md 2.4) and of keeping their tokens out of the log (ARCHITECTURE 3). */

const stored = fc.record({ expiresAtMs: fc.integer({ min: 0, max: 2e12 }), used: fc.boolean() })
const now = fc.integer({ min: 0, max: 2e12 })
/** The characters of a JWS (base64url and dots), as a link's token has them. */
const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}\.[A-Za-z0-9_-]{1,80}\.[A-Za-z0-9_-]{1,43}$/)
const word = fc.stringMatching(/^[a-z]{1,8}$/)

describe("e-mail links (SPEC.md 2.4)", () => {
  it("a link tied to no stored code is invalid, whenever it is followed", () => {
    fc.assert(
      fc.property(now, (at) => {
        expect(judgeLink(undefined, at)).toEqual({ result: "refused", refusal: "invalid" })
      })
    )
  })

  it("a spent link is used, late or not: that is what happened to it", () => {
    fc.assert(
      fc.property(stored, now, (code, at) => {
        expect(judgeLink({ ...code, used: true }, at)).toEqual({ result: "refused", refusal: "used" })
      })
    )
  })

  it("an unspent link works exactly before its code's expiry, and is expired from then on", () => {
    fc.assert(
      fc.property(stored, now, (code, at) => {
        expect(judgeLink({ ...code, used: false }, at)).toEqual(
          at < code.expiresAtMs ? { result: "valid" } : { result: "refused", refusal: "expired" }
        )
      })
    )
    expect(judgeLink({ expiresAtMs: 600_000, used: false }, 599_999)).toEqual({ result: "valid" })
    expect(judgeLink({ expiresAtMs: 600_000, used: false }, 600_000)).toEqual({ result: "refused", refusal: "expired" })
  })

  it("each refusal travels as its own code and reads back as itself; other codes are not the link's", () => {
    expect([LinkErrorCode.invalid, LinkErrorCode.expired, LinkErrorCode.used]).toEqual([60, 61, 62])
    expect([60, 61, 62].map(linkRefusalOf)).toEqual(["invalid", "expired", "used"])
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }).filter((n) => n < 60 || n > 62), (code) => {
        expect(linkRefusalOf(code)).toBeUndefined()
      })
    )
    expect(linkRefusalOf(undefined)).toBeUndefined()
  })

  it("a link is its route in its language with the token as its only query value", () => {
    fc.assert(
      fc.property(token, fc.constantFrom("en", "ru", "de"), fc.constantFrom(...Object.values(LINK_ROUTES)), (value, lng, route) => {
        const link = new URL(linkWithToken(lng, route, value), "https://oddsfold.test")
        expect(link.pathname).toBe(`/${lng}${route}`)
        expect([...link.searchParams.entries()]).toEqual([["token", value]])
      })
    )
  })
})

describe("secret query values in the log", () => {
  it("never keep a token or a code, and keep every other query value as it was", () => {
    fc.assert(
      fc.property(fc.constantFrom("token", "code"), token, fc.array(fc.tuple(word, word), { maxLength: 4 }), (secret, value, others) => {
        const plain = others.filter(([name]) => name !== "token" && name !== "code")
        const query = new URLSearchParams([...plain, [secret, value]])
        const logged = withoutSecrets(`/en/user/passwordreset?${query.toString()}`)
        expect(logged).not.toContain(value)
        const kept = new URLSearchParams(logged.slice(logged.indexOf("?") + 1))
        expect(kept.get(secret)).toBe("<redacted>")
        for (const [name] of plain) expect(kept.getAll(name)).toEqual(query.getAll(name))
        // Written twice, the same: an export of an imported log changes nothing more.
        expect(withoutSecrets(logged)).toBe(logged)
      })
    )
  })

  it("leave a location without secrets exactly as it is", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word), { maxLength: 4 }), (pairs) => {
        const search = `?${pairs.filter(([name]) => name !== "token" && name !== "code").map(([n, v]) => `${n}=${v}`).join("&")}`
        expect(withoutSecrets(search)).toBe(search)
        expect(withoutSecrets(`/en/line${search}#top`)).toBe(`/en/line${search}#top`)
      })
    )
    expect(withoutSecrets("")).toBe("")
    expect(withoutSecrets("/en/")).toBe("/en/")
    expect(withoutSecrets("?token=abc.def.ghi&lang=ru")).toBe("?token=%3Credacted%3E&lang=ru")
  })
})
