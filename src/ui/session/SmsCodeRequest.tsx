import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { SendSmsCode } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { codeErrorText, codeErrorValues } from "./codeErrors"
import { canSendTo, type PhoneValue } from "./PhoneField"
import { buttonClass } from "../kit/Button"

/** Until when a code is good, in the player's language (the server's epoch seconds). */
export const timeOf = (lng: string, epochSeconds: number): string => new Intl.DateTimeFormat(lng, { timeStyle: "short" }).format(epochSeconds * 1000)

/**
 * The "send code" button of the phone registration and the SMS sign-in (SPEC.md 7 "sending an sms code"), and what
 * became of the last code: where it went (masked by the server) and until when, or why it did not go.
 */
export const SmsCodeRequest = ({ purpose, phone }: { readonly purpose: "phone_registration" | "sms_sign_in"; readonly phone: PhoneValue }) => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const { error, sent } = store.smsCode.value
  const [busy, setBusy] = useState(false)
  const [asked, setAsked] = useState(false)

  const send = async () => {
    if (phone.countryId === null) return
    setBusy(true)
    try {
      await dispatch(new SendSmsCode({ purpose, countryId: phone.countryId, phoneNumber: phone.national, lang: lng }))
      setAsked(true)
    } finally {
      setBusy(false)
    }
  }
  const failure = asked && error !== null ? codeErrorText(error, "phone.sendFailed") : null
  return (
    <div className="code-request">
      <button type="button" className={buttonClass("secondary", "btn--small")} disabled={busy || !canSendTo(phone)} onClick={() => void send()}>
        {busy ? t("phone.sending") : asked && sent !== null ? t("phone.resendCode") : t("phone.sendCode")}
      </button>
      {failure !== null ? (
        <p className="auth-form__error" role="alert">
          {t(failure.key, codeErrorValues(t, failure))}
        </p>
      ) : asked && sent !== null ? (
        <p className="code-request__sent" role="status">
          {t("phone.sentTo", { phone: sent.phone, time: timeOf(lng, sent.expiresAt) })}
        </p>
      ) : null}
    </div>
  )
}
