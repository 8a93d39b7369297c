import { Schema } from "effect"

/** The player closed a notification, or its 10 s ran out (SPEC.md 9). */
export class CloseNotification extends Schema.TaggedClass<CloseNotification>()("CloseNotification", { id: Schema.String }) {}

/** Asks the server which client release it serves now (SPEC.md 4 "app-version check"). */
export class CheckAppVersion extends Schema.TaggedClass<CheckAppVersion>()("CheckAppVersion", {}) {}

/** The player chose to load the new release: the page reloads. */
export class ReloadForUpdate extends Schema.TaggedClass<ReloadForUpdate>()("ReloadForUpdate", {}) {}

/** Shows, or takes away, the notice of an announced maintenance (src/domain/shell/maintenanceNotice.ts). */
export class SyncMaintenanceNotice extends Schema.TaggedClass<SyncMaintenanceNotice>()("SyncMaintenanceNotice", {}) {}

/** Looks for an ad blocker once the page has settled (SPEC.md 8 "Ad blocker detected"). */
export class CheckAdBlocker extends Schema.TaggedClass<CheckAdBlocker>()("CheckAdBlocker", {}) {}

/** Asks, once a signed-in player is known, whether bonus money is still to be wagered (src/domain/promo/bonusPending.ts). */
export class CheckPendingBonus extends Schema.TaggedClass<CheckPendingBonus>()("CheckPendingBonus", {}) {}

export const notificationCommands = [CloseNotification, CheckAppVersion, ReloadForUpdate, SyncMaintenanceNotice, CheckAdBlocker, CheckPendingBonus] as const
