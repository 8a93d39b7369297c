import { Schema } from "effect"
import { BonusGamePlay, BonusGamesAnswer, PlayBonusGameAnswer } from "../../../domain/api/bonusGames"
import { ApiError } from "../../../domain/api/clientErrors"
import { version } from "../../version"

export class BonusGamesLoaded extends Schema.TaggedClass<BonusGamesLoaded>()("BonusGamesLoaded", { ...version(1), answer: BonusGamesAnswer }) {}
export class BonusGamesLoadFailed extends Schema.TaggedClass<BonusGamesLoadFailed>()("BonusGamesLoadFailed", { ...version(1), error: ApiError }) {}

/** The server played it: the outcome, the prize, the bonus balance and free plays after it. */
export class BonusGamePlayed extends Schema.TaggedClass<BonusGamePlayed>()("BonusGamePlayed", { ...version(1), answer: PlayBonusGameAnswer }) {}
/** Refused (no free play left, a time-out) or not sent. */
export class BonusGamePlayFailed extends Schema.TaggedClass<BonusGamePlayFailed>()("BonusGamePlayFailed", { ...version(1), playId: Schema.String, error: ApiError }) {}

/** The player's latest plays, newest first (a play's server seed shown once its pair is revealed). */
export class BonusPlaysLoaded extends Schema.TaggedClass<BonusPlaysLoaded>()("BonusPlaysLoaded", { ...version(1), plays: Schema.Array(BonusGamePlay) }) {}
export class BonusPlaysLoadFailed extends Schema.TaggedClass<BonusPlaysLoadFailed>()("BonusPlaysLoadFailed", { ...version(1), error: ApiError }) {}

export const bonusGamesServerAnswers = [BonusGamesLoaded, BonusGamesLoadFailed, BonusGamePlayed, BonusGamePlayFailed, BonusPlaysLoaded, BonusPlaysLoadFailed] as const

export const bonusGamesEvents = [...bonusGamesServerAnswers] as const
