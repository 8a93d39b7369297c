import type { RefObject } from "react"
import { useSessionTexts } from "./authTexts"
import { Field } from "../kit/Field"

/** The 6-digit code of an SMS (SPEC.md 9: codes are 6 digits), as phone registration and SMS sign-in ask for it. */
export const SmsCodeInput = ({ inputRef }: { readonly inputRef: RefObject<HTMLInputElement | null> }) => {
  const { t } = useSessionTexts()
  return (
    <Field label={t("phone.code")}>
      <input
        ref={inputRef}
        className="field__input code-input"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        placeholder={t("phone.codeHint")}
      />
    </Field>
  )
}
