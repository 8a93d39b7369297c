import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { AdBait } from "../../adapters/AdBait"
import { Navigation } from "../../adapters/Navigation"
import { Storage } from "../../adapters/Storage"
import {
  AD_BLOCKER_NOTIFICATION_GROUP,
  AD_BLOCKER_NOTIFICATION_ID,
  AD_BLOCKER_TOLD_STORAGE_KEY,
  isAdBlocked,
  shouldTellAdBlocker
} from "../../domain/shell/adBlocker"
import {
  BONUS_PENDING_NOTIFICATION_GROUP,
  BONUS_PENDING_NOTIFICATION_ID,
  BONUS_PENDING_TOLD_STORAGE_KEY,
  pendingBonusOf,
  shouldTellPendingBonus
} from "../../domain/promo/bonusPending"
import { APP_UPDATE_NOTIFICATION_ID, isNewRelease } from "../../domain/shell/appVersion"
import { maintenanceNoticeChanges } from "../../domain/shell/maintenanceNotice"
import { emit, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import type { CheckAdBlocker, CheckAppVersion, CheckPendingBonus, CloseNotification, ReloadForUpdate, SyncMaintenanceNotice } from "./notificationCommands"
import {
  AdBlockerChecked,
  AppVersionCheckFailed,
  AppVersionReported,
  NotificationClosed,
  NotificationShown,
  PendingBonusChecked,
  PendingBonusCheckFailed,
  UpdateReloadStarted
} from "./notificationEvents"

/** Closing one already gone (the player's click and its timer at once) changes nothing. */
export const closeNotification: Handler<CloseNotification> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    return states.notifications.shown.some((shown) => shown.id === command.id) ? emit(new NotificationClosed({ id: command.id })) : emit()
  })

/**
 * The server's release against the page's own (SPEC.md 4): a new one is told once, in a notification that stays
 * until the player reloads or closes it.
 */
export const checkAppVersion: Handler<CheckAppVersion> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    return yield* fromServerAnswer(
      command,
      api.config.appVersion({}),
      ({ version }) =>
        isNewRelease(states.app.appVersion, version, states.notifications.toldVersion)
          ? emit(
              new AppVersionReported({ version }),
              new NotificationShown({
                notification: { id: APP_UPDATE_NOTIFICATION_ID, group: "app-update", kind: "appUpdate", placement: "top-right", params: { version }, autoClose: false }
              })
            )
          : emit(new AppVersionReported({ version })),
      (error) => emit(new AppVersionCheckFailed({ error }))
    )
  })

export const reloadForUpdate: Handler<ReloadForUpdate> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    yield* (yield* Navigation).reload
    return emit(new UpdateReloadStarted({ version: states.notifications.toldVersion ?? "" }))
  })

/** The maintenance notice follows the state the maintenance poll last answered (SPEC.md 4). */
export const syncMaintenanceNotice: Handler<SyncMaintenanceNotice> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const changes = maintenanceNoticeChanges(states.siteAccess.maintenance ?? undefined, states.notifications.shown, states.notifications.closed)
    return emit(
      ...changes.close.map((id) => new NotificationClosed({ id })),
      ...(changes.show === undefined ? [] : [new NotificationShown({ notification: changes.show })])
    )
  })

/** SPEC.md 8: a blocker found is told once per session, in a notice that stays until the player closes it. */
export const checkAdBlocker: Handler<CheckAdBlocker> = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const facts = yield* (yield* AdBait).probe
    const toldThisSession = (yield* storage.get("session", AD_BLOCKER_TOLD_STORAGE_KEY)) !== undefined
    const blocked = isAdBlocked(facts)
    const checked = new AdBlockerChecked({ ...facts, blocked, toldThisSession })
    if (!shouldTellAdBlocker(blocked, toldThisSession)) return emit(checked)
    yield* storage.set("session", AD_BLOCKER_TOLD_STORAGE_KEY, "1")
    return emit(
      checked,
      new NotificationShown({
        notification: { id: AD_BLOCKER_NOTIFICATION_ID, group: AD_BLOCKER_NOTIFICATION_GROUP, kind: "adBlocker", placement: "top-right", params: {}, autoClose: false }
      })
    )
  })

/**
 * SPEC.md 9 "the bonus-pending notifier": bonus money still to be wagered is told once per tab session per bonus, in a
 * notice that stays until the player closes it. A check made in the background: a failure (a captcha asked for, the
 * terms changed) is only noted, the session's own checks deal with it.
 */
export const checkPendingBonus: Handler<CheckPendingBonus> = () =>
  Effect.gen(function* () {
    const answer = yield* Effect.either((yield* Api).promo.bonuses())
    if (answer._tag === "Left") return emit(new PendingBonusCheckFailed({ error: answer.left }))
    const storage = yield* Storage
    const pending = pendingBonusOf(answer.right, yield* Clock.currentTimeMillis)
    if (!shouldTellPendingBonus(pending, yield* storage.get("session", BONUS_PENDING_TOLD_STORAGE_KEY))) {
      return emit(new PendingBonusChecked({ pending: pending ?? null, told: false }))
    }
    yield* storage.set("session", BONUS_PENDING_TOLD_STORAGE_KEY, String(pending.id))
    return emit(
      new PendingBonusChecked({ pending, told: true }),
      new NotificationShown({
        notification: {
          id: BONUS_PENDING_NOTIFICATION_ID,
          group: BONUS_PENDING_NOTIFICATION_GROUP,
          kind: "bonusPending",
          placement: "top-right",
          params: { amount: String(pending.amount), currency: pending.currency, left: String(pending.left), hours: String(pending.hours) },
          autoClose: false
        }
      })
    )
  })
