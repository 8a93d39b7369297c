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

export const locationProjection = defineProjection({
  name: "location",
  schema: LocationState,
  initial: { path: "/", search: "", mode: "replace", visited: 0, lastRedirect: null } as LocationState,
  apply: (state, event): LocationState => {
    switch (event._tag) {
      case "AppStarted":
        return { ...state, path: event.path, search: event.search }
      case "Navigated":
        return { ...state, path: event.path, search: event.search, mode: event.mode, visited: state.visited + 1 }
      case "LanguageRedirected":
        return { ...state, lastRedirect: { from: event.from, to: event.to } }
      default:
        return state
    }
  }
})
