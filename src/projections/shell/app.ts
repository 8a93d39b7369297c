import { Schema } from "effect"
import { defineProjection } from "../projection"

export const AppState = Schema.Struct({
  started: Schema.Boolean,
  appVersion: Schema.String,
  devTools: Schema.Boolean,
  isBot: Schema.Boolean,
  /** The error page's status and message, cleared by the next navigation. */
  routeError: Schema.NullOr(Schema.Struct({ status: Schema.Int, message: Schema.String })),
  lastChunkReloadAt: Schema.NullOr(Schema.Number),
  termsChanged: Schema.Boolean
})
export type AppState = typeof AppState.Type

export const appProjection = defineProjection({
  name: "app",
  schema: AppState,
  initial: {
    started: false,
    appVersion: "",
    devTools: false,
    isBot: false,
    routeError: null,
    lastChunkReloadAt: null,
    termsChanged: false
  } as AppState,
  tags: ["AppStarted", "RouteFailed", "ChunkReloadSuppressed", "ChunkReloadStarted", "Navigated", "TermsChangeDetected"],
  apply: (state, event): AppState => {
    switch (event._tag) {
      case "AppStarted":
        return { ...state, started: true, appVersion: event.appVersion, devTools: event.devTools, isBot: event.isBot }
      case "RouteFailed":
        return { ...state, routeError: { status: event.status, message: event.message } }
      case "ChunkReloadSuppressed":
        return { ...state, routeError: { status: 500, message: "chunk-load" }, lastChunkReloadAt: event.lastReloadAt }
      case "ChunkReloadStarted":
        return { ...state, lastChunkReloadAt: event.at }
      case "Navigated":
        return state.routeError === null ? state : { ...state, routeError: null }
      case "TermsChangeDetected":
        return state.termsChanged ? state : { ...state, termsChanged: true }
    }
  }
})
