import { Schema } from "effect"
import { defineProjection } from "../projection"

/**
 * SPEC.md 4 and 8 "Session limit ended": the permanent message, shown from the end of the player's daily session
 * (they are logged out) until they close it or sign in again; it outlives the logout, so it is no player's state.
 */
export const SessionLimitNoticeState = Schema.Struct({
  /** The server's title; "" for the site's own text; null: no message. */
  title: Schema.NullOr(Schema.String)
})
export type SessionLimitNoticeState = typeof SessionLimitNoticeState.Type

export const sessionLimitNoticeProjection = defineProjection({
  name: "sessionLimitNotice",
  schema: SessionLimitNoticeState,
  initial: { title: null } as SessionLimitNoticeState,
  tags: ["SessionLimitRanOut", "SessionLimitNoticeDismissed", "LoginSucceeded"],
  apply: (state, event): SessionLimitNoticeState => {
    switch (event._tag) {
      case "SessionLimitRanOut":
        return { title: event.title }
      case "SessionLimitNoticeDismissed":
      case "LoginSucceeded":
        return state.title === null ? state : { title: null }
    }
  }
})
