import { Schema } from "effect"
import { defineProjection } from "../projection"

/**
 * The note a player gets after a password sign-in that came after failed ones on their account: how many failed and
 * since when (epoch s), until they close it, sign in again without failures, or leave.
 */
export const FailedSignInsState = Schema.Struct({
  notice: Schema.NullOr(Schema.Struct({ count: Schema.Int, since: Schema.Int }))
})
export type FailedSignInsState = typeof FailedSignInsState.Type

const none: FailedSignInsState = { notice: null }

export const failedSignInsProjection = defineProjection({
  name: "failedSignIns",
  schema: FailedSignInsState,
  initial: none,
  tags: ["FailedSignInsReported", "FailedSignInsDismissed", "LoginSucceeded", "LoggedOut"],
  apply: (state, event): FailedSignInsState => {
    switch (event._tag) {
      case "FailedSignInsReported":
        return { notice: { count: event.count, since: event.since } }
      // A new sign-in tells its own failures (reported right after it), a logout ends the note.
      case "FailedSignInsDismissed":
      case "LoginSucceeded":
      case "LoggedOut":
        return state.notice === null ? state : none
    }
  }
})
