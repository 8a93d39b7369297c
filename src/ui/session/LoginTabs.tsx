import { useState } from "react"
import { OpenAuthForm } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { LoginForm } from "./LoginForm"
import { SmsLoginForm } from "./SmsLoginForm"

/**
 * The sign-in of SPEC.md 3's two login types: e-mail or account ID with a password, or phone number with an SMS
 * code; and the way to password recovery (the forgot-password modal of SPEC.md 2.4).
 */
export const LoginTabs = ({ autoFocus = true }: { readonly autoFocus?: boolean }) => {
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const lng = useStore().language.value.current ?? "en"
  const [tab, setTab] = useState<"password" | "phone">("password")
  const tabButton = (which: "password" | "phone", label: string) => (
    <button type="button" role="tab" aria-selected={tab === which} className={`auth-tabs__tab${tab === which ? " auth-tabs__tab--active" : ""}`} onClick={() => setTab(which)}>
      {label}
    </button>
  )
  return (
    <div className="login-tabs">
      <div className="auth-tabs" role="tablist">
        {tabButton("password", t("smsLogin.passwordTab"))}
        {tabButton("phone", t("smsLogin.phoneTab"))}
      </div>
      {tab === "password" ? <LoginForm autoFocus={autoFocus} /> : <SmsLoginForm />}
      <p className="auth-form__switch">
        <button type="button" className="link-button" onClick={() => void dispatch(new OpenAuthForm({ form: "forgotPassword", view: "modal" }))}>
          {t("smsLogin.forgot")}
        </button>
      </p>
      <p className="auth-form__switch">
        <a href={`/${lng}/user/qr-login`} data-testid="qr-login-link">
          {t("qr.open")}
        </a>
      </p>
    </div>
  )
}
