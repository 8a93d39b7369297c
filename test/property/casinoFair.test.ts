import { createHash, createHmac } from "node:crypto"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { acceptLimit, bytesFor, commitmentOf, roundBlock, RoundRandom, type RoundSeeds } from "../../src/domain/casino/fair"
import { dice, DiceChoices, winningRolls } from "../../src/domain/casino/games/dice"

const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex"))
const anySeeds = fc.record({ serverSeed: hexSeed, clientSeed: fc.string({ maxLength: 64 }), nonce: fc.nat({ max: 1_000_000 }) })

/** A RoundRandom whose stream is the given bytes (then zeros), to count over byte patterns. */
const scriptable = new RoundRandom({ serverSeed: "00".repeat(32), clientSeed: "", nonce: 0 })
const scripted = (bytes: ReadonlyArray<number>): RoundRandom => {
  let at = 0
  scriptable.nextByte = () => bytes[at++] ?? 0
  return scriptable
}

describe("the provably fair stream, against node:crypto", () => {
  it("a published vector: the commitment of 32 zero bytes and the first block of seed 'a', nonce 0", () => {
    const serverSeed = "00".repeat(32)
    expect(commitmentOf(serverSeed)).toBe("66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925")
    expect(Buffer.from(roundBlock({ serverSeed, clientSeed: "a", nonce: 0 }, 0)).toString("hex")).toBe(
      createHmac("sha256", Buffer.alloc(32)).update("a:0:0").digest("hex")
    )
  })
  it("the commitment is SHA-256 of the seed's bytes and each block is HMAC-SHA256 of 'clientSeed:nonce:cursor'", () => {
    fc.assert(
      fc.property(anySeeds, fc.nat({ max: 50 }), (seeds: RoundSeeds, cursor) => {
        const key = Buffer.from(seeds.serverSeed, "hex")
        expect(commitmentOf(seeds.serverSeed)).toBe(createHash("sha256").update(key).digest("hex"))
        expect(Buffer.from(roundBlock(seeds, cursor)).toString("hex")).toBe(
          createHmac("sha256", key).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`, "utf8").digest("hex")
        )
      })
    )
  })
  it("the stream reads block after block, in order", () => {
    fc.assert(
      fc.property(anySeeds, (seeds) => {
        const random = new RoundRandom(seeds)
        const read = Array.from({ length: 70 }, () => random.nextByte())
        const expected = [0, 1, 2].flatMap((cursor) => [...roundBlock(seeds, cursor)]).slice(0, 70)
        expect(read).toEqual(expected)
        expect(random.bytesRead).toBe(70)
      })
    )
  })
})

describe("drawing whole numbers", () => {
  it("by hand: 37 values read one byte and reject 222 and above (6 × 37 = 222)", () => {
    expect(bytesFor(37)).toBe(1)
    expect(acceptLimit(37, 1)).toBe(222)
    expect(scripted([221]).int(37)).toBe(221 % 37)
    expect(scripted([222, 255, 5]).int(37)).toBe(5)
    expect(bytesFor(10_000)).toBe(2)
    expect(scripted([0x27, 0x0f]).int(10_000)).toBe(9_999)
    expect(bytesFor(257)).toBe(2)
  })
  it("every range of one byte is exactly uniform over the 256 byte patterns", () => {
    for (let n = 1; n <= 256; n++) {
      const counts = new Array<number>(n).fill(0)
      for (let b = 0; b < 256; b++) {
        if (n > 1 && b >= acceptLimit(n, 1)) continue
        counts[scripted([b]).int(n)]! += 1
      }
      expect(new Set(counts).size, `n = ${n}`).toBe(1)
    }
  })
  it("two-byte ranges are exactly uniform over the 65536 patterns (generated ranges)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 257, max: 65_536 }), (n) => {
        const counts = new Array<number>(n).fill(0)
        const limit = acceptLimit(n, 2)
        for (let v = 0; v < 65_536; v++) if (v < limit) counts[scripted([v >> 8, v & 255]).int(n)]! += 1
        expect(new Set(counts).size).toBe(1)
      }),
      { numRuns: 20 }
    )
  })
  it("a draw is always in range, and a sample is k distinct values in range", () => {
    fc.assert(
      fc.property(anySeeds, fc.integer({ min: 1, max: 2 ** 48 }), fc.integer({ min: 1, max: 60 }), (seeds, n, size) => {
        const random = new RoundRandom(seeds)
        const value = random.int(n)
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true)
        const k = Math.min(size, 25)
        const picked = random.sample(size, k)
        expect(new Set(picked).size).toBe(k)
        expect(picked.every((v) => v >= 0 && v < size)).toBe(true)
      })
    )
  })
})

describe("dice", () => {
  const anyBet = fc
    .record({ target: fc.integer({ min: 1, max: 9_999 }), side: fc.constantFrom("under" as const, "over" as const) })
    .filter((bet) => winningRolls(bet) <= 9_800)
  it("by hand: under 50.00 pays 1.98× on a roll of 49.99 and nothing on 50.00", () => {
    const bet = { target: 5_000, side: "under" as const }
    expect(dice.multipleOf(bet, { roll: 4_999 })).toEqual({ num: 9_900, den: 5_000 })
    expect(dice.multipleOf(bet, { roll: 5_000 }).num).toBe(0)
    expect(Schema.decodeUnknownEither(DiceChoices)({ target: 9_900, side: "under" })._tag).toBe("Left")
  })
  it("every accepted bet returns exactly 99%: counted over all 10000 rolls", () => {
    fc.assert(
      fc.property(anyBet, (bet) => {
        // Σ multiple over rolls / 10000 = 99/100  ⇔  Σ num/den × 100 = 99 × 10000, with one den per bet
        let num = 0
        let den = 1
        for (let roll = 0; roll < 10_000; roll++) {
          const multiple = dice.multipleOf(bet, { roll })
          if (multiple.num > 0) {
            num += multiple.num
            den = multiple.den
          }
        }
        expect(num * 100).toBe(99 * 10_000 * den)
      })
    )
  })
})
