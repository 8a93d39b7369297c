import { Schema } from "effect"
import { NavigationMode } from "../../domain/shell/navigationMode"
import { LoggedUrl } from "../../domain/shell/secretQuery"
import { version } from "../version"

/** The facts the app read from the browser at start; everything nondeterministic about the start is here. */
export class AppStarted extends Schema.TaggedClass<AppStarted>()("AppStarted", {
  ...version(1),
  appVersion: Schema.String,
  devTools: Schema.Boolean,
  isBot: Schema.Boolean,
  browserLanguages: Schema.Array(Schema.String),
  cookieLanguage: Schema.NullOr(Schema.String),
  path: Schema.String,
  /** Secret query values (an e-mail link's token) are written to an export as the placeholder. */
  search: LoggedUrl
}) {}

/** The app now shows this location; `lng` is its (checked) language segment. */
export class Navigated extends Schema.TaggedClass<Navigated>()("Navigated", {
  ...version(1),
  path: Schema.String,
  search: LoggedUrl,
  lng: Schema.String,
  mode: NavigationMode
}) {}

/** The asked-for path had no usable language segment and was sent elsewhere (SPEC.md 2.1). */
export class LanguageRedirected extends Schema.TaggedClass<LanguageRedirected>()("LanguageRedirected", {
  ...version(1),
  from: LoggedUrl,
  to: LoggedUrl,
  reason: Schema.Literal("missing", "not-allowed")
}) {}

/** The player picked a language in the switcher; it is remembered in the language cookie. */
export class LanguageChanged extends Schema.TaggedClass<LanguageChanged>()("LanguageChanged", {
  ...version(1),
  lng: Schema.String
}) {}

/** A page chunk failed to load and a full reload was started (at most once a minute, SPEC.md 8). */
export class ChunkReloadStarted extends Schema.TaggedClass<ChunkReloadStarted>()("ChunkReloadStarted", {
  ...version(1),
  at: Schema.Number
}) {}

/** A page chunk failed to load again within the minute: no reload, the error page shows instead. */
export class ChunkReloadSuppressed extends Schema.TaggedClass<ChunkReloadSuppressed>()("ChunkReloadSuppressed", {
  ...version(1),
  lastReloadAt: Schema.Number
}) {}

/** A route failed: the error page shows this status (default 500, SPEC.md 8). */
export class RouteFailed extends Schema.TaggedClass<RouteFailed>()("RouteFailed", {
  ...version(1),
  status: Schema.Int,
  message: Schema.String
}) {}

/**
 * What the device said (navigator.platform, maxTouchPoints) and where platform_type and the iPad rule sent the visitor
 * (SPEC.md 2.1): nowhere, home without the parameter, or to the mobile version (`to`, null when staying).
 */
export class PlatformRouted extends Schema.TaggedClass<PlatformRouted>()("PlatformRouted", {
  ...version(1),
  platform: Schema.String,
  maxTouchPoints: Schema.Number,
  verdict: Schema.Literal("stay", "home", "mobile"),
  to: Schema.NullOr(LoggedUrl)
}) {}

export const shellEvents = [
  AppStarted,
  Navigated,
  LanguageRedirected,
  LanguageChanged,
  ChunkReloadStarted,
  ChunkReloadSuppressed,
  RouteFailed,
  PlatformRouted
] as const
