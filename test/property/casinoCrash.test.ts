import { createHash } from "node:crypto"
import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import {
  crash,
  CrashChoices,
  crashMultipleOf,
  crashPointFrom,
  crashRoundRandom,
  crashTimeOf,
  drawCrashPoint,
  followsPreviousSeed,
  multiplierAt,
  rtpAt,
  seedChain,
  shownCrashPoint,
  timeToReach,
  verifiesAgainstCommitment
} from "../../src/domain/casino/games/crash"

const N = 2 ** 40
const CAP = 100_000_000

/** A RoundRandom whose stream is the given bytes (then zeros). */
const scripted = (bytes: ReadonlyArray<number>): RoundRandom => {
  const random = new RoundRandom({ serverSeed: "00".repeat(32), clientSeed: "", nonce: 0 })
  let at = 0
  random.nextByte = () => bytes[at++] ?? 0
  return random
}

const target = fc.integer({ min: 101, max: CAP })

describe("crash: the crash point", () => {
  it("by hand: h = 0 crashes at once (shown 1.00×), h = N/2 at 1.98×, the top draws at the 1,000,000× cap", () => {
    expect(crashPointFrom(0)).toBe(99)
    expect(shownCrashPoint(crashPointFrom(0))).toBe(100)
    expect(crashPointFrom(N / 2)).toBe(198)
    expect(crashPointFrom(N - 1)).toBe(CAP)
    // five bytes, big-endian, no rejection: 0x80 00 00 00 00 is 2^39
    const random = scripted([0x80, 0, 0, 0, 0, 0xff])
    expect(drawCrashPoint(random)).toBe(198)
    expect(random.nextByte()).toBe(0xff)
  })
  it("counted over every h of a small range (2^16): P(C ≥ x) = ⌊99·R/x⌋/R for every x", () => {
    const R = 2 ** 16
    const atLeast = new Array<number>(99 * R + 2).fill(0)
    for (let h = 0; h < R; h++) atLeast[crashPointFrom(h, R)]! += 1
    for (let x = atLeast.length - 2; x >= 0; x--) atLeast[x]! += atLeast[x + 1]!
    for (let x = 101; x <= 99 * R; x++) {
      if (atLeast[x] !== Math.floor((99 * R) / x)) expect(`x = ${x}: ${atLeast[x]}`).toBe(`x = ${x}: ${Math.floor((99 * R) / x)}`)
    }
    // about 1 round in 100 crashes before 1.01×
    expect(R - atLeast[101]!).toBe(R - Math.floor((99 * R) / 101))
  })
  it("at the published range the crash points are monotone in h and the first h reaching x is N − ⌊99N/x⌋", () => {
    fc.assert(
      fc.property(target, (x) => {
        const count = Number((99n * BigInt(N)) / BigInt(x))
        const first = N - count
        expect(crashPointFrom(first)).toBeGreaterThanOrEqual(x)
        expect(crashPointFrom(first - 1)).toBeLessThan(x)
      })
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: N - 1 }), fc.integer({ min: 0, max: N - 1 }), (a, b) => {
        expect(crashPointFrom(Math.min(a, b))).toBeLessThanOrEqual(crashPointFrom(Math.max(a, b)))
      })
    )
  })
})

describe("crash: the return to player", () => {
  it("a target's exact return is x·⌊99N/x⌋/(100N): never above 99%, short of it by less than x/(100N)", () => {
    fc.assert(
      fc.property(target, (x) => {
        const rtp = rtpAt(x)
        const num = BigInt(x) * ((99n * BigInt(N)) / BigInt(x))
        expect(BigInt(rtp.num) * 100n * BigInt(N)).toBe(num * BigInt(rtp.den))
        // 99/100 − num/(100N) ∈ [0, x/(100N))
        const shortBy = 99n * BigInt(N) - num
        expect(shortBy >= 0n && shortBy < BigInt(x)).toBe(true)
      })
    )
    expect(crash.rtp).toEqual({ num: 99, den: 100 })
  })
  it("targets that divide 99·2^40 return exactly 99% (1.28×, 1.98×, 2.56×, 10.24×); 2× falls short", () => {
    for (const x of [128, 198, 256, 1_024]) expect(rtpAt(x).num * 100).toBe(rtpAt(x).den * 99)
    expect(rtpAt(200).num * 100).toBeLessThan(rtpAt(200).den * 99)
  })
})

describe("crash: the curve", () => {
  it("by hand: 1.00× at the start, 2.00× first at 11,553 ms, 10.00× first at 38,377 ms", () => {
    // ln 2 / 0.00006 = 11552.45…, ln 10 / 0.00006 = 38376.4…
    expect(multiplierAt(0)).toBe(100)
    expect(multiplierAt(11_552)).toBe(199)
    expect(timeToReach(200)).toBe(11_553)
    expect(timeToReach(1_000)).toBe(38_377)
    expect(crashTimeOf(99)).toBe(0)
  })
  it("the curve never falls, and the time to reach x is the first millisecond at or above x", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), (t) => {
        expect(multiplierAt(t + 1)).toBeGreaterThanOrEqual(multiplierAt(t))
      })
    )
    fc.assert(
      fc.property(target, (x) => {
        const t = timeToReach(x)
        expect(multiplierAt(t)).toBeGreaterThanOrEqual(x)
        expect(multiplierAt(t - 1)).toBeLessThan(x)
      })
    )
  })
})

describe("crash: settling a bet", () => {
  it("by hand: a 2× target wins on a 2.50× crash and loses on 1.99×; by hand before the crash pays the curve", () => {
    expect(crashMultipleOf({ autoCashOut: 200 }, 250)).toEqual({ num: 200, den: 100 })
    expect(crashMultipleOf({ autoCashOut: 200 }, 199).num).toBe(0)
    expect(crashMultipleOf({}, 250, 11_553)).toEqual({ num: 200, den: 100 })
    expect(crashMultipleOf({}, 250, crashTimeOf(250))).toEqual({ num: 0, den: 1 })
    expect(crashMultipleOf({}, 99, 0).num).toBe(0)
    // by hand before the target is reached: the hand counts; after it: the target already paid
    expect(crashMultipleOf({ autoCashOut: 300 }, 500, 11_553)).toEqual({ num: 200, den: 100 })
    expect(crashMultipleOf({ autoCashOut: 150 }, 500, 11_553)).toEqual({ num: 150, den: 100 })
    expect(Schema.decodeUnknownEither(CrashChoices)({ autoCashOut: 100 })._tag).toBe("Left")
    expect(Schema.decodeUnknownEither(CrashChoices)({ autoCashOut: CAP + 1 })._tag).toBe("Left")
  })
  it("a round never pays more than 1,000,000×, and a player riding to the cap is paid it", () => {
    expect(crashMultipleOf({}, CAP)).toEqual({ num: CAP, den: 100 })
    expect(crash.maxWin).toEqual({ num: 1_000_000, den: 1 })
    fc.assert(
      fc.property(fc.integer({ min: 0, max: N - 1 }), fc.option(target, { nil: undefined }), fc.option(fc.nat({ max: 400_000 }), { nil: undefined }), (h, auto, at) => {
        const point = crashPointFrom(h)
        const multiple = crashMultipleOf(auto === undefined ? {} : { autoCashOut: auto }, point, at)
        expect(multiple.num).toBeLessThanOrEqual(1_000_000 * multiple.den)
        // a win is never above the crash point
        if (multiple.num > 0) expect(multiple.num * 100).toBeLessThanOrEqual(point * multiple.den)
      })
    )
  })
})

describe("crash: the seed chain", () => {
  const sha = (hex: string): string => createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex")
  const last = "7f".repeat(32)
  it("each seed is SHA-256 of the next (checked by node:crypto), and s_0 is the commitment", () => {
    const chain = seedChain(last, 20)
    expect(chain).toHaveLength(21)
    expect(chain[20]).toBe(last)
    for (let i = 1; i <= 20; i++) expect(chain[i - 1]).toBe(sha(chain[i]!))
  })
  it("every revealed seed verifies against the commitment and follows the one before it; a tampered one fails", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), fc.integer({ min: 1, max: 12 }), fc.nat({ max: 63 }), (bytes, round, digit) => {
        const chain = seedChain(Buffer.from(bytes).toString("hex"), 12)
        const seed = chain[round]!
        expect(verifiesAgainstCommitment(seed, round, chain[0]!)).toBe(true)
        expect(followsPreviousSeed(seed, chain[round - 1]!)).toBe(true)
        const flipped = (parseInt(seed[digit]!, 16) ^ 1).toString(16)
        const tampered = seed.slice(0, digit) + flipped + seed.slice(digit + 1)
        expect(verifiesAgainstCommitment(tampered, round, chain[0]!)).toBe(false)
        expect(followsPreviousSeed(tampered, chain[round - 1]!)).toBe(false)
        // the right seed at the wrong round number fails too
        expect(verifiesAgainstCommitment(seed, round + 1, chain[0]!)).toBe(false)
      }),
      { numRuns: 50 }
    )
    expect(verifiesAgainstCommitment("not a seed", 1, "00")).toBe(false)
  })
  it("a round's crash point is the scheme's stream of s_i, the chain's salt and nonce i", () => {
    const chain = seedChain(last, 3)
    const a = drawCrashPoint(crashRoundRandom(chain[2]!, "salt", 2))
    const b = drawCrashPoint(new RoundRandom({ serverSeed: chain[2]!, clientSeed: "salt", nonce: 2 }))
    expect(a).toBe(b)
    const h = new RoundRandom({ serverSeed: chain[2]!, clientSeed: "salt", nonce: 2 }).int(N)
    expect(a).toBe(Math.min(Number((99n * BigInt(N)) / BigInt(N - h)), CAP))
  })
})
