import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useRef, useState, type FormEvent } from "react"
import { ResetPassword, SendRecoveryCode, type RecoveryTarget } from "../../commands/session/codeCommands"
import { OpenAuthForm } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { codeErrorText, codeErrorValues } from "./codeErrors"
import { PhoneField, type PhoneValue } from "./PhoneField"
import { timeOf } from "./SmsCodeRequest"
import "./codes.css"
import { buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"

/**
 * The forgot-password modal (SPEC.md 2.4, 4): a code to the account's e-mail or phone, then the code and a new
 * password. The answer to "send" is the same whether or not an account is behind the address; a refused code says
 * whether it was late (time_up) or wrong (wrong_code). After the reset every session of the player has ended.
 */
export const ForgotPasswordForm = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const recovery = store.passwordRecovery.value
  const [channel, setChannel] = useState<"email" | "sms">("email")
  const [email, setEmail] = useState("")
  const [phone, setPhone] = useState<PhoneValue>({ countryId: null, national: "" })
  const [target, setTarget] = useState<RecoveryTarget | null>(null)
  const [busy, setBusy] = useState(false)
  const code = useRef<HTMLInputElement>(null)
  const password = useRef<HTMLInputElement>(null)

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true)
    try {
      await work()
    } finally {
      setBusy(false)
    }
  }
  const send = (to: RecoveryTarget) => run(() => dispatch(new SendRecoveryCode({ target: to })).then(() => setTarget(to)))
  const request = (event: FormEvent) => {
    event.preventDefault()
    if (channel === "email") return void send({ _tag: "email", email: email.trim() })
    if (phone.countryId !== null) void send({ _tag: "sms", countryId: phone.countryId, phoneNumber: phone.national })
  }
  const reset = (event: FormEvent) => {
    event.preventDefault()
    const [codeField, passwordField] = [code.current, password.current]
    if (target === null || codeField === null || passwordField === null) return
    const command = new ResetPassword({ target, code: Redacted.make(codeField.value.trim()), password: Redacted.make(passwordField.value) })
    passwordField.value = ""
    void run(() => dispatch(command))
  }

  if (recovery.done) {
    return (
      <div className="auth-form">
        <p className="recovery__success" role="status">
          {t("recovery.success")}
        </p>
        <button type="button" className={buttonClass("primary", "auth-form__submit")} onClick={() => void dispatch(new OpenAuthForm({ form: "login", view: "modal" }))}>
          {t("recovery.toLogin")}
        </button>
      </div>
    )
  }

  if (target !== null && recovery.sent !== null) {
    const failure = recovery.resetError === null ? null : codeErrorText(recovery.resetError.error, "recovery.failed")
    return (
      <form className="auth-form" onSubmit={reset}>
        <p className="recovery__sent" role="status">
          {t("recovery.sentTo", { to: recovery.sent.to, time: timeOf(lng, recovery.sent.expiresAt) })}
        </p>
        {failure === null ? null : (
          <p className="auth-form__error" role="alert" data-kind={recovery.resetError?.kind}>
            {t(failure.key, codeErrorValues(t, failure))}
          </p>
        )}
        <Field label={t("recovery.code")}>
          <input ref={code} className="field__input code-input" name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]{6}" maxLength={6} required autoFocus />
        </Field>
        <Field label={t("recovery.newPassword")}>
          <input ref={password} className="field__input" name="newPassword" type="password" autoComplete="new-password" required />
          <span className="field__hint">{t("registration.passwordRules")}</span>
        </Field>
        <button type="submit" className={buttonClass("primary", "auth-form__submit")} disabled={busy}>
          {busy ? t("recovery.saving") : t("recovery.save")}
        </button>
        <p className="auth-form__switch">
          <button type="button" className="link-button" disabled={busy} onClick={() => void send(target)}>
            {t("recovery.resend")}
          </button>{" "}
          ·{" "}
          <button type="button" className="link-button" onClick={() => setTarget(null)}>
            {t("recovery.changeDestination")}
          </button>
        </p>
      </form>
    )
  }

  const sendFailure = recovery.sendError === null ? null : codeErrorText(recovery.sendError, "recovery.failed")
  const tabButton = (which: "email" | "sms", label: string) => (
    <button type="button" role="tab" aria-selected={channel === which} className={`auth-tabs__tab${channel === which ? " auth-tabs__tab--active" : ""}`} onClick={() => setChannel(which)}>
      {label}
    </button>
  )
  return (
    <form className="auth-form" onSubmit={request}>
      <p className="recovery__intro">{t("recovery.intro")}</p>
      <div className="auth-tabs" role="tablist">
        {tabButton("email", t("recovery.byEmail"))}
        {tabButton("sms", t("recovery.byPhone"))}
      </div>
      {sendFailure === null ? null : (
        <p className="auth-form__error" role="alert">
          {t(sendFailure.key, codeErrorValues(t, sendFailure))}
        </p>
      )}
      {channel === "email" ? (
        <Field label={t("recovery.email")}>
          <input className="field__input" name="email" type="email" autoComplete="email" required autoFocus spellCheck={false} value={email} onChange={(event) => setEmail(event.target.value)} />
        </Field>
      ) : (
        <PhoneField value={phone} onChange={setPhone} autoFocus />
      )}
      <button type="submit" className={buttonClass("primary", "auth-form__submit")} disabled={busy || (channel === "sms" && phone.countryId === null)}>
        {busy ? t("phone.sending") : t("recovery.sendCode")}
      </button>
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => void dispatch(new OpenAuthForm({ form: "login", view: "modal" }))}>
          {t("recovery.back")}
        </button>
      </p>
    </form>
  )
}
