import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { LoadBetHistory } from "../../commands/coupon/commands"
import type { HistoryQuery } from "../../domain/api/coupon"
import { OfficeFrame } from "../account/office/OfficeFrame"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en as sportsEn } from "../sports/i18n/en"
import { ru as sportsRu } from "../sports/i18n/ru"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { CashOutBlock } from "./CashOutBlock"
import { PlacedCouponView } from "./PlacedCouponView"
import "./coupon.css"
import { buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"
import { SkeletonBlock, SkeletonLine, SkeletonRows } from "../kit/Skeleton"

const DAY = 86_400_000
const STATUSES = ["all", "open", "won", "lost", "void", "cashedOut"] as const

/** A date field's value (yyyy-mm-dd, UTC) and back. */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10)
const msOf = (day: string): number => Date.parse(`${day}T00:00:00Z`)

/** SPEC.md 2.5 history: the player's coupons of a period and status, each with its legs, results and payout. */
export const BetHistoryPage = () => {
  useSignals()
  const { t, i18n } = useAreaTexts("coupon", { en, ru })
  const { t: ts } = useAreaTexts("sports", { en: sportsEn, ru: sportsRu })
  const dispatch = useDispatch()
  const store = useStore()
  // The last seven days by default, to the end of today.
  const [today] = useState(() => dayOf(Date.now()))
  const [from, setFrom] = useState(() => dayOf(msOf(today) - 6 * DAY))
  const [to, setTo] = useState(today)
  const [status, setStatus] = useState<HistoryQuery["status"]>("all")
  const query: HistoryQuery = { from: msOf(from), to: msOf(to) + DAY - 1, status }
  const load = () => void dispatch(new LoadBetHistory({ query }))
  const signedIn = store.session.value.status === "player"
  useEffect(() => {
    if (signedIn) load()
    // The first look only; the filters load on "Show".
  }, [signedIn])
  const history = store.betHistory.value
  const lng = i18n.language
  return (
    <OfficeFrame section="history" title={t("history.title")}>
      <form
        className="bet-history__filters"
        onSubmit={(e) => {
          e.preventDefault()
          load()
        }}
      >
        <Field label={t("history.from")} className="bet-history__filter">
          <input className="field__input" type="date" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field label={t("history.to")} className="bet-history__filter">
          <input className="field__input" type="date" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </Field>
        <Field label={t("history.status")} className="bet-history__filter">
          <select className="field__input" value={status} onChange={(e) => setStatus(e.target.value as HistoryQuery["status"])}>
            {STATUSES.map((each) => (
              <option key={each} value={each}>
                {t(`history.statuses.${each}`)}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className={buttonClass("primary")}>
          {t("history.show")}
        </button>
      </form>
      {history.status === "failed" ? (
        <p role="alert">{t("history.failed")}</p>
      ) : history.status === "idle" ? (
        <HistorySkeleton label={t("history.loading")} />
      ) : history.coupons.length === 0 ? (
        <p className="muted">{t("history.empty")}</p>
      ) : (
        <div className="bet-history__list">
          {history.coupons.map((coupon) => (
            <div key={coupon.id} className="bet-history__item">
              <PlacedCouponView
                t={t}
                ts={ts}
                coupon={coupon}
                lng={lng}
                coefViewId={store.settings.value.coefViewId}
                printHref={`/${lng}/print-coupon/${coupon.id}`}
              />
              <CashOutBlock t={t} coupon={coupon} lng={lng} coefViewId={store.settings.value.coefViewId} />
            </div>
          ))}
        </div>
      )}
    </OfficeFrame>
  )
}

/**
 * The history before its first answer: receipts in their frames (a head, two legs, the sums), so the coupons take
 * their place when they come.
 */
const HistorySkeleton = ({ label }: { readonly label: string }) => (
  <div className="bet-history__list" role="status" aria-label={label} data-testid="skeleton">
    {[0, 1].map((receipt) => (
      <div key={receipt} className="placed-coupon" aria-hidden="true">
        <SkeletonLine width="40%" />
        <SkeletonRows count={2} height={56} label={label} />
        <SkeletonBlock width="30%" height={64} className="bet-history__skeleton-sums" />
      </div>
    ))}
  </div>
)
