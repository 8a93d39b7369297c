import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { type CSSProperties, useId, useRef, useState, type FormEvent } from "react"
import { Login, OpenAuthForm } from "../../commands/session/commands"
import { isRegistrationAvailable } from "../../domain/config/siteConfig"
import { useDispatch, useStore } from "../AppContext"
import { loginErrorKey } from "./authErrors"
import { useSessionTexts } from "./authTexts"
import { isWaitingForSecondStep, SecondStepForm } from "./SecondStepForm"
import "./failedSignIns.css"
import { SocialSignIn } from "./social/SocialSignIn"
import { buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"

/**
 * Sign-in by e-mail or account ID (SPEC.md 2.4), in the page, the modal and the header dropdown alike. The password
 * stays in its input until submit, where it is wrapped in Redacted for the command; it is never React state.
 */
export const LoginForm = ({ autoFocus = true }: { readonly autoFocus?: boolean }) => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const failure = store.auth.value.loginError
  const config = store.siteConfig.value.config
  const password = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const field = password.current
    if (field === null) return
    const secret = Redacted.make(field.value)
    field.value = ""
    setBusy(true)
    try {
      await dispatch(new Login({ login: String(form.get("login") ?? ""), password: secret, save: form.get("save") === "on" }))
    } finally {
      setBusy(false)
    }
  }

  // The password was right and the player signs in in two steps: the server keeps the sign-in waiting for the code.
  if (isWaitingForSecondStep(failure)) {
    return <SecondStepForm onBack={() => void dispatch(new OpenAuthForm({ form: "login", view: store.auth.value.open?.view ?? "page" }))} />
  }
  const error = failure === null ? null : loginErrorKey(failure.error)
  // The account's wait after failed sign-ins, counted down on screen (by CSS: no timer in the view).
  const wait = failure !== null && failure.error._tag === "ServerRefused" && error?.key === "login.errors.accountWait" ? failure.error.retryAfterSeconds : undefined
  const blamesLogin = failure !== null && (failure.field === "login" || failure.field === "both")
  const blamesPassword = failure !== null && (failure.field === "pass" || failure.field === "both")
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} aria-describedby={error === null ? undefined : errorId}>
      {error === null ? null : (
        <p id={errorId} className="auth-form__error" role="alert">
          {t(error.key, { code: error.code })}
          {wait === undefined ? null : (
            <>
              {" "}
              <span
                key={wait}
                className="sign-in-wait"
                data-testid="sign-in-wait"
                style={{ "--sign-in-wait-from": wait, animationDuration: `${wait}s` } as CSSProperties}
              />{" "}
              {t("login.errors.seconds")}
            </>
          )}
        </p>
      )}
      <Field label={t("login.loginLabel")}>
        <input
          className="field__input"
          name="login"
          autoComplete="username"
          required
          autoFocus={autoFocus}
          aria-invalid={blamesLogin}
          spellCheck={false}
        />
      </Field>
      <Field label={t("login.passwordLabel")}>
        <input ref={password} className="field__input" name="password" type="password" autoComplete="current-password" required aria-invalid={blamesPassword} />
      </Field>
      <label className="auth-form__check">
        <input type="checkbox" name="save" /> {t("login.save")}
      </label>
      <button type="submit" className={buttonClass("primary", "auth-form__submit")} disabled={busy}>
        {busy ? t("login.submitting") : t("login.submit")}
      </button>
      <SocialSignIn mode="login" />
      {config !== null && isRegistrationAvailable(config) ? (
        <p className="auth-form__switch">
          {t("login.noAccount")}{" "}
          <button type="button" className="link-button" onClick={() => void dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))}>
            {t("login.register")}
          </button>
        </p>
      ) : null}
    </form>
  )
}
