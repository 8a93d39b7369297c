import { Either, Redacted } from "effect"
import { useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { CancelWithdrawal, LoadWithdrawals, RequestWithdrawal } from "../../commands/payments/commands"
import { LoadBonuses } from "../../commands/promo/commands"
import type { StakeRefusal } from "../../domain/coupon/stakeText"
import { checkAmount } from "../../domain/payments/amounts"
import { isBanned } from "../../domain/session/banGuard"
import { rightRefusal } from "../../projections/session/rights"
import { buttonClass } from "../kit/Button"
import { Field, FieldError } from "../kit/Field"
import { MoneyInput } from "../kit/MoneyInput"
import { CashierFrame, CashierGate, reasonOf, useCashier, usePaymentsTexts } from "./shared"

const cardDigits = (text: string) => text.replace(/\s/g, "")
const isCardNumber = (text: string) => /^[0-9]{12,19}$/.test(cardDigits(text))

/**
 * deduce (SPEC.md 2.5): the withdrawal of the personal office, and the one page a banned player at ban level 53
 * (version 1) or 45 (other versions) may still open (SPEC.md 4). A verified player asks for an amount to a card; the
 * amount is reserved at once and the request waits for the operator; the list shows every request and its status.
 */
export const DeducePage = () => {
  const { t } = usePaymentsTexts()
  const { t: shell } = useTranslation()
  const { dispatch, lng, money, store, isPlayer } = useCashier()
  const [amount, setAmount] = useState<number | null>(null)
  const [card, setCard] = useState("")
  const [touched, setTouched] = useState(false)
  const [sending, setSending] = useState(false)
  const payments = store.payments.value
  const config = store.userConfig.value.config
  const banned = config !== null && isBanned({ banLevel: config.ban_level, banVersion: config.ban_version })
  const refused = rightRefusal(store.rights.value, "withdraw")
  const withdrawals = payments.withdrawals
  useEffect(() => {
    if (isPlayer && withdrawals.status === "idle") void dispatch(new LoadWithdrawals({}))
  }, [isPlayer, withdrawals.status, dispatch])
  // The bonus rules: a withdrawal asked for while a bonus is unmet forfeits it, so the player is told before asking.
  useEffect(() => {
    if (isPlayer) void dispatch(new LoadBonuses({}))
  }, [isPlayer, dispatch])
  const unmet = store.promo.value.answer?.bonuses.filter((b) => b.status === "active" && b.wagered < b.requirement) ?? []
  // A waiting withdrawal changes by itself (approved, paid): the player reads the list again.
  const waiting = withdrawals.data?.some((w) => w.status === "approved" || w.status === "requested") ?? false
  const describeTyping = (_refusal: StakeRefusal) => t("deduce.badAmount")
  return (
    <CashierFrame section="deduce" title={shell("deduce.title")}>
      <div data-testid="deduce-page">
        {banned && refused === null ? <p role="status">{shell("deduce.blocked")}</p> : null}
        {refused !== null ? <p role="status">{shell(`deduce.refused.${refused}`)}</p> : null}
        <p className="muted">{shell("deduce.text")}</p>
        <CashierGate>
          {(cashier) => {
            const rule = cashier.methods.find((m) => m.withdrawal !== null)?.withdrawal ?? null
            if (rule === null) return null
            if (!cashier.verified) {
              return (
                <div className="cashier-notice cashier-notice--wait" role="status">
                  <p>{t("deduce.notVerified")}</p>
                  <p>
                    <Link href={`/${lng}/verification`}>{t("deduce.toVerification")}</Link>
                  </p>
                </div>
              )
            }
            const chosen = amount ?? rule.min
            const checked = checkAmount(chosen, rule)
            const amountRefusal = Either.isLeft(checked)
              ? t(`recharge.refusal.${checked.left._tag}`, { min: money(rule.min), max: money(rule.max), step: money(rule.step) })
              : undefined
            const cardRefusal = touched && !isCardNumber(card) ? t("deduce.badCard") : undefined
            const outcome = payments.withdrawalOutcome
            const submit = async () => {
              setTouched(true)
              if (amountRefusal !== undefined || !isCardNumber(card)) return
              setSending(true)
              await dispatch(new RequestWithdrawal({ amount: chosen, cardNumber: Redacted.make(cardDigits(card)) }))
              setSending(false)
              setCard("")
              setTouched(false)
            }
            return (
              <form
                className="cashier-card"
                onSubmit={(e) => {
                  e.preventDefault()
                  void submit()
                }}
              >
                <h2>{t("deduce.form")}</h2>
                <label className="field">
                  <span className="field__label">{t("common.amount")}</span>
                  <MoneyInput label={t("common.amount")} amount={chosen} digits={cashier.minorDigits} field="withdrawal" describeRefusal={describeTyping} onAmount={setAmount} />
                </label>
                <p className="cashier-hint">{t("deduce.limits", { min: money(rule.min), max: money(rule.max) })}</p>
                {amountRefusal === undefined ? null : <FieldError>{amountRefusal}</FieldError>}
                <Field label={t("deduce.cardNumber")}>
                  <input
                    className="field__input"
                    inputMode="numeric"
                    autoComplete="cc-number"
                    placeholder={t("deduce.cardHint")}
                    value={card}
                    maxLength={23}
                    aria-invalid={cardRefusal !== undefined}
                    onChange={(e) => setCard(e.target.value.replace(/[^0-9 ]/g, ""))}
                    onBlur={() => setTouched(card !== "")}
                    data-testid="withdrawal-card"
                  />
                  {cardRefusal === undefined ? null : <FieldError>{cardRefusal}</FieldError>}
                </Field>
                {outcome?._tag === "requested" ? (
                  <p className="cashier-notice cashier-notice--good" role="status">
                    {t("deduce.requested", { amount: money(outcome.withdrawal.amount) })}
                  </p>
                ) : null}
                {outcome?._tag === "failed" ? <FieldError>{t("deduce.failed", { reason: reasonOf(outcome.error) })}</FieldError> : null}
                {unmet.length === 0 ? null : (
                  <p className="cashier-notice cashier-notice--wait" role="alert" data-testid="withdrawal-bonus-forfeit">
                    {t("deduce.bonusForfeit", { count: unmet.length, amount: money(unmet.reduce((sum, b) => sum + b.amount, 0)) })}
                  </p>
                )}
                <button type="submit" className={buttonClass("primary")} disabled={sending || amountRefusal !== undefined} data-testid="withdrawal-submit">
                  {t("deduce.submit", { amount: money(chosen) })}
                </button>
              </form>
            )
          }}
        </CashierGate>
        <div className="cashier-links">
          <h2>{t("deduce.list")}</h2>
          {waiting ? (
            <button type="button" className={buttonClass("ghost")} onClick={() => void dispatch(new LoadWithdrawals({}))} data-testid="withdrawals-refresh">
              {t("return.refresh")}
            </button>
          ) : null}
        </div>
        {withdrawals.data === null || withdrawals.data.length === 0 ? (
          <p className="muted">{withdrawals.status === "idle" ? t("common.loading") : t("deduce.none")}</p>
        ) : (
          <table className="cashier-table" data-testid="withdrawals">
            <tbody>
              {withdrawals.data.map((w) => (
                <tr key={w.id} data-testid="withdrawal-row">
                  <td>{new Date(w.createdAt).toLocaleString(lng)}</td>
                  <td>{t("deduce.card", { last4: w.destination })}</td>
                  <td className="cashier-amount">{money(w.amount)}</td>
                  <td>
                    <span className={`cashier-status cashier-status--${w.status}`} data-testid="withdrawal-status">
                      {t(`deduce.status.${w.status}`)}
                    </span>
                    {w.reason === null ? null : <div className="cashier-hint">{w.reason}</div>}
                  </td>
                  <td>
                    {w.status === "requested" ? (
                      <button type="button" className={buttonClass("ghost")} onClick={() => void dispatch(new CancelWithdrawal({ id: w.id }))}>
                        {t("deduce.cancel")}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </CashierFrame>
  )
}
