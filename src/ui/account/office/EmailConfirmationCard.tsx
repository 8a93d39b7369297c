import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { ResendEmailConfirmation } from "../../../commands/account/officeCommands"
import { useDispatch, useStore } from "../../AppContext"
import { timeOf } from "../../session/SmsCodeRequest"
import { useOfficeTexts } from "./useOfficeTexts"

/**
 * The player's e-mail address on the security page: confirmed or not (SPEC.md 3 activation_type 1 or 2), and for an
 * unconfirmed one the confirmation link again (SPEC.md 2.4 user/accountverify). A new link replaces the old one.
 */
export const EmailConfirmationCard = () => {
  useSignals()
  const { t } = useOfficeTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const config = store.userConfig.value.config
  const { confirmation } = store.security.value
  const [busy, setBusy] = useState(false)
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
  const error = confirmation?.error ?? null
  const refusal =
    error === null
      ? null
      : error._tag === "ServerRefused" && error.status === 429
        ? t("office.security.email.tooMany")
        : error._tag === "ServerRefused" && error.code === 37
          ? t("office.security.errors.37")
          : t("office.security.email.failed", { code: error._tag === "ServerRefused" ? String(error.code ?? error.status) : error._tag })

  return (
    <div className="office-card" data-testid="email-confirmation">
      <h2>{t("office.security.email.title")}</h2>
      <p className="muted" data-testid="email-confirmation-state">
        {email === null ? t("office.security.email.none") : confirmed ? t("office.security.email.confirmed", { email }) : t("office.security.email.unconfirmed", { email })}
      </p>
      {email !== null && !confirmed ? (
        <p>
          <button type="button" className="button button--small" disabled={busy} onClick={() => void resend()}>
            {t("office.security.email.resend")}
          </button>
        </p>
      ) : null}
      {refusal !== null ? (
        <p className="field__error" role="alert">
          {refusal}
        </p>
      ) : confirmation?.sent != null && !confirmed ? (
        <p className="muted" role="status">
          {t("office.security.email.sentTo", { email: confirmation.sent.email, time: timeOf(lng, confirmation.sent.expiresAt) })}
        </p>
      ) : null}
    </div>
  )
}
