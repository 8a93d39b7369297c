import { it } from "@effect/vitest"
import { Effect, Layer, Option, Schema } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { PlayCasinoRound, SendCasinoRound } from "../../src/commands/casino/play/commands"
import { playCasinoRound, roundIdOf, sendCasinoRound } from "../../src/commands/casino/play/handlers"
import { Query } from "../../src/commands/query"
import { Command } from "../../src/commands/registry"
import { ServerRefused } from "../../src/domain/api/clientErrors"
import { RoundId } from "../../src/domain/api/casinoRounds"
import { initialStates, type States } from "../../src/projections/registry"

const withState = (patch: (s: States) => States) =>
  Layer.succeed(Query, {
    states: Effect.succeed(patch(initialStates())),
    encodeCommand: Schema.encodeSync(Command) as (command: Command) => Record<string, unknown>,
    decodeCommand: (encoded) => Option.getOrUndefined(Schema.decodeUnknownOption(Command)(encoded))
  })
const player = (s: States): States => ({ ...s, session: { ...s.session, status: "player", userId: 7 } })
const services = (script: TestScript, states: (s: States) => States) => Layer.merge(TestServices(script), withState(states))
const play = new PlayCasinoRound({ gameId: "dice", stake: 10_00, choices: { target: 5000, side: "under" } })

describe("playing a casino round", () => {
  it.effect("names the round from the clock and its log position, logs it as started and sends it under that id", () =>
    Effect.gen(function* () {
      const outcome = yield* playCasinoRound(play, 42)
      const id = roundIdOf(0, 42)
      expect(Schema.is(RoundId)(id)).toBe(true)
      expect(outcome.events).toMatchObject([{ _tag: "CasinoRoundStarted", roundId: id, gameId: "dice", stake: 10_00 }])
      expect(outcome.next).toMatchObject([{ _tag: "SendCasinoRound", request: { roundId: id, gameId: "dice", stake: 10_00, choices: { target: 5000, side: "under" } } }])
      // Another command (another log position) is another round.
      expect(roundIdOf(0, 43)).not.toBe(id)
    }).pipe(Effect.provide(services({}, player)))
  )

  it.effect("starts nothing while a round is waiting for its answer (a double click plays once), nor for a guest", () =>
    Effect.gen(function* () {
      const waiting = yield* playCasinoRound(play, 1).pipe(
        Effect.provide(services({}, (s) => ({ ...player(s), casinoPlay: { ...s.casinoPlay, playing: { gameId: "dice", roundId: "round-1", stake: 1, choices: null } } })))
      )
      expect(waiting.events).toEqual([])
      const guest = yield* playCasinoRound(play, 1).pipe(Effect.provide(services({}, (s) => s)))
      expect(guest.events).toEqual([])
    })
  )

  it.effect("a refused round is a fact with its refusal, and nothing else is asked", () =>
    Effect.gen(function* () {
      const refused = new ServerRefused({ status: 409, code: 61, title: "your balance is less than the stake" })
      const outcome = yield* sendCasinoRound(new SendCasinoRound({ request: { roundId: "round-0000001", gameId: "dice", stake: 10_00, choices: { target: 5000, side: "under" } } }), 2)
      expect(outcome.events).toMatchObject([{ _tag: "CasinoRoundFailed", gameId: "dice", roundId: "round-0000001", error: refused }])
      expect(outcome.next ?? []).toEqual([])
      expect(yield* (yield* ApiCalls).count("casinoRounds.playRound")).toBe(1)
    }).pipe(Effect.provide(services({ api: { casinoRounds: { playRound: () => new ServerRefused({ status: 409, code: 61, title: "your balance is less than the stake" }) } } }, player)))
  )
})
