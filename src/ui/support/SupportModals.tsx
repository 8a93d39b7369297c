import { useSignals } from "@preact/signals-react/runtime"
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react"
import { LoadConfigGroups } from "../../commands/config/commands"
import { AskSupportQuestion, CloseSupportModal, ShowSupportModal } from "../../commands/support/commands"
import { isEmail, normalizeEmail } from "../../domain/session/credentials"
import { CONSULTANT_ID_KEY, consultantAvailable } from "../../domain/support/consultant"
import { useStore } from "../AppContext"
import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPIC_MAX } from "../../domain/support/tickets"
import { Button } from "../kit/Button"
import { Dialog } from "../kit/Dialog"
import { Field, FieldError } from "../kit/Field"
import { messageProblem, refusalKey, topicProblem, useSupport, useSupportTexts } from "./useSupport"
import { TicketList } from "./SupportPages"
import "./support.css"

/**
 * The user-question modal (SPEC.md 2.4): a guest or a player asks support; a guest gives the e-mail the answer goes to,
 * a player's question becomes one of their requests. Each field's refusal is named under it.
 */
const QuestionModal = () => {
  const { t } = useSupportTexts()
  const { desk, dispatch, isPlayer, lng } = useSupport()
  const [email, setEmail] = useState("")
  const [topic, setTopic] = useState("")
  const [message, setMessage] = useState("")
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const first = useRef<HTMLInputElement>(null)
  const close = () => void dispatch(new CloseSupportModal({}))
  const emailProblem = !isPlayer && !isEmail(normalizeEmail(email)) ? "email" : undefined
  const failed = desk.question.status === "failed" ? desk.question.error : null
  const fieldRefused = (name: string) => failed?._tag === "ServerRefused" && (failed.fields ?? []).some((f) => f.field === name)
  const problems = {
    email: tried ? (emailProblem ?? (fieldRefused("email") ? "email" : undefined)) : undefined,
    topic: tried ? (topicProblem(topic) ?? (fieldRefused("topic") ? "control" : undefined)) : undefined,
    message: tried ? (messageProblem(message) ?? (fieldRefused("message") ? "control" : undefined)) : undefined
  } as const
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (emailProblem !== undefined || topicProblem(topic) !== undefined || messageProblem(message) !== undefined) return
    setSending(true)
    void dispatch(new AskSupportQuestion({ email: isPlayer ? null : email, topic, message })).finally(() => setSending(false))
  }
  if (desk.question.status === "sent") {
    return (
      <Dialog title={t("question.title")} description={isPlayer ? t("question.sentPlayer") : t("question.sent")} onClose={close} closeLabel={t("closeModal")} className="support-modal" testId="support-question-modal">
        <div className="support-modal__actions">
          {isPlayer ? (
            <a className="btn btn--secondary" href={`/${lng}/support`} onClick={close}>
              {t("question.openTickets")}
            </a>
          ) : null}
          <Button variant="primary" onClick={close}>
            {t("closeModal")}
          </Button>
        </div>
      </Dialog>
    )
  }
  const field = (name: "email" | "topic" | "message", label: string, control: (props: Record<string, unknown>) => ReactNode, max: number) => {
    const problem = problems[name]
    const errorId = `support-question-${name}-error`
    return (
      <Field label={label}>
        {control({ className: "field__input", name, "aria-invalid": problem === undefined ? undefined : true, "aria-describedby": problem === undefined ? undefined : errorId })}
        {problem === undefined ? null : <FieldError id={errorId}>{t(`problems.${problem}`, { max })}</FieldError>}
      </Field>
    )
  }
  return (
    <Dialog
      title={t("question.title")}
      description={isPlayer ? t("question.description") : `${t("question.description")} ${t("question.guestNote")}`}
      onClose={close}
      closeLabel={t("closeModal")}
      className="support-modal"
      onSubmit={submit}
      initialFocus={first}
      testId="support-question-modal"
    >
      {isPlayer ? null : field("email", t("email"), (props) => <input {...props} ref={first} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />, 254)}
      {field("topic", t("topic"), (props) => <input {...props} ref={isPlayer ? first : undefined} type="text" value={topic} onChange={(e) => setTopic(e.target.value)} />, SUPPORT_TOPIC_MAX)}
      {field("message", t("message"), (props) => <textarea {...props} rows={4} value={message} onChange={(e) => setMessage(e.target.value)} />, SUPPORT_MESSAGE_MAX)}
      {failed === null || fieldRefused("email") || fieldRefused("topic") || fieldRefused("message") ? null : (
        <p className="office__status office__status--failed" role="alert">
          {t(`refused.${refusalKey(failed)}`)}
        </p>
      )}
      <div className="support-modal__actions">
        <Button onClick={close}>{t("closeModal")}</Button>
        <Button type="submit" variant="primary" disabled={sending}>
          {sending ? t("sending") : t("send")}
        </Button>
      </div>
    </Dialog>
  )
}

/** The support-request-history modal (SPEC.md 2.4): the player's requests, each a link to its thread. */
const HistoryModal = () => {
  const { t } = useSupportTexts()
  const { dispatch, isPlayer, lng, state } = useSupport()
  const close = () => void dispatch(new CloseSupportModal({}))
  return (
    <Dialog title={t("history.title")} description={isPlayer ? t("history.description") : t("history.guest")} onClose={close} closeLabel={t("closeModal")} closeOnBackdrop className="support-modal" testId="support-history-modal">
      {!isPlayer ? null : state.tickets === null ? <p className="muted">{t(state.status === "failed" ? "loadFailed" : "loading")}</p> : <TicketList tickets={state.tickets} onOpen={close} />}
      <div className="support-modal__actions">
        {isPlayer ? (
          <a className="btn btn--secondary" href={`/${lng}/support`} onClick={close}>
            {t("history.openSupport")}
          </a>
        ) : (
          <Button onClick={() => void dispatch(new ShowSupportModal({ modal: "question" }))}>{t("question.title")}</Button>
        )}
        <Button variant="primary" onClick={close}>
          {t("closeModal")}
        </Button>
      </div>
    </Dialog>
  )
}

/** The support modal that is open, if any (the shell renders this while one is). */
export const SupportModals = () => {
  const { desk } = useSupport()
  if (desk.modal === "question") return <QuestionModal />
  if (desk.modal === "history") return <HistoryModal />
  return null
}

/** The site config group that holds the consultant's id per language. */
const SOCIAL_GROUP = "social"

/**
 * On the cashier (SPEC.md 2.1 payment_consultant): a payment link's flag offers the consultant for payment questions,
 * where the language's consultant id says the chat is available.
 */
export const PaymentConsultantOffer = () => {
  useSignals()
  const { t } = useSupportTexts()
  const { desk, dispatch, lng } = useSupport()
  const store = useStore()
  const group = store.siteConfig.value.groups[SOCIAL_GROUP]
  const flagged = desk.paymentConsultant
  useEffect(() => {
    if (flagged && group === undefined) void dispatch(new LoadConfigGroups({ lang: lng, groups: [SOCIAL_GROUP] }))
  }, [flagged, group, lng, dispatch])
  if (!flagged || !consultantAvailable(group?.[CONSULTANT_ID_KEY])) return null
  return (
    <div className="office-card support-consultant" data-testid="payment-consultant">
      <p>{t("consultant.payment")}</p>
      <Button variant="primary" onClick={() => void dispatch(new ShowSupportModal({ modal: "question" }))}>
        {t("consultant.chat")}
      </Button>
    </div>
  )
}
