import { Schema } from "effect"
import { ApiError } from "../../../domain/api/clientErrors"
import { CrashBetAnswer, CrashedRound, CrashState } from "../../../domain/api/casinoCrash"
import { CasinoRound, SeedsAnswer } from "../../../domain/api/casinoRounds"
import { SteppedRound } from "../../../domain/api/casinoSteppedRounds"
import { version } from "../../version"
import { JsonValue } from "./json"

/**
 * The facts of playing in-house rounds. The seeds are the commitment, the client seed and the nonce (the secret server
 * seed never reaches the client before it is revealed); answers are kept for the player who asked (`userId`).
 */

export class CasinoSeedsLoaded extends Schema.TaggedClass<CasinoSeedsLoaded>()("CasinoSeedsLoaded", { ...version(1), userId: Schema.Int, seeds: SeedsAnswer }) {}
export class CasinoSeedsLoadFailed extends Schema.TaggedClass<CasinoSeedsLoadFailed>()("CasinoSeedsLoadFailed", { ...version(1), error: ApiError }) {}

/** What changed the seeds: another client seed, or a rotation. Both reveal the server seed that was in play. */
export const SeedsChange = Schema.Literal("clientSeed", "rotate")
export type SeedsChange = typeof SeedsChange.Type

/** The seeds after a change: the pair that was in play is the newest revealed one. */
export class CasinoSeedsChanged extends Schema.TaggedClass<CasinoSeedsChanged>()("CasinoSeedsChanged", {
  ...version(1),
  userId: Schema.Int,
  change: SeedsChange,
  seeds: SeedsAnswer
}) {}
export class CasinoSeedsChangeFailed extends Schema.TaggedClass<CasinoSeedsChangeFailed>()("CasinoSeedsChangeFailed", { ...version(1), change: SeedsChange, error: ApiError }) {}

/** A round went out under this id (its idempotency key) with these stake and choices; its answer is awaited. */
export class CasinoRoundStarted extends Schema.TaggedClass<CasinoRoundStarted>()("CasinoRoundStarted", {
  ...version(1),
  gameId: Schema.String,
  roundId: Schema.String,
  stake: Schema.Int,
  choices: JsonValue
}) {}

/** The round was played: the round as the server recorded it, and the active account's balance after it. */
export class CasinoRoundPlayed extends Schema.TaggedClass<CasinoRoundPlayed>()("CasinoRoundPlayed", {
  ...version(1),
  userId: Schema.Int,
  round: CasinoRound,
  balance: Schema.Int
}) {}

/** The round was refused or did not get an answer; nothing was paid (the refusal's code says why). */
export class CasinoRoundFailed extends Schema.TaggedClass<CasinoRoundFailed>()("CasinoRoundFailed", {
  ...version(1),
  gameId: Schema.String,
  roundId: Schema.String,
  error: ApiError
}) {}

/** A page of the player's rounds (`before`: the page asked for; null: the newest). */
export class CasinoRoundsLoaded extends Schema.TaggedClass<CasinoRoundsLoaded>()("CasinoRoundsLoaded", {
  ...version(1),
  userId: Schema.Int,
  before: Schema.NullOr(Schema.Int),
  rounds: Schema.Array(CasinoRound),
  next: Schema.NullOr(Schema.Int)
}) {}
export class CasinoRoundsLoadFailed extends Schema.TaggedClass<CasinoRoundsLoadFailed>()("CasinoRoundsLoadFailed", { ...version(1), error: ApiError }) {}

/** One round of the player's, read for the verifier. */
export class CasinoRoundLoaded extends Schema.TaggedClass<CasinoRoundLoaded>()("CasinoRoundLoaded", { ...version(1), userId: Schema.Int, round: CasinoRound }) {}
export class CasinoRoundLoadFailed extends Schema.TaggedClass<CasinoRoundLoadFailed>()("CasinoRoundLoadFailed", { ...version(1), roundId: Schema.String, error: ApiError }) {}

/** A stepped round went out under this id with these stake and choices; its answer is awaited. */
export class SteppedRoundStarted extends Schema.TaggedClass<SteppedRoundStarted>()("SteppedRoundStarted", {
  ...version(1),
  gameId: Schema.String,
  roundId: Schema.String,
  stake: Schema.Int,
  choices: JsonValue
}) {}

/** A stepped round as the server answered a start or an action, and the balance of its account after it. */
export class SteppedRoundAnswered extends Schema.TaggedClass<SteppedRoundAnswered>()("SteppedRoundAnswered", {
  ...version(1),
  userId: Schema.Int,
  round: SteppedRound,
  balance: Schema.Int
}) {}

/** A start or an action was refused or got no answer (the refusal's code says why); the round is as it was. */
export class SteppedRoundFailed extends Schema.TaggedClass<SteppedRoundFailed>()("SteppedRoundFailed", {
  ...version(1),
  gameId: Schema.String,
  roundId: Schema.String,
  error: ApiError
}) {}

/** The player's open stepped rounds, one per game at most. */
export class OpenSteppedRoundsLoaded extends Schema.TaggedClass<OpenSteppedRoundsLoaded>()("OpenSteppedRoundsLoaded", {
  ...version(1),
  userId: Schema.Int,
  rounds: Schema.Array(SteppedRound)
}) {}
export class OpenSteppedRoundsLoadFailed extends Schema.TaggedClass<OpenSteppedRoundsLoadFailed>()("OpenSteppedRoundsLoadFailed", { ...version(1), error: ApiError }) {}

/** A screen started or stopped showing the crash game (the area polls its state while any does). */
export class CrashWatchStarted extends Schema.TaggedClass<CrashWatchStarted>()("CrashWatchStarted", { ...version(1) }) {}
export class CrashWatchStopped extends Schema.TaggedClass<CrashWatchStopped>()("CrashWatchStopped", { ...version(1) }) {}

/** The crash game as the server answered, and this browser's clock when the answer came (to correct the curve by). */
export class CrashStateLoaded extends Schema.TaggedClass<CrashStateLoaded>()("CrashStateLoaded", {
  ...version(1),
  userId: Schema.Int,
  state: CrashState,
  receivedAt: Schema.Number
}) {}
export class CrashStateLoadFailed extends Schema.TaggedClass<CrashStateLoadFailed>()("CrashStateLoadFailed", { ...version(1), error: ApiError }) {}

export class RecentCrashesLoaded extends Schema.TaggedClass<RecentCrashesLoaded>()("RecentCrashesLoaded", {
  ...version(1),
  userId: Schema.Int,
  rounds: Schema.Array(CrashedRound)
}) {}

/** A crash bet went out under this id; its answer is awaited. */
export class CrashBetStarted extends Schema.TaggedClass<CrashBetStarted>()("CrashBetStarted", {
  ...version(1),
  betId: Schema.String,
  roundId: Schema.Int,
  stake: Schema.Int,
  autoCashOut: Schema.NullOr(Schema.Int)
}) {}

/** A bet placed or cashed out: the bet as the server holds it, the balance after it, and this browser's clock then. */
export class CrashBetAnswered extends Schema.TaggedClass<CrashBetAnswered>()("CrashBetAnswered", {
  ...version(1),
  userId: Schema.Int,
  answer: CrashBetAnswer,
  receivedAt: Schema.Number
}) {}

/** A bet or a cash-out was refused or got no answer (the refusal's code and field say why). */
export class CrashBetFailed extends Schema.TaggedClass<CrashBetFailed>()("CrashBetFailed", {
  ...version(1),
  action: Schema.Literal("bet", "cashOut"),
  betId: Schema.String,
  error: ApiError
}) {}

export const casinoPlayEvents = [
  CasinoSeedsLoaded,
  CasinoSeedsLoadFailed,
  CasinoSeedsChanged,
  CasinoSeedsChangeFailed,
  CasinoRoundStarted,
  CasinoRoundPlayed,
  CasinoRoundFailed,
  CasinoRoundsLoaded,
  CasinoRoundsLoadFailed,
  CasinoRoundLoaded,
  CasinoRoundLoadFailed,
  SteppedRoundStarted,
  SteppedRoundAnswered,
  SteppedRoundFailed,
  OpenSteppedRoundsLoaded,
  OpenSteppedRoundsLoadFailed,
  CrashWatchStarted,
  CrashWatchStopped,
  CrashStateLoaded,
  CrashStateLoadFailed,
  RecentCrashesLoaded,
  CrashBetStarted,
  CrashBetAnswered,
  CrashBetFailed
] as const

/** The events that record a server's answer. */
export const casinoPlayServerAnswers = [
  CasinoSeedsLoaded,
  CasinoSeedsLoadFailed,
  CasinoSeedsChanged,
  CasinoSeedsChangeFailed,
  CasinoRoundPlayed,
  CasinoRoundFailed,
  CasinoRoundsLoaded,
  CasinoRoundsLoadFailed,
  CasinoRoundLoaded,
  CasinoRoundLoadFailed,
  SteppedRoundAnswered,
  SteppedRoundFailed,
  OpenSteppedRoundsLoaded,
  OpenSteppedRoundsLoadFailed,
  CrashStateLoaded,
  CrashStateLoadFailed,
  RecentCrashesLoaded,
  CrashBetAnswered,
  CrashBetFailed
] as const
