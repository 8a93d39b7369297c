import { Schema } from "effect"
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

export const casinoPlayCommands = [LoadCasinoSeeds, SetCasinoClientSeed, RotateCasinoSeeds, PlayCasinoRound, SendCasinoRound, LoadCasinoRounds, LoadCasinoRound] as const
