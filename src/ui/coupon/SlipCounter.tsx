import { useSignals } from "@preact/signals-react/runtime"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { buttonClass } from "../kit/Button"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

/**
 * Where a page shows prices but has no room for the slip beside them (multi-live's columns, cyber sport's lists): how
 * many bets the slip holds, opening the coupon page. Nothing while the slip is empty.
 */
export const SlipCounter = () => {
  useSignals()
  const { t, i18n } = useAreaTexts("coupon", { en, ru })
  const count = useStore().coupon.value.bets.length
  if (count === 0) return null
  return (
    <a className={buttonClass("secondary", "slip-counter")} href={`/${i18n.language}/coupon`} data-testid="slip-counter">
      {t("title")} · {t("count", { count })}
    </a>
  )
}
