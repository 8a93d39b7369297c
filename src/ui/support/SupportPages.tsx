import { type FormEvent, useEffect, useState } from "react"
import { useTranslation } from "react-i18next"
import { useRoute } from "wouter"
import { Navigate } from "../../commands/shell/commands"
import { CloseSupportTicket, LoadSupportTickets, OpenSupportTicket, ReplySupportTicket, UnwatchSupport, WatchSupport } from "../../commands/support/commands"
import type { ApiError } from "../../domain/api/clientErrors"
import type { SupportKind } from "../../domain/support/tickets"
import type { SupportThread, SupportTicket } from "../../domain/api/support"
import { PAGE_PATHS } from "../../domain/shell/routes"
import { SUPPORT_MESSAGE_MAX, SUPPORT_TOPIC_MAX } from "../../domain/support/tickets"
import { LoadFailed, OfficeFrame } from "../account/office/OfficeFrame"
import { Badge } from "../kit/Badge"
import { Button, buttonClass } from "../kit/Button"
import { Field, FieldError } from "../kit/Field"
import type { SupportTexts } from "./i18n/en"
import { messageProblem, refusalKey, topicProblem, useSupport, useSupportTexts } from "./useSupport"
import "./support.css"

type Problem = keyof SupportTexts["problems"]

/** The field a refusal named (the contract's check before sending, or the server's). */
const refusedField = (error: ApiError | null, field: string): boolean => error?._tag === "ServerRefused" && (error.fields ?? []).some((f) => f.field === field)

/** A text field with the words of its problem, shown once the player tried to send. */
const TextField = ({
  label,
  value,
  onChange,
  problem,
  max,
  multiline,
  name
}: {
  readonly label: string
  readonly value: string
  readonly onChange: (value: string) => void
  readonly problem: Problem | undefined
  readonly max: number
  readonly multiline: boolean
  readonly name: string
}) => {
  const { t } = useSupportTexts()
  const errorId = `support-${name}-error`
  const common = {
    className: "field__input",
    name,
    value,
    "aria-invalid": problem === undefined ? undefined : true,
    "aria-describedby": problem === undefined ? undefined : errorId
  } as const
  return (
    <Field label={label} className="field--wide">
      {multiline ? (
        <textarea {...common} rows={5} maxLength={max + 100} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" maxLength={max + 20} onChange={(event) => onChange(event.target.value)} />
      )}
      {problem === undefined ? null : <FieldError id={errorId}>{t(`problems.${problem}`, { max })}</FieldError>}
    </Field>
  )
}

/**
 * The form of a new request or idea: topic and message, checked with the server's rules before sending; the refused
 * field is named. `onSent` follows the server's answer.
 */
export const TicketForm = ({ kind, submitLabel }: { readonly kind: SupportKind; readonly submitLabel: string }) => {
  const { t } = useSupportTexts()
  const { dispatch, state } = useSupport()
  const [topic, setTopic] = useState("")
  const [message, setMessage] = useState("")
  const [tried, setTried] = useState(false)
  const [sending, setSending] = useState(false)
  const failed = state.writeError !== null && state.writeError.action === "open" ? state.writeError.error : null
  const problems = {
    topic: tried ? (topicProblem(topic) ?? (refusedField(failed, "topic") ? "control" : undefined)) : undefined,
    message: tried ? (messageProblem(message) ?? (refusedField(failed, "message") ? "control" : undefined)) : undefined
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (topicProblem(topic) !== undefined || messageProblem(message) !== undefined) return
    setSending(true)
    void dispatch(new OpenSupportTicket({ kind, topic, message })).finally(() => setSending(false))
  }
  return (
    <form className="office-card support-form" onSubmit={submit} noValidate data-testid={`support-form-${kind}`}>
      <TextField name="topic" label={t("topic")} value={topic} onChange={setTopic} problem={problems.topic} max={SUPPORT_TOPIC_MAX} multiline={false} />
      <TextField name="message" label={t("message")} value={message} onChange={setMessage} problem={problems.message} max={SUPPORT_MESSAGE_MAX} multiline />
      {failed === null || refusedField(failed, "topic") || refusedField(failed, "message") ? null : (
        <p className="office__status office__status--failed" role="alert">
          {t(`refused.${refusalKey(failed)}`)}
        </p>
      )}
      <Button type="submit" variant="primary" disabled={sending}>
        {sending ? t("sending") : submitLabel}
      </Button>
    </form>
  )
}

/** A ticket's state in the player's words. */
export const StatusBadge = ({ ticket }: { readonly ticket: SupportTicket }) => {
  const { t } = useSupportTexts()
  return <span className={`support-status support-status--${ticket.status}`}>{t(`status.${ticket.status}`)}</span>
}

/** The player's tickets, newest change first, each a link to its thread. */
export const TicketList = ({ tickets, onOpen }: { readonly tickets: ReadonlyArray<SupportTicket>; readonly onOpen?: () => void }) => {
  const { t } = useSupportTexts()
  const { date, lng } = useSupport()
  if (tickets.length === 0) return <p className="muted">{t("noTickets")}</p>
  return (
    <ul className="support-list" data-testid="support-tickets">
      {tickets.map((ticket) => (
        <li key={ticket.id} className={ticket.unread ? "support-list__item support-list__item--unread" : "support-list__item"} data-unread={ticket.unread}>
          <a href={`/${lng}/support/${ticket.id}`} onClick={onOpen}>
            <span className="support-list__topic">{ticket.topic}</span>
            {ticket.unread ? <Badge>{t("newAnswer")}</Badge> : null}
          </a>
          <span className="muted">
            {t(`kind.${ticket.kind}`)} · {t("messages", { count: ticket.messages })} · {t("updated", { date: date(ticket.updatedAt) })}
          </span>
          <StatusBadge ticket={ticket} />
        </li>
      ))}
    </ul>
  )
}

/** One request: its messages (as text: whatever was typed is shown as typed), a reply while it is open, and closing it. */
const Thread = ({ thread }: { readonly thread: SupportThread }) => {
  const { t } = useSupportTexts()
  const { date, dispatch, lng, state } = useSupport()
  const [reply, setReply] = useState("")
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const { ticket } = thread
  const failed = state.writeError !== null && state.writeError.ticketId === ticket.id ? state.writeError.error : null
  const problem = tried ? (messageProblem(reply) ?? (refusedField(failed, "message") ? "control" : undefined)) : undefined
  const send = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (messageProblem(reply) !== undefined) return
    setBusy(true)
    void dispatch(new ReplySupportTicket({ ticketId: ticket.id, message: reply }))
      .then(() => {
        setReply("")
        setTried(false)
      })
      .finally(() => setBusy(false))
  }
  return (
    <div className="office-card" data-testid="support-thread">
      <p>
        <a href={`/${lng}/support`}>← {t("back")}</a>
      </p>
      <div className="support-thread__head">
        <h2>{ticket.topic}</h2>
        <StatusBadge ticket={ticket} />
      </div>
      <ol className="support-messages">
        {thread.messages.map((message) => (
          <li key={message.id} className={`support-message support-message--${message.author}`} data-testid={`support-message-${message.author}`}>
            <span className="support-message__who">
              {message.author === "player" ? t("you") : t("operator")} · {date(message.at)}
            </span>
            <p className="support-message__text">{message.text}</p>
          </li>
        ))}
      </ol>
      {failed === null || refusedField(failed, "message") ? null : (
        <p className="office__status office__status--failed" role="alert">
          {t(`refused.${refusalKey(failed)}`)}
        </p>
      )}
      {ticket.status === "closed" ? (
        <p className="muted">{t("closedNote")}</p>
      ) : (
        <form onSubmit={send} noValidate className="support-reply">
          <TextField name="message" label={t("reply")} value={reply} onChange={setReply} problem={problem} max={SUPPORT_MESSAGE_MAX} multiline />
          <div className="support-reply__actions">
            <Button type="submit" variant="primary" disabled={busy}>
              {t("sendReply")}
            </Button>
            <Button disabled={busy} onClick={() => void dispatch(new CloseSupportTicket({ ticketId: ticket.id }))}>
              {t("close")}
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}

/** The ticket id of the address /{lng}/support/{ticketId}, or null for the list (a malformed id reads as missing). */
const useTicketId = (): number | null | "bad" => {
  // The route table renders pages outside a wouter <Route>: the params are read by matching the page's own path.
  const [, params] = useRoute<{ ticketId?: string }>(PAGE_PATHS["support"])
  const raw = params?.ticketId
  if (raw === undefined) return null
  return /^[1-9][0-9]{0,14}$/.test(raw) ? Number(raw) : "bad"
}

/**
 * support (SPEC.md 2.5): the player's requests and a new one, or one request's thread. The page shown is watched: it
 * is read again every few seconds while it is, so the operator's answer appears by itself.
 */
export const SupportPage = () => {
  const { t } = useSupportTexts()
  const { t: shell } = useTranslation()
  const { dispatch, isPlayer, lng, state } = useSupport()
  const ticketId = useTicketId()
  const watched = ticketId === "bad" ? null : ticketId
  useEffect(() => {
    if (!isPlayer || ticketId === "bad") return
    void dispatch(new WatchSupport({ ticketId: watched }))
    return () => void dispatch(new UnwatchSupport({}))
  }, [isPlayer, ticketId, watched, dispatch])
  // A request just written opens on its thread.
  useEffect(() => {
    if (state.opened !== null && ticketId === null) void dispatch(new Navigate({ to: `/${lng}/support/${state.opened}`, mode: "push" }))
  }, [state.opened, ticketId, lng, dispatch])

  const thread = typeof ticketId === "number" ? state.threads[String(ticketId)] : undefined
  return (
    <OfficeFrame section="support" title={shell("titles.support")} lead={t("lead")}>
      {ticketId === "bad" || (typeof ticketId === "number" && state.missing.includes(ticketId)) ? (
        <p className="office__notice">{t("notFound")}</p>
      ) : typeof ticketId === "number" ? (
        thread === undefined ? (
          <p className="muted">{t("loading")}</p>
        ) : (
          <Thread thread={thread} />
        )
      ) : (
        <>
          <h2 className="support-heading">{t("newTicket")}</h2>
          <TicketForm kind="question" submitLabel={t("send")} />
          <div className="support-heading support-heading--row">
            <h2>{t("myTickets")}</h2>
            <a className={buttonClass("ghost")} href={`/${lng}/share-idea`}>
              {t("shareIdea")}
            </a>
          </div>
          {state.status === "failed" && state.tickets === null ? (
            <LoadFailed onRetry={() => void dispatch(new LoadSupportTickets({}))} />
          ) : state.tickets === null ? (
            <p className="muted">{t("loading")}</p>
          ) : (
            <TicketList tickets={state.tickets} />
          )}
        </>
      )}
    </OfficeFrame>
  )
}

/** share-idea (SPEC.md 2.5): an idea for the site, sent as a request of kind idea; it then shows among the requests. */
export const ShareIdeaPage = () => {
  const { t } = useSupportTexts()
  const { t: shell } = useTranslation()
  const { dispatch, isPlayer, lng, state } = useSupport()
  const [sentBefore] = useState(state.opened)
  const sent = state.opened !== null && state.opened !== sentBefore
  useEffect(() => {
    if (isPlayer) void dispatch(new UnwatchSupport({}))
  }, [isPlayer, dispatch])
  return (
    <OfficeFrame section="support" title={shell("titles.shareIdea")} lead={t("ideaLead")}>
      {sent ? (
        <div className="office-card" role="status">
          <p>{t("ideaSent")}</p>
          <a href={`/${lng}/support/${state.opened}`}>{t("open")}</a>
        </div>
      ) : (
        <TicketForm kind="idea" submitLabel={t("sendIdea")} />
      )}
    </OfficeFrame>
  )
}
