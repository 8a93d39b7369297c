import { Schema } from "effect"
import { NavigationMode } from "../../domain/shell/navigationMode"
import { LoggedUrl } from "../../domain/shell/secretQuery"
import type { Mutable } from "effect/Types"
import { defineProjection, type EventOf, foldByEdit } from "../projection"

export const LocationState = Schema.Struct({
  path: Schema.String,
  search: LoggedUrl,
  mode: NavigationMode,
  /** How many routes the tab has shown: each one a fresh error boundary and a scroll to the top (the way back is the tabHistory projection). */
  visited: Schema.Int,
  lastRedirect: Schema.NullOr(Schema.Struct({ from: LoggedUrl, to: LoggedUrl }))
})
export type LocationState = typeof LocationState.Type

export const locationProjection = defineProjection({
  name: "location",
  schema: LocationState,
  initial: { path: "/", search: "", mode: "replace", visited: 0, lastRedirect: null } as LocationState,
  tags: ["AppStarted", "Navigated", "LanguageRedirected"],
  ...foldByEdit<Mutable<LocationState>, EventOf<"AppStarted" | "Navigated" | "LanguageRedirected">>((draft, event) => {
    switch (event._tag) {
      case "AppStarted":
        draft.path = event.path
        draft.search = event.search
        return true
      case "Navigated":
        draft.path = event.path
        draft.search = event.search
        draft.mode = event.mode
        draft.visited += 1
        return true
      case "LanguageRedirected":
        draft.lastRedirect = { from: event.from, to: event.to }
        return true
    }
  })
})
