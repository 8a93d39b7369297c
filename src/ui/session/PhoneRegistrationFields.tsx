import type { RefObject } from "react"
import { useSessionTexts } from "./authTexts"
import { SmsCodeInput } from "./SmsCodeInput"
import { PhoneField, type PhoneValue } from "./PhoneField"
import { SmsCodeRequest } from "./SmsCodeRequest"
import "./codes.css"
import { Field } from "../kit/Field"

/**
 * The phone tab of registration (SPEC.md 2.4 "phone"): the number, its SMS code and a password of the password
 * rules. The code and the password stay in their inputs until submit (refs, never React state).
 */
export const PhoneRegistrationFields = ({
  codeRef,
  onPhoneChange,
  passwordRef,
  phone
}: {
  readonly phone: PhoneValue
  readonly onPhoneChange: (value: PhoneValue) => void
  readonly codeRef: RefObject<HTMLInputElement | null>
  readonly passwordRef: RefObject<HTMLInputElement | null>
}) => {
  const { t } = useSessionTexts()
  return (
    <>
      <PhoneField value={phone} onChange={onPhoneChange} />
      <SmsCodeRequest purpose="phone_registration" phone={phone} />
      <SmsCodeInput inputRef={codeRef} />
      <Field label={t("registration.password")}>
        <input ref={passwordRef} className="field__input" name="password" type="password" autoComplete="new-password" required />
        <span className="field__hint">{t("registration.passwordRules")}</span>
      </Field>
    </>
  )
}
