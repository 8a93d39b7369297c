import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { UserConfig } from "../../domain/session/userConfig"
import { defineProjection } from "../projection"

/** The signed-in player's user config (SPEC.md 3); none for a guest, and gone at logout. */
export const UserConfigState = Schema.Struct({
  config: Schema.NullOr(UserConfig),
  error: Schema.NullOr(ApiError)
})
export type UserConfigState = typeof UserConfigState.Type

export const userConfigProjection = defineProjection({
  name: "userConfig",
  schema: UserConfigState,
  initial: { config: null, error: null } as UserConfigState,
  tags: ["UserConfigLoaded", "UserConfigLoadFailed", "LoggedOut", "SessionChecked"],
  apply: (state, event): UserConfigState => {
    switch (event._tag) {
      case "UserConfigLoaded":
        return { config: event.config, error: null }
      case "UserConfigLoadFailed":
        return { ...state, error: event.error }
      case "LoggedOut":
        return { config: null, error: null }
      case "SessionChecked":
        // A session that turned out to be a guest's has no player's config.
        return event.userId === null && state.config !== null ? { config: null, error: null } : state
    }
  }
})
