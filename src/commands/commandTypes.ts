import { Schema } from "effect"
import { StoredSettings } from "../domain/settings/globalSettings"
import { NavigationMode } from "../domain/shell/navigationMode"
import { Secret } from "./secret"

/** Commands that call the server and may be retried with a captcha answer carry it here (never exported). */
const captcha = { captcha: Schema.optional(Secret) }

/** Reads the browser facts and stored settings at start. */
export class Boot extends Schema.TaggedClass<Boot>()("Boot", { appVersion: Schema.String, devTools: Schema.Boolean }) {}

export class LoadConfig extends Schema.TaggedClass<LoadConfig>()("LoadConfig", { lang: Schema.String, ...captcha }) {}

export class LoadConfigGroups extends Schema.TaggedClass<LoadConfigGroups>()("LoadConfigGroups", {
  lang: Schema.String,
  groups: Schema.Array(Schema.String),
  ...captcha
}) {}

export class CheckSession extends Schema.TaggedClass<CheckSession>()("CheckSession", { ...captcha }) {}

/** GET /web-api/session then the device fingerprint, about 8 s after readiness when there is no session. */
export class StartDeviceSession extends Schema.TaggedClass<StartDeviceSession>()("StartDeviceSession", { ...captcha }) {}

/** Show `to` (a path with optional query). `pop` means the browser already moved (back/forward). */
export class Navigate extends Schema.TaggedClass<Navigate>()("Navigate", { to: Schema.String, mode: NavigationMode }) {}

export class ChangeLanguage extends Schema.TaggedClass<ChangeLanguage>()("ChangeLanguage", { lng: Schema.String }) {}

export class ChangeSettings extends Schema.TaggedClass<ChangeSettings>()("ChangeSettings", { patch: StoredSettings }) {}

/** A lazily loaded page failed to load (SPEC.md 8: one full reload at most once a minute). */
export class ReportChunkLoadFailure extends Schema.TaggedClass<ReportChunkLoadFailure>()("ReportChunkLoadFailure", {
  message: Schema.String
}) {}

export class ReportRouteError extends Schema.TaggedClass<ReportRouteError>()("ReportRouteError", {
  status: Schema.optional(Schema.Int),
  message: Schema.String
}) {}

/** The player's captcha answer: the pending command is dispatched again with it. */
export class AnswerCaptcha extends Schema.TaggedClass<AnswerCaptcha>()("AnswerCaptcha", { answer: Secret }) {}

export class DismissCaptcha extends Schema.TaggedClass<DismissCaptcha>()("DismissCaptcha", {}) {}

export const commandClasses = [
  Boot,
  LoadConfig,
  LoadConfigGroups,
  CheckSession,
  StartDeviceSession,
  Navigate,
  ChangeLanguage,
  ChangeSettings,
  ReportChunkLoadFailure,
  ReportRouteError,
  AnswerCaptcha,
  DismissCaptcha
] as const

export const Command = Schema.Union(...commandClasses)
export type Command = typeof Command.Type
export type CommandTag = Command["_tag"]

/** Commands that a captcha answer can retry. */
export type CaptchaRetriable = LoadConfig | LoadConfigGroups | CheckSession | StartDeviceSession
export const isCaptchaRetriable = (command: Command): command is CaptchaRetriable =>
  command._tag === "LoadConfig" || command._tag === "LoadConfigGroups" || command._tag === "CheckSession" || command._tag === "StartDeviceSession"
