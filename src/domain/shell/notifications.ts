import { Schema } from "effect"

/**
 * The shell's notifications (SPEC.md 9 "Notifications: default group max 3, others max 1"; "notification modals
 * auto-close after 10 s"): each belongs to a group, and a group shows at most its maximum at once; a newer one of a
 * full group takes the place of the oldest. A notification shown again under the same id replaces itself, in its
 * place, so a repeated warning never stacks.
 */

export const DEFAULT_NOTIFICATION_GROUP = "default"
export const DEFAULT_GROUP_MAXIMUM = 3
export const OTHER_GROUP_MAXIMUM = 1
export const NOTIFICATION_AUTO_CLOSE_MS = 10_000

export const NotificationPlacement = Schema.Literal("top-right", "bottom")
export type NotificationPlacement = typeof NotificationPlacement.Type

/** What the shell knows how to show: the view of each kind is the shell's (src/ui/shell/components/NotificationArea.tsx). */
export const NotificationKind = Schema.Literal("appUpdate", "maintenance", "adBlocker", "bonusPending")
export type NotificationKind = typeof NotificationKind.Type

export const ShownNotification = Schema.Struct({
  id: Schema.String,
  group: Schema.String,
  kind: NotificationKind,
  placement: NotificationPlacement,
  /** The texts' values (a version, a time), never a secret or a personal fact: notifications are in the log. */
  params: Schema.Record({ key: Schema.String, value: Schema.String }),
  /** Closes itself after NOTIFICATION_AUTO_CLOSE_MS; otherwise it stays until the player closes it. */
  autoClose: Schema.Boolean
})
export type ShownNotification = typeof ShownNotification.Type

/** How many closed ids the shell remembers, so that a notice the player closed is not shown again unasked. */
export const CLOSED_NOTIFICATIONS_KEPT = 20

/** The ids closed so far, the newest last, within CLOSED_NOTIFICATIONS_KEPT. */
export const withClosed = (closed: ReadonlyArray<string>, id: string): ReadonlyArray<string> => {
  const next = [...closed.filter((other) => other !== id), id]
  return next.length > CLOSED_NOTIFICATIONS_KEPT ? next.slice(next.length - CLOSED_NOTIFICATIONS_KEPT) : next
}

export const groupMaximum = (group: string): number => (group === DEFAULT_NOTIFICATION_GROUP ? DEFAULT_GROUP_MAXIMUM : OTHER_GROUP_MAXIMUM)

/** The notifications shown once `added` is: in the order they came, each group within its maximum. */
export const withNotification = (shown: ReadonlyArray<ShownNotification>, added: ShownNotification): ReadonlyArray<ShownNotification> => {
  const replaced = shown.some((notification) => notification.id === added.id)
  const next = replaced ? shown.map((notification) => (notification.id === added.id ? added : notification)) : [...shown, added]
  const sameGroup = next.filter((notification) => notification.group === added.group)
  const excess = sameGroup.length - groupMaximum(added.group)
  if (excess <= 0) return next
  const dropped = new Set(sameGroup.slice(0, excess).map((notification) => notification.id))
  return next.filter((notification) => !dropped.has(notification.id))
}

export const withoutNotification = (shown: ReadonlyArray<ShownNotification>, id: string): ReadonlyArray<ShownNotification> =>
  shown.some((notification) => notification.id === id) ? shown.filter((notification) => notification.id !== id) : shown
