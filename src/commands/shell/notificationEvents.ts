import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { ShownNotification } from "../../domain/shell/notifications"
import { version } from "../version"

export class NotificationShown extends Schema.TaggedClass<NotificationShown>()("NotificationShown", { ...version(1), notification: ShownNotification }) {}
export class NotificationClosed extends Schema.TaggedClass<NotificationClosed>()("NotificationClosed", { ...version(1), id: Schema.String }) {}

/** The release the server serves now. */
export class AppVersionReported extends Schema.TaggedClass<AppVersionReported>()("AppVersionReported", { ...version(1), version: Schema.String }) {}
/** Not learnt this time: the next check asks again. */
export class AppVersionCheckFailed extends Schema.TaggedClass<AppVersionCheckFailed>()("AppVersionCheckFailed", { ...version(1), error: ApiError }) {}

/** The page reloads to load the new release. */
export class UpdateReloadStarted extends Schema.TaggedClass<UpdateReloadStarted>()("UpdateReloadStarted", { ...version(1), version: Schema.String }) {}

/**
 * What became of the ad blocker's bait (src/domain/shell/adBlocker.ts), whether that is a blocker, and whether this
 * session was told already (session storage): the notice that may follow is decided by these facts alone.
 */
export class AdBlockerChecked extends Schema.TaggedClass<AdBlockerChecked>()("AdBlockerChecked", {
  ...version(1),
  baitHidden: Schema.Boolean,
  baitRequestFailed: Schema.Boolean,
  controlRequestFailed: Schema.Boolean,
  blocked: Schema.Boolean,
  toldThisSession: Schema.Boolean
}) {}

/**
 * The player's bonus money still to be wagered, from the server's bonuses answer: the one that expires first (null:
 * none), and whether it is told now (this tab session was not told of it yet).
 */
export class PendingBonusChecked extends Schema.TaggedClass<PendingBonusChecked>()("PendingBonusChecked", {
  ...version(1),
  pending: Schema.NullOr(
    Schema.Struct({ id: Schema.Int, amount: Schema.Int, currency: Schema.String, left: Schema.Int, hours: Schema.Int })
  ),
  told: Schema.Boolean
}) {}
/** Not learnt this time: the next page load asks again. */
export class PendingBonusCheckFailed extends Schema.TaggedClass<PendingBonusCheckFailed>()("PendingBonusCheckFailed", { ...version(1), error: ApiError }) {}

export const notificationServerAnswers = [AppVersionReported, AppVersionCheckFailed, PendingBonusChecked, PendingBonusCheckFailed] as const
export const notificationEvents = [NotificationShown, NotificationClosed, ...notificationServerAnswers, UpdateReloadStarted, AdBlockerChecked] as const
