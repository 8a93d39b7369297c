import { it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { ActOnSteppedRound, SendSteppedRound, StartSteppedRound } from "../../src/commands/casino/play/commands"
import { OpenSteppedRoundsLoaded, SteppedRoundAnswered, SteppedRoundFailed, SteppedRoundStarted } from "../../src/commands/casino/play/events"
import { actOnSteppedRound, roundIdOf, sendSteppedRound, startSteppedRound } from "../../src/commands/casino/play/handlers"
import { Query } from "../../src/commands/query"
import { Command } from "../../src/commands/registry"
import { ServerRefused } from "../../src/domain/api/clientErrors"
import type { SteppedRound } from "../../src/domain/api/casinoSteppedRounds"
import { casinoPlayProjection, type CasinoPlayState } from "../../src/projections/casino/play/casinoPlay"
import { cardFace, handTotalOf, handVerdicts, minesOffer } from "../../src/projections/casino/play/selectors"
import { initialStates, type States } from "../../src/projections/registry"

const withState = (patch: (s: States) => States) =>
  Layer.succeed(Query, {
    states: Effect.succeed(patch(initialStates())),
    encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
    decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
  })
const player = (s: States): States => ({ ...s, session: { ...s.session, status: "player", userId: 7 } })
const services = (script: TestScript, states: (s: States) => States) => Layer.merge(TestServices(script), withState(states))

const minesRound = (patch: Partial<SteppedRound> = {}): SteppedRound => ({
  roundId: "round-mines-1",
  gameId: "mines",
  currency: "RUB",
  stake: 10_00,
  staked: 10_00,
  step: 0,
  over: false,
  abandoned: false,
  view: { mines: 1, revealed: [], status: "playing", multiple: { num: 99, den: 100 }, nextMultiple: { num: 33, den: 32 } },
  win: null,
  multiple: null,
  choices: { mines: 1 },
  seeds: { commitment: "a".repeat(64), clientSeed: "lucky", nonce: 3, serverSeed: null },
  startedAt: 1_800_000_000_000,
  endedAt: null,
  ...patch
})
const holding = (round: SteppedRound) => (s: States): States => ({ ...player(s), casinoPlay: { ...s.casinoPlay, stepped: { mines: { round, balance: 1_000_00 } } } })

/** Folds the events through the projection, as the store does (by tag). */
const fold = (events: ReadonlyArray<{ readonly _tag: string }>, from: CasinoPlayState = { ...casinoPlayProjection.initial, owner: 7 }): CasinoPlayState =>
  events.filter((event) => (casinoPlayProjection.tags as ReadonlyArray<string>).includes(event._tag)).reduce<CasinoPlayState>((state, event) => casinoPlayProjection.apply(state, event as never), from)

describe("stepped rounds: commands", () => {
  it.effect("a start is named from the clock and its log position, logged as started and sent under that id", () =>
    Effect.gen(function* () {
      const outcome = yield* startSteppedRound(new StartSteppedRound({ gameId: "mines", stake: 10_00, choices: { mines: 1 } }), 42)
      const id = roundIdOf(0, 42)
      expect(outcome.events).toMatchObject([{ _tag: "SteppedRoundStarted", roundId: id, gameId: "mines", stake: 10_00 }])
      expect(outcome.next).toMatchObject([{ _tag: "SendSteppedRound", request: { roundId: id, gameId: "mines", stake: 10_00, choices: { mines: 1 } } }])
    }).pipe(Effect.provide(services({}, player)))
  )

  it.effect("starts nothing while a start waits for its answer, while the game's round is open, or for a guest", () =>
    Effect.gen(function* () {
      const start = new StartSteppedRound({ gameId: "mines", stake: 10_00, choices: { mines: 1 } })
      const waiting = yield* startSteppedRound(start, 1).pipe(
        Effect.provide(services({}, (s) => ({ ...player(s), casinoPlay: { ...s.casinoPlay, steppedStarting: { gameId: "mines", roundId: "round-1", stake: 1, choices: null } } })))
      )
      expect(waiting.events).toEqual([])
      const open = yield* startSteppedRound(start, 1).pipe(Effect.provide(services({}, holding(minesRound()))))
      expect(open.events).toEqual([])
      const guest = yield* startSteppedRound(start, 1).pipe(Effect.provide(services({}, (s) => s)))
      expect(guest.events).toEqual([])
      // Once the round on screen has ended, the next one starts.
      const ended = yield* startSteppedRound(start, 1).pipe(Effect.provide(services({}, holding(minesRound({ over: true, step: 2 })))))
      expect(ended.events).toHaveLength(1)
    })
  )

  it.effect("an action for the step on screen is sent once; a second click naming the same step after the answer sends nothing", () =>
    Effect.gen(function* () {
      const reveal = new ActOnSteppedRound({ gameId: "mines", roundId: "round-mines-1", step: 0, action: { _tag: "Reveal", tile: 12 } })
      const first = yield* actOnSteppedRound(reveal, 3).pipe(
        Effect.provide(
          services(
            { api: { casinoSteppedRounds: { actStepped: () => ({ round: minesRound({ step: 1 }), balance: 990_00 }) } } } as TestScript,
            holding(minesRound())
          )
        )
      )
      expect(first.events).toMatchObject([{ _tag: "SteppedRoundAnswered", userId: 7, balance: 990_00, round: { step: 1 } }])
      // The store now holds step 1: the same click again names step 0 and is dropped before the server.
      const second = yield* Effect.gen(function* () {
        const outcome = yield* actOnSteppedRound(reveal, 4)
        return { outcome, calls: yield* (yield* ApiCalls).count("casinoSteppedRounds.actStepped") }
      }).pipe(Effect.provide(services({}, holding(minesRound({ step: 1 })))))
      expect(second.outcome.events).toEqual([])
      expect(second.calls).toBe(0)
    })
  )

  it.effect("a refused start is a fact with its refusal", () =>
    Effect.gen(function* () {
      const refused = new ServerRefused({ status: 409, code: 61, title: "your balance is less than the stake" })
      const outcome = yield* sendSteppedRound(new SendSteppedRound({ request: { roundId: "round-0000001", gameId: "mines", stake: 10_00, choices: { mines: 1 } } }), 2)
      expect(outcome.events).toMatchObject([{ _tag: "SteppedRoundFailed", gameId: "mines", roundId: "round-0000001", error: refused }])
    }).pipe(Effect.provide(services({ api: { casinoSteppedRounds: { startStepped: () => new ServerRefused({ status: 409, code: 61, title: "your balance is less than the stake" }) } } } as TestScript, player)))
  )
})

describe("stepped rounds: the projection", () => {
  it("holds the started round's answer as the game's round, drops an older step's late answer, and clears the start", () => {
    const started = new SteppedRoundStarted({ gameId: "mines", roundId: "round-mines-1", stake: 10_00, choices: { mines: 1 } })
    let state = fold([started])
    expect(state.steppedStarting?.roundId).toBe("round-mines-1")
    state = fold([new SteppedRoundAnswered({ userId: 7, round: minesRound(), balance: 990_00 })], state)
    expect(state.steppedStarting).toBeNull()
    expect(state.stepped.mines?.round.step).toBe(0)
    state = fold([new SteppedRoundAnswered({ userId: 7, round: minesRound({ step: 1 }), balance: 990_00 })], state)
    state = fold([new SteppedRoundAnswered({ userId: 7, round: minesRound({ step: 0 }), balance: 990_00 })], state)
    expect(state.stepped.mines?.round.step).toBe(1)
  })

  it("a failure keeps the round as it was and says why; the open rounds read after a reload are the games' rounds", () => {
    const error = new ServerRefused({ status: 409, code: 67, title: "stale step" })
    const held = fold([new SteppedRoundAnswered({ userId: 7, round: minesRound({ step: 1 }), balance: 990_00 })])
    const failed = fold([new SteppedRoundFailed({ gameId: "mines", roundId: "round-mines-1", error })], held)
    expect(failed.stepped.mines?.round.step).toBe(1)
    expect(failed.refusals.mines).toEqual(error)
    const reloaded = fold([new OpenSteppedRoundsLoaded({ userId: 7, rounds: [minesRound({ step: 2 })] })])
    expect(reloaded.stepped.mines).toEqual({ round: minesRound({ step: 2 }), balance: null })
  })
})

describe("stepped rounds: the seeds", () => {
  it("a stepped round of the active pair moves the seeds panel's next nonce past its own, never back", () => {
    const seeds = { active: { commitment: "a".repeat(64), clientSeed: "lucky", nextNonce: 3, createdAt: 1 }, revealed: [] }
    const from: CasinoPlayState = { ...casinoPlayProjection.initial, owner: 7, seeds: { status: "loaded", data: seeds, error: null } }
    const after = fold([new SteppedRoundAnswered({ userId: 7, round: minesRound(), balance: 990_00 })], from)
    expect(after.seeds.data?.active.nextNonce).toBe(4)
    const older = fold([new SteppedRoundAnswered({ userId: 7, round: minesRound({ roundId: "round-mines-0", seeds: { ...minesRound().seeds, nonce: 1 }, over: true }), balance: 990_00 })], after)
    expect(older.seeds.data?.active.nextNonce).toBe(4)
  })
})

describe("blackjack: what the table shows", () => {
  // Cards: c mod 13 is the rank (0 ace … 9 ten, 10 jack, 11 queen, 12 king), ⌊c / 13⌋ the suit (spades, hearts, diamonds, clubs).
  const aceOfSpades = 0
  const kingOfHearts = 25
  const sixOfClubs = 44
  const fiveOfDiamonds = 30
  const tenOfSpades = 9
  const sevenOfHearts = 19

  it("names a card by rank and suit", () => {
    expect(cardFace(aceOfSpades)).toEqual({ rank: "A", suit: "spades" })
    expect(cardFace(kingOfHearts)).toEqual({ rank: "K", suit: "hearts" })
    expect(cardFace(sixOfClubs)).toEqual({ rank: "6", suit: "clubs" })
    expect(cardFace(tenOfSpades)).toEqual({ rank: "10", suit: "spades" })
  })

  it("states a total soft while an ace counts 11, hard after, a blackjack only on an unsplit hand's first two, and bust past 21", () => {
    expect(handTotalOf([aceOfSpades, sixOfClubs], 1)).toEqual({ _tag: "soft", total: 17 })
    expect(handTotalOf([aceOfSpades, sixOfClubs, tenOfSpades], 1)).toEqual({ _tag: "hard", total: 17 })
    expect(handTotalOf([aceOfSpades, kingOfHearts], 1)).toEqual({ _tag: "blackjack" })
    expect(handTotalOf([aceOfSpades, kingOfHearts], 2)).toEqual({ _tag: "soft", total: 21 })
    expect(handTotalOf([tenOfSpades, sixOfClubs, sevenOfHearts], 1)).toEqual({ _tag: "bust", total: 23 })
  })

  it("tells how each hand did against the dealer", () => {
    const hand = (cards: ReadonlyArray<number>, doubled = false) => ({ cards, doubled, done: true })
    const over = { active: 0, over: true, moves: [] }
    // Dealer 17 (ten, seven): 20 wins, 17 pushes, 16 loses; a blackjack pays 3:2.
    expect(handVerdicts({ ...over, dealer: [tenOfSpades, sevenOfHearts], hands: [hand([tenOfSpades, kingOfHearts])] })).toEqual(["won"])
    expect(handVerdicts({ ...over, dealer: [tenOfSpades, sevenOfHearts], hands: [hand([tenOfSpades, sevenOfHearts])] })).toEqual(["push"])
    expect(handVerdicts({ ...over, dealer: [tenOfSpades, sevenOfHearts], hands: [hand([tenOfSpades, sixOfClubs], true), hand([tenOfSpades, kingOfHearts])] })).toEqual(["lost", "won"])
    expect(handVerdicts({ ...over, dealer: [tenOfSpades, sevenOfHearts], hands: [hand([aceOfSpades, kingOfHearts])] })).toEqual(["blackjack"])
    // The dealer's blackjack pushes the player's and beats any other hand; a dealer over 21 loses to every standing hand.
    expect(handVerdicts({ ...over, dealer: [aceOfSpades, kingOfHearts], hands: [hand([aceOfSpades, tenOfSpades])] })).toEqual(["push"])
    expect(handVerdicts({ ...over, dealer: [aceOfSpades, kingOfHearts], hands: [hand([tenOfSpades, kingOfHearts])] })).toEqual(["lost"])
    expect(handVerdicts({ ...over, dealer: [tenOfSpades, sixOfClubs, fiveOfDiamonds, sevenOfHearts], hands: [hand([tenOfSpades, fiveOfDiamonds])] })).toEqual(["won"])
  })
})

describe("mines: what the screen offers", () => {
  it("cashing out after k safe tiles pays 0.99 × C(25,k)/C(25−m,k), the next tile the k+1 multiple", () => {
    // 1 mine: one safe tile pays 0.99 × 25/24 = 1.03125; two pay 0.99 × 300/276.
    const offer = minesOffer(1, 1, 10_00)
    expect(offer.cashOut).toEqual({ num: 33, den: 32 })
    expect(offer.cashOutWin).toBe(10_31)
    expect(offer.next === null ? 0 : offer.next.num / offer.next.den).toBeCloseTo((0.99 * 300) / 276, 12)
    // 10.00 × 1.076086… rounded down to the minor unit.
    expect(offer.nextWin).toBe(10_76)
    // 24 mines: the single safe tile pays 0.99 × 25 and nothing comes after it.
    expect(minesOffer(24, 1, 100)).toMatchObject({ cashOutWin: 2475, next: null, nextWin: null })
  })
})
