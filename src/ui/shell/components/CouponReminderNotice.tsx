import { useSignals } from "@preact/signals-react/runtime"
import { useLayoutEffect, useRef } from "react"
import { useTranslation } from "react-i18next"
import { CloseCouponReminder } from "../../../commands/coupon/commands"
import { Navigate } from "../../../commands/shell/commands"
import { useDispatch, useStore } from "../../AppContext"

/**
 * What the slip leaves free above the reminder, beyond the reminder itself: a gap, plus the page's top padding, by which
 * an unscrolled page's slip stands lower than where it sticks.
 */
const SPACE_ABOVE = 48

/**
 * The coupon reminder (SPEC.md 4): once its time comes, a note that bets wait in the coupon; clicking it opens the
 * coupon page. Hidden while the coupon is empty or its page is open (the coupon area closes it then). It stands above
 * the dock, in the slip's column when a slip is beside the line (components.css), and the sticky slip stops short of
 * it (`--reminder-space`, coupon.css): it covers neither a price of the line nor a button of the slip.
 */
export const CouponReminderNotice = () => {
  useSignals()
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const store = useStore()
  const note = useRef<HTMLDivElement>(null)
  const { visible } = store.couponReminder.value
  const count = store.coupon.value.bets.length
  const shown = visible && count > 0
  useLayoutEffect(() => {
    const shownNote = note.current
    if (!shown || shownNote === null) return
    const root = document.documentElement
    const measure = () => root.style.setProperty("--reminder-space", `${Math.ceil(shownNote.getBoundingClientRect().height) + SPACE_ABOVE}px`)
    measure()
    const resized = new ResizeObserver(measure)
    resized.observe(shownNote)
    return () => {
      resized.disconnect()
      root.style.removeProperty("--reminder-space")
    }
  }, [shown])
  if (!shown) return null
  const lng = store.language.value.current ?? "en"
  return (
    <div ref={note} className="coupon-reminder" role="status">
      <button
        type="button"
        className="coupon-reminder__open"
        onClick={() => {
          void dispatch(new CloseCouponReminder({}))
          void dispatch(new Navigate({ to: `/${lng}/coupon`, mode: "push" }))
        }}
      >
        {t("couponReminder.text", { count })}
      </button>
      <button type="button" className="btn btn--ghost" aria-label={t("couponReminder.close")} onClick={() => void dispatch(new CloseCouponReminder({}))}>
        ×
      </button>
    </div>
  )
}
