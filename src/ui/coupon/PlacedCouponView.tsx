import type { PlacedCoupon } from "../../domain/api/coupon"
import { formatOddsByView } from "../../domain/sports/oddsFormats"
import { eventTitle } from "../../domain/sports/outright"
import { formatMoney } from "../account/formatMoney"
import type { useAreaTexts } from "../i18n/areaTexts"
import { marketName, outcomeName } from "../sports/names"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]
type SportsT = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** A placed coupon: its type, stake, legs with their prices and results, status and payout (history and print). */
export const PlacedCouponView = ({ t, ts, coupon, lng, coefViewId }: { readonly t: T; readonly ts: SportsT; readonly coupon: PlacedCoupon; readonly lng: string; readonly coefViewId: number }) => {
  const money = (minor: number) => formatMoney(minor, { iso: coupon.currency, minorDigits: 2 }, lng)
  const when = new Intl.DateTimeFormat(lng, { dateStyle: "short", timeStyle: "short" }).format(coupon.placedAt)
  return (
    <article className="bet-history__coupon" data-coupon={coupon.id} data-status={coupon.status}>
      <header>
        <strong>{t("history.coupon", { id: coupon.id })}</strong> · {t(`types.${coupon.typeId}`)} · {t("history.placedAt")} {when}
      </header>
      <ul className="bet-history__legs">
        {coupon.legs.map((leg) => (
          <li key={leg.id} data-leg-status={leg.status}>
            {eventTitle(leg)}: {marketName(ts, { type: leg.marketType, period: leg.period, line: leg.line })} {leg.outcomeName ?? outcomeName(ts, leg, leg.outcome)} @{" "}
            {formatOddsByView(leg.coef, coefViewId)} · {t(`history.statuses.${leg.status}`)}
            {leg.score === null ? null : ` · ${t("history.score", { home: leg.score.home, away: leg.score.away })}`}
          </li>
        ))}
      </ul>
      <p>
        {t("history.stake")}: {money(coupon.stake)} · {t("history.result")}: <span data-testid="coupon-status">{t(`history.statuses.${coupon.status}`)}</span> ·{" "}
        {t("history.payout")}: <span data-testid="coupon-payout">{money(coupon.payout)}</span>
      </p>
    </article>
  )
}
