import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { CLIENT_SEED_MAX_LENGTH } from "../casino/fair"
import { PlayerText } from "../playerText"
import { ResponsibleGamingRefused } from "./limits"
import { Unauthorized } from "./errors"

/**
 * The in-house casino's provably fair seeds and its instant games' rounds. Every call is the signed-in player's own
 * (no session: 401). Money is minor units of the player's active account; times are milliseconds since the epoch.
 *
 * A round: the client picks a round id (its idempotency key: the same id again answers the first round and pays
 * once), the game, the stake and the game's choices (src/domain/casino/games: each game's `choices` Schema). The
 * server draws the outcome from HMAC-SHA256(server seed, "clientSeed:nonce:cursor") by the game's published mapping,
 * and the stake and win move in one ledger transaction with the round.
 */

export const CASINO_ROUNDS_BASE = "/web-api/casino"

/** The `code` of each refusal of this group, so the client tells them apart. */
export const CasinoRoundRefusalCode = {
  /** The game's choices are not ones it takes (`field` names the one at fault). */
  invalidChoices: 60,
  /** The balance of the active account is below the stake. */
  insufficientBalance: 61,
  /** The round id was used before for another request. */
  roundIdReused: 62,
  /** The player may not play for money (banned, or the wallet frozen). */
  notAllowed: 63,
  /** The player has no open active account to play from. */
  noAccount: 64,
  /** The stake is out of the range a round takes. */
  invalidStake: 65,
  /** The round could not be played now (the seeds kept changing under it); nothing was paid: try again. */
  busy: 66,
  /**
   * The seeds cannot change while a round of a stepped game (mines, blackjack) is open: its hidden draws come from the
   * seed in play, and revealing it would show them. Finish the round first.
   */
  seedsInUse: 67
} as const

/** The largest stake one round takes (minor units): its win by any game's multiple stays an exact integer. */
export const MAX_ROUND_STAKE = 10_000_000_000

/** The client's id of a round: 8 to 64 letters, digits, '-' or '_' (a UUID fits). */
export const RoundId = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{8,64}$/, { message: () => "a round id is 8 to 64 letters, digits, '-' or '_'" }))

/** A client seed the player chooses: 1 to CLIENT_SEED_MAX_LENGTH characters, no control characters. */
export const ClientSeed = PlayerText(CLIENT_SEED_MAX_LENGTH).pipe(Schema.minLength(1))

const Hex64 = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/))

/** The active seed pair: the server seed's commitment (SHA-256), the client seed, the nonce the next round takes. */
export const ActiveSeeds = Schema.Struct({ commitment: Hex64, clientSeed: Schema.String, nextNonce: Schema.Int, createdAt: Schema.Number })
export type ActiveSeeds = typeof ActiveSeeds.Type

/** A pair no longer in play: its server seed revealed, and how many rounds it played (nonces 0 … rounds − 1). */
export const RevealedSeeds = Schema.Struct({
  commitment: Hex64,
  serverSeed: Hex64,
  clientSeed: Schema.String,
  rounds: Schema.Int,
  createdAt: Schema.Number,
  revealedAt: Schema.Number
})
export type RevealedSeeds = typeof RevealedSeeds.Type

/** The player's seeds: the active pair, and the revealed pairs newest first (the latest REVEALED_SEEDS_SHOWN). */
export const SeedsAnswer = Schema.Struct({ active: ActiveSeeds, revealed: Schema.Array(RevealedSeeds) })
export type SeedsAnswer = typeof SeedsAnswer.Type

export const REVEALED_SEEDS_SHOWN = 20

export const ClientSeedRequest = Schema.Struct({ clientSeed: ClientSeed })

/** An exact multiple of the stake: num/den. */
export const Multiple = Schema.Struct({ num: Schema.Int, den: Schema.Int })

/**
 * The seeds a round was played with: the commitment and the client seed, the nonce, and the server seed once its
 * pair is revealed (null while the pair is in play: the secret is never served before).
 */
export const RoundSeedsShown = Schema.Struct({ commitment: Hex64, clientSeed: Schema.String, nonce: Schema.Int, serverSeed: Schema.NullOr(Hex64) })

/** A round as the player sees it again, with what the verifier needs. `choices`/`outcome`: the game's encoded forms. */
export const CasinoRound = Schema.Struct({
  roundId: Schema.String,
  gameId: Schema.String,
  currency: Schema.String,
  stake: Schema.Int,
  win: Schema.Int,
  multiple: Multiple,
  choices: Schema.Unknown,
  outcome: Schema.Unknown,
  seeds: RoundSeedsShown,
  playedAt: Schema.Number
})
export type CasinoRound = typeof CasinoRound.Type

export const PlayRoundRequest = Schema.Struct({
  roundId: RoundId,
  gameId: Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,64}$/)),
  stake: Schema.Int.pipe(Schema.between(1, MAX_ROUND_STAKE)),
  /** The game's own choices (dice: { target: 1 … 9999, side: "under" | "over" }), decoded by the game's Schema. */
  choices: Schema.Unknown
})
export type PlayRoundRequest = typeof PlayRoundRequest.Type

/** A round played (or the round this id played before): the round and the active account's balance after it. */
export const PlayRoundAnswer = Schema.Struct({ round: CasinoRound, balance: Schema.Int })
export type PlayRoundAnswer = typeof PlayRoundAnswer.Type

export const ROUNDS_PAGE_MAX = 100

export const RoundsParams = Schema.Struct({
  /** The `next` of the previous page (absent: the newest rounds). */
  before: Schema.optional(Schema.compose(Schema.NumberFromString, Schema.Int.pipe(Schema.between(1, Number.MAX_SAFE_INTEGER)))),
  limit: Schema.optional(Schema.compose(Schema.NumberFromString, Schema.Int.pipe(Schema.between(1, ROUNDS_PAGE_MAX))))
})

/** A page of the player's rounds, newest first; `next` is the `before` of the next page, null at the end. */
export const RoundsPage = Schema.Struct({ rounds: Schema.Array(CasinoRound), next: Schema.NullOr(Schema.Int) })
export type RoundsPage = typeof RoundsPage.Type

/** No such instant game (404). */
export class CasinoGameUnknown extends Schema.TaggedError<CasinoGameUnknown>()(
  "CasinoGameUnknown",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** No round of this player with this id (another player's round is not theirs to see: 404 too). */
export class CasinoRoundNotFound extends Schema.TaggedError<CasinoRoundNotFound>()(
  "CasinoRoundNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** The request is not a round the game takes: `field` names what is wrong (e.g. "choices.target"). */
export class CasinoRoundInvalid extends Schema.TaggedError<CasinoRoundInvalid>()(
  "CasinoRoundInvalid",
  { code: Schema.Int, message: Schema.String, field: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

/** The round was refused; nothing was paid and the nonce was not used (code: CasinoRoundRefusalCode). */
export class CasinoRoundRefused extends Schema.TaggedError<CasinoRoundRefused>()(
  "CasinoRoundRefused",
  { code: Schema.Int, message: Schema.String, balance: Schema.NullOr(Schema.Int) },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The player may not play for money (403): banned, or the wallet frozen. */
export class CasinoPlayForbidden extends Schema.TaggedError<CasinoPlayForbidden>()(
  "CasinoPlayForbidden",
  { code: Schema.Int, message: Schema.String, reason: Schema.Literal("banned", "frozen") },
  HttpApiSchema.annotations({ status: 403 })
) {}

const RoundIdPath = Schema.Struct({ roundId: RoundId })

export const casinoRoundsGroup = HttpApiGroup.make("casinoRounds")
  .add(HttpApiEndpoint.get("seeds", `${CASINO_ROUNDS_BASE}/seeds`).addSuccess(SeedsAnswer).addError(Unauthorized))
  .add(
    // Another client seed starts a new pair, as a rotation does: the old server seed is revealed.
    HttpApiEndpoint.put("setClientSeed", `${CASINO_ROUNDS_BASE}/seeds/client`).setPayload(ClientSeedRequest).addSuccess(SeedsAnswer).addError(Unauthorized).addError(CasinoRoundRefused)
  )
  .add(HttpApiEndpoint.post("rotateSeeds", `${CASINO_ROUNDS_BASE}/seeds/rotate`).addSuccess(SeedsAnswer).addError(Unauthorized).addError(CasinoRoundRefused))
  .add(
    HttpApiEndpoint.post("playRound", `${CASINO_ROUNDS_BASE}/rounds`)
      .setPayload(PlayRoundRequest)
      .addSuccess(PlayRoundAnswer)
      .addError(Unauthorized)
      .addError(CasinoGameUnknown)
      .addError(CasinoRoundInvalid)
      .addError(CasinoRoundRefused)
      .addError(CasinoPlayForbidden)
      .addError(ResponsibleGamingRefused)
  )
  .add(HttpApiEndpoint.get("rounds", `${CASINO_ROUNDS_BASE}/rounds`).setUrlParams(RoundsParams).addSuccess(RoundsPage).addError(Unauthorized))
  .add(
    HttpApiEndpoint.get("round", `${CASINO_ROUNDS_BASE}/rounds/:roundId`)
      .setPath(RoundIdPath)
      .addSuccess(CasinoRound)
      .addError(Unauthorized)
      .addError(CasinoRoundNotFound)
  )
