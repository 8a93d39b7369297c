import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useRef, useState } from "react"
import { ChangeSecurity, SendPhoneCode } from "../../../commands/account/officeCommands"
import type { ApiError } from "../../../domain/api/clientErrors"
import { useDispatch, useStore } from "../../AppContext"
import { useSessionTexts } from "../../session/authTexts"
import { codeErrorText, codeErrorValues } from "../../session/codeErrors"
import { canSendTo, PhoneField, type PhoneValue } from "../../session/PhoneField"
import { SmsCodeInput } from "../../session/SmsCodeInput"
import { timeOf } from "../../session/SmsCodeRequest"
import { useOfficeTexts } from "./useOfficeTexts"
import { buttonClass } from "../../kit/Button"
import { FieldError } from "../../kit/Field"

/** A refused code or number, in the words the phone registration uses (SPEC.md 4: time_up and wrong_code apart). */
export const useCodeErrorText = () => {
  const { t } = useSessionTexts()
  return (error: ApiError): string => {
    const text = codeErrorText(error, "phone.sendFailed")
    return t(text.key, codeErrorValues(t, text))
  }
}

/**
 * The security page's phone binding (SPEC.md 2.5 security, 3 enable_phone_binding): a number in the server's phone
 * countries and masks, an SMS code to it (the dev mailbox shows it outside production), the code binds it. A bound
 * phone is unbound with a code sent to it.
 */
export const PhoneBindingCard = ({ bound, busy, onChange }: { readonly bound: boolean; readonly busy: boolean; readonly onChange: (change: ChangeSecurity["change"]) => Promise<void> }) => {
  useSignals()
  const { t } = useOfficeTexts()
  const errorText = useCodeErrorText()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const config = store.userConfig.value.config
  const { phoneCode } = store.security.value
  const [phone, setPhone] = useState<PhoneValue>({ countryId: null, national: "" })
  const [sending, setSending] = useState(false)
  const code = useRef<HTMLInputElement>(null)
  const purpose = bound ? "unbindPhone" : "bindPhone"
  const current = phoneCode?.purpose === purpose ? phoneCode : null

  const send = async () => {
    setSending(true)
    try {
      await dispatch(new SendPhoneCode({ purpose, countryId: bound ? null : phone.countryId, phoneNumber: bound ? "" : phone.national, lang: lng }))
    } finally {
      setSending(false)
    }
  }

  const status =
    current === null ? null : current.error !== null ? (
      <FieldError>{errorText(current.error)}</FieldError>
    ) : current.sent !== null ? (
      <p className="muted" role="status" data-testid="phone-code-sent">
        {t("office.security.phone.sentTo", { phone: current.sent.phone, time: timeOf(lng, current.sent.expiresAt) })}
      </p>
    ) : null

  return (
    <form
      className="office-card phone-binding"
      data-testid="phone-binding"
      onSubmit={(event) => {
        event.preventDefault()
        const typed = Redacted.make(code.current?.value ?? "")
        void onChange(
          bound ? { _tag: "unbindPhone", code: typed } : { _tag: "bindPhone", countryId: phone.countryId ?? 0, phoneNumber: phone.national, code: typed }
        ).then(() => {
          if (code.current !== null) code.current.value = ""
        })
      }}
    >
      <h2>{t("office.security.phone.title")}</h2>
      <p className="muted" data-testid="phone-binding-state">
        {bound ? t("office.security.phone.bound", { phone: `${config?.phone_code ?? ""} ${config?.phone_number ?? ""}`.trim() }) : t("office.security.phone.unbound")}
      </p>
      <p className="muted">{bound ? t("office.security.phone.unbindLead") : t("office.security.phone.lead")}</p>
      {bound ? null : <PhoneField value={phone} onChange={setPhone} />}
      <p>
        <button type="button" className={buttonClass("secondary", "btn--small")} disabled={sending || busy || (!bound && !canSendTo(phone))} onClick={() => void send()}>
          {sending
            ? t("office.security.phone.sending")
            : bound
              ? t("office.security.phone.sendUnbindCode")
              : current?.sent != null
                ? t("office.security.phone.resendCode")
                : t("office.security.phone.sendCode")}
        </button>
      </p>
      {status}
      {current?.sent != null ? (
        <>
          <SmsCodeInput inputRef={code} />
          <button type="submit" className={buttonClass("primary")} disabled={busy}>
            {bound ? t("office.security.phone.unbind") : t("office.security.phone.bind")}
          </button>
        </>
      ) : null}
    </form>
  )
}
