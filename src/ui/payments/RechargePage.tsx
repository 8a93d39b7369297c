import { Either } from "effect"
import { useState } from "react"
import { Link } from "wouter"
import { StartDeposit } from "../../commands/payments/commands"
import type { StakeRefusal } from "../../domain/coupon/stakeText"
import { checkAmount } from "../../domain/payments/amounts"
import { isLanguageCode } from "../../domain/shell/language"
import { buttonClass } from "../kit/Button"
import { FieldError } from "../kit/Field"
import { MoneyInput } from "../kit/MoneyInput"
import { PaymentConsultantOffer } from "../support/SupportModals"
import { CashierFrame, CashierGate, reasonOf, useCashier, usePaymentsTexts } from "./shared"

/** How many minimum deposits the quick amounts are. */
const QUICK_MULTIPLES = [1, 2, 5, 10] as const

/**
 * recharge (SPEC.md 2.5): the cashier's deposit. The player picks an amount within the currency's rules (the server
 * checks them again, and asks the limits), and leaves for the payment provider's hosted page; the provider sends them
 * back to the return pages.
 */
export const RechargePage = () => {
  const { t } = usePaymentsTexts()
  const { dispatch, lng, money, store } = useCashier()
  const [amount, setAmount] = useState<number | null>(null)
  const [leaving, setLeaving] = useState(false)
  const depositError = store.payments.value.depositError
  const describeTyping = (refusal: StakeRefusal) => (refusal._tag === "MinorDigits" ? t("recharge.refusal.NotWhole", { step: "0.01" }) : t("deduce.badAmount"))
  return (
    <CashierFrame section="recharge" title={t("recharge.title")}>
      <PaymentConsultantOffer />
      <CashierGate>
        {(cashier) => {
          const method = cashier.methods[0]
          if (method === undefined) return null
          const rule = method.deposit
          const chosen = amount ?? rule.min * 5
          const checked = checkAmount(chosen, rule)
          const refusal = Either.isLeft(checked)
            ? t(`recharge.refusal.${checked.left._tag}`, { min: money(rule.min), max: money(rule.max), step: money(rule.step) })
            : undefined
          const submit = async () => {
            if (refusal !== undefined || !isLanguageCode(lng)) return
            setLeaving(true)
            await dispatch(new StartDeposit({ amount: chosen, lng }))
            setLeaving(false)
          }
          return (
            <>
              <form
                className="cashier-card"
                onSubmit={(e) => {
                  e.preventDefault()
                  void submit()
                }}
              >
                <h2>{t("recharge.method")}</h2>
                <div className="cashier-method">{t("recharge.card")}</div>
                <label className="field">
                  <span className="field__label">{t("common.amount")}</span>
                  <MoneyInput label={t("common.amount")} amount={chosen} digits={cashier.minorDigits} field="deposit" describeRefusal={describeTyping} onAmount={setAmount} />
                </label>
                <div className="cashier-quick">
                  {QUICK_MULTIPLES.map((n) => (
                    <button key={n} type="button" className={buttonClass("secondary")} onClick={() => setAmount(rule.min * n)}>
                      {money(rule.min * n)}
                    </button>
                  ))}
                </div>
                <p className="cashier-hint">{t("recharge.limits", { min: money(rule.min), max: money(rule.max) })}</p>
                {refusal === undefined ? null : <FieldError>{refusal}</FieldError>}
                {depositError === null ? null : (
                  <FieldError>
                    {depositError._tag === "ServerRefused" && depositError.status === 403
                      ? `${t("recharge.notAdmitted")} ${depositError.title}`
                      : t("recharge.failed", { reason: reasonOf(depositError) })}
                  </FieldError>
                )}
                <button type="submit" className={buttonClass("primary")} disabled={leaving || refusal !== undefined} data-testid="deposit-submit">
                  {leaving ? t("recharge.leaving") : t("recharge.submit", { amount: money(chosen) })}
                </button>
                <p className="cashier-hint">{t("recharge.secure")}</p>
              </form>
              <div className="cashier-links">
                <Link href={`/${lng}/historypay`}>{t("recharge.toHistory")}</Link>
                <Link href={`/${lng}/deduce`}>{t("recharge.toDeduce")}</Link>
              </div>
            </>
          )
        }}
      </CashierGate>
    </CashierFrame>
  )
}
