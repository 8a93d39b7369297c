import { Schema } from "effect"

const V1 = { v: Schema.Literal(1) }

import { NavigationMode } from "../../domain/shell/navigationMode"

/** The app now shows this location; `lng` is its (checked) language segment. */
export class Navigated extends Schema.TaggedClass<Navigated>()("Navigated", {
  ...V1,
  path: Schema.String,
  search: Schema.String,
  lng: Schema.String,
  mode: NavigationMode
}) {}

/** The asked-for path had no usable language segment and was sent elsewhere (SPEC.md 2.1). */
export class LanguageRedirected extends Schema.TaggedClass<LanguageRedirected>()("LanguageRedirected", {
  ...V1,
  from: Schema.String,
  to: Schema.String,
  reason: Schema.Literal("missing", "not-allowed")
}) {}

/** The player picked a language in the switcher; it is remembered in the language cookie. */
export class LanguageChanged extends Schema.TaggedClass<LanguageChanged>()("LanguageChanged", {
  ...V1,
  lng: Schema.String
}) {}

export const navigationEvents = [Navigated, LanguageRedirected, LanguageChanged] as const
