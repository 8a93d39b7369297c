import { Schema } from "effect"
import { StoredSettings } from "../../domain/settings/globalSettings"

const V1 = { v: Schema.Literal(1) }

/** The facts the app read from the browser at start; everything nondeterministic about the start is here. */
export class AppStarted extends Schema.TaggedClass<AppStarted>()("AppStarted", {
  ...V1,
  appVersion: Schema.String,
  devTools: Schema.Boolean,
  isBot: Schema.Boolean,
  browserLanguages: Schema.Array(Schema.String),
  cookieLanguage: Schema.NullOr(Schema.String),
  path: Schema.String,
  search: Schema.String
}) {}

export class SettingsRestored extends Schema.TaggedClass<SettingsRestored>()("SettingsRestored", {
  ...V1,
  stored: StoredSettings
}) {}

export class SettingsChanged extends Schema.TaggedClass<SettingsChanged>()("SettingsChanged", {
  ...V1,
  patch: StoredSettings
}) {}

/** A page chunk failed to load and a full reload was started (at most once a minute, SPEC.md 8). */
export class ChunkReloadStarted extends Schema.TaggedClass<ChunkReloadStarted>()("ChunkReloadStarted", {
  ...V1,
  at: Schema.Number
}) {}

/** A page chunk failed to load again within the minute: no reload, the error page shows instead. */
export class ChunkReloadSuppressed extends Schema.TaggedClass<ChunkReloadSuppressed>()("ChunkReloadSuppressed", {
  ...V1,
  lastReloadAt: Schema.Number
}) {}

/** A route failed: the error page shows this status (default 500, SPEC.md 8). */
export class RouteFailed extends Schema.TaggedClass<RouteFailed>()("RouteFailed", {
  ...V1,
  status: Schema.Int,
  message: Schema.String
}) {}

/** The server asked for a captcha; the command at `commandSeq` is retried with the player's answer. */
export class CaptchaRequested extends Schema.TaggedClass<CaptchaRequested>()("CaptchaRequested", {
  ...V1,
  code: Schema.Int,
  commandSeq: Schema.Int
}) {}

export class CaptchaClosed extends Schema.TaggedClass<CaptchaClosed>()("CaptchaClosed", {
  ...V1,
  answered: Schema.Boolean
}) {}

/** 451 with exception_code 1: the player goes to the confirm-terms page. */
export class TermsChangeDetected extends Schema.TaggedClass<TermsChangeDetected>()("TermsChangeDetected", { ...V1 }) {}

export const systemEvents = [
  AppStarted,
  SettingsRestored,
  SettingsChanged,
  ChunkReloadStarted,
  ChunkReloadSuppressed,
  RouteFailed,
  CaptchaRequested,
  CaptchaClosed,
  TermsChangeDetected
] as const

