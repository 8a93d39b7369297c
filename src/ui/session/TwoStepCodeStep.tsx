import { Redacted } from "effect"
import { useRef, useState, type FormEvent } from "react"
import { useSessionTexts } from "./authTexts"
import { buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"

/**
 * The second step of a two-step player's sign-in: the authenticator's 6-digit code. The code is wrapped in Redacted
 * at submit and is never React state; `onCode` signs in again with the credentials the first step kept.
 */
export const TwoStepCodeStep = ({
  onCode,
  onBack,
  error
}: {
  readonly onCode: (code: Redacted.Redacted<string>) => Promise<void>
  readonly onBack: () => void
  readonly error: string | null
}) => {
  const { t } = useSessionTexts()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const field = input.current
    if (field === null) return
    const code = Redacted.make(field.value.replace(/\s/g, ""))
    field.value = ""
    setBusy(true)
    try {
      await onCode(code)
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className="auth-form" onSubmit={(event) => void submit(event)} aria-label={t("login.twoStepTitle")}>
      <h3 className="auth-form__step">{t("login.twoStepTitle")}</h3>
      {error === null ? null : (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      )}
      <Field label={t("login.twoStepLabel")}>
        <input
          ref={input}
          className="field__input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]{6,7}"
          maxLength={7}
          required
          autoFocus
        />
      </Field>
      <button type="submit" className={buttonClass("primary", "auth-form__submit")} disabled={busy}>
        {busy ? t("login.submitting") : t("login.twoStepSubmit")}
      </button>
      <button type="button" className="link-button" onClick={onBack}>
        {t("login.twoStepBack")}
      </button>
    </form>
  )
}
