import { useSignals } from "@preact/signals-react/runtime"
import type { Redacted } from "effect"
import { type FormEvent, useState } from "react"
import { AddEmail, ResendEmailConfirmation } from "../../../commands/account/officeCommands"
import type { ApiError } from "../../../domain/api/clientErrors"
import { asksSecurityAnswer } from "../../../domain/account/securityQuestion"
import { AuthErrorCode } from "../../../domain/session/credentials"
import { useDispatch, useStore } from "../../AppContext"
import { timeOf } from "../../session/SmsCodeRequest"
import { SecurityAnswerDialog } from "./SecurityAnswerDialog"
import { useOfficeTexts } from "./useOfficeTexts"
import { buttonClass } from "../../kit/Button"
import { Field, FieldError } from "../../kit/Field"

/**
 * The player's e-mail address on the security page: confirmed or not (SPEC.md 3 activation_type 1 or 2), and for an
 * unconfirmed one the confirmation link again (SPEC.md 2.4 user/accountverify). A new link replaces the old one. A
 * player without an address (one-click, phone, social without one) adds one here: a link goes to it (SPEC.md 2.4
 * user/activate), and the address is the account's, confirmed, once the link is opened. Once a security question is
 * set, adding an address asks its answer first (the address is a way to recover the password).
 */
export const EmailConfirmationCard = () => {
  useSignals()
  const { t } = useOfficeTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const config = store.userConfig.value.config
  const { activation, confirmation, security } = store.security.value
  const [busy, setBusy] = useState(false)
  const [address, setAddress] = useState("")
  const [asking, setAsking] = useState(false)
  if (config === null) return null
  const email = config.user_email
  const confirmed = config.activation_type === 1 || config.activation_type === 2

  const resend = async () => {
    setBusy(true)
    try {
      await dispatch(new ResendEmailConfirmation({ lang: lng }))
    } finally {
      setBusy(false)
    }
  }
  const send = async (securityAnswer?: Redacted.Redacted<string>) => {
    setBusy(true)
    try {
      await dispatch(new AddEmail({ email: address.trim(), lang: lng, ...(securityAnswer === undefined ? {} : { securityAnswer }) }))
    } finally {
      setBusy(false)
    }
  }
  // An address is a way to recover the password: once a question is set, its answer is asked first.
  const question = security?.securityQuestion ?? null
  const add = (event: FormEvent) => {
    event.preventDefault()
    if (asksSecurityAnswer("addEmail") && question !== null) setAsking(true)
    else void send()
  }
  const refusalOf = (error: ApiError | null) =>
    error === null
      ? null
      : error._tag === "ServerRefused" && error.status === 429
        ? t("office.security.email.tooMany")
        : error._tag === "ServerRefused" && (error.code === 37 || error.code === 38 || error.code === 39)
          ? t(`office.security.errors.${error.code}`)
          : error._tag === "ServerRefused" && (error.code === AuthErrorCode.invalidEmail || (error.fields ?? []).some(({ field }) => field === "email"))
            ? t("office.security.email.invalid")
            : t("office.security.email.failed", { code: error._tag === "ServerRefused" ? String(error.code ?? error.status) : error._tag })
  const refusal = refusalOf(email === null ? (activation?.error ?? null) : (confirmation?.error ?? null))

  return (
    <div className="office-card" data-testid="email-confirmation">
      <h2>{t("office.security.email.title")}</h2>
      <p className="muted" data-testid="email-confirmation-state">
        {email === null ? t("office.security.email.none") : confirmed ? t("office.security.email.confirmed", { email }) : t("office.security.email.unconfirmed", { email })}
      </p>
      {email !== null && !confirmed ? (
        <p>
          <button type="button" className={buttonClass("secondary", "btn--small")} disabled={busy} onClick={() => void resend()}>
            {t("office.security.email.resend")}
          </button>
        </p>
      ) : null}
      {email === null ? (
        <form className="office-inline-form" onSubmit={add} data-testid="add-email">
          <p className="muted">{t("office.security.email.addLead")}</p>
          <Field label={t("office.security.email.address")}>
            <input
              className="field__input"
              name="email"
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
              value={address}
              onChange={(event) => setAddress(event.target.value)}
            />
          </Field>
          <button type="submit" className={buttonClass("secondary", "btn--small")} disabled={busy || address.trim() === ""}>
            {t("office.security.email.add")}
          </button>
        </form>
      ) : null}
      {refusal !== null ? (
        <FieldError>{refusal}</FieldError>
      ) : email === null && activation?.sent != null ? (
        <p className="muted" role="status">
          {t("office.security.email.activationSent", { email: activation.sent.email, time: timeOf(lng, activation.sent.expiresAt) })}
        </p>
      ) : confirmation?.sent != null && !confirmed ? (
        <p className="muted" role="status">
          {t("office.security.email.sentTo", { email: confirmation.sent.email, time: timeOf(lng, confirmation.sent.expiresAt) })}
        </p>
      ) : null}
      {asking && question !== null ? (
        <SecurityAnswerDialog
          question={question}
          onCancel={() => setAsking(false)}
          onAnswer={(answer) => {
            setAsking(false)
            void send(answer)
          }}
        />
      ) : null}
    </div>
  )
}
