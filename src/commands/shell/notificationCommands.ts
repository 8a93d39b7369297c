import { Schema } from "effect"

/** The player closed a notification, or its 10 s ran out (SPEC.md 9). */
export class CloseNotification extends Schema.TaggedClass<CloseNotification>()("CloseNotification", { id: Schema.String }) {}

/** Asks the server which client release it serves now (SPEC.md 4 "app-version check"). */
export class CheckAppVersion extends Schema.TaggedClass<CheckAppVersion>()("CheckAppVersion", {}) {}

/** The player chose to load the new release: the page reloads. */
export class ReloadForUpdate extends Schema.TaggedClass<ReloadForUpdate>()("ReloadForUpdate", {}) {}

export const notificationCommands = [CloseNotification, CheckAppVersion, ReloadForUpdate] as const
