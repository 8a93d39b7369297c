import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { playerScoped } from "../playerScoped"

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

const emptyFor = (owner: number | null): ChangesState => ({ owner, version: null, error: null })

// An answer asked for a player who has gone since is not this player's: playerScoped drops it (it names its userId).
export const changesProjection = playerScoped({
  name: "changes",
  schema: ChangesState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["ChangesReceived", "ChangesPollFailed"],
  apply: (state, event): ChangesState => {
    switch (event._tag) {
      case "ChangesReceived":
        return { ...state, version: event.version, error: null }
      case "ChangesPollFailed":
        return { ...state, error: event.error }
    }
  }
})
