import { Schema } from "effect"
import { NavigationMode } from "../../domain/shell/navigationMode"
import { defineProjection } from "../projection"

export const LocationState = Schema.Struct({
  path: Schema.String,
  search: Schema.String,
  mode: NavigationMode,
  /** How many routes the tab has shown: tab history (SPEC.md 2.1). */
  visited: Schema.Int,
  lastRedirect: Schema.NullOr(Schema.Struct({ from: Schema.String, to: Schema.String }))
})
export type LocationState = typeof LocationState.Type

/**
 * Written out field by field: V8 takes a slow path for `{ ...state, field }`, and this fold runs on every
 * navigation of a replay (ARCHITECTURE 8, the replay budget).
 */
const locationOf = (
  path: string,
  search: string,
  mode: LocationState["mode"],
  visited: number,
  lastRedirect: LocationState["lastRedirect"]
): LocationState => ({ path, search, mode, visited, lastRedirect })

export const locationProjection = defineProjection({
  name: "location",
  schema: LocationState,
  initial: { path: "/", search: "", mode: "replace", visited: 0, lastRedirect: null } as LocationState,
  tags: ["AppStarted", "Navigated", "LanguageRedirected"],
  apply: (state, event): LocationState => {
    switch (event._tag) {
      case "AppStarted":
        return locationOf(event.path, event.search, state.mode, state.visited, state.lastRedirect)
      case "Navigated":
        return locationOf(event.path, event.search, event.mode, state.visited + 1, state.lastRedirect)
      case "LanguageRedirected":
        return locationOf(state.path, state.search, state.mode, state.visited, { from: event.from, to: event.to })
    }
  }
})
