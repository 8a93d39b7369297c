import { isMaintenanceAnnounced, type MaintenanceState } from "./maintenance"
import type { ShownNotification } from "./notifications"

/**
 * SPEC.md 4: while a maintenance is announced, a notification says when the site will be down. It is one of the
 * shell's notifications (its own group, so it never pushes another out), closed like the others; the player may close
 * it, and a later announcement (another start) shows again. Once the announcement is over (the maintenance started, or
 * was called off) the notice goes.
 */
export const MAINTENANCE_NOTIFICATION_GROUP = "maintenance"

/** One id per announced start: closing it closes that announcement only. */
export const maintenanceNotificationId = (startedAt: number): string => `maintenance:${startedAt}`

export const isMaintenanceNotification = (notification: ShownNotification): boolean => notification.kind === "maintenance"

/** The notices to close (an announcement's that is over) and the one to show, if any. */
export interface MaintenanceNoticeChanges {
  readonly close: ReadonlyArray<string>
  readonly show: ShownNotification | undefined
}

/**
 * What the notice should do now: `state` the maintenance state last answered (undefined: none yet), `shown` the
 * notifications showing, `closed` the ids closed so far. Nothing to do: no ids to close and nothing to show.
 */
export const maintenanceNoticeChanges = (
  state: MaintenanceState | undefined,
  shown: ReadonlyArray<ShownNotification>,
  closed: ReadonlyArray<string>
): MaintenanceNoticeChanges => {
  const wanted =
    state !== undefined && isMaintenanceAnnounced(state) && state.started_at !== null && state.ended_at !== null
      ? { id: maintenanceNotificationId(state.started_at), params: { startedAt: String(state.started_at), endedAt: String(state.ended_at) } }
      : undefined
  const close = shown.filter((notification) => isMaintenanceNotification(notification) && notification.id !== wanted?.id).map((notification) => notification.id)
  if (wanted === undefined || closed.includes(wanted.id)) return { close, show: undefined }
  const current = shown.find((notification) => notification.id === wanted.id)
  // Shown already with the same end: nothing new to say (the poll answers the same state every 30 s).
  if (current !== undefined && current.params["endedAt"] === wanted.params.endedAt) return { close, show: undefined }
  return {
    close,
    show: { id: wanted.id, group: MAINTENANCE_NOTIFICATION_GROUP, kind: "maintenance", placement: "top-right", params: wanted.params, autoClose: false }
  }
}

export const hasMaintenanceNoticeChanges = (changes: MaintenanceNoticeChanges): boolean => changes.close.length > 0 || changes.show !== undefined
