import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { Favorites } from "../sports/favorites"
import { GamesAnswer } from "../sports/feed"

/**
 * The favorites' part of the sports group (issue 8): what the list, add and remove endpoints answer and refuse.
 * Every favorites call is the signed-in player's own (else 401, as the account group answers).
 */

/** The player keeps FAVORITES_MAX favorites already: one must go before another is added. */
export class FavoritesLimitReached extends Schema.TaggedError<FavoritesLimitReached>()(
  "FavoritesLimitReached",
  { message: Schema.String, max: Schema.Int },
  HttpApiSchema.annotations({ status: 409 })
) {}

/**
 * Which favorites an answer was made for (a digest of the player's marks). A poll sends back the revision its list
 * was answered for with `since`: when the marks changed since (a star on this device or another) the poll gets the
 * whole list, since a game added to the favorites is no change of the feed that a `since` would find.
 */
export const FavoritesRevision = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{16}$/, { message: () => "a favorites revision" }))

/**
 * The player's favorites, their revision, and with a section asked for, the favorite games of that section as a
 * poll answers a list (whole, or what changed since the version and revision sent); null when no section was asked
 * (a sign-in needs only the marks to draw the stars).
 */
export const FavoritesAnswer = Schema.Struct({ favorites: Favorites, revision: FavoritesRevision, list: Schema.NullOr(GamesAnswer) })
export type FavoritesAnswer = typeof FavoritesAnswer.Type
