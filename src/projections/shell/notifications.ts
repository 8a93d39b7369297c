import { Schema } from "effect"
import { ShownNotification, withClosed, withNotification, withoutNotification } from "../../domain/shell/notifications"
import { defineProjection } from "../projection"

export const NotificationsState = Schema.Struct({
  /** What the notification areas show, in the order it came. */
  shown: Schema.Array(ShownNotification),
  /** The newer release the player was told of, if any (told once per release). */
  toldVersion: Schema.NullOr(Schema.String),
  /** The release the server last reported. */
  reportedVersion: Schema.NullOr(Schema.String),
  /** The ids closed lately, newest last: a notice the player closed is not shown again unasked (an announced maintenance). */
  closed: Schema.Array(Schema.String)
})
export type NotificationsState = typeof NotificationsState.Type

export const notificationsProjection = defineProjection({
  name: "notifications",
  schema: NotificationsState,
  initial: { shown: [], toldVersion: null, reportedVersion: null, closed: [] } as NotificationsState,
  tags: ["NotificationShown", "NotificationClosed", "AppVersionReported"],
  apply: (state, event): NotificationsState => {
    switch (event._tag) {
      case "NotificationShown": {
        const shown = withNotification(state.shown, event.notification)
        return event.notification.kind === "appUpdate" ? { ...state, shown, toldVersion: event.notification.params["version"] ?? null } : { ...state, shown }
      }
      case "NotificationClosed":
        return { ...state, shown: withoutNotification(state.shown, event.id), closed: withClosed(state.closed, event.id) }
      case "AppVersionReported":
        return { ...state, reportedVersion: event.version }
    }
  }
})
