import { useEffect, useState } from "react"
import { LoadPaymentHistory } from "../../commands/payments/commands"
import type { HistoryTab } from "../../domain/api/payments"
import { buttonClass } from "../kit/Button"
import { formatMoney } from "../kit/formatMoney"
import { CashierFrame, reasonOf, useCashier, usePaymentsTexts } from "./shared"

const KNOWN_KINDS = ["deposit", "deposit_refund", "withdrawal_reserve", "withdrawal_release", "reserve_stake", "settle", "cash_out"] as const
type KnownKind = (typeof KNOWN_KINDS)[number]
const isKnownKind = (kind: string): kind is KnownKind => (KNOWN_KINDS as ReadonlyArray<string>).includes(kind)

/**
 * historypay (SPEC.md 2.5; 2.9 "transaction history (main account tab, virtual account tab)"): every movement of the
 * player's money, newest first, page by page.
 */
export const HistoryPayPage = () => {
  const { t } = usePaymentsTexts()
  const { dispatch, isPlayer, lng, store } = useCashier()
  const [tab, setTab] = useState<HistoryTab>("main")
  const state = store.payments.value.history[tab]
  useEffect(() => {
    if (isPlayer && state.status === "idle") void dispatch(new LoadPaymentHistory({ tab, before: null }))
  }, [isPlayer, state.status, tab, dispatch])
  const accounts = store.accounts.value.all_accounts
  const format = (minor: number, currency: string) => {
    const digits = accounts.find((a) => a.iso === currency)?.minorDigits ?? 2
    return formatMoney(minor, { iso: currency, minorDigits: digits }, lng, true)
  }
  return (
    <CashierFrame section="historypay" title={t("history.title")}>
      <div className="cashier-quick" role="tablist">
        {(["main", "virtual"] as const).map((id) => (
          <button key={id} type="button" role="tab" aria-selected={tab === id} className={buttonClass(tab === id ? "primary" : "secondary")} onClick={() => setTab(id)}>
            {t(`history.${id}`)}
          </button>
        ))}
      </div>
      {state.error !== null && state.status === "failed" ? (
        <p className="cashier-notice cashier-notice--bad" role="alert">
          {reasonOf(state.error)}
        </p>
      ) : null}
      {state.status === "idle" ? <p className="muted">{t("common.loading")}</p> : null}
      {state.status === "loaded" && state.entries.length === 0 ? <p className="muted">{t("history.empty")}</p> : null}
      {state.entries.length > 0 ? (
        <table className="cashier-table" data-testid="history">
          <thead>
            <tr>
              <th>{t("history.date")}</th>
              <th>{t("history.kind")}</th>
              <th className="cashier-amount">{t("history.amount")}</th>
            </tr>
          </thead>
          <tbody>
            {state.entries.map((entry) => (
              <tr key={`${entry.id}-${entry.accountId}`}>
                <td>{new Date(entry.at).toLocaleString(lng)}</td>
                <td>{t(`history.kinds.${isKnownKind(entry.kind) ? entry.kind : "other"}`)}</td>
                <td className={`cashier-amount${entry.amount > 0 ? " cashier-amount--in" : ""}`}>{format(entry.amount, entry.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {state.next !== null ? (
        <button type="button" className={buttonClass("secondary")} onClick={() => void dispatch(new LoadPaymentHistory({ tab, before: state.next }))}>
          {t("common.more")}
        </button>
      ) : null}
    </CashierFrame>
  )
}
