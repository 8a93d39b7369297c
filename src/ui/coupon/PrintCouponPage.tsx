import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadPlacedCoupon } from "../../commands/coupon/commands"
import { useDispatch, useStore } from "../AppContext"
import { BrandMark } from "../kit/icons"
import { useAreaTexts } from "../i18n/areaTexts"
import { en as sportsEn } from "../sports/i18n/en"
import { ru as sportsRu } from "../sports/i18n/ru"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { PlacedCouponView } from "./PlacedCouponView"
import "./coupon.css"
import { buttonClass } from "../kit/Button"

/** SPEC.md 2.8 print-coupon/{couponId}: the player's placed coupon as a printable page. */
export const PrintCouponPage = () => {
  useSignals()
  const { t, i18n } = useAreaTexts("coupon", { en, ru })
  const { t: ts } = useAreaTexts("sports", { en: sportsEn, ru: sportsRu })
  const dispatch = useDispatch()
  const store = useStore()
  const couponId = Number(store.location.value.path.split("/")[3])
  useEffect(() => {
    if (Number.isSafeInteger(couponId) && couponId > 0) void dispatch(new LoadPlacedCoupon({ couponId }))
  }, [dispatch, couponId])
  const printed = store.betHistory.value.printed
  const shown = printed !== null && "id" in printed && printed.id === couponId ? printed : null
  const failed = printed !== null && "error" in printed && printed.couponId === couponId
  return (
    <div className="container print-coupon">
      <p className="print-coupon__brand">
        <BrandMark size={28} />
        <span className="brand__name">{store.siteConfig.value.config?.companyName ?? ""}</span>
      </p>
      <h1>{t("print.title", { id: couponId })}</h1>
      {shown !== null ? (
        <>
          <PlacedCouponView t={t} ts={ts} coupon={shown} lng={i18n.language} coefViewId={store.settings.value.coefViewId} />
          <button type="button" className={buttonClass("primary", "print-coupon__print")} onClick={() => window.print()}>
            {t("print.printButton")}
          </button>
        </>
      ) : (
        <p className="muted">{failed || !(couponId > 0) ? t("print.notFound") : t("print.loading")}</p>
      )}
    </div>
  )
}
