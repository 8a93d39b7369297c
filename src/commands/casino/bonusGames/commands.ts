import { Schema } from "effect"
import { PlayId } from "../../../domain/api/bonusGames"

/** Reads the bonus games, the player's free plays and bonus balance (SPEC.md 2.3 games). */
export class LoadBonusGames extends Schema.TaggedClass<LoadBonusGames>()("LoadBonusGames", {}) {}

/**
 * The player uses a free play on a game with their choice. The play id is made when the player plays (it is in the
 * log with the command), so a retry of the same command is the same play and pays once.
 */
export class PlayBonusGame extends Schema.TaggedClass<PlayBonusGame>()("PlayBonusGame", { playId: PlayId, game: Schema.String, choice: Schema.Unknown }) {}

/** Reads the player's latest plays (their seeds, choices and outcomes), for the verifier. */
export class LoadBonusPlays extends Schema.TaggedClass<LoadBonusPlays>()("LoadBonusPlays", {}) {}

export const bonusGamesCommands = [LoadBonusGames, PlayBonusGame, LoadBonusPlays] as const
