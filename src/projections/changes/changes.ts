import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * Where the signed-in player's changes feed stands: whose it is and the version last answered (null: not polled yet
 * for this player), so the next poll asks only for what is newer.
 */
export const ChangesState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  version: Schema.NullOr(Schema.Int),
  /** The last poll's failure, until a poll answers again. */
  error: Schema.NullOr(ApiError)
})
export type ChangesState = typeof ChangesState.Type

export const initialChanges: ChangesState = { owner: null, version: null, error: null }

export const changesProjection = defineProjection({
  name: "changes",
  schema: ChangesState,
  initial: initialChanges,
  tags: ["SessionChecked", "LoginSucceeded", "PlayerRegistered", "LoggedOut", "ChangesReceived", "ChangesPollFailed"],
  apply: (state, event): ChangesState => {
    switch (event._tag) {
      case "SessionChecked":
      case "LoginSucceeded":
      case "PlayerRegistered":
        // Another player (or a guest) starts from no version; the same player's minutely check changes nothing.
        return event.userId === state.owner ? state : { owner: event.userId, version: null, error: null }
      case "LoggedOut":
        return initialChanges
      case "ChangesReceived":
        // An answer asked for a player who has gone since is not this player's.
        return event.userId === state.owner ? { ...state, version: event.version, error: null } : state
      case "ChangesPollFailed":
        return event.userId === state.owner ? { ...state, error: event.error } : state
    }
  }
})
