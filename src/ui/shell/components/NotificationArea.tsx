import { useSignals } from "@preact/signals-react/runtime"
import { type RefObject, useLayoutEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { CloseNotification, ReloadForUpdate } from "../../../commands/shell/notificationCommands"
import { formatMoney, minorDigitsOf } from "../../../domain/account/money"
import type { NotificationPlacement, ShownNotification } from "../../../domain/shell/notifications"
import { useDispatch, useStore } from "../../AppContext"
import { Button, buttonClass } from "../../kit/Button"

/** One notification's body, by its kind. */
const NotificationBody = ({ notification }: { readonly notification: ShownNotification }) => {
  const { t, i18n } = useTranslation()
  const dispatch = useDispatch()
  switch (notification.kind) {
    case "maintenance": {
      // SPEC.md 4: when the site will be down, in the page's language and the visitor's time zone.
      const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" })
      const at = (name: string) => format.format(new Date(Number(notification.params[name] ?? 0)))
      return (
        <p className="notification__text notification__text--strong" data-testid="maintenance-notice">
          {t("maintenance.notice", { from: at("startedAt"), to: at("endedAt") })}
        </p>
      )
    }
    case "adBlocker":
      return (
        <div data-testid="ad-blocker-notice">
          <p className="notification__title">{t("notifications.adBlocker.title")}</p>
          <p className="notification__text">{t("notifications.adBlocker.text")}</p>
        </div>
      )
    case "bonusPending": {
      // SPEC.md 9: what is left to wager and the hours left, rounded up (src/domain/promo/bonusPending.ts).
      const currency = notification.params["currency"] ?? ""
      const money = (name: string) => formatMoney(Number(notification.params[name] ?? 0), { iso: currency, minorDigits: minorDigitsOf(currency) }, i18n.language)
      return (
        <div data-testid="bonus-pending-notice">
          <p className="notification__title">{t("notifications.bonusPending.title", { amount: money("amount") })}</p>
          <p className="notification__text">{t("notifications.bonusPending.text", { left: money("left"), count: Number(notification.params["hours"] ?? 0) })}</p>
          <div className="notification__actions">
            <Link
              href={`/${i18n.language}/bonuses/wager`}
              className={buttonClass("primary")}
              onClick={() => void dispatch(new CloseNotification({ id: notification.id }))}
            >
              {t("notifications.bonusPending.open")}
            </Link>
          </div>
        </div>
      )
    }
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
 * header's buttons meanwhile. Followed for the top area, whatever it shows.
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
 * each group within its maximum (src/domain/shell/notifications.ts): a new release, an announced maintenance, an ad
 * blocker found, each closed by the CloseNotification command, so a replay shows and closes them alike. It exists from the first render, empty, because screen readers only announce
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
      {shown.map((notification) => (
        <div key={notification.id} className={`notification notification--${notification.kind}`} data-kind={notification.kind}>
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
