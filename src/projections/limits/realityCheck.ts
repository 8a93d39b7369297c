import { Schema } from "effect"
import { playerScoped } from "../playerScoped"

/**
 * SPEC.md 4 "Reality check": the signed-in player's timer (the interval, when the popup is due, epoch ms), whether
 * the popup shows (since when), and what the server counted of their play at the last answer.
 */
export const RealityCheckState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  /** The interval the timer counts; null: no timer runs. */
  minutes: Schema.NullOr(Schema.Int),
  dueAt: Schema.NullOr(Schema.Number),
  /** When the popup showed; null: it does not show. */
  shownAt: Schema.NullOr(Schema.Number),
  /** The player asked not to see it again (or no reality check applies). */
  stopped: Schema.Boolean
})
export type RealityCheckState = typeof RealityCheckState.Type

const emptyFor = (owner: number | null): RealityCheckState => ({ owner, minutes: null, dueAt: null, shownAt: null, stopped: false })

export const realityCheckProjection = playerScoped({
  name: "realityCheck",
  schema: RealityCheckState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["RealityCheckScheduled", "RealityCheckStopped", "RealityCheckShown", "RealityCheckAnswered", "RealityCheckReportFailed"],
  apply: (state, event): RealityCheckState => {
    switch (event._tag) {
      case "RealityCheckScheduled":
        return { ...state, minutes: event.minutes, dueAt: event.dueAt, shownAt: null, stopped: false }
      case "RealityCheckStopped":
        return { ...state, dueAt: null, shownAt: null, stopped: true }
      case "RealityCheckShown":
        return { ...state, minutes: event.minutes, shownAt: event.shownAt }
      case "RealityCheckAnswered":
      case "RealityCheckReportFailed":
        // The popup closes; whether the timer runs again is the next event's (scheduled or stopped).
        return state.shownAt === null ? state : { ...state, shownAt: null }
    }
  }
})
