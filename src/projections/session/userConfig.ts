import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { UserConfig } from "../../domain/session/userConfig"
import { playerScoped } from "../playerScoped"

/** The signed-in player's user config (SPEC.md 3); none for a guest, and gone at logout or when another signs in. */
export const UserConfigState = Schema.Struct({
  /** The signed-in player the config belongs to; absent from checkpoints written before it existed. */
  owner: Schema.optionalWith(Schema.NullOr(Schema.Int), { default: () => null }),
  config: Schema.NullOr(UserConfig),
  error: Schema.NullOr(ApiError)
})
export type UserConfigState = typeof UserConfigState.Type

export const userConfigProjection = playerScoped({
  name: "userConfig",
  schema: UserConfigState,
  emptyFor: (owner): UserConfigState => ({ owner, config: null, error: null }),
  playerOf: (state) => state.owner,
  tags: ["UserConfigLoaded", "UserConfigLoadFailed"],
  apply: (state, event): UserConfigState => {
    switch (event._tag) {
      case "UserConfigLoaded":
        return { ...state, config: event.config, error: null }
      case "UserConfigLoadFailed":
        return { ...state, error: event.error }
    }
  }
})
