import type { PlacedCoupon } from "../../domain/api/coupon"
import { CouponType } from "../../domain/coupon/couponType"
import { systemCombo } from "../../domain/coupon/system"
import { eventTitle } from "../../domain/sports/outright"
import { MoneyCell, OddsCell } from "../kit/cells"
import { formatMoney } from "../kit/formatMoney"
import { Table, Th } from "../kit/Table"
import type { useAreaTexts } from "../i18n/areaTexts"
import { marketName, outcomeName } from "../sports/names"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]
type SportsT = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * A placed coupon as a bookmaker's receipt (history and print): its number, type (a system with its combo), time and
 * status; each leg's event, bet, price and result; then the stake, the coefficient with the express bonus taken in,
 * the possible win (a range for a system) and, once settled, the payout. `printHref` adds the link to its printable page.
 */
export const PlacedCouponView = ({
  t,
  ts,
  coupon,
  lng,
  coefViewId,
  printHref
}: {
  readonly t: T
  readonly ts: SportsT
  readonly coupon: PlacedCoupon
  readonly lng: string
  readonly coefViewId: number
  readonly printHref?: string | undefined
}) => {
  const currency = { iso: coupon.currency, minorDigits: 2 }
  const money = (minor: number) => formatMoney(minor, currency, lng)
  const dateTime = new Intl.DateTimeFormat(lng, { dateStyle: "short", timeStyle: "short" })
  // A bet builder is written as an express at its own price: it says what it is.
  const type =
    coupon.builder === true
      ? t("builder.title")
      : coupon.typeId === CouponType.system
        ? `${t("types.2")} ${systemCombo(coupon.systemValue, coupon.legs.length)}`
        : t(`types.${coupon.typeId}`)
  const { min, max } = coupon.possibleWin
  return (
    <article className="placed-coupon" data-coupon={coupon.id} data-status={coupon.status}>
      <header className="placed-coupon__head">
        <strong className="placed-coupon__id">{t("history.coupon", { id: coupon.id })}</strong>
        <span>{type}</span>
        <span className="muted">
          {t("history.placedAt")} {dateTime.format(coupon.placedAt)}
        </span>
        <span className={`placed-coupon__status placed-coupon__status--${coupon.status}`} data-testid="coupon-status">
          {t(`history.statuses.${coupon.status}`)}
        </span>
      </header>
      <Table
        variant="plain"
        className="placed-coupon__legs"
        head={
          <>
            <Th>{t("history.event")}</Th>
            <Th>{t("history.bet")}</Th>
            <Th align="numeric">{t("history.odds")}</Th>
            <Th>{t("history.result")}</Th>
          </>
        }
      >
        {coupon.legs.map((leg) => (
            <tr key={leg.id} data-leg-status={leg.status}>
              <td>
                <span className="placed-coupon__event">{eventTitle(leg)}</span>
                <span className="muted placed-coupon__small">
                  {leg.champName} · {t("history.startsAt")} {dateTime.format(leg.startsAt)}
                </span>
              </td>
              <td>
                {marketName(ts, { type: leg.marketType, period: leg.period, line: leg.line })}: {leg.outcomeName ?? outcomeName(ts, leg, leg.outcome)}
                {leg.banker ? <span className="placed-coupon__tag">{t("banker")}</span> : null}
                {coupon.typeId === CouponType.blocks ? <span className="placed-coupon__tag">{`${t("block")} ${leg.blockId}`}</span> : null}
              </td>
              <OddsCell className="placed-coupon__odds" decimal={leg.coef} coefViewId={coefViewId} />
              <td>
                <span className={`placed-coupon__status placed-coupon__status--${leg.status}`}>{t(`history.statuses.${leg.status}`)}</span>
                {leg.score === null ? null : <span className="placed-coupon__small">{t("history.score", { home: leg.score.home, away: leg.score.away })}</span>}
              </td>
            </tr>
          ))}
      </Table>
      <dl className="placed-coupon__sums">
        <dt>{t("history.stake")}</dt>
        <MoneyCell as="dd" data-testid="coupon-stake" minor={coupon.stake} currency={currency} lng={lng} />
        {coupon.coef === null ? null : (
          <>
            <dt>{t("coef")}</dt>
            <dd data-testid="coupon-coef">
              <OddsCell as="span" decimal={coupon.coef} coefViewId={coefViewId} />
              {coupon.bonusCoef === null ? null : <span className="muted placed-coupon__small">{t("bonus.label", { coef: coupon.bonusCoef })}</span>}
            </dd>
          </>
        )}
        <dt>{t("possibleWin")}</dt>
        {min === max ? (
          <MoneyCell as="dd" data-testid="coupon-possible-win" minor={max} currency={currency} lng={lng} />
        ) : (
          <dd data-testid="coupon-possible-win">{t("possibleWinRange", { min: money(min), max: money(max) })}</dd>
        )}
        {coupon.boost === undefined ? null : (
          <>
            <dt>{t("boost.label", { code: coupon.promoCode })}</dt>
            <dd data-testid="coupon-boost">{t("boost.terms", { percent: coupon.boost.percent, cap: money(coupon.boost.cap) })}</dd>
          </>
        )}
        {coupon.freeBetId === undefined ? null : (
          <>
            <dt>{t("freeBet.label")}</dt>
            <dd data-testid="coupon-free-bet">{t("freeBet.used")}</dd>
          </>
        )}
        {coupon.hyper === undefined || coupon.status === "open" ? null : (
          <>
            <dt>{t("hyper.paid")}</dt>
            <MoneyCell as="dd" data-testid="coupon-hyper-paid" minor={coupon.hyper.paid} currency={currency} lng={lng} />
          </>
        )}
        {coupon.antiExpress === undefined || coupon.status !== "lost" ? null : (
          <>
            <dt>{t("antiExpress.paid")}</dt>
            <MoneyCell as="dd" data-testid="coupon-anti-express-paid" minor={coupon.antiExpress.paid} currency={currency} lng={lng} />
          </>
        )}
        {coupon.boost === undefined || coupon.status === "open" ? null : (
          <>
            <dt>{t("boost.paid")}</dt>
            <MoneyCell as="dd" data-testid="coupon-boost-paid" minor={coupon.boost.paid} currency={currency} lng={lng} />
          </>
        )}
        {coupon.status === "open" ? null : (
          <>
            <dt>{t("history.payout")}</dt>
            <MoneyCell as="dd" data-testid="coupon-payout" minor={coupon.payout} currency={currency} lng={lng} />
          </>
        )}
      </dl>
      {printHref === undefined ? null : (
        <a className="placed-coupon__print" href={printHref} target="_blank" rel="noopener">
          {t("history.print")}
        </a>
      )}
    </article>
  )
}
