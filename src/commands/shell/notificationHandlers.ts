import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Navigation } from "../../adapters/Navigation"
import { APP_UPDATE_NOTIFICATION_ID, isNewRelease } from "../../domain/shell/appVersion"
import { emit, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import type { CheckAppVersion, CloseNotification, ReloadForUpdate } from "./notificationCommands"
import { AppVersionCheckFailed, AppVersionReported, NotificationClosed, NotificationShown, UpdateReloadStarted } from "./notificationEvents"

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
