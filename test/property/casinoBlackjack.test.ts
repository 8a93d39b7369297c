import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import {
  blackjack,
  type BlackjackMove,
  type BlackjackState,
  cardValue,
  dealFrom,
  handTotal,
  movesOf
} from "../../src/domain/casino/games/blackjack"
import { add, type F, f, less, model, openingValue, optimalMove, optimalRtp, sum } from "../support/blackjackModel"

// ---------------------------------------------------------------------------------------------------------------
// Playing the real game over every card the shoe could deal: a shoe whose unknown cards stop the step, which is then
// tried once per card value with its chance.
// ---------------------------------------------------------------------------------------------------------------

class NeedCard {
  constructor(readonly index: number) {}
}
/** The card of a value: the ace … nine of spades, the ten for every ten-valued card. */
const cardOf = (value: number): number => value - 1
const shoeOf = (known: ReadonlyArray<number>): ReadonlyArray<number> =>
  new Proxy([...known], {
    get: (target, key, receiver) => {
      if (typeof key === "string" && /^\d+$/.test(key) && Number(key) >= target.length) throw new NeedCard(Number(key))
      return Reflect.get(target, key, receiver)
    }
  })

/** E[multipleOf − stakeUnits] of the real game, played by `strategy` over every continuation of the known cards. */
const exactNet = (known: ReadonlyArray<number>, strategy: (state: BlackjackState) => BlackjackMove): F => {
  const settle = (state: BlackjackState): F => {
    const multiple = blackjack.multipleOf({}, state)
    return add(f(BigInt(multiple.num), BigInt(multiple.den)), f(BigInt(-blackjack.stakeUnits(state))))
  }
  /** Runs `attempt` on a shoe of the known cards; when it needs the next card, tries every value with its chance. */
  const withCards = <A>(cards: ReadonlyArray<number>, attempt: (shoe: ReadonlyArray<number>) => A, then: (a: A, cards: ReadonlyArray<number>) => F): F => {
    let result: A
    try {
      result = attempt(shoeOf(cards))
    } catch (error) {
      if (!(error instanceof NeedCard)) throw error
      expect(error.index).toBe(cards.length)
      return sum((v) => withCards([...cards, cardOf(v)], attempt, then))
    }
    return then(result, cards)
  }
  const playOn = (state: BlackjackState, cards: ReadonlyArray<number>): F => {
    if (blackjack.isOver(state)) return settle(state)
    const move = strategy(state)
    return withCards(cards, (shoe) => Either.getOrThrow(blackjack.act({ ...state, shoe }, { _tag: move })), playOn)
  }
  return withCards(known, dealFrom, playOn)
}

// ---------------------------------------------------------------------------------------------------------------

const K = 12
const shoeWith = (first: ReadonlyArray<number>): ReadonlyArray<number> => [...first, ...new Array<number>(59 - first.length).fill(K)]
const step = (state: BlackjackState, move: BlackjackMove): BlackjackState => Either.getOrThrow(blackjack.act(state, { _tag: move }))

describe("blackjack: cards and totals", () => {
  it("card c is rank c mod 13: four of each rank from ace to nine and sixteen ten-valued cards in 52", () => {
    const counts = new Map<number, number>()
    for (let c = 0; c < 52; c++) counts.set(cardValue(c), (counts.get(cardValue(c)) ?? 0) + 1)
    expect([...counts.entries()].sort((a, b) => a[0] - b[0])).toEqual([[1, 4], [2, 4], [3, 4], [4, 4], [5, 4], [6, 4], [7, 4], [8, 4], [9, 4], [10, 16]])
    expect(handTotal([0, 5])).toEqual({ total: 17, soft: true })
    expect(handTotal([0, 5, 9])).toEqual({ total: 17, soft: false })
    expect(handTotal([0, 0, 0])).toEqual({ total: 13, soft: true })
  })
  it("the round draws 59 cards by int(52), in order, at its start and nothing later", () => {
    const random = new RoundRandom({ serverSeed: "00".repeat(32), clientSeed: "", nonce: 0 })
    const asked: Array<number> = []
    random.int = (n: number) => {
      asked.push(n)
      return (asked.length * 7) % 52
    }
    const state = blackjack.start({}, random)
    expect(asked).toEqual(new Array(59).fill(52))
    expect(state.shoe).toEqual(Array.from({ length: 59 }, (_, i) => ((i + 1) * 7) % 52))
    expect(state.hands[0]!.cards).toEqual([state.shoe[0], state.shoe[2]])
    expect(state.dealer).toEqual([state.shoe[1], state.shoe[3]])
  })
})

describe("blackjack: the rules by hand", () => {
  it("a blackjack pays 3:2 at once; against a dealer blackjack it pushes; a dealer blackjack takes the opening stake only", () => {
    // shoe order: player, dealer up, player, dealer hole
    const natural = dealFrom(shoeWith([0, 8, K, 7])) // A, K against 9, 8
    expect(blackjack.isOver(natural)).toBe(true)
    expect(blackjack.multipleOf({}, natural)).toEqual({ num: 5, den: 2 })
    expect(blackjack.multipleOf({}, dealFrom(shoeWith([0, 0, K, K])))).toEqual({ num: 1, den: 1 })
    const dealerNatural = dealFrom(shoeWith([K, 0, K, K])) // 20 against A, K
    expect(blackjack.isOver(dealerNatural)).toBe(true)
    expect(blackjack.multipleOf({}, dealerNatural).num).toBe(0)
    expect(blackjack.stakeUnits(dealerNatural)).toBe(1)
  })
  it("the dealer stands on soft 17 and draws to hard 16", () => {
    const soft17 = step(dealFrom(shoeWith([K, 0, 8, 5, 4])), "Stand") // 19 against A, 6
    expect(soft17.dealer).toEqual([0, 5])
    expect(blackjack.multipleOf({}, soft17)).toEqual({ num: 2, den: 1 })
    const hard16 = step(dealFrom(shoeWith([K, K, 7, 5, 4])), "Stand") // 18 against K, 6: draws the 5 → 21
    expect(hard16.dealer).toEqual([K, 5, 4])
    expect(blackjack.multipleOf({}, hard16).num).toBe(0)
    const push = step(dealFrom(shoeWith([K, K, 7, 7])), "Stand") // 18 against 18
    expect(blackjack.multipleOf({}, push)).toEqual({ num: 1, den: 1 })
  })
  it("a bust loses at once and the dealer does not draw; a double takes one card for twice the stake", () => {
    const bust = step(dealFrom(shoeWith([K, K, 5, 5, K, 4])), "Hit") // 16 + K
    expect(blackjack.isOver(bust)).toBe(true)
    expect(bust.dealer).toEqual([K, 5])
    expect(blackjack.multipleOf({}, bust).num).toBe(0)
    const doubled = step(dealFrom(shoeWith([5, 5, 4, K, K, K])), "Double") // 6+5 = 11 doubles: K → 21 against 6, K, K
    expect(doubled.hands[0]!.cards).toEqual([5, 4, K])
    expect(blackjack.stakeUnits(doubled)).toBe(2)
    expect(blackjack.multipleOf({}, doubled)).toEqual({ num: 4, den: 1 })
  })
  it("the largest win, 8×: split eights, double both to 21, the dealer busts", () => {
    let state = dealFrom(shoeWith([7, 5, 7, K, 2, 2, K, K, K])) // 8, 8 against 6, K
    state = step(state, "Split")
    expect(state.hands.map((h) => h.cards)).toEqual([[7, 2], [7, 2]])
    state = step(step(state, "Double"), "Double")
    expect(blackjack.isOver(state)).toBe(true)
    expect(state.dealer).toEqual([5, K, K])
    expect(blackjack.stakeUnits(state)).toBe(4)
    expect(blackjack.multipleOf({}, state)).toEqual({ num: 8, den: 1 })
    expect(blackjack.maxWin).toEqual({ num: 8, den: 1 })
  })
  it("split aces take one card each and stand; their 21 pays 1:1", () => {
    const state = step(dealFrom(shoeWith([0, 5, 13, K, K, 3, K])), "Split") // A, A against 6, K
    expect(blackjack.isOver(state)).toBe(true)
    expect(state.hands.map((h) => h.cards)).toEqual([[0, K], [13, 3]])
    expect(state.dealer).toEqual([5, K, K])
    expect(blackjack.multipleOf({}, state)).toEqual({ num: 4, den: 1 })
  })
  it("mid-round the view shows the up card only; once over, every dealer card", () => {
    const state = dealFrom(shoeWith([K, 5, 4, 9, 3]))
    expect(blackjack.view(state)).toEqual({ hands: state.hands, active: 0, dealer: [5], over: false, moves: ["Hit", "Stand", "Double"] })
    expect(JSON.stringify(blackjack.view(state))).not.toContain("shoe")
    expect(blackjack.view(step(state, "Stand")).dealer).toEqual([5, 9, 3])
    expect(Schema.decodeUnknownSync(blackjack.stateSchema)(state)).toEqual(state)
  })
})

describe("blackjack: refusals and the abandoned round", () => {
  it("doubling after three cards, splitting a non-pair or twice, and acting after the end are refused", () => {
    const three = step(dealFrom(shoeWith([1, 5, 1, K, 1, 1, 1])), "Hit") // 2, 2 + 2
    expect(Either.isLeft(blackjack.act(three, { _tag: "Double" }))).toBe(true)
    expect(Either.isLeft(blackjack.act(three, { _tag: "Split" }))).toBe(true)
    expect(Either.isLeft(blackjack.act(dealFrom(shoeWith([K, 5, 8, K])), { _tag: "Split" }))).toBe(true)
    // two ten-valued cards are a pair; a split hand cannot split again
    const split = step(dealFrom(shoeWith([K, 5, 10, K, K, K])), "Split")
    expect(split.hands).toHaveLength(2)
    expect(blackjack.act(split, { _tag: "Split" })).toEqual(Either.left({ _tag: "NotAllowed", reason: "only a first pair of the same value splits, once" }))
    const over = step(dealFrom(shoeWith([K, 5, 8, K])), "Stand")
    expect(blackjack.act(over, { _tag: "Hit" })).toEqual(Either.left({ _tag: "RoundOver" }))
    expect(blackjack.act(dealFrom(shoeWith([0, 5, K, K])), { _tag: "Stand" })).toEqual(Either.left({ _tag: "RoundOver" }))
  })
  it("an abandoned round stands on every open hand and the dealer plays it out", () => {
    const split = step(dealFrom(shoeWith([7, 5, 7, K, 2, 3, K])), "Split") // 8+3 and 8+4 against 6, K
    const ended = blackjack.abandon(split)
    expect(blackjack.isOver(ended)).toBe(true)
    expect(ended.hands.map((h) => h.cards)).toEqual([[7, 2], [7, 3]])
    expect(ended.dealer).toEqual([5, K, K])
    expect(blackjack.multipleOf({}, ended)).toEqual({ num: 4, den: 1 })
  })
  it("any play of any shoe: 59 cards suffice, the stake is 1–4 openings and the payout never exceeds 8×", () => {
    const lowCards = fc.array(fc.constantFrom(0, 1, 13, 14, 26, 2, K), { minLength: 59, maxLength: 59 })
    fc.assert(
      fc.property(lowCards, fc.array(fc.nat(), { minLength: 60, maxLength: 60 }), (shoe, picks) => {
        let state = dealFrom(shoe)
        for (const pick of picks) {
          if (blackjack.isOver(state)) break
          const moves = movesOf(state)
          state = step(state, moves[pick % moves.length]!)
        }
        state = blackjack.abandon(state)
        expect(state.dealt).toBeLessThanOrEqual(59)
        expect([...state.dealer, ...state.hands.flatMap((h) => h.cards)].every((c) => Number.isInteger(c))).toBe(true)
        const units = blackjack.stakeUnits(state)
        expect(units >= 1 && units <= 4).toBe(true)
        const multiple = blackjack.multipleOf({}, state)
        expect(multiple.num).toBeLessThanOrEqual(8 * multiple.den)
      }),
      { numRuns: 300 }
    )
  })
})

describe("blackjack: the published return to player", () => {
  const rtp = optimalRtp()
  it("the optimal strategy's return, computed exactly by the model, is the published one", () => {
    // The published fraction, written out: the model's exact result and the game's published figure both equal it.
    const published = { num: 7_016_161_098_045_143_337_706_614_398n, den: 7_056_410_014_866_816_666_030_739_693n }
    expect({ num: rtp.n, den: rtp.d }).toEqual(published)
    expect({ num: blackjack.rtp.num, den: blackjack.rtp.den }).toEqual(published)
  })
  it("sanity against published figures: about 0.47% house edge for these rules (0.15 points either way)", () => {
    // Published rule effects (thecolorofblackjack.com): single deck, double any two, one card to split aces, S17
    // −0.02%; eight decks −0.55%; double after split +0.13%; no resplitting −0.03% → about −0.47% for eight decks;
    // an infinite shoe costs the player a little more than eight decks.
    const edge = 1 - Number((rtp.n * 1_000_000n) / rtp.d) / 1_000_000
    expect(Math.abs(edge - 0.0047)).toBeLessThan(0.0015)
  })
  it("sanity against the published infinite-deck table of the dealer's bust chance standing on soft 17 (2 … 9)", () => {
    // Wizard of Odds, dealer probabilities, infinite deck, S17: 35.36%, 37.39%, 39.45%, 41.64%, 42.32%, 26.23%,
    // 24.47%, 22.84% (rounded to hundredths of a percent)
    const published = [0.3536, 0.3739, 0.3945, 0.4164, 0.4232, 0.2623, 0.2447, 0.2284]
    published.forEach((bust, i) => {
      const model_ = model(i + 2).dealerBusts
      expect(Math.abs(Number((model_.n * 1_000_000n) / model_.d) / 1_000_000 - bust), `up card ${i + 2}`).toBeLessThan(0.00006)
    })
  })
  it("the model knows basic strategy: stand 12 against 4, hit 12 against 2, double 11 against 10, split 8s against 10", () => {
    expect(less(model(4).hit(12, false), model(4).stand(12))).toBe(true)
    expect(less(model(2).stand(12), model(2).hit(12, false))).toBe(true)
    expect(less(model(10).hitStand(11, false), model(10).double(11, false))).toBe(true)
    expect(less(model(10).twoCards(16, false), model(10).split(8))).toBe(true)
  })
  it("the real game, played by the model's strategy over every card the shoe could deal, returns the model's value", () => {
    // openings whose trees are small enough to walk in full: the peek under an ace and a ten, a blackjack, a double,
    // split aces, hitting a stiff hand, standing; each against the model's value of that opening
    const openings: ReadonlyArray<readonly [number, number, number]> = [
      [10, 10, 1],
      [1, 10, 10],
      [6, 5, 6],
      [1, 1, 10],
      [10, 6, 10],
      [10, 2, 10],
      [10, 7, 7],
      [10, 10, 10]
    ]
    for (const [a, b, up] of openings) expect(exactNet([cardOf(a), cardOf(up), cardOf(b)], optimalMove), `${a}, ${b} against ${up}`).toEqual(openingValue(a, b, up))
   }, 120_000)
})
