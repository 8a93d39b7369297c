import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Redacted, TestClock } from "effect"
import fc from "fast-check"
import { jwtVerify, SignJWT } from "jose"
import { makeTokenSigner } from "../../server/session/tokens"

const SID = "6f0c3b9e-2a41-4d7e-9a55-0d1c2b3a4f5e"
const KEY = "a-signing-key-of-at-least-32-characters!"
const signer = makeTokenSigner(Redacted.make(KEY))

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")
/** A JWT made by hand, so each check of the signer is met by a token that fails only that check. */
const handMade = (payload: unknown, header: unknown = { alg: "HS256", typ: "JWT" }, key = KEY) => {
  const input = `${b64url(header)}.${b64url(payload)}`
  return `${input}.${createHmac("sha256", key).update(input).digest("base64url")}`
}

const NOW = 1_800_000_000

describe("token signing (Clock-driven)", () => {
  it.effect("accepts a token until exactly 1800 s after issue, then refuses it", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      const token = yield* signer.issue({ sid: SID, uid: null })
      expect(yield* signer.verify(token)).toEqual(Option.some({ sid: SID, uid: null, iat: 1_800_000_000, exp: 1_800_001_800 }))
      yield* TestClock.adjust("1799 seconds")
      expect(Option.isSome(yield* signer.verify(token))).toBe(true)
      yield* TestClock.adjust("1 second")
      expect(Option.isNone(yield* signer.verify(token))).toBe(true)
    })
  )

  it.effect("signs HS256 with a JWT header, so any HS256 implementation with the key agrees", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      const token = yield* signer.issue({ sid: SID, uid: 7 })
      const [header, payload, signature] = token.split(".")
      expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" })
      expect(createHmac("sha256", KEY).update(`${header}.${payload}`).digest("base64url")).toBe(signature)
      expect(Option.isSome(yield* signer.verify(handMade({ sid: SID, uid: 7, iat: NOW, exp: NOW + 1800 })))).toBe(true)
    })
  )

  it("signs, without an Effect, the very bytes jose's SignJWT makes for the same claims, which jose verifies", async () => {
    const key = new TextEncoder().encode(KEY)
    await fc.assert(
      fc.asyncProperty(fc.uuid(), fc.option(fc.nat(), { nil: null }), fc.integer({ min: 1_000_000_000, max: 4_000_000_000_000 }), async (sid, uid, nowMillis) => {
        const token = signer.sign({ sid, uid }, nowMillis)
        const iat = Math.floor(nowMillis / 1000)
        const byJose = await new SignJWT({ sid, uid }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setIssuedAt(iat).setExpirationTime(iat + 1800).sign(key)
        expect(token).toBe(byJose)
        const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: new Date(iat * 1000) })
        expect(payload).toEqual({ sid, uid, iat, exp: iat + 1800 })
      }),
      { numRuns: 200 }
    )
  })

  it("signs, within one second, each session and player's own claims (a guest's token is never a player's)", async () => {
    const key = new TextEncoder().encode(KEY)
    const claimsOf = async (token: string) => (await jwtVerify(token, key, { algorithms: ["HS256"], currentDate: new Date(NOW * 1000) })).payload
    const other = "0b5e1c2d-3f4a-4b6c-8d7e-9f0a1b2c3d4e"
    expect(await claimsOf(signer.sign({ sid: SID, uid: null }, NOW * 1000 + 100))).toEqual({ sid: SID, uid: null, iat: NOW, exp: NOW + 1800 })
    expect(await claimsOf(signer.sign({ sid: SID, uid: 7 }, NOW * 1000 + 200))).toEqual({ sid: SID, uid: 7, iat: NOW, exp: NOW + 1800 })
    expect(await claimsOf(signer.sign({ sid: other, uid: 7 }, NOW * 1000 + 300))).toEqual({ sid: other, uid: 7, iat: NOW, exp: NOW + 1800 })
    expect(await claimsOf(signer.sign({ sid: SID, uid: 7 }, NOW * 1000 + 1000))).toEqual({ sid: SID, uid: 7, iat: NOW + 1, exp: NOW + 1801 })
  })

  it.effect("refuses a token signed with another key", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      const other = makeTokenSigner(Redacted.make("another-key-another-key-another-key-42"))
      const token = yield* other.issue({ sid: SID, uid: 7 })
      expect(Option.isNone(yield* signer.verify(token))).toBe(true)
      expect(Option.isSome(yield* other.verify(token))).toBe(true)
    })
  )

  it.effect("refuses a token issued in the future", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      expect(Option.isNone(yield* signer.verify(handMade({ sid: SID, uid: null, iat: NOW + 60, exp: NOW + 1800 })))).toBe(true)
    })
  )

  it.effect("refuses a token whose nbf has not been reached, and accepts it once it has", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      const token = handMade({ sid: SID, uid: null, iat: NOW, nbf: NOW + 30, exp: NOW + 1800 })
      expect(Option.isNone(yield* signer.verify(token))).toBe(true)
      yield* TestClock.adjust("30 seconds")
      expect(Option.isSome(yield* signer.verify(token))).toBe(true)
    })
  )

  it.effect("refuses a token without iat or exp", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      expect(Option.isNone(yield* signer.verify(handMade({ sid: SID, uid: null, exp: NOW + 1800 })))).toBe(true)
      expect(Option.isNone(yield* signer.verify(handMade({ sid: SID, uid: null, iat: NOW })))).toBe(true)
    })
  )

  it.effect("refuses well-signed payloads that are not our claims", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      for (const payload of [{ sid: "not-a-uuid", uid: null, iat: NOW, exp: NOW + 10 }, { sid: SID, uid: 1.5, iat: NOW, exp: NOW + 10 }]) {
        expect(Option.isNone(yield* signer.verify(handMade(payload)))).toBe(true)
      }
    })
  )

  it.effect("refuses a header that names another algorithm even when our key signed it, and malformed tokens", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(NOW * 1000)
      const claims = { sid: SID, uid: null, iat: NOW, exp: NOW + 1800 }
      for (const alg of ["none", "HS512", "RS256"]) {
        expect(Option.isNone(yield* signer.verify(handMade(claims, { alg, typ: "JWT" }))), alg).toBe(true)
      }
      const good = handMade(claims)
      for (const bad of [`${b64url({ alg: "none" })}.${b64url(claims)}.`, `${good}.x`, good.replace(/.$/, "?"), "", "a.b"]) {
        expect(Option.isNone(yield* signer.verify(bad)), bad).toBe(true)
      }
    })
  )
})
