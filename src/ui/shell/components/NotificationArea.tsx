import { useSignals } from "@preact/signals-react/runtime"
import { type RefObject, useLayoutEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { CloseNotification, ReloadForUpdate } from "../../../commands/shell/notificationCommands"
import type { NotificationPlacement, ShownNotification } from "../../../domain/shell/notifications"
import { useDispatch, useStore } from "../../AppContext"
import { Button } from "../../kit/Button"
import { MaintenanceNotice } from "./MaintenanceNotice"

/** One notification's body, by its kind. */
const NotificationBody = ({ notification }: { readonly notification: ShownNotification }) => {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  switch (notification.kind) {
    case "appUpdate":
      return (
        <>
          <p className="notification__title">{t("notifications.appUpdate.title")}</p>
          <p className="notification__text">{t("notifications.appUpdate.text", { version: notification.params["version"] ?? "" })}</p>
          <div className="notification__actions">
            <Button variant="primary" onClick={() => void dispatch(new ReloadForUpdate({}))}>
              {t("notifications.appUpdate.reload")}
            </Button>
          </div>
        </>
      )
  }
}

/** SPEC.md 9: the top area's padding below the header. */
const BELOW_HEADER = 10

/**
 * Keeps the top area 10 px below the header's bottom as it is now: the header sticks at the top of the window, but a
 * bar above it (the one-tap sign-in prompt) pushes it down until the page scrolls, and the area must not cover the
 * header's buttons meanwhile. Followed for the top area, whatever it shows (the maintenance notice shows by itself).
 */
const useBelowHeader = (area: RefObject<HTMLDivElement | null>, active: boolean) => {
  useLayoutEffect(() => {
    const element = area.current
    if (!active || element === null) return
    const place = () => {
      const header = document.querySelector(".site-header")
      if (header !== null) element.style.setProperty("--notify-top", `${Math.max(0, header.getBoundingClientRect().bottom) + BELOW_HEADER}px`)
    }
    place()
    window.addEventListener("scroll", place, { passive: true })
    window.addEventListener("resize", place)
    const resized = new ResizeObserver(place)
    resized.observe(document.body)
    return () => {
      window.removeEventListener("scroll", place)
      window.removeEventListener("resize", place)
      resized.disconnect()
      element.style.removeProperty("--notify-top")
    }
  }, [area, active])
}

/**
 * A live region where notifications appear (SPEC.md 9: top-right below the header, and bottom, 10 px from the edges),
 * each group within its maximum (src/domain/shell/notifications.ts); the top one also holds the maintenance notice
 * while a maintenance is announced. It exists from the first render, empty, because screen readers only announce
 * changes to a live region that was already in the page.
 */
export const NotificationArea = ({ placement }: { readonly placement: NotificationPlacement }) => {
  useSignals()
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const shown = useStore().notifications.value.shown.filter((notification) => notification.placement === placement)
  const area = useRef<HTMLDivElement>(null)
  useBelowHeader(area, placement === "top-right")
  return (
    <div
      ref={area}
      className={`notification-area notification-area--${placement}`}
      role="region"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={placement === "top-right" ? t("notifications.top") : t("notifications.bottom")}
      data-placement={placement}
    >
      {placement === "top-right" ? <MaintenanceNotice /> : null}
      {shown.map((notification) => (
        <div key={notification.id} className="notification" data-kind={notification.kind}>
          <div className="notification__body">
            <NotificationBody notification={notification} />
          </div>
          <Button variant="icon" className="notification__close" aria-label={t("notifications.close")} onClick={() => void dispatch(new CloseNotification({ id: notification.id }))}>
            ×
          </Button>
        </div>
      ))}
    </div>
  )
}
