import { Schema } from "effect"
import { CatalogueId } from "../../domain/casino/catalogue"
import { captchaAnswer } from "../secret"

/** Reads the casino's catalogue: categories, providers and games (the lobby's every page reads it once). */
export class LoadCasinoCatalogue extends Schema.TaggedClass<LoadCasinoCatalogue>()("LoadCasinoCatalogue", { ...captchaAnswer }) {}

/** Reads the signed-in player's favorite games. */
export class LoadCasinoFavorites extends Schema.TaggedClass<LoadCasinoFavorites>()("LoadCasinoFavorites", { ...captchaAnswer }) {}

/** The player marks a game as a favorite (favorite true) or takes the mark off. */
export class SetCasinoFavorite extends Schema.TaggedClass<SetCasinoFavorite>()("SetCasinoFavorite", { gameId: CatalogueId, favorite: Schema.Boolean, ...captchaAnswer }) {}

/** Reads the player's recently played games (my-casino). */
export class LoadRecentGames extends Schema.TaggedClass<LoadRecentGames>()("LoadRecentGames", { ...captchaAnswer }) {}

/** The game page starts a game: the server answers what the launch container shows. */
export class LaunchCasinoGame extends Schema.TaggedClass<LaunchCasinoGame>()("LaunchCasinoGame", { gameId: CatalogueId, ...captchaAnswer }) {}

export const casinoCommands = [LoadCasinoCatalogue, LoadCasinoFavorites, SetCasinoFavorite, LoadRecentGames, LaunchCasinoGame] as const
