import { Schema } from "effect"
import { Tracker } from "../../domain/sports/tracker"
import { defineProjection } from "../projection"

/** The live trackers last read, by game (a game page shows one; multi-live may show a few). */
export const SportsTrackersState = Schema.Record({ key: Schema.String, value: Tracker })
export type SportsTrackersState = typeof SportsTrackersState.Type

export const sportsTrackersProjection = defineProjection({
  name: "sportsTrackers",
  schema: SportsTrackersState,
  initial: {} as SportsTrackersState,
  tags: ["SportsTrackerLoaded"],
  apply: (state, event): SportsTrackersState => ({ ...state, [event.answer.tracker.gameId]: event.answer.tracker })
})
