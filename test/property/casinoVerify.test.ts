import { createHash, createHmac } from "node:crypto"
import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { verifyRound } from "../../src/domain/casino/verify"

/** The dice roll by the published mapping, by hand with node:crypto: big-endian byte pairs, 60000 and up rejected. */
const handRoll = (serverSeed: string, clientSeed: string, nonce: number): { readonly roll: number; readonly bytes: string } => {
  let stream = Buffer.alloc(0)
  for (let cursor = 0, at = 0; ; at += 2) {
    while (stream.length < at + 2) stream = Buffer.concat([stream, createHmac("sha256", Buffer.from(serverSeed, "hex")).update(`${clientSeed}:${nonce}:${cursor++}`).digest()])
    const value = stream[at]! * 256 + stream[at + 1]!
    if (value < 60_000) return { roll: value % 10_000, bytes: stream.subarray(0, at + 2).toString("hex") }
  }
}

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex"))
const clientSeed = fc.string({ minLength: 1, maxLength: 64 }).filter((text) => !/[\u0000-\u001f\u007f]/.test(text))
const bet = fc.oneof(
  fc.integer({ min: 1, max: 9800 }).map((target) => ({ target, side: "under" as const })),
  fc.integer({ min: 200, max: 9999 }).map((target) => ({ target, side: "over" as const }))
)

describe("the verifier recomputes a dice round (src/domain/casino/verify.ts)", () => {
  it("gives the roll, the bytes read and the payout the published mapping gives, and checks the seed against its SHA-256", () => {
    fc.assert(
      fc.property(hex64, clientSeed, fc.nat({ max: 1_000_000 }), bet, (serverSeed, client, nonce, choices) => {
        const commitment = createHash("sha256").update(Buffer.from(serverSeed, "hex")).digest("hex")
        const result = verifyRound({ serverSeed, clientSeed: client, nonce, gameId: "dice", choices, commitment })
        expect(Either.isRight(result)).toBe(true)
        if (Either.isLeft(result)) return
        const { roll, bytes } = handRoll(serverSeed, client, nonce)
        expect(result.right.outcome).toEqual({ roll })
        expect(result.right.bytesHex).toBe(bytes)
        expect(result.right.bytesRead).toBe(bytes.length / 2)
        expect(result.right.commitment).toBe(commitment)
        expect(result.right.commitmentMatches).toBe(true)
        const wins = choices.side === "under" ? roll < choices.target : roll >= choices.target
        const chance = choices.side === "under" ? choices.target : 10_000 - choices.target
        expect(result.right.multiple.num * (wins ? chance : 1)).toBe(wins ? 9900 * result.right.multiple.den : 0)
      })
    )
  })

  it("a known round: seed 00…01, client seed 'oddsfold', nonce 0", () => {
    const serverSeed = `${"0".repeat(63)}1`
    const result = verifyRound({ serverSeed, clientSeed: "oddsfold", nonce: 0, gameId: "dice", choices: { target: 5000, side: "under" }, commitment: null })
    if (Either.isLeft(result)) throw new Error("refused")
    expect(result.right.outcome).toEqual({ roll: handRoll(serverSeed, "oddsfold", 0).roll })
    expect(result.right.commitmentMatches).toBeNull()
  })

  it("says which input is wrong", () => {
    const ok = { serverSeed: "f".repeat(64), clientSeed: "c", nonce: 0, gameId: "dice", choices: { target: 5000, side: "under" }, commitment: null }
    const field = (input: typeof ok) => Either.match(verifyRound(input), { onLeft: (problem) => problem.field, onRight: () => "none" })
    expect(field({ ...ok, serverSeed: "f".repeat(63) })).toBe("serverSeed")
    expect(field({ ...ok, clientSeed: "" })).toBe("clientSeed")
    expect(field({ ...ok, nonce: -1 })).toBe("nonce")
    expect(field({ ...ok, gameId: "snakes" })).toBe("gameId")
    expect(field({ ...ok, choices: { target: 9900, side: "under" } })).toBe("choices")
    expect(Either.getOrThrow(verifyRound({ ...ok, commitment: "0".repeat(64) })).commitmentMatches).toBe(false)
  })
})
