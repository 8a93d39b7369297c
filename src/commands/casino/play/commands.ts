import { Schema } from "effect"
import { PlaceCrashBetRequest } from "../../../domain/api/casinoCrash"
import { ClientSeed, PlayRoundRequest, RoundId } from "../../../domain/api/casinoRounds"
import { captchaAnswer } from "../../secret"
import { JsonValue } from "./json"

/**
 * Playing the in-house studio's rounds (src/domain/api/casinoRounds.ts): the player's provably fair seeds, a round of
 * an instant game, and the rounds they played. Every call is the signed-in player's own; a guest's command does
 * nothing.
 */

/** Reads the player's seeds: the commitment of the active server seed (shown before play), the client seed, the next nonce. */
export class LoadCasinoSeeds extends Schema.TaggedClass<LoadCasinoSeeds>()("LoadCasinoSeeds", { ...captchaAnswer }) {}

/** The player chose another client seed: a new pair starts and the old server seed is revealed. */
export class SetCasinoClientSeed extends Schema.TaggedClass<SetCasinoClientSeed>()("SetCasinoClientSeed", { clientSeed: ClientSeed, ...captchaAnswer }) {}

/** The player rotates the seeds: the server seed in play is revealed and a new one committed. */
export class RotateCasinoSeeds extends Schema.TaggedClass<RotateCasinoSeeds>()("RotateCasinoSeeds", { ...captchaAnswer }) {}

/**
 * The player plays a round of `gameId` at `stake` minor units of the active account with the game's choices (as the
 * game's Schema encodes them). The handler names the round (its idempotency key) from the logged clock and the
 * command's log position, logs that it started, and sends it.
 */
export class PlayCasinoRound extends Schema.TaggedClass<PlayCasinoRound>()("PlayCasinoRound", {
  gameId: Schema.String,
  stake: Schema.Int,
  choices: JsonValue
}) {}

/** Sends a started round (a retry after a captcha carries the same round id: it is paid once). */
export class SendCasinoRound extends Schema.TaggedClass<SendCasinoRound>()("SendCasinoRound", {
  request: Schema.Struct({ ...PlayRoundRequest.fields, choices: JsonValue }),
  ...captchaAnswer
}) {}

/** Reads a page of the player's rounds, newest first (`before`: the previous page's `next`; null: the newest). */
export class LoadCasinoRounds extends Schema.TaggedClass<LoadCasinoRounds>()("LoadCasinoRounds", {
  before: Schema.NullOr(Schema.Int.pipe(Schema.positive())),
  ...captchaAnswer
}) {}

/** Reads one round of the player's, for the verifier. */
export class LoadCasinoRound extends Schema.TaggedClass<LoadCasinoRound>()("LoadCasinoRound", { roundId: RoundId, ...captchaAnswer }) {}

/**
 * The player starts a stepped round (mines, blackjack: src/domain/api/casinoSteppedRounds.ts) of `gameId` at `stake`
 * with the game's choices. Named like an instant round (its id is its idempotency key), logged as started, then sent.
 */
export class StartSteppedRound extends Schema.TaggedClass<StartSteppedRound>()("StartSteppedRound", {
  gameId: Schema.String,
  stake: Schema.Int,
  choices: JsonValue
}) {}

/** Sends a started stepped round (a retry after a captcha carries the same round id: it is staked once). */
export class SendSteppedRound extends Schema.TaggedClass<SendSteppedRound>()("SendSteppedRound", {
  request: Schema.Struct({ roundId: RoundId, gameId: Schema.String, stake: Schema.Int, choices: JsonValue }),
  ...captchaAnswer
}) {}

/**
 * The player takes an action (as the game's Schema encodes it) in their open round of `gameId`, at the step the screen
 * showed: an action for a step the round has left (a second click) does nothing.
 */
export class ActOnSteppedRound extends Schema.TaggedClass<ActOnSteppedRound>()("ActOnSteppedRound", {
  gameId: Schema.String,
  roundId: RoundId,
  step: Schema.Int,
  action: JsonValue,
  ...captchaAnswer
}) {}

/** Reads the player's open stepped rounds (one per game at most), to resume them after a reload. */
export class LoadOpenSteppedRounds extends Schema.TaggedClass<LoadOpenSteppedRounds>()("LoadOpenSteppedRounds", { ...captchaAnswer }) {}

/** One more screen shows the crash game: its state is read at once and then polled while any screen shows it. */
export class WatchCrash extends Schema.TaggedClass<WatchCrash>()("WatchCrash", {}) {}

/** A screen of the crash game is gone: the poll stops with the last one. */
export class UnwatchCrash extends Schema.TaggedClass<UnwatchCrash>()("UnwatchCrash", {}) {}

/** Reads the crash game's current round, the player's bet on it and the server's clock (polled while watched). */
export class LoadCrashState extends Schema.TaggedClass<LoadCrashState>()("LoadCrashState", { ...captchaAnswer }) {}

/** Reads the crash game's recent crashed rounds with their revealed seeds. */
export class LoadRecentCrashes extends Schema.TaggedClass<LoadRecentCrashes>()("LoadRecentCrashes", { ...captchaAnswer }) {}

/**
 * The player bets `stake` on crash round `roundId`, with an automatic cash-out target (hundredths) or none. Named like
 * a round (its id is its idempotency key), logged as started, then sent.
 */
export class PlaceCrashBet extends Schema.TaggedClass<PlaceCrashBet>()("PlaceCrashBet", {
  roundId: Schema.Int,
  stake: Schema.Int,
  autoCashOut: Schema.NullOr(Schema.Int)
}) {}

/** Sends a started crash bet (a retry after a captcha carries the same bet id: it is staked once). */
export class SendCrashBet extends Schema.TaggedClass<SendCrashBet>()("SendCrashBet", { request: PlaceCrashBetRequest, ...captchaAnswer }) {}

/** The player cashes out their crash bet now (the server's clock decides whether it was before the crash). */
export class CashOutCrash extends Schema.TaggedClass<CashOutCrash>()("CashOutCrash", { betId: RoundId, ...captchaAnswer }) {}

export const casinoPlayCommands = [
  LoadCasinoSeeds,
  SetCasinoClientSeed,
  RotateCasinoSeeds,
  PlayCasinoRound,
  SendCasinoRound,
  LoadCasinoRounds,
  LoadCasinoRound,
  StartSteppedRound,
  SendSteppedRound,
  ActOnSteppedRound,
  LoadOpenSteppedRounds,
  WatchCrash,
  UnwatchCrash,
  LoadCrashState,
  LoadRecentCrashes,
  PlaceCrashBet,
  SendCrashBet,
  CashOutCrash
] as const
