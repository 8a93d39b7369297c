import { Schema } from "effect"
import { type LanguageCode, startupLanguage } from "../../domain/shell/language"
import { splitLanguageSegment } from "../../domain/shell/languageRoute"
import type { Mutable } from "effect/Types"
import { defineProjection, type EventOf, foldByEdit } from "../projection"

export const LanguageState = Schema.Struct({
  /** The language of the page shown, null before the first route resolves. */
  current: Schema.NullOr(Schema.String),
  /** The language cookie as read at start or last set by the switcher. */
  cookie: Schema.NullOr(Schema.String),
  browser: Schema.Array(Schema.String)
})
export type LanguageState = typeof LanguageState.Type

export const languageProjection = defineProjection({
  name: "language",
  schema: LanguageState,
  initial: { current: null, cookie: null, browser: [] } as LanguageState,
  tags: ["AppStarted", "Navigated", "LanguageChanged"],
  ...foldByEdit<Mutable<LanguageState>, EventOf<"AppStarted" | "Navigated" | "LanguageChanged">>((draft, event) => {
    switch (event._tag) {
      case "AppStarted":
        draft.cookie = event.cookieLanguage
        draft.browser = event.browserLanguages
        return true
      case "Navigated":
        if (draft.current === event.lng) return false
        draft.current = event.lng
        return true
      case "LanguageChanged":
        if (draft.current === event.lng && draft.cookie === event.lng) return false
        draft.current = event.lng
        draft.cookie = event.lng
        return true
    }
  })
})

/** The language to use before the first route resolves: the guess the app asks its config in (SPEC.md 2.1). */
export const guessedLanguage = (language: LanguageState, path: string): LanguageCode =>
  startupLanguage(splitLanguageSegment(path).segment, { cookie: language.cookie ?? undefined, browser: language.browser })
