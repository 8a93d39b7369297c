import { useEffect } from "react"
import { Link, useSearch } from "wouter"
import { LoadAccounts } from "../../commands/account/commands"
import { LoadCashier, LoadDeposit } from "../../commands/payments/commands"
import { buttonClass } from "../kit/Button"
import { CashierFrame, useCashier, usePaymentsTexts } from "./shared"

const OUTCOMES = ["success", "fail", "pending", "cancel"] as const
type Outcome = (typeof OUTCOMES)[number]
const outcomeOf = (text: string | undefined): Outcome => (OUTCOMES as ReadonlyArray<string>).find((o) => o === text) as Outcome | undefined ?? "pending"

/** The outcome is the address's last segment (/{lng}/payments/{outcome}, /{lng}/payments/withdraw/{outcome}): the
 * shell's route table renders pages outside a wouter Route, so route params come from the location. */
const lastSegmentOf = (path: string): string | undefined => path.split("/").filter((part) => part !== "").pop()

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The payment provider's return pages (SPEC.md 2.8: success, fail, pending, cancel). The outcome in the address is
 * where the provider sent the browser; what the page states is the deposit as the server knows it (its notice may
 * arrive a moment later, or earlier than the browser).
 */
export const PaymentReturnPage = () => {
  const { t } = usePaymentsTexts()
  const { dispatch, isPlayer, lng, money, store } = useCashier()
  const search = new URLSearchParams(useSearch())
  const outcome = outcomeOf(lastSegmentOf(store.location.value.path))
  const id = search.get("deposit") ?? ""
  const known = UUID.test(id) ? store.payments.value.deposits[id.toLowerCase()] : undefined
  const deposit = known !== undefined && !("failed" in known) ? known : undefined
  useEffect(() => {
    if (!isPlayer || !UUID.test(id)) return
    void dispatch(new LoadDeposit({ id: id.toLowerCase() }))
    // The balance in the header and the cashier show the credit.
    void dispatch(new LoadAccounts({}))
    void dispatch(new LoadCashier({}))
  }, [isPlayer, id, dispatch])
  const status = deposit?.status
  const tone = status === "credited" ? "good" : status === "pending" || status === "created" ? "wait" : status === undefined ? (outcome === "success" ? "good" : outcome === "pending" ? "wait" : "bad") : "bad"
  const heading = status === "credited" ? "success" : status === "pending" ? "pending" : status === "cancelled" ? "cancel" : status === "failed" ? "fail" : outcome
  return (
    <CashierFrame section="recharge" title={t(`return.${heading}`)}>
      <div className={`cashier-notice cashier-notice--${tone}`} role="status" data-testid="payment-return">
        <p>{heading === "success" ? t("return.successText", { amount: deposit === undefined ? "" : money(deposit.amount, { currency: deposit.currency, minorDigits: 2 }) }) : t(`return.${heading}Text`)}</p>
        {deposit !== undefined ? <p data-testid="deposit-status">{t(`return.statusOf.${deposit.status}`)}</p> : <p>{t("return.checking")}</p>}
      </div>
      <div className="cashier-links">
        {status === "created" || status === "pending" || deposit === undefined ? (
          <button type="button" className={buttonClass("secondary")} onClick={() => UUID.test(id) && void dispatch(new LoadDeposit({ id: id.toLowerCase() }))}>
            {t("return.refresh")}
          </button>
        ) : null}
        <Link href={`/${lng}/recharge`} className={buttonClass("primary")}>
          {heading === "success" ? t("return.again") : t("return.toCashier")}
        </Link>
      </div>
    </CashierFrame>
  )
}

/** The withdraw variants of the return pages (SPEC.md 2.8): a payout's outcome, with the way to the withdrawals. */
export const WithdrawReturnPage = () => {
  const { t } = usePaymentsTexts()
  const { lng, store } = useCashier()
  const outcome = outcomeOf(lastSegmentOf(store.location.value.path))
  return (
    <CashierFrame section="deduce" title={t(`return.withdraw.${outcome}`)}>
      <div className={`cashier-notice cashier-notice--${outcome === "success" ? "good" : outcome === "pending" ? "wait" : "bad"}`} role="status">
        <p>{t("return.withdraw.text")}</p>
      </div>
      <Link href={`/${lng}/deduce`} className={buttonClass("primary")}>
        {t("recharge.toDeduce")}
      </Link>
    </CashierFrame>
  )
}
