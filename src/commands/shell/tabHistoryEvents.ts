import { Schema } from "effect"
import { LoggedUrl } from "../../domain/shell/secretQuery"
import { version } from "../version"

/** The routes this tab showed before the page loaded, as session storage kept them (oldest first). */
export class TabHistoryRestored extends Schema.TaggedClass<TabHistoryRestored>()("TabHistoryRestored", {
  ...version(1),
  entries: Schema.Array(LoggedUrl)
}) {}

/**
 * The app's back popped two routes (the one shown and `to`, which the move that follows pushes again); `fromHistory`
 * false: the tab had shown nothing before, so `to` is the link's own address.
 */
export class WentBack extends Schema.TaggedClass<WentBack>()("WentBack", {
  ...version(1),
  to: LoggedUrl,
  fromHistory: Schema.Boolean
}) {}

export const tabHistoryEvents = [TabHistoryRestored, WentBack] as const
