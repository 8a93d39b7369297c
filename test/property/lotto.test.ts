import { createHash, createHmac } from "node:crypto"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import { drawFrom, drawNumbers, LOTTO_GAMES, matchesOf, nextDrawAt, prizeOf, ticketProblem, verifyDraw } from "../../src/domain/lotto/games"

const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex"))
const gameOf = fc.constantFrom(...Object.values(LOTTO_GAMES))

/** A RoundRandom whose stream is the given bytes (then zeros), to count over byte patterns. */
const scripted = (bytes: ReadonlyArray<number>): RoundRandom => {
  const random = new RoundRandom({ serverSeed: "00".repeat(32), clientSeed: "", nonce: 0 })
  let at = 0
  random.nextByte = () => bytes[at++] ?? 0
  return random
}

/** An independent model of the stream: HMAC-SHA256(seed, "lotto:<game>:<drawId>:<cursor>") by node:crypto. */
const streamOf = (seed: string, game: string, drawId: number) => {
  let cursor = 0
  let block = Buffer.alloc(0)
  let at = 0
  return () => {
    if (at === block.length) {
      block = createHmac("sha256", Buffer.from(seed, "hex")).update(`lotto:${game}:${drawId}:${cursor++}`).digest()
      at = 0
    }
    return block[at++]!
  }
}

/** The independent model of a draw: rejection sampling by hand over the model stream, then a swap shuffle. */
const modelDraw = (pick: number, of: number, next: () => number): number[] => {
  const pool = Array.from({ length: of }, (_, i) => i + 1)
  const out: number[] = []
  for (let i = 0; i < pick; i++) {
    const n = of - i
    let v: number
    do v = next()
    while (v >= 256 - (256 % n)) // one byte covers every n here (n ≤ 45); the incomplete top stretch is refused
    const j = i + (v % n)
    ;[pool[i], pool[j]] = [pool[j]!, pool[i]!]
    out.push(pool[i]!)
  }
  return out
}

const binomial = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (binomial(n - 1, k - 1) * n) / k)

describe("a lotto draw", () => {
  it("2 of 5 is exactly uniform: over every accepted byte pattern each of the 10 pairs comes 6528 times", () => {
    // int(5) reads one byte and accepts 0 … 254 (255 = 51 × 5); int(4) reads one byte and accepts all 256.
    const counts = new Map<string, number>()
    for (let a = 0; a < 255; a++)
      for (let b = 0; b < 256; b++) {
        const key = [...drawFrom({ pick: 2, of: 5 }, scripted([a, b]))].sort().join(",")
        counts.set(key, (counts.get(key) ?? 0) + 1)
      }
    expect(counts.size).toBe(10)
    for (const count of counts.values()) expect(count).toBe(6528)
  })
  it("a refused byte is skipped, not folded: 255 then 0 draws as 0 would", () => {
    expect(drawFrom({ pick: 1, of: 5 }, scripted([255, 0]))).toEqual([1])
    expect(drawFrom({ pick: 1, of: 5 }, scripted([254]))).toEqual([5])
  })
  it("2 of 5 by the real stream passes a chi-square test over 20,000 draws (fixed seed, 9 degrees of freedom, p = 0.001)", () => {
    const seed = createHash("sha256").update("lotto chi-square").digest("hex")
    const counts = new Map<string, number>()
    const draws = 20_000
    for (let id = 0; id < draws; id++) {
      const key = [...drawNumbers({ id: "5-of-36", pick: 2, of: 5 }, seed, id)].sort().join(",")
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    const expected = draws / 10
    const chi = [...counts.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
    expect(counts.size).toBe(10)
    expect(chi).toBeLessThan(27.88)
  })
  it("draws distinct numbers in range, as the independent model of the stream does", () => {
    fc.assert(
      fc.property(gameOf, hexSeed, fc.nat({ max: 10_000_000 }), (game, seed, drawId) => {
        const numbers = drawNumbers(game, seed, drawId)
        expect(numbers.length).toBe(game.pick)
        expect(new Set(numbers).size).toBe(game.pick)
        for (const n of numbers) expect(n >= 1 && n <= game.of && Number.isInteger(n)).toBe(true)
        expect(numbers).toEqual(modelDraw(game.pick, game.of, streamOf(seed, game.id, drawId)))
      })
    )
  })
})

describe("a ticket's prize", () => {
  it("the paytables are the published ones", () => {
    expect(LOTTO_GAMES["5-of-36"].paytable).toEqual({ 2: 1, 3: 10, 4: 200, 5: 50_000 })
    expect(LOTTO_GAMES["6-of-45"].paytable).toEqual({ 3: 10, 4: 50, 5: 2_000, 6: 500_000 })
  })
  it("is the stake times the paytable's row for its matches, counted independently", () => {
    const rows: Record<string, Record<number, number>> = { "5-of-36": { 2: 1, 3: 10, 4: 200, 5: 50_000 }, "6-of-45": { 3: 10, 4: 50, 5: 2_000, 6: 500_000 } }
    fc.assert(
      fc.property(
        gameOf.chain((game) =>
          fc.tuple(
            fc.constant(game),
            fc.shuffledSubarray(Array.from({ length: game.of }, (_, i) => i + 1), { minLength: game.pick, maxLength: game.pick }),
            fc.shuffledSubarray(Array.from({ length: game.of }, (_, i) => i + 1), { minLength: game.pick, maxLength: game.pick }),
            fc.integer({ min: 10, max: 100_000 })
          )
        ),
        ([game, ticket, drawn, stake]) => {
          let matches = 0
          for (const t of ticket) for (const d of drawn) if (t === d) matches++
          expect(matchesOf(ticket, drawn)).toBe(matches)
          expect(prizeOf(game, stake, matchesOf(ticket, drawn))).toBe(stake * (rows[game.id]![matches] ?? 0))
        }
      )
    )
  })
  it("the house keeps a share: the expected return per unit stake is below 1 (hypergeometric odds)", () => {
    for (const game of Object.values(LOTTO_GAMES)) {
      let rtp = 0
      for (let k = 0; k <= game.pick; k++) rtp += ((binomial(game.pick, k) * binomial(game.of - game.pick, game.pick - k)) / binomial(game.of, game.pick)) * (game.paytable[k] ?? 0)
      expect(rtp).toBeGreaterThan(0.3)
      expect(rtp).toBeLessThan(0.6)
    }
  })
  it("a ticket is pick distinct numbers of 1 … of", () => {
    const game = LOTTO_GAMES["5-of-36"]
    expect(ticketProblem(game, [1, 2, 3, 4, 36])).toBeNull()
    expect(ticketProblem(game, [1, 2, 3, 4])).toBe("count")
    expect(ticketProblem(game, [0, 2, 3, 4, 5])).toBe("range")
    expect(ticketProblem(game, [1, 2, 3, 4, 37])).toBe("range")
    expect(ticketProblem(game, [1.5, 2, 3, 4, 5])).toBe("range")
    expect(ticketProblem(game, [1, 1, 3, 4, 5])).toBe("duplicate")
  })
})

describe("the draw's schedule and verification", () => {
  it("the next draw is the next quarter hour (5 of 36) or hour (6 of 45) strictly after now", () => {
    expect(nextDrawAt(LOTTO_GAMES["5-of-36"], Date.UTC(2026, 0, 1, 10, 7))).toBe(Date.UTC(2026, 0, 1, 10, 15))
    expect(nextDrawAt(LOTTO_GAMES["5-of-36"], Date.UTC(2026, 0, 1, 10, 15))).toBe(Date.UTC(2026, 0, 1, 10, 30))
    expect(nextDrawAt(LOTTO_GAMES["6-of-45"], Date.UTC(2026, 0, 1, 10, 7))).toBe(Date.UTC(2026, 0, 1, 11, 0))
  })
  it("recomputes the draw from the revealed seed, and refuses a seed that is not the committed one", () => {
    fc.assert(
      fc.property(gameOf, hexSeed, hexSeed, fc.nat({ max: 1_000_000 }), (game, seed, other, id) => {
        const commitment = createHash("sha256").update(Buffer.from(seed, "hex")).digest("hex")
        const numbers = modelDraw(game.pick, game.of, streamOf(seed, game.id, id))
        const verified = verifyDraw(game, { id, commitment, serverSeed: seed, numbers: [...numbers].reverse() })
        expect(verified).toEqual({ ok: true, numbers: [...numbers].sort((a, b) => a - b), agrees: true })
        if (other !== seed) expect(verifyDraw(game, { id, commitment, serverSeed: other, numbers })).toEqual({ ok: false, reason: "commitmentMismatch" })
        const wrong = numbers.map((n) => (n % game.of) + 1)
        const verifiedWrong = verifyDraw(game, { id, commitment, serverSeed: seed, numbers: wrong })
        expect(verifiedWrong.ok && verifiedWrong.agrees).toBe(false)
      })
    )
    expect(verifyDraw(LOTTO_GAMES["5-of-36"], { id: 1, commitment: "", serverSeed: "xyz", numbers: [] })).toEqual({ ok: false, reason: "notHex64" })
  })
})
