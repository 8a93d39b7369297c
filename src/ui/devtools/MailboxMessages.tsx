import { Redacted } from "effect"
import { useTranslation } from "react-i18next"
import type { MailboxState } from "../../projections/devtools/mailbox"

type Message = MailboxState["messages"][number]

/**
 * One kept message: who it went to and when, the code and the link large enough to copy, the header fields it carries
 * besides the subject (a news e-mail's List-Unsubscribe), then the whole text.
 */
const MessageCard = ({ message, lang }: { readonly message: Message; readonly lang: string }) => {
  const { t } = useTranslation("devtools")
  const code = message.params["code"]
  const link = message.params["link"]
  const headers = Object.entries(message.headers ?? {})
  return (
    <li className="card devtools-mailbox__message">
      <header className="devtools-mailbox__message-head">
        <span className={`devtools-mailbox__channel devtools-mailbox__channel--${message.channel}`}>{t(message.channel === "sms" ? "mailbox.sms" : "mailbox.email")}</span>
        <span>
          <span className="muted">{t("mailbox.to")}</span> <strong>{message.to}</strong>
        </span>
        <time className="muted" dateTime={new Date(message.sentAt).toISOString()}>
          {new Date(message.sentAt).toLocaleString(lang)}
        </time>
      </header>
      <h3 className="devtools-mailbox__subject">{message.subject}</h3>
      {code !== undefined || link !== undefined ? (
        <dl className="devtools-mailbox__values">
          {code !== undefined ? (
            <div>
              <dt>{t("mailbox.code")}</dt>
              <dd className="devtools-mailbox__code" data-testid="mailbox-code">
                {Redacted.value(code)}
              </dd>
            </div>
          ) : null}
          {link !== undefined ? (
            <div>
              <dt>{t("mailbox.link")}</dt>
              <dd>
                <a href={Redacted.value(link)}>{Redacted.value(link)}</a>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {headers.length > 0 ? (
        <dl className="devtools-mailbox__headers" aria-label={t("mailbox.headers")} data-testid="mailbox-headers">
          {headers.map(([name, value]) => (
            <div key={name}>
              <dt>{name}:</dt> <dd>{Redacted.value(value)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <p className="devtools-mailbox__text">{Redacted.value(message.text)}</p>
    </li>
  )
}

export const MailboxMessages = ({ messages, lang }: { readonly messages: MailboxState["messages"]; readonly lang: string }) => {
  const { t } = useTranslation("devtools")
  if (messages.length === 0) return <p className="muted">{t("mailbox.empty")}</p>
  return (
    <ul className="devtools-mailbox__list" aria-label={t("mailbox.listLabel")}>
      {messages.map((message) => (
        <MessageCard key={message.id} message={message} lang={lang} />
      ))}
    </ul>
  )
}
