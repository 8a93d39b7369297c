import { Schema } from "effect"
import { NavigationMode } from "../../domain/shell/navigationMode"
import { LoggedUrl } from "../../domain/shell/secretQuery"

/** Reads the browser facts at start. */
export class Boot extends Schema.TaggedClass<Boot>()("Boot", { appVersion: Schema.String, devTools: Schema.Boolean }) {}

/** Show `to` (a path with optional query). `pop` means the browser already moved (back/forward). */
/** `to` may carry an e-mail link's token: an export writes its secret query values as the placeholder (LoggedUrl). */
export class Navigate extends Schema.TaggedClass<Navigate>()("Navigate", { to: LoggedUrl, mode: NavigationMode }) {}

export class ChangeLanguage extends Schema.TaggedClass<ChangeLanguage>()("ChangeLanguage", { lng: Schema.String }) {}

/** A lazily loaded page failed to load (SPEC.md 8: one full reload at most once a minute). */
export class ReportChunkLoadFailure extends Schema.TaggedClass<ReportChunkLoadFailure>()("ReportChunkLoadFailure", {
  message: Schema.String
}) {}

export class ReportRouteError extends Schema.TaggedClass<ReportRouteError>()("ReportRouteError", {
  status: Schema.optional(Schema.Int),
  message: Schema.String
}) {}

/** Sends the visitor where platform_type and the iPad rule say (SPEC.md 2.1), once, at start. */
export class RoutePlatform extends Schema.TaggedClass<RoutePlatform>()("RoutePlatform", {}) {}

export const shellCommands = [Boot, Navigate, ChangeLanguage, ReportChunkLoadFailure, ReportRouteError, RoutePlatform] as const
