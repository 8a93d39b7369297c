import { Clock, Effect } from "effect"
import { Api } from "../../../adapters/api/Api"
import type { States } from "../../../projections/registry"
import { PollChanges } from "../../changes/commands"
import { emit, emitThen, type Handler } from "../../handler"
import { Query } from "../../query"
import { fromServerAnswer } from "../../serverAnswer"
import type { LoadCasinoRound, LoadCasinoRounds, LoadCasinoSeeds, PlayCasinoRound, RotateCasinoSeeds, SetCasinoClientSeed } from "./commands"
import { SendCasinoRound } from "./commands"
import {
  CasinoRoundFailed,
  CasinoRoundLoaded,
  CasinoRoundLoadFailed,
  CasinoRoundPlayed,
  CasinoRoundsLoaded,
  CasinoRoundsLoadFailed,
  CasinoRoundStarted,
  CasinoSeedsChanged,
  CasinoSeedsChangeFailed,
  CasinoSeedsLoaded,
  CasinoSeedsLoadFailed
} from "./events"

const playerOf = (states: States): number | null => (states.session.status === "player" ? states.session.userId : null)

/** The signed-in player's id, or null for a guest (whose commands do nothing). */
const signedInPlayer = Effect.map(
  Effect.flatMap(Query, (query) => query.states),
  (states) => playerOf(states)
)

/**
 * A round's id, its idempotency key: the logged clock and the command's own log position, so a retry of the same
 * round (after a captcha) carries the same id and a re-run makes the same one.
 */
export const roundIdOf = (at: number, seq: number): string => `round-${at.toString(36).padStart(9, "0")}-${seq.toString(36).padStart(6, "0")}`

export const loadCasinoSeeds: Handler<LoadCasinoSeeds> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoRounds.seeds(undefined, { captcha: command.captcha }),
      (seeds) => emit(new CasinoSeedsLoaded({ userId, seeds })),
      (error) => emit(new CasinoSeedsLoadFailed({ error }))
    )
  })

export const setCasinoClientSeed: Handler<SetCasinoClientSeed> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoRounds.setClientSeed({ payload: { clientSeed: command.clientSeed } }, { captcha: command.captcha }),
      (seeds) => emit(new CasinoSeedsChanged({ userId, change: "clientSeed", seeds })),
      (error) => emit(new CasinoSeedsChangeFailed({ change: "clientSeed", error }))
    )
  })

export const rotateCasinoSeeds: Handler<RotateCasinoSeeds> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoRounds.rotateSeeds(undefined, { captcha: command.captcha }),
      (seeds) => emit(new CasinoSeedsChanged({ userId, change: "rotate", seeds })),
      (error) => emit(new CasinoSeedsChangeFailed({ change: "rotate", error }))
    )
  })

/**
 * Starts a round: named, logged as started, then sent. A round of a game already waiting for its answer is not
 * started again (a double click plays once); the stake and choices are the server's to judge.
 */
export const playCasinoRound: Handler<PlayCasinoRound> = (command, seq) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (playerOf(states) === null || states.casinoPlay.playing !== null) return emit()
    const roundId = roundIdOf(yield* Clock.currentTimeMillis, seq)
    const { gameId, stake, choices } = command
    return emitThen([new CasinoRoundStarted({ gameId, roundId, stake, choices })], [new SendCasinoRound({ request: { roundId, gameId, stake, choices } })])
  })

/** Sends the round; once played, the changes feed brings the balance the header and the game screen show. */
export const sendCasinoRound: Handler<SendCasinoRound> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    const { roundId, gameId } = command.request
    // Signed out meanwhile: the sign-out has already put the round aside with the player's state.
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoRounds.playRound({ payload: command.request }, { captcha: command.captcha }),
      ({ round, balance }) => emitThen([new CasinoRoundPlayed({ userId, round, balance })], [new PollChanges({})]),
      (error) => emit(new CasinoRoundFailed({ gameId, roundId, error }))
    )
  })

export const loadCasinoRounds: Handler<LoadCasinoRounds> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    const { before } = command
    return yield* fromServerAnswer(
      command,
      api.casinoRounds.rounds({ urlParams: before === null ? {} : { before } }, { captcha: command.captcha }),
      ({ rounds, next }) => emit(new CasinoRoundsLoaded({ userId, before, rounds, next })),
      (error) => emit(new CasinoRoundsLoadFailed({ error }))
    )
  })

export const loadCasinoRound: Handler<LoadCasinoRound> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoRounds.round({ path: { roundId: command.roundId } }, { captcha: command.captcha }),
      (round) => emit(new CasinoRoundLoaded({ userId, round })),
      (error) => emit(new CasinoRoundLoadFailed({ roundId: command.roundId, error }))
    )
  })
