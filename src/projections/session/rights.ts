import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { PlayerRights, type RightName, type RightRefusal, refusalOf } from "../../domain/session/rights"
import { defineProjection } from "../projection"

/**
 * The signed-in player's rights (SPEC.md 7 "rights"), as the server last answered them for `userId`; none for a
 * guest, and gone when the player leaves or another signs in. Until they come the client refuses nothing: the server
 * is the law, the rights are for the player's convenience.
 */
export const RightsState = Schema.Struct({
  userId: Schema.NullOr(Schema.Int),
  rights: Schema.NullOr(PlayerRights),
  error: Schema.NullOr(ApiError)
})
export type RightsState = typeof RightsState.Type

const none: RightsState = { userId: null, rights: null, error: null }

export const rightsProjection = defineProjection({
  name: "rights",
  schema: RightsState,
  initial: none,
  tags: ["RightsLoaded", "RightsLoadFailed", "SessionChecked", "LoginSucceeded", "PlayerRegistered", "LoggedOut"],
  apply: (state, event): RightsState => {
    switch (event._tag) {
      case "RightsLoaded":
        return { userId: event.userId, rights: event.rights, error: null }
      case "RightsLoadFailed":
        // A failed refresh keeps what the server said before.
        return { ...state, error: event.error }
      case "SessionChecked":
        return event.userId === state.userId || state.userId === null ? state : none
      case "LoginSucceeded":
      case "PlayerRegistered":
        return event.userId === state.userId ? state : none
      case "LoggedOut":
        return state.userId === null && state.error === null ? state : none
    }
  }
})

/** Why the signed-in player may not do `right` now, or null (allowed, or not known yet). */
export const rightRefusal = (state: RightsState, right: RightName): RightRefusal | null => refusalOf(state.rights, right)
