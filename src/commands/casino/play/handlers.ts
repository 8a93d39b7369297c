import { Clock, Effect } from "effect"
import { Api } from "../../../adapters/api/Api"
import type { States } from "../../../projections/registry"
import { PollChanges } from "../../changes/commands"
import { emit, emitThen, type Handler } from "../../handler"
import { Query } from "../../query"
import { fromServerAnswer } from "../../serverAnswer"
import type { CashOutCrash, UnwatchCrash, WatchCrash, PlaceCrashBet, ActOnSteppedRound, LoadCasinoRound, LoadCasinoRounds, LoadCasinoSeeds, LoadOpenSteppedRounds, PlayCasinoRound, RotateCasinoSeeds, SetCasinoClientSeed, StartSteppedRound } from "./commands"
import { LoadCrashState, LoadRecentCrashes, SendCasinoRound, SendCrashBet, SendSteppedRound } from "./commands"
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
  CasinoSeedsLoadFailed,
  CrashBetAnswered,
  CrashBetFailed,
  CrashBetStarted,
  CrashStateLoaded,
  CrashStateLoadFailed,
  CrashWatchStarted,
  CrashWatchStopped,
  RecentCrashesLoaded,
  OpenSteppedRoundsLoaded,
  OpenSteppedRoundsLoadFailed,
  SteppedRoundAnswered,
  SteppedRoundFailed,
  SteppedRoundStarted
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

/**
 * Starts a stepped round: named, logged as started, then sent. Nothing starts while a start is waiting for its answer
 * (a double click starts once) or while the game's round on screen is still open (it is the player's to finish).
 */
export const startSteppedRound: Handler<StartSteppedRound> = (command, seq) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const { gameId, stake, choices } = command
    const open = states.casinoPlay.stepped[gameId]
    if (playerOf(states) === null || states.casinoPlay.steppedStarting !== null || (open !== undefined && !open.round.over)) return emit()
    const roundId = roundIdOf(yield* Clock.currentTimeMillis, seq)
    return emitThen([new SteppedRoundStarted({ gameId, roundId, stake, choices })], [new SendSteppedRound({ request: { roundId, gameId, stake, choices } })])
  })

export const sendSteppedRound: Handler<SendSteppedRound> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    const { roundId, gameId } = command.request
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoSteppedRounds.startStepped({ payload: command.request }, { captcha: command.captcha }),
      ({ round, balance }) => emitThen([new SteppedRoundAnswered({ userId, round, balance })], [new PollChanges({})]),
      (error) => emit(new SteppedRoundFailed({ gameId, roundId, error }))
    )
  })

/**
 * Acts on the open round. This lane runs one command at a time, so a second click's action is judged after the
 * first one's answer: it names a step the round has left and is not sent (the server would refuse it as stale).
 */
export const actOnSteppedRound: Handler<ActOnSteppedRound> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const userId = playerOf(states)
    const { gameId, roundId, step, action } = command
    const open = states.casinoPlay.stepped[gameId]
    if (userId === null || open === undefined || open.round.roundId !== roundId || open.round.over || open.round.step !== step) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoSteppedRounds.actStepped({ path: { roundId }, payload: { step, action } }, { captcha: command.captcha }),
      ({ round, balance }) => emitThen([new SteppedRoundAnswered({ userId, round, balance })], round.over ? [new PollChanges({})] : []),
      (error) => emit(new SteppedRoundFailed({ gameId, roundId, error }))
    )
  })

export const loadOpenSteppedRounds: Handler<LoadOpenSteppedRounds> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoSteppedRounds.openStepped(undefined, { captcha: command.captcha }),
      ({ rounds }) => emit(new OpenSteppedRoundsLoaded({ userId, rounds })),
      (error) => emit(new OpenSteppedRoundsLoadFailed({ error }))
    )
  })

/** The call, noting the logged clock when its answer came (the crash screen corrects its curve by it). */
const timed = <A, E, R>(call: Effect.Effect<A, E, R>) => {
  const at = { receivedAt: 0 }
  return { at, call: Effect.tap(call, () => Effect.map(Clock.currentTimeMillis, (ms) => void (at.receivedAt = ms))) }
}

export const watchCrash: Handler<WatchCrash> = () =>
  Effect.succeed(emitThen([new CrashWatchStarted({})], [new LoadCrashState({}), new LoadRecentCrashes({})]))

export const unwatchCrash: Handler<UnwatchCrash> = () => Effect.succeed(emit(new CrashWatchStopped({})))

export const loadCrashState: Handler<LoadCrashState> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    const { at, call } = timed(api.casinoCrash.crashState(undefined, { captcha: command.captcha }))
    return yield* fromServerAnswer(
      command,
      call,
      (state) => emit(new CrashStateLoaded({ userId, state, receivedAt: at.receivedAt })),
      (error) => emit(new CrashStateLoadFailed({ error }))
    )
  })

export const loadRecentCrashes: Handler<LoadRecentCrashes> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.casinoCrash.recentCrashes(undefined, { captcha: command.captcha }),
      ({ rounds }) => emit(new RecentCrashesLoaded({ userId, rounds })),
      () => emit()
    )
  })

/** Starts a crash bet: named, logged as started, then sent. Nothing starts while a bet is waiting for its answer. */
export const placeCrashBet: Handler<PlaceCrashBet> = (command, seq) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (playerOf(states) === null || states.casinoPlay.crash.placing !== null) return emit()
    const betId = roundIdOf(yield* Clock.currentTimeMillis, seq)
    const { autoCashOut, roundId, stake } = command
    return emitThen(
      [new CrashBetStarted({ betId, roundId, stake, autoCashOut })],
      [new SendCrashBet({ request: { betId, roundId, stake, ...(autoCashOut === null ? {} : { autoCashOut }) } })]
    )
  })

export const sendCrashBet: Handler<SendCrashBet> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    const { at, call } = timed(api.casinoCrash.placeCrashBet({ payload: command.request }, { captcha: command.captcha }))
    return yield* fromServerAnswer(
      command,
      call,
      (answer) => emitThen([new CrashBetAnswered({ userId, answer, receivedAt: at.receivedAt })], [new PollChanges({})]),
      (error) => emit(new CrashBetFailed({ action: "bet", betId: command.request.betId, error }))
    )
  })

/** Cashes the bet out now; the server's clock at the request decides, and the balance comes with the changes feed. */
export const cashOutCrash: Handler<CashOutCrash> = (command) =>
  Effect.gen(function* () {
    const userId = yield* signedInPlayer
    if (userId === null) return emit()
    const api = yield* Api
    const { at, call } = timed(api.casinoCrash.cashOutCrash({ path: { betId: command.betId } }, { captcha: command.captcha }))
    return yield* fromServerAnswer(
      command,
      call,
      (answer) => emitThen([new CrashBetAnswered({ userId, answer, receivedAt: at.receivedAt })], [new PollChanges({})]),
      (error) => emit(new CrashBetFailed({ action: "cashOut", betId: command.betId, error }))
    )
  })
