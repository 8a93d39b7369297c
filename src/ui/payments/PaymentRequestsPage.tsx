import { useEffect, useState } from "react"
import { Link } from "wouter"
import { CreatePaymentRequest, LoadPaymentRequests } from "../../commands/payments/commands"
import { createRequestSteps, PAYMENT_REQUEST_TEXT_MAX, type PaymentRequestSubTopic, type PaymentRequestTopic, SUB_TOPICS } from "../../domain/payments/requests"
import { textProblem } from "../../domain/playerText"
import { buttonClass } from "../kit/Button"
import { Field, FieldError } from "../kit/Field"
import { CashierFrame, reasonOf, useCashier, usePaymentsTexts } from "./shared"

const useRequests = () => {
  const cashier = useCashier()
  const state = cashier.store.payments.value.requests
  useEffect(() => {
    if (cashier.isPlayer && state.status === "idle") void cashier.dispatch(new LoadPaymentRequests({}))
  }, [cashier.isPlayer, state.status, cashier.dispatch])
  return { ...cashier, state }
}

/** payment/requests (SPEC.md 2.5): the player's questions about money and their status. */
export const PaymentRequestsPage = () => {
  const { t } = usePaymentsTexts()
  const { lng, state } = useRequests()
  const requests = state.data?.requests ?? []
  return (
    <CashierFrame section="paymentRequests" title={t("requests.title")}>
      <p>
        <Link href={`/${lng}/payment/create-request`} className={buttonClass("primary")}>
          {t("requests.create")}
        </Link>
      </p>
      {state.status === "idle" ? <p className="muted">{t("common.loading")}</p> : null}
      {state.status === "failed" && state.error !== null ? <p className="cashier-notice cashier-notice--bad">{reasonOf(state.error)}</p> : null}
      {state.status === "loaded" && requests.length === 0 ? <p className="muted">{t("requests.none")}</p> : null}
      {requests.length > 0 ? (
        <table className="cashier-table" data-testid="payment-requests">
          <tbody>
            {requests.map((r) => (
              <tr key={r.id}>
                <td>{new Date(r.createdAt).toLocaleString(lng)}</td>
                <td>
                  {t(`requests.topics.${r.topic}`)}: {t(`requests.subTopics.${r.subTopic}`)}
                </td>
                <td>{r.message}</td>
                <td>
                  <span className="cashier-status">{t(`requests.status.${r.status}`)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </CashierFrame>
  )
}

/** payment/create-request (SPEC.md 2.5): topic, sub-topic, the transaction when the question is about one, the message. */
export const CreatePaymentRequestPage = () => {
  const { t } = usePaymentsTexts()
  const { dispatch, lng, money, state, store } = useRequests()
  const [topic, setTopic] = useState<PaymentRequestTopic | undefined>(undefined)
  const [subTopic, setSubTopic] = useState<PaymentRequestSubTopic | undefined>(undefined)
  const [transactionId, setTransactionId] = useState<string | null>(null)
  const [message, setMessage] = useState("")
  const [step, setStep] = useState(0)
  const [sending, setSending] = useState(false)
  const steps = createRequestSteps(topic, subTopic)
  const current = steps[Math.min(step, steps.length - 1)]!
  const outcome = store.payments.value.requestOutcome
  const data = state.data
  const transactions =
    topic === "deposit"
      ? (data?.deposits ?? []).map((d) => ({ id: d.id, label: `${new Date(d.createdAt).toLocaleString(lng)} · ${money(d.amount, { currency: d.currency, minorDigits: 2 })} · ${t(`return.statusOf.${d.status}`)}` }))
      : (data?.withdrawals ?? []).map((w) => ({ id: w.id, label: `${new Date(w.createdAt).toLocaleString(lng)} · ${money(w.amount, { currency: w.currency, minorDigits: 2 })} · ${t(`deduce.status.${w.status}`)}` }))
  const messageProblem = message.trim() === "" ? undefined : textProblem(message, true)
  const canGoOn =
    current === "topic" ? topic !== undefined : current === "subTopic" ? subTopic !== undefined : current === "transaction" ? transactionId !== null : message.trim() !== "" && messageProblem === undefined
  const send = async () => {
    if (topic === undefined || subTopic === undefined) return
    setSending(true)
    await dispatch(new CreatePaymentRequest({ topic, subTopic, transactionId: steps.includes("transaction") ? transactionId : null, message }))
    setSending(false)
  }
  if (outcome?._tag === "created" && step >= steps.length - 1 && sending === false && message !== "") {
    return (
      <CashierFrame section="paymentRequests" title={t("requests.create")}>
        <p className="cashier-notice cashier-notice--good" role="status">
          {t("requests.sent")}
        </p>
        <Link href={`/${lng}/payment/requests`} className={buttonClass("primary")}>
          {t("requests.title")}
        </Link>
      </CashierFrame>
    )
  }
  return (
    <CashierFrame section="paymentRequests" title={t("requests.create")}>
      <form
        className="cashier-card"
        onSubmit={(e) => {
          e.preventDefault()
          if (!canGoOn) return
          if (current === "message") void send()
          else setStep(step + 1)
        }}
      >
        <p className="cashier-steps">{t("requests.step", { n: Math.min(step, steps.length - 1) + 1, total: steps.length })}</p>
        {current === "topic" ? (
          <Field label={t("requests.topic")}>
            <select className="field__input" value={topic ?? ""} onChange={(e) => (setTopic(e.target.value as PaymentRequestTopic), setSubTopic(undefined), setTransactionId(null))}>
              <option value="" disabled>
                —
              </option>
              {(["deposit", "withdrawal", "other"] as const).map((id) => (
                <option key={id} value={id}>
                  {t(`requests.topics.${id}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {current === "subTopic" && topic !== undefined ? (
          <Field label={t("requests.subTopic")}>
            <select className="field__input" value={subTopic ?? ""} onChange={(e) => setSubTopic(e.target.value as PaymentRequestSubTopic)}>
              <option value="" disabled>
                —
              </option>
              {SUB_TOPICS[topic].map((id) => (
                <option key={id} value={id}>
                  {t(`requests.subTopics.${id}`)}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {current === "transaction" ? (
          transactions.length === 0 ? (
            <p className="muted">{t("requests.noTransactions")}</p>
          ) : (
            <Field label={t("requests.transaction")}>
              <select className="field__input" value={transactionId ?? ""} onChange={(e) => setTransactionId(e.target.value)}>
                <option value="" disabled>
                  —
                </option>
                {transactions.map((tx) => (
                  <option key={tx.id} value={tx.id}>
                    {tx.label}
                  </option>
                ))}
              </select>
            </Field>
          )
        ) : null}
        {current === "message" ? (
          <Field label={t("requests.message")}>
            <textarea className="field__input" maxLength={PAYMENT_REQUEST_TEXT_MAX} value={message} onChange={(e) => setMessage(e.target.value)} aria-invalid={messageProblem !== undefined} />
            {messageProblem === undefined ? null : <FieldError>{t("requests.badText")}</FieldError>}
          </Field>
        ) : null}
        {outcome?._tag === "failed" ? <FieldError>{t("requests.failed", { reason: reasonOf(outcome.error) })}</FieldError> : null}
        <div className="cashier-links">
          {step > 0 ? (
            <button type="button" className={buttonClass("secondary")} onClick={() => setStep(step - 1)}>
              {t("requests.back")}
            </button>
          ) : null}
          <button type="submit" className={buttonClass("primary")} disabled={!canGoOn || sending}>
            {current === "message" ? t("requests.send") : t("requests.next")}
          </button>
        </div>
      </form>
    </CashierFrame>
  )
}
