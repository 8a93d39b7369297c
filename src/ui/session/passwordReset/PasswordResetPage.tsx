import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { type FormEvent, useState } from "react"
import { CheckResetLink, ResetPasswordByLink } from "../../../commands/session/linkCommands"
import type { EmailLinksState } from "../../../projections/session/emailLinks"
import { CodeErrorCode } from "../../../domain/session/codeRefusal"
import { AuthErrorCode } from "../../../domain/session/credentials"
import { withLanguage } from "../../../domain/shell/languageRoute"
import type { LanguageCode } from "../../../domain/shell/language"
import { useDispatch, useStore } from "../../AppContext"
import { useAreaTexts } from "../../i18n/areaTexts"
import { timeOf } from "../SmsCodeRequest"
import { useEmailLink } from "../useEmailLink"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "../codes.css"
import { buttonClass } from "../../kit/Button"
import { Field } from "../../kit/Field"

type Failure = NonNullable<EmailLinksState["reset"]["failure"]>

/**
 * `/{lng}/user/passwordreset?token=…` (SPEC.md 2.4): the link of the recovery e-mail. The page asks the server whether
 * the link still works, then offers the new-password form (the recovery's rules and refusals); the link and the code
 * of that e-mail are one recovery, so whichever is used first spends both. A late, used or altered link says so and
 * offers a new recovery (`user/forgotpassword`, the forgot-password modal).
 */
export const PasswordResetPage = () => {
  useSignals()
  const { t } = useAreaTexts("passwordReset", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const lng = (store.language.value.current ?? "en") as LanguageCode
  const state = store.emailLinks.value.reset
  const { answered, token } = useEmailLink((value) => new CheckResetLink({ token: value }))
  const [busy, setBusy] = useState(false)
  const [mismatch, setMismatch] = useState(false)

  const errorText = (failure: Failure): string => {
    const { error } = failure
    if (failure.refusal !== "other") return t(`link.${failure.refusal}`)
    if (error._tag === "NetworkError") return t("errors.network")
    if (error._tag !== "ServerRefused") return t("errors.other", { code: error._tag })
    if (error.status === 429) return t("errors.tooMany")
    if (error.code === AuthErrorCode.weakPassword) return t("errors.weakPassword")
    if (error.code === CodeErrorCode.noAccount) return t("errors.noAccount")
    return t("errors.other", { code: String(error.code ?? error.status) })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const [password, repeat] = [form.elements.namedItem("newPassword"), form.elements.namedItem("repeat")]
    if (!(password instanceof HTMLInputElement) || !(repeat instanceof HTMLInputElement) || token === null) return
    const same = password.value === repeat.value
    setMismatch(!same)
    if (!same) return
    // The password leaves the inputs as soon as it is in the command (whose log entry writes "<redacted>").
    const command = new ResetPasswordByLink({ token: Redacted.make(token), password: Redacted.make(password.value) })
    password.value = ""
    repeat.value = ""
    setBusy(true)
    void dispatch(command).finally(() => setBusy(false))
  }

  const body = (() => {
    if (token === null) return <p className="auth-form__error" role="alert">{t("link.missing")}</p>
    if (!answered) return <p role="status">{t("checking")}</p>
    if (state.status === "done") {
      return (
        <>
          <p className="recovery__success" role="status">
            {t("done")}
          </p>
          <p>
            <a className={buttonClass("primary")} href={withLanguage(lng, "/user/login")}>
              {t("toLogin")}
            </a>
          </p>
        </>
      )
    }
    if (state.status === "refused" || state.status === "idle") {
      return (
        <>
          <p className="auth-form__error" role="alert" data-refusal={state.failure?.refusal}>
            {state.failure === null ? t("link.invalid") : errorText(state.failure)}
          </p>
          <p>
            <a className={buttonClass("primary")} href={withLanguage(lng, "/user/forgotpassword")}>
              {t("askNew")}
            </a>
          </p>
        </>
      )
    }
    return (
      <form className="auth-form" onSubmit={submit}>
        {state.expiresAt === null ? null : <p>{t("intro", { time: timeOf(lng, state.expiresAt) })}</p>}
        {state.failure === null && !mismatch ? null : (
          <p className="auth-form__error" role="alert">
            {mismatch ? t("mismatch") : errorText(state.failure!)}
          </p>
        )}
        <div className="field">
          <label className="field__label" htmlFor="password-reset-new">
            {t("newPassword")}
          </label>
          <input
            id="password-reset-new"
            className="field__input"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            aria-describedby="password-reset-rules"
            required
            autoFocus
          />
          <span id="password-reset-rules" className="field__hint">
            {t("rules")}
          </span>
        </div>
        <Field label={t("repeat")}>
          <input className="field__input" name="repeat" type="password" autoComplete="new-password" required />
        </Field>
        <button type="submit" className={buttonClass("primary", "auth-form__submit")} disabled={busy}>
          {busy ? t("saving") : t("save")}
        </button>
      </form>
    )
  })()

  return (
    <div className="container auth-page">
      <div className="auth-card email-link" data-testid="password-reset">
        <h1>{t("title")}</h1>
        {body}
      </div>
    </div>
  )
}
