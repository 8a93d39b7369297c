import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { CloseCouponReminder } from "../../../commands/coupon/commands"
import { Navigate } from "../../../commands/shell/commands"
import { useDispatch, useStore } from "../../AppContext"

/**
 * The coupon reminder (SPEC.md 4): once its time comes, a note that bets wait in the coupon; clicking it opens the
 * coupon page. Hidden while the coupon is empty or its page is open (the coupon area closes it then).
 */
export const CouponReminderNotice = () => {
  useSignals()
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const store = useStore()
  const { visible } = store.couponReminder.value
  const count = store.coupon.value.bets.length
  if (!visible || count === 0) return null
  const lng = store.language.value.current ?? "en"
  return (
    <div className="coupon-reminder" role="status">
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
