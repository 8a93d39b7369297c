import { Schema } from "effect"
import { LoggedUrl } from "../../domain/shell/secretQuery"

/** Reads the routes this tab showed before the page (re)loaded, from session storage. */
export class RestoreTabHistory extends Schema.TaggedClass<RestoreTabHistory>()("RestoreTabHistory", {}) {}

/**
 * The app's own "back" (SPEC.md 2.1): to the route shown before this one, or to `fallback` (the link's own address)
 * when the tab showed none.
 */
export class GoBack extends Schema.TaggedClass<GoBack>()("GoBack", { fallback: LoggedUrl }) {}

export const tabHistoryCommands = [RestoreTabHistory, GoBack] as const
