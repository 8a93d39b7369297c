import { Schema } from "effect"
import { defineProjection } from "../projection"

/** SPEC.md 4 and 8 "Auto-logoff": the modal about inactivity, shown from the logoff until the player closes it or signs in. */
export const InactivityState = Schema.Struct({
  /** The limit that ran out, in minutes; null: no modal. */
  loggedOffAfterMinutes: Schema.NullOr(Schema.Number)
})
export type InactivityState = typeof InactivityState.Type

export const inactivityProjection = defineProjection({
  name: "inactivity",
  schema: InactivityState,
  initial: { loggedOffAfterMinutes: null } as InactivityState,
  tags: ["LoggedOffForInactivity", "InactivityNoticeDismissed", "LoginSucceeded"],
  apply: (state, event): InactivityState => {
    switch (event._tag) {
      case "LoggedOffForInactivity":
        return { loggedOffAfterMinutes: event.minutes }
      case "InactivityNoticeDismissed":
      case "LoginSucceeded":
        return state.loggedOffAfterMinutes === null ? state : { loggedOffAfterMinutes: null }
    }
  }
})
