import { createHash, createHmac } from "node:crypto"
import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import { type Ratio, winOn } from "../../src/domain/casino/game"
import { blackjack, BlackjackView, movesOf } from "../../src/domain/casino/games/blackjack"
import { mines } from "../../src/domain/casino/games/mines"
import { steppedAgreement, verifySteppedRound } from "../../src/domain/casino/verifyStepped"

/**
 * The verifier recomputes every stepped round the server plays (src/domain/casino/verifyStepped.ts). Two oracles,
 * neither the verifier's code: the round's stream and draws written out here by hand with node:crypto (HMAC-SHA256 of
 * "clientSeed:nonce:cursor", a byte at a time, 52 cards from bytes below 208, mines by a hand Fisher–Yates), with the
 * payouts of stand-only blackjack and of mines computed here from the published rules; and the server's own play (the
 * game's start and act, as server/casino/rounds/steppedService.ts plays them) of generated action sequences, whose
 * recorded view, stake, multiple and payout the verifier must confirm.
 */

/** The round's byte stream, by hand: HMAC-SHA256(server seed, "clientSeed:nonce:cursor") for cursor 0, 1, 2, … */
const handStream = (serverSeed: string, clientSeed: string, nonce: number) => {
  let buffer = Buffer.alloc(0)
  let cursor = 0
  let at = 0
  return {
    byte: (): number => {
      if (at === buffer.length) {
        buffer = createHmac("sha256", Buffer.from(serverSeed, "hex")).update(`${clientSeed}:${nonce}:${cursor++}`).digest()
        at = 0
      }
      return buffer[at++]!
    }
  }
}

/** The 59 cards by hand: one byte each, 208 and above (the top stretch 52 does not divide) rejected. */
const handShoe = (serverSeed: string, clientSeed: string, nonce: number): ReadonlyArray<number> => {
  const stream = handStream(serverSeed, clientSeed, nonce)
  const cards: Array<number> = []
  while (cards.length < 59) {
    const byte = stream.byte()
    if (byte < 208) cards.push(byte % 52)
  }
  return cards
}

/** The mines' tiles by hand: Fisher–Yates over 0 … 24, position i swapped with i + (a byte below the largest multiple of 25 − i) mod (25 − i). */
const handMines = (serverSeed: string, clientSeed: string, nonce: number, count: number): ReadonlyArray<number> => {
  const stream = handStream(serverSeed, clientSeed, nonce)
  const tiles = Array.from({ length: 25 }, (_, i) => i)
  for (let i = 0; i < count; i++) {
    const n = 25 - i
    let byte = stream.byte()
    while (byte >= Math.floor(256 / n) * n) byte = stream.byte()
    const j = i + (byte % n)
    ;[tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!]
  }
  return tiles.slice(0, count)
}

/** A hand's best total by the published rule: aces 1, or one of them 11 when that stays at 21 or under. */
const best = (cards: ReadonlyArray<number>): number => {
  const hard = cards.reduce((sum, card) => sum + Math.min((card % 13) + 1, 10), 0)
  return cards.some((card) => card % 13 === 0) && hard + 10 <= 21 ? hard + 10 : hard
}

/** What a round where the player stands at once pays back, in opening stakes, written from the published rules. */
const standOnlyReturn = (shoe: ReadonlyArray<number>): number => {
  const player = [shoe[0]!, shoe[2]!]
  const dealer = [shoe[1]!, shoe[3]!]
  const playerBj = best(player) === 21
  const dealerBj = best(dealer) === 21
  if (playerBj) return dealerBj ? 1 : 2.5
  if (dealerBj) return 0
  let next = 4
  while (best(dealer) < 17) dealer.push(shoe[next++]!)
  const mine = best(player)
  const theirs = best(dealer)
  return theirs > 21 || mine > theirs ? 2 : mine === theirs ? 1 : 0
}

/** 0.99 × C(25, k) / C(25 − m, k), exactly, as a number (the published mines multiple). */
const minesReturn = (count: number, safe: number): number => {
  let num = 99n
  let den = 100n
  for (let i = 0; i < safe; i++) {
    num *= BigInt(25 - i)
    den *= BigInt(25 - count - i)
  }
  return Number(num) / Number(den)
}

const value = (multiple: Ratio) => multiple.num / multiple.den
const commitmentOf = (serverSeed: string) => createHash("sha256").update(Buffer.from(serverSeed, "hex")).digest("hex")
const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex"))
const clientSeed = fc.string({ minLength: 1, maxLength: 64 }).filter((text) => !/[\u0000-\u001f\u007f]/.test(text))
const nonce = fc.nat({ max: 1_000_000 })

/** A round as the server plays and records it: start from the seeds, the actions one by one, its view, stake, multiple and win. */
const serverPlays = <S, A>(game: typeof blackjack | typeof mines, seeds: { serverSeed: string; clientSeed: string; nonce: number }, choices: unknown, pick: (state: S) => A | null, abandon: boolean, stake: number) => {
  const bet = Schema.decodeUnknownSync(game.choices as Schema.Schema<any, any>)(choices)
  let state = (game.start as (bet: unknown, random: RoundRandom) => S)(bet, new RoundRandom(seeds))
  const actions: Array<unknown> = []
  for (let action = pick(state); action !== null; action = pick(state)) {
    const next = (game.act as (state: S, action: A) => Either.Either<S, unknown>)(state, action)
    if (Either.isLeft(next)) break
    actions.push(Schema.encodeSync(game.actions as Schema.Schema<any, any>)(action))
    state = next.right
  }
  if (abandon) state = (game.abandon as (state: S) => S)(state)
  const multiple = (game.multipleOf as (bet: unknown, state: S) => Ratio)(bet, state)
  return {
    actions,
    recorded: {
      outcome: { openingStake: stake, view: Schema.encodeSync(game.viewSchema as Schema.Schema<any, any>)((game.view as (state: S) => unknown)(state)) },
      stake: stake * (game.stakeUnits as (state: S) => number)(state),
      multiple,
      win: winOn(stake, multiple)
    }
  }
}

describe("the verifier recomputes every blackjack round the server plays", () => {
  it("deals the 59 cards the stream gives by hand, and a round stood at once pays what the published rules pay", () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, (serverSeed, client, n) => {
        const shoe = handShoe(serverSeed, client, n)
        const result = verifySteppedRound({ serverSeed, clientSeed: client, nonce: n, gameId: "blackjack", choices: {}, actions: [], abandoned: true, commitment: commitmentOf(serverSeed) })
        if (Either.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`)
        expect((result.right.drawn as { shoe: ReadonlyArray<number> }).shoe).toEqual(shoe)
        expect(result.right.commitmentMatches).toBe(true)
        expect(result.right.over).toBe(true)
        expect(value(result.right.multiple)).toBe(standOnlyReturn(shoe))
      }),
      { numRuns: 300 }
    )
  })

  it("confirms the view, stake, multiple and payout the server recorded for any sequence of allowed moves, and refuses a move the rules do not allow", () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, fc.array(fc.nat({ max: 3 }), { maxLength: 12 }), fc.boolean(), fc.integer({ min: 1, max: 1_000_000 }), (serverSeed, client, n, picks, abandon, stake) => {
        const seeds = { serverSeed, clientSeed: client, nonce: n }
        let turn = 0
        const played = serverPlays(blackjack, seeds, {}, (state: any) => {
          const moves = movesOf(state)
          if (moves.length === 0 || turn >= picks.length) return null
          return { _tag: moves[picks[turn++]! % moves.length]! }
        }, abandon, stake)
        const result = verifySteppedRound({ ...seeds, gameId: "blackjack", choices: {}, actions: played.actions, abandoned: abandon, commitment: null })
        if (Either.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`)
        expect(steppedAgreement(result.right, played.recorded)).toEqual({ view: true, stake: true, multiple: true, win: true })
        // One more action after the round is over is refused, naming it.
        const view = Schema.decodeUnknownSync(BlackjackView)(played.recorded.outcome.view)
        if (view.over && !abandon) {
          const after = verifySteppedRound({ ...seeds, gameId: "blackjack", choices: {}, actions: [...played.actions, { _tag: "Hit" }], abandoned: false, commitment: null })
          expect(Either.isLeft(after) && after.left.field === "actions" && after.left.reason === "refused" && after.left.index === played.actions.length).toBe(true)
        }
      }),
      { numRuns: 300 }
    )
  })

  it("a known round: seed 00…01, client seed 'oddsfold', nonce 0, stood at once", () => {
    const serverSeed = `${"0".repeat(63)}1`
    const shoe = handShoe(serverSeed, "oddsfold", 0)
    const result = Either.getOrThrow(verifySteppedRound({ serverSeed, clientSeed: "oddsfold", nonce: 0, gameId: "blackjack", choices: {}, actions: [{ _tag: "Stand" }], abandoned: false, commitment: null }))
    expect((result.view as { hands: ReadonlyArray<{ cards: ReadonlyArray<number> }> }).hands[0]!.cards).toEqual([shoe[0], shoe[2]])
    expect(value(result.multiple)).toBe(standOnlyReturn(shoe))
    expect(result.stakeUnits).toBe(1)
  })

  it("a recorded round that does not match is told apart: another payout, another stake", () => {
    const seeds = { serverSeed: "ab".repeat(32), clientSeed: "c", nonce: 7 }
    const played = serverPlays(blackjack, seeds, {}, () => null, true, 1000)
    const verified = Either.getOrThrow(verifySteppedRound({ ...seeds, gameId: "blackjack", choices: {}, actions: [], abandoned: true, commitment: null }))
    expect(steppedAgreement(verified, { ...played.recorded, win: played.recorded.win + 1 }).win).toBe(false)
    expect(steppedAgreement(verified, { ...played.recorded, stake: played.recorded.stake * 2 }).stake).toBe(false)
    // The database hands a recorded view back with its keys in another order: the same view all the same.
    const reordered = Object.fromEntries(Object.entries(played.recorded.outcome.view as object).reverse())
    expect(steppedAgreement(verified, { ...played.recorded, outcome: { ...played.recorded.outcome, view: reordered } }).view).toBe(true)
    expect(steppedAgreement(verified, { ...played.recorded, outcome: { ...played.recorded.outcome, view: { ...reordered, over: false } } }).view).toBe(false)
  })
})

describe("the verifier recomputes every mines round the server plays", () => {
  it("places the mines the stream gives by hand, and a cash-out after k safe tiles pays 0.99 × C(25, k) / C(25 − m, k)", () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, fc.integer({ min: 1, max: 24 }), fc.array(fc.nat({ max: 24 }), { maxLength: 24 }), (serverSeed, client, n, count, order) => {
        const placed = handMines(serverSeed, client, n, count)
        // Reveal the tiles in the generated order (each once), stopping at a mine; cash out when none was hit.
        const taken: Array<number> = []
        let hit = false
        for (const tile of new Set(order)) {
          if (hit || taken.length === 25 - count) break
          taken.push(tile)
          hit = placed.includes(tile)
        }
        const allSafe = !hit && taken.length === 25 - count
        const actions = [...taken.map((tile) => ({ _tag: "Reveal", tile })), ...(!hit && !allSafe && taken.length > 0 ? [{ _tag: "CashOut" }] : [])]
        const result = verifySteppedRound({ serverSeed, clientSeed: client, nonce: n, gameId: "mines", choices: { mines: count }, actions, abandoned: taken.length === 0, commitment: null })
        if (Either.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`)
        expect((result.right.drawn as { mineTiles: ReadonlyArray<number> }).mineTiles).toEqual(placed)
        expect(result.right.over).toBe(true)
        expect(value(result.right.multiple)).toBeCloseTo(!hit ? minesReturn(count, taken.length) : 0, 12)
      }),
      { numRuns: 300 }
    )
  })

  it("confirms what the server recorded for generated picks, cash-outs and abandons", () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, fc.integer({ min: 1, max: 24 }), fc.array(fc.oneof(fc.nat({ max: 24 }), fc.constant(-1)), { maxLength: 10 }), fc.boolean(), (serverSeed, client, n, count, steps, abandon) => {
        const seeds = { serverSeed, clientSeed: client, nonce: n }
        let turn = 0
        const played = serverPlays(mines, seeds, { mines: count }, (state: any) => {
          if (state.status !== "playing" || turn >= steps.length) return null
          const step = steps[turn++]!
          return step === -1 ? { _tag: "CashOut" } : { _tag: "Reveal", tile: step }
        }, abandon, 500)
        const result = verifySteppedRound({ ...seeds, gameId: "mines", choices: { mines: count }, actions: played.actions, abandoned: abandon, commitment: null })
        if (Either.isLeft(result)) throw new Error(`refused: ${JSON.stringify(result.left)}`)
        expect(steppedAgreement(result.right, played.recorded)).toEqual({ view: true, stake: true, multiple: true, win: true })
      }),
      { numRuns: 300 }
    )
  })

  it("names the action the rules refuse: a tile revealed twice", () => {
    const result = verifySteppedRound({ serverSeed: "0".repeat(64), clientSeed: "c", nonce: 0, gameId: "mines", choices: { mines: 1 }, actions: [{ _tag: "CashOut" }], abandoned: false, commitment: null })
    expect(Either.isLeft(result) && result.left).toEqual({ field: "actions", reason: "refused", index: 0, detail: "reveal a tile before cashing out" })
    const bad = verifySteppedRound({ serverSeed: "0".repeat(64), clientSeed: "c", nonce: 0, gameId: "mines", choices: { mines: 1 }, actions: [{ _tag: "Dig" }], abandoned: false, commitment: null })
    expect(Either.isLeft(bad) && bad.left.field).toBe("actions")
    expect(Either.isLeft(verifySteppedRound({ serverSeed: "0".repeat(64), clientSeed: "c", nonce: 0, gameId: "mines", choices: { mines: 25 }, actions: [], abandoned: false, commitment: null }))).toBe(true)
  })
})
