import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useId, useRef, useState, type FormEvent } from "react"
import { LoginBySms } from "../../commands/session/codeCommands"
import { OpenAuthForm } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { loginErrorKey } from "./authErrors"
import { useSessionTexts } from "./authTexts"
import { SmsCodeInput } from "./SmsCodeInput"
import { codeErrorText, codeErrorValues } from "./codeErrors"
import { PhoneField, type PhoneValue } from "./PhoneField"
import { SmsCodeRequest } from "./SmsCodeRequest"
import { isWaitingForSecondStep, SecondStepForm } from "./SecondStepForm"
import "./codes.css"
import { buttonClass } from "../kit/Button"

/**
 * Sign-in by phone and SMS code (SPEC.md 3 login types: phone number). The code stays in its input until submit,
 * where it is wrapped in Redacted for the command. A number without an account is answered like any other.
 */
export const SmsLoginForm = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const failure = store.auth.value.loginError
  const [phone, setPhone] = useState<PhoneValue>({ countryId: null, national: "" })
  const [busy, setBusy] = useState(false)
  const code = useRef<HTMLInputElement>(null)
  const errorId = useId()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = code.current
    if (field === null || phone.countryId === null) return
    const secret = Redacted.make(field.value.trim())
    const save = new FormData(event.currentTarget).get("save") === "on"
    setBusy(true)
    try {
      await dispatch(new LoginBySms({ countryId: phone.countryId, phoneNumber: phone.national, code: secret, save }))
    } finally {
      setBusy(false)
    }
  }

  // The SMS code was right (and is spent) and the player signs in in two steps: the authenticator's code finishes it.
  if (isWaitingForSecondStep(failure)) {
    return <SecondStepForm onBack={() => void dispatch(new OpenAuthForm({ form: "login", view: store.auth.value.open?.view ?? "page" }))} />
  }
  const error = failure === null ? null : codeErrorText(failure.error, loginErrorKey(failure.error).key)
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} aria-describedby={error === null ? undefined : errorId}>
      {error === null ? null : (
        <p id={errorId} className="auth-form__error" role="alert">
          {t(error.key, codeErrorValues(t, error))}
        </p>
      )}
      <PhoneField value={phone} onChange={setPhone} autoFocus />
      <SmsCodeRequest purpose="sms_sign_in" phone={phone} />
      <SmsCodeInput inputRef={code} />
      <label className="auth-form__check">
        <input type="checkbox" name="save" /> {t("login.save")}
      </label>
      <button type="submit" className={buttonClass("primary", "auth-form__submit")} disabled={busy}>
        {busy ? t("login.submitting") : t("smsLogin.submit")}
      </button>
    </form>
  )
}
