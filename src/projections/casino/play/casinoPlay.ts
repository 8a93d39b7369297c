import { Schema } from "effect"
import { ApiError } from "../../../domain/api/clientErrors"
import { CasinoRound, RevealedSeeds, SeedsAnswer } from "../../../domain/api/casinoRounds"
import { SteppedRound } from "../../../domain/api/casinoSteppedRounds"
import { CrashBet, CrashedRound, CrashState } from "../../../domain/api/casinoCrash"
import { playerScoped } from "../../playerScoped"

/**
 * The signed-in player's in-house play: their provably fair seeds, the round waiting for its answer, the last round of
 * each game (the game screen's result panel), the refusal of each game's last try, their rounds as the history pages
 * read them and single rounds read for the verifier. Reset when another player (or a guest) takes the browser.
 *
 * A revealed server seed is written into every round held that was played with it, so a round's verify link works
 * as soon as its seed is rotated out.
 */
const Status = Schema.Literal("idle", "loaded", "failed")

/** What the last change of seeds did: which change, and the pair it revealed or why it failed. */
const SeedsChangeOutcome = Schema.Struct({
  change: Schema.Literal("clientSeed", "rotate"),
  revealed: Schema.NullOr(RevealedSeeds),
  error: Schema.NullOr(ApiError)
})

/** A round sent and not yet answered. */
const PendingRound = Schema.Struct({ gameId: Schema.String, roundId: Schema.String, stake: Schema.Int, choices: Schema.Unknown })

/**
 * The crash game: how many screens show it, the state as last answered, and how far the server's clock is ahead of this browser's (the curve is
 * drawn at the browser's clock plus it); the bet on its way, the player's latest bet (kept past its round, for its
 * result), the last refusal and the recent crashed rounds.
 */
const CrashPlay = Schema.Struct({
  /** How many screens show the game now: its state is polled while any does. */
  watchers: Schema.Int,
  state: Schema.NullOr(CrashState),
  clockOffset: Schema.Number,
  placing: Schema.NullOr(Schema.Struct({ betId: Schema.String, roundId: Schema.Int, stake: Schema.Int })),
  lastBet: Schema.NullOr(CrashBet),
  refusal: Schema.NullOr(Schema.Struct({ action: Schema.Literal("bet", "cashOut"), error: ApiError })),
  recent: Schema.Array(CrashedRound)
})

export const CasinoPlayState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  seeds: Schema.Struct({ status: Status, data: Schema.NullOr(SeedsAnswer), error: Schema.NullOr(ApiError) }),
  seedsChange: Schema.NullOr(SeedsChangeOutcome),
  playing: Schema.NullOr(PendingRound),
  /** The last round of each game, by game id, and the active account's balance after it. */
  lastRounds: Schema.Record({ key: Schema.String, value: Schema.Struct({ round: CasinoRound, balance: Schema.Int }) }),
  /** Why each game's last try was not played, by game id (cleared by its next round). */
  refusals: Schema.Record({ key: Schema.String, value: ApiError }),
  history: Schema.Struct({ status: Status, rounds: Schema.Array(CasinoRound), next: Schema.NullOr(Schema.Int), error: Schema.NullOr(ApiError) }),
  /** Rounds read one by one (the verifier's), by round id: the round, or why it could not be read. */
  rounds: Schema.Record({ key: Schema.String, value: Schema.Union(CasinoRound, Schema.Struct({ failed: ApiError })) }),
  /** A stepped round's start sent and not yet answered. */
  steppedStarting: Schema.NullOr(PendingRound),
  /**
   * Each game's stepped round on screen, by game id: the open one, or the last one played until the next starts, and
   * the balance after its last answer (null when it was read as an open round, with no balance).
   */
  stepped: Schema.Record({ key: Schema.String, value: Schema.Struct({ round: SteppedRound, balance: Schema.NullOr(Schema.Int) }) }),
  crash: CrashPlay
})
export type CasinoPlayState = typeof CasinoPlayState.Type

const emptyFor = (owner: number | null): CasinoPlayState => ({
  owner,
  seeds: { status: "idle", data: null, error: null },
  seedsChange: null,
  playing: null,
  lastRounds: {},
  refusals: {},
  history: { status: "idle", rounds: [], next: null, error: null },
  rounds: {},
  steppedStarting: null,
  stepped: {},
  crash: { watchers: 0, state: null, clockOffset: 0, placing: null, lastBet: null, refusal: null, recent: [] }
})

/** The round with its server seed filled in when one of `revealed` is the pair it was played with. */
export const revealedIn = (round: CasinoRound, revealed: ReadonlyArray<RevealedSeeds>): CasinoRound => {
  if (round.seeds.serverSeed !== null) return round
  const pair = revealed.find((each) => each.commitment === round.seeds.commitment)
  return pair === undefined ? round : { ...round, seeds: { ...round.seeds, serverSeed: pair.serverSeed } }
}

const withoutKey = <V>(record: Readonly<Record<string, V>>, key: string): Readonly<Record<string, V>> => {
  if (!(key in record)) return record
  const { [key]: _gone, ...rest } = record
  return rest
}

/** Every round the state holds, with the seeds these pairs revealed. */
const revealEverywhere = (state: CasinoPlayState, revealed: ReadonlyArray<RevealedSeeds>): CasinoPlayState => {
  if (revealed.length === 0) return state
  return {
    ...state,
    lastRounds: Object.fromEntries(Object.entries(state.lastRounds).map(([gameId, last]) => [gameId, { ...last, round: revealedIn(last.round, revealed) }])),
    history: { ...state.history, rounds: state.history.rounds.map((round) => revealedIn(round, revealed)) },
    rounds: Object.fromEntries(Object.entries(state.rounds).map(([id, each]) => [id, "failed" in each ? each : revealedIn(each, revealed)]))
  }
}

/** The seeds after a round of the active pair: its next nonce is the one after the round's. */
const afterRound = (seeds: SeedsAnswer | null, round: { readonly seeds: { readonly commitment: string; readonly nonce: number } }): SeedsAnswer | null =>
  seeds === null || seeds.active.commitment !== round.seeds.commitment || seeds.active.nextNonce > round.seeds.nonce
    ? seeds
    : { ...seeds, active: { ...seeds.active, nextNonce: round.seeds.nonce + 1 } }

export const casinoPlayProjection = playerScoped({
  name: "casinoPlay",
  schema: CasinoPlayState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: [
    "CasinoSeedsLoaded",
    "CasinoSeedsLoadFailed",
    "CasinoSeedsChanged",
    "CasinoSeedsChangeFailed",
    "CasinoRoundStarted",
    "CasinoRoundPlayed",
    "CasinoRoundFailed",
    "CasinoRoundsLoaded",
    "CasinoRoundsLoadFailed",
    "CasinoRoundLoaded",
    "CasinoRoundLoadFailed",
    "SteppedRoundStarted",
    "SteppedRoundAnswered",
    "SteppedRoundFailed",
    "OpenSteppedRoundsLoaded",
    "OpenSteppedRoundsLoadFailed",
    "CrashWatchStarted",
    "CrashWatchStopped",
    "CrashStateLoaded",
    "CrashStateLoadFailed",
    "RecentCrashesLoaded",
    "CrashBetStarted",
    "CrashBetAnswered",
    "CrashBetFailed"
  ],
  apply: (state, event): CasinoPlayState => {
    switch (event._tag) {
      case "CasinoSeedsLoaded":
        return revealEverywhere({ ...state, seeds: { status: "loaded", data: event.seeds, error: null } }, event.seeds.revealed)
      case "CasinoSeedsLoadFailed":
        return { ...state, seeds: { ...state.seeds, status: state.seeds.status === "loaded" ? "loaded" : "failed", error: event.error } }
      case "CasinoSeedsChanged": {
        // The pair that was in play is the newest revealed one now.
        const was = state.seeds.data?.active.commitment
        const revealed = event.seeds.revealed.find((pair) => pair.commitment === was) ?? event.seeds.revealed[0] ?? null
        return revealEverywhere(
          { ...state, seeds: { status: "loaded", data: event.seeds, error: null }, seedsChange: { change: event.change, revealed, error: null } },
          event.seeds.revealed
        )
      }
      case "CasinoSeedsChangeFailed":
        return { ...state, seedsChange: { change: event.change, revealed: null, error: event.error } }
      case "CasinoRoundStarted":
        return { ...state, playing: { gameId: event.gameId, roundId: event.roundId, stake: event.stake, choices: event.choices }, refusals: withoutKey(state.refusals, event.gameId) }
      case "CasinoRoundPlayed": {
        const { round } = event
        const history = state.history.status === "loaded" && !state.history.rounds.some((each) => each.roundId === round.roundId)
          ? { ...state.history, rounds: [round, ...state.history.rounds] }
          : state.history
        return {
          ...state,
          playing: state.playing?.roundId === round.roundId ? null : state.playing,
          seeds: { ...state.seeds, data: afterRound(state.seeds.data, round) },
          lastRounds: { ...state.lastRounds, [round.gameId]: { round, balance: event.balance } },
          refusals: withoutKey(state.refusals, round.gameId),
          history,
          rounds: { ...state.rounds, [round.roundId]: round }
        }
      }
      case "CasinoRoundFailed":
        return {
          ...state,
          playing: state.playing?.roundId === event.roundId ? null : state.playing,
          refusals: { ...state.refusals, [event.gameId]: event.error }
        }
      case "CasinoRoundsLoaded": {
        const revealed = state.seeds.data?.revealed ?? []
        const page = event.rounds.map((round) => revealedIn(round, revealed))
        const rounds = event.before === null ? page : [...state.history.rounds, ...page.filter((round) => !state.history.rounds.some((held) => held.roundId === round.roundId))]
        return { ...state, history: { status: "loaded", rounds, next: event.next, error: null } }
      }
      case "CasinoRoundsLoadFailed":
        return { ...state, history: { ...state.history, status: state.history.status === "loaded" ? "loaded" : "failed", error: event.error } }
      case "CasinoRoundLoaded":
        return { ...state, rounds: { ...state.rounds, [event.round.roundId]: revealedIn(event.round, state.seeds.data?.revealed ?? []) } }
      case "CasinoRoundLoadFailed":
        return { ...state, rounds: { ...state.rounds, [event.roundId]: { failed: event.error } } }
      case "SteppedRoundStarted":
        return { ...state, steppedStarting: { gameId: event.gameId, roundId: event.roundId, stake: event.stake, choices: event.choices }, refusals: withoutKey(state.refusals, event.gameId) }
      case "SteppedRoundAnswered": {
        const { round } = event
        const held = state.stepped[round.gameId]
        // An answer older than the round on screen (a later step, or a newer round) changes nothing.
        if (held !== undefined && held.round.roundId === round.roundId && held.round.step > round.step) return state
        if (held !== undefined && held.round.roundId !== round.roundId && !held.round.over && state.steppedStarting?.roundId !== round.roundId) return state
        return {
          ...state,
          steppedStarting: state.steppedStarting?.roundId === round.roundId ? null : state.steppedStarting,
          stepped: { ...state.stepped, [round.gameId]: { round, balance: event.balance } },
          // A stepped round's start takes the active pair's nonce as an instant round does.
          seeds: { ...state.seeds, data: afterRound(state.seeds.data, round) },
          refusals: withoutKey(state.refusals, round.gameId)
        }
      }
      case "SteppedRoundFailed":
        return {
          ...state,
          steppedStarting: state.steppedStarting?.roundId === event.roundId ? null : state.steppedStarting,
          refusals: { ...state.refusals, [event.gameId]: event.error }
        }
      case "OpenSteppedRoundsLoaded": {
        // An open round the server holds is the one on screen; a game's ended round stays until the next starts.
        const opened = Object.fromEntries(event.rounds.map((round) => [round.gameId, { round, balance: state.stepped[round.gameId]?.round.roundId === round.roundId ? (state.stepped[round.gameId]?.balance ?? null) : null }]))
        const kept = Object.fromEntries(Object.entries(state.stepped).filter(([gameId, held]) => !(gameId in opened) && held.round.over))
        return { ...state, stepped: { ...kept, ...opened } }
      }
      case "OpenSteppedRoundsLoadFailed":
        return state
      case "CrashWatchStarted":
        return { ...state, crash: { ...state.crash, watchers: state.crash.watchers + 1 } }
      case "CrashWatchStopped":
        return { ...state, crash: { ...state.crash, watchers: Math.max(0, state.crash.watchers - 1) } }
      case "CrashStateLoaded": {
        const bet = event.state.bet
        const crash = state.crash
        // The bet the server holds is the latest; one settled meanwhile (by the crash) keeps its result on screen.
        const lastBet = bet ?? crash.lastBet
        return {
          ...state,
          crash: { ...crash, state: event.state, clockOffset: event.state.serverTime - event.receivedAt, lastBet }
        }
      }
      case "CrashStateLoadFailed":
        return state
      case "RecentCrashesLoaded":
        return { ...state, crash: { ...state.crash, recent: event.rounds } }
      case "CrashBetStarted":
        return { ...state, crash: { ...state.crash, placing: { betId: event.betId, roundId: event.roundId, stake: event.stake }, refusal: null } }
      case "CrashBetAnswered": {
        const { bet } = event.answer
        const crash = state.crash
        const held = crash.state
        return {
          ...state,
          crash: {
            ...crash,
            placing: crash.placing?.betId === bet.betId ? null : crash.placing,
            lastBet: bet,
            refusal: null,
            clockOffset: event.answer.serverTime - event.receivedAt,
            state: held !== null && held.round.id === bet.roundId ? { ...held, bet } : held
          }
        }
      }
      case "CrashBetFailed":
        return {
          ...state,
          crash: { ...state.crash, placing: state.crash.placing?.betId === event.betId ? null : state.crash.placing, refusal: { action: event.action, error: event.error } }
        }
      default:
        return state
    }
  }
})
