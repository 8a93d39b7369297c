import { useTranslation } from "react-i18next"
import { MaintenanceNotice } from "./MaintenanceNotice"

export type NotificationPlacement = "top-right" | "bottom"

/**
 * A live region where notifications appear (SPEC.md 9: top-right below the header, and bottom, 10 px from
 * the edges). It exists from the first render, empty, because screen readers only announce changes to a live
 * region that was already in the page. Notifications fill it as their features arrive: the top one holds the maintenance
 * notice while a maintenance is announced.
 */
export const NotificationArea = ({ placement }: { readonly placement: NotificationPlacement }) => {
  const { t } = useTranslation()
  return (
    <div
      className={`notification-area notification-area--${placement}`}
      role="region"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={placement === "top-right" ? t("notifications.top") : t("notifications.bottom")}
      data-placement={placement}
    >
      {placement === "top-right" ? <MaintenanceNotice /> : null}
    </div>
  )
}
