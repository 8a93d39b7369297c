import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Redacted, TestClock } from "effect"
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
