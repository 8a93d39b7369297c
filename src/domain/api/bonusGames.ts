import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { MAX_GRANT } from "../casino/bonusGames/freePlays"
import { CasinoPlayForbidden, Multiple, RoundSeedsShown } from "./casinoRounds"
import { ResponsibleGamingRefused } from "./limits"
import { OperatorAccess } from "./operator"
import { Unauthorized } from "./errors"

/**
 * The bonus mini-games (SPEC.md 2.3 "bonus games"): the signed-in player's free plays and the plays themselves (no
 * session: 401). A play is free: the daily one first, then a granted one. Its outcome is drawn from the player's active
 * casino seed pair with its next nonce (the casino's seeds, /web-api/casino/seeds), and its prize, a multiple of the
 * currency's prize base, is paid into the bonus account of the active account's currency in one ledger transaction
 * with the play. The client picks the play id: the same id again answers the first play and pays once. Times are
 * milliseconds since the epoch; money is minor units.
 */

export const BONUS_GAMES_BASE = "/web-api/casino/bonus-games"

/** The `code` of each refusal of this group, so the client tells them apart. */
export const BonusGameRefusalCode = {
  /** The choice is not one the game takes (`field` names the one at fault). */
  invalidChoice: 70,
  /** Neither today's free play nor a granted one is left. */
  noFreePlay: 71,
  /** The play id was used before for another play. */
  playIdReused: 72,
  /** The player has no open active account (its currency is the prize's). */
  noAccount: 73,
  /** The play could not be made now (the seeds kept changing under it); nothing was used: try again. */
  busy: 74
} as const

export const PlayId = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{8,64}$/, { message: () => "a play id is 8 to 64 letters, digits, '-' or '_'" }))

export const PrizeLine = Schema.Struct({ label: Schema.String, prize: Schema.Int })

/** A game as the games page shows it: its published prize table, expected and largest prize (multiples of the base). */
export const BonusGameInfo = Schema.Struct({
  id: Schema.String,
  prizeTable: Schema.Array(PrizeLine),
  expectedPrize: Multiple,
  maxPrize: Schema.Int
})
export type BonusGameInfo = typeof BonusGameInfo.Type

/** The player's free plays now: how many are left, of which kind, and when the next daily one comes. */
export const FreePlays = Schema.Struct({
  left: Schema.Int,
  dailyUsed: Schema.Boolean,
  grantedLeft: Schema.Int,
  nextDailyAt: Schema.Number
})
export type FreePlays = typeof FreePlays.Type

/** The games page's answer: the games, the free plays, the prize currency and base, the bonus balance, the server's now. */
export const BonusGamesAnswer = Schema.Struct({
  games: Schema.Array(BonusGameInfo),
  freePlays: FreePlays,
  /** The active account's currency (prizes are paid in it); null without an account. */
  currency: Schema.NullOr(Schema.String),
  /** The prize base of that currency in minor units (a prize of 3 is 3 × this). */
  prizeBase: Schema.Int,
  /** The bonus account's balance in that currency (0 before the first prize). */
  bonusBalance: Schema.Int,
  now: Schema.Number
})
export type BonusGamesAnswer = typeof BonusGamesAnswer.Type

/** A play as the player sees it again, with what the verifier needs. `choice`/`outcome`: the game's encoded forms. */
export const BonusGamePlay = Schema.Struct({
  playId: Schema.String,
  gameId: Schema.String,
  freePlay: Schema.Literal("daily", "granted"),
  currency: Schema.String,
  prizeMultiple: Schema.Int,
  prize: Schema.Int,
  choice: Schema.Unknown,
  outcome: Schema.Unknown,
  seeds: RoundSeedsShown,
  playedAt: Schema.Number
})
export type BonusGamePlay = typeof BonusGamePlay.Type

export const PlayBonusGameRequest = Schema.Struct({
  playId: PlayId,
  game: Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,64}$/)),
  /** The game's own choice (chest: { chest: 0 … 2 }), decoded by the game's Schema. */
  choice: Schema.Unknown
})
export type PlayBonusGameRequest = typeof PlayBonusGameRequest.Type

/** A play made (or the play this id made before), the bonus balance after it and the free plays left. */
export const PlayBonusGameAnswer = Schema.Struct({ play: BonusGamePlay, bonusBalance: Schema.Int, freePlays: FreePlays })
export type PlayBonusGameAnswer = typeof PlayBonusGameAnswer.Type

export const BONUS_PLAYS_SHOWN = 50

/** The player's latest plays, newest first. */
export const BonusPlaysAnswer = Schema.Struct({ plays: Schema.Array(BonusGamePlay) })
export type BonusPlaysAnswer = typeof BonusPlaysAnswer.Type

/** No such bonus game (404). */
export class BonusGameUnknown extends Schema.TaggedError<BonusGameUnknown>()("BonusGameUnknown", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

/** The choice is not one the game takes: `field` names what is wrong (e.g. "choice.chest"). */
export class BonusPlayInvalid extends Schema.TaggedError<BonusPlayInvalid>()(
  "BonusPlayInvalid",
  { code: Schema.Int, message: Schema.String, field: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

/** The play was refused; nothing was used or paid (code: BonusGameRefusalCode; nextDailyAt: when a free play comes). */
export class BonusPlayRefused extends Schema.TaggedError<BonusPlayRefused>()(
  "BonusPlayRefused",
  { code: Schema.Int, message: Schema.String, nextDailyAt: Schema.NullOr(Schema.Number) },
  HttpApiSchema.annotations({ status: 409 })
) {}

export const bonusGamesGroup = HttpApiGroup.make("bonusGames")
  .add(HttpApiEndpoint.get("games", BONUS_GAMES_BASE).addSuccess(BonusGamesAnswer).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("play", `${BONUS_GAMES_BASE}/plays`)
      .setPayload(PlayBonusGameRequest)
      .addSuccess(PlayBonusGameAnswer)
      .addError(Unauthorized)
      .addError(BonusGameUnknown)
      .addError(BonusPlayInvalid)
      .addError(BonusPlayRefused)
      .addError(CasinoPlayForbidden)
      .addError(ResponsibleGamingRefused)
  )
  .add(HttpApiEndpoint.get("plays", `${BONUS_GAMES_BASE}/plays`).addSuccess(BonusPlaysAnswer).addError(Unauthorized))

/** No player with this id (404). */
export class BonusGrantPlayerUnknown extends Schema.TaggedError<BonusGrantPlayerUnknown>()(
  "BonusGrantPlayerUnknown",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

export const BonusGrantRequest = Schema.Struct({
  userId: Schema.Int.pipe(Schema.positive()),
  plays: Schema.Int.pipe(Schema.between(1, MAX_GRANT))
})

/** A grant made: the player's granted plays left after it. */
export const BonusGrantAnswer = Schema.Struct({ userId: Schema.Int, grantedLeft: Schema.Int })

/** The operator's grants of free plays (`npm run operator -- bonus-games grant <playerId> <count>`), behind the operator token. */
export const operatorBonusGamesGroup = HttpApiGroup.make("operatorBonusGames")
  .add(
    HttpApiEndpoint.post("grant", "/web-api/operator/bonus-games/grants")
      .setPayload(BonusGrantRequest)
      .addSuccess(BonusGrantAnswer)
      .addError(BonusGrantPlayerUnknown)
  )
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
