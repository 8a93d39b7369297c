import { Schema } from "effect"
import { FavoriteChange, FavoriteTarget } from "../../domain/sports/favorites"
import { captchaAnswer } from "../secret"

/** Reads the signed-in player's favorites (at start and at every sign-in), so every star shows them. */
export class LoadFavorites extends Schema.TaggedClass<LoadFavorites>()("LoadFavorites", { ...captchaAnswer }) {}

/** The player stars a game or a championship. */
export class AddFavorite extends Schema.TaggedClass<AddFavorite>()("AddFavorite", { target: FavoriteTarget }) {}

/** The player takes the star off. */
export class RemoveFavorite extends Schema.TaggedClass<RemoveFavorite>()("RemoveFavorite", { target: FavoriteTarget }) {}

/**
 * Sends a change the player made, once the star shows it (the asking command logged it as started): two commands
 * so that the star answers the click at once while the server works on it.
 */
export class SendFavoriteChange extends Schema.TaggedClass<SendFavoriteChange>()("SendFavoriteChange", { change: FavoriteChange, ...captchaAnswer }) {}

export const favoriteCommands = [LoadFavorites, AddFavorite, RemoveFavorite, SendFavoriteChange] as const
