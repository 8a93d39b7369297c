import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { PlayerRights, type RightName, type RightRefusal, refusalOf } from "../../domain/session/rights"
import { playerScoped } from "../playerScoped"

/**
 * The signed-in player's rights (SPEC.md 7 "rights"), as the server last answered them for `userId` (an answer for
 * a player who has gone since is dropped); none for a guest, and gone when the player leaves or another signs in. Until they come the client refuses nothing: the server
 * is the law, the rights are for the player's convenience.
 */
export const RightsState = Schema.Struct({
  /** The signed-in player the rights belong to; null for a guest. */
  userId: Schema.NullOr(Schema.Int),
  rights: Schema.NullOr(PlayerRights),
  error: Schema.NullOr(ApiError)
})
export type RightsState = typeof RightsState.Type

export const rightsProjection = playerScoped({
  name: "rights",
  schema: RightsState,
  emptyFor: (userId): RightsState => ({ userId, rights: null, error: null }),
  playerOf: (state) => state.userId,
  tags: ["RightsLoaded", "RightsLoadFailed"],
  apply: (state, event): RightsState => {
    switch (event._tag) {
      case "RightsLoaded":
        return { ...state, rights: event.rights, error: null }
      case "RightsLoadFailed":
        // A failed refresh keeps what the server said before.
        return { ...state, error: event.error }
    }
  }
})

/** Why the signed-in player may not do `right` now, or null (allowed, or not known yet). */
export const rightRefusal = (state: RightsState, right: RightName): RightRefusal | null => refusalOf(state.rights, right)
