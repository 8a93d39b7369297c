import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useRef, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { LoadMailbox } from "../../commands/devtools/commands"
import { useDispatch, useStore } from "../AppContext"
import { addAreaTexts } from "../i18n/areaTexts"
import { apiErrorText } from "./apiErrorText"
import { takeDevTokenLink } from "./devTokenLink"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { MailboxMessages } from "./MailboxMessages"
import { SendTestCode } from "./SendTestCode"
import "./devtools.css"
import "./mailbox.css"
import { buttonClass } from "../kit/Button"

/**
 * The dev mailbox (issue 7, non-production builds only): what the outbox kept, so a developer or an end-to-end test
 * can read the code or follow the link a flow sent. Texts and styles come with this chunk.
 */
export const MailboxPage = () => {
  const { i18n } = useTranslation()
  addAreaTexts(i18n, "devtools", { en, ru })
  return <Mailbox />
}

const Mailbox = () => {
  useSignals()
  const { t, i18n } = useTranslation("devtools")
  const dispatch = useDispatch()
  const store = useStore()
  const { error, loaded, locked, messages, to } = store.mailbox.value
  const sent = store.smsCode.value.sent
  const lang = store.language.value.current ?? i18n.language
  const filter = useRef<HTMLInputElement>(null)
  const filterId = useId()

  // On arrival (with the link's token, if it carries one), and after every code this page sent: the new message is
  // what the developer came for.
  useEffect(() => {
    const recipient = filter.current?.value.trim() ?? ""
    const token = takeDevTokenLink()
    void dispatch(new LoadMailbox({ ...(recipient === "" ? {} : { to: recipient }), ...(token === undefined ? {} : { token }) }))
  }, [sent, dispatch])

  const show = (event: FormEvent) => {
    event.preventDefault()
    const recipient = filter.current?.value.trim() ?? ""
    void dispatch(new LoadMailbox(recipient === "" ? {} : { to: recipient }))
  }

  return (
    <div className="container devtools devtools-mailbox">
      <header className="devtools__head">
        <h1>{t("mailbox.heading")}</h1>
        <p className="muted">{t("mailbox.intro")}</p>
      </header>
      {locked ? (
        <section className="card devtools__locked" role="status">
          <h2>{t("mailbox.lockedTitle")}</h2>
          <p>{t("mailbox.locked")}</p>
        </section>
      ) : null}
      <SendTestCode />
      <form className="card devtools__toolbar" onSubmit={show}>
        <div className="devtools__control devtools__control--search">
          <label htmlFor={filterId}>{t("mailbox.filter")}</label>
          <input id={filterId} ref={filter} className="devtools__input" placeholder={t("mailbox.filterPlaceholder")} autoComplete="off" />
        </div>
        <button type="submit" className={buttonClass("primary")}>
          {t("mailbox.show")}
        </button>
        <p className="devtools__count" role="status">
          {loaded ? `${to ?? t("mailbox.showAll")} · ${t("mailbox.count", { count: messages.length })}` : ""}
        </p>
      </form>
      {error !== null ? <p className="devtools__error">{t("mailbox.loadFailed", { reason: apiErrorText(error) })}</p> : null}
      {loaded ? <MailboxMessages messages={messages} lang={lang} /> : null}
    </div>
  )
}
