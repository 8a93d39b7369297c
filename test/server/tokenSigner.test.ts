import { createHmac } from "node:crypto"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Option, Redacted, TestClock } from "effect"
import { signHs256, verifyHs256 } from "../../server/services/hs256"
import { makeTokenSigner } from "../../server/services/TokenSigner"

const SID = "6f0c3b9e-2a41-4d7e-9a55-0d1c2b3a4f5e"
const signer = makeTokenSigner(Redacted.make("a-signing-key-of-at-least-32-characters!"))

describe("token signing (Clock-driven)", () => {
  it.effect("accepts a token until exactly 1800 s after issue, then refuses it", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_800_000_000_000)
      const token = yield* signer.issue({ sid: SID, uid: null })
      expect(yield* signer.verify(token)).toEqual(Option.some({ sid: SID, uid: null, iat: 1_800_000_000, exp: 1_800_001_800 }))
      yield* TestClock.adjust("1799 seconds")
      expect(Option.isSome(yield* signer.verify(token))).toBe(true)
      yield* TestClock.adjust("1 second")
      expect(Option.isNone(yield* signer.verify(token))).toBe(true)
    })
  )

  it.effect("refuses a token signed with another key", () =>
    Effect.gen(function* () {
      const other = makeTokenSigner(Redacted.make("another-key-another-key-another-key-42"))
      const token = yield* other.issue({ sid: SID, uid: 7 })
      expect(Option.isNone(yield* signer.verify(token))).toBe(true)
      expect(Option.isSome(yield* other.verify(token))).toBe(true)
    })
  )

  it.effect("refuses well-signed payloads that are not our claims", () =>
    Effect.gen(function* () {
      const key = "a-signing-key-of-at-least-32-characters!"
      for (const payload of [{ sid: "not-a-uuid", uid: null, iat: 0, exp: 9e9 }, { sid: SID, uid: 1.5, iat: 0, exp: 9e9 }, { sid: SID, iat: 0 }]) {
        expect(Option.isNone(yield* signer.verify(signHs256(payload, key)))).toBe(true)
      }
    })
  )
})

describe("HS256 verification", () => {
  const key = "k".repeat(32)
  it("accepts only three base64url parts with our signature and alg HS256", () => {
    const token = signHs256({ a: 1 }, key)
    expect(verifyHs256(token, key)).toEqual({ a: 1 })
    const [, body, signature] = token.split(".")
    const none = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")
    const hs512 = Buffer.from(JSON.stringify({ alg: "HS512", typ: "JWT" })).toString("base64url")
    for (const bad of [`${none}.${body}.`, `${hs512}.${body}.${signature}`, `${token}.x`, token.replace(/.$/, "?"), "", "a.b"]) {
      expect(verifyHs256(bad, key), bad).toBeUndefined()
    }
  })

  it("refuses a header that names another algorithm even when our key signed it", () => {
    const body = Buffer.from(JSON.stringify({ a: 1 })).toString("base64url")
    for (const alg of ["none", "HS512", "RS256"]) {
      const header = Buffer.from(JSON.stringify({ alg, typ: "JWT" })).toString("base64url")
      const sig = createHmac("sha256", key).update(`${header}.${body}`).digest("base64url")
      expect(verifyHs256(`${header}.${body}.${sig}`, key), alg).toBeUndefined()
    }
  })
})
