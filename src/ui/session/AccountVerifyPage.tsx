import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useEffect, useRef } from "react"
import { ConfirmEmail } from "../../commands/session/codeCommands"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { codeErrorText } from "./codeErrors"
import "./codes.css"

/**
 * `/{lng}/user/accountverify?email=…&code=…` (SPEC.md 2.4): the link of the confirmation e-mail. Opening it confirms
 * the address once; a late link says so (time_up), a used or altered one is wrong_code.
 */
export const AccountVerifyPage = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const query = new URLSearchParams(store.location.value.search)
  const email = query.get("email")
  const code = query.get("code")
  const outcome = store.emailConfirmation.value
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || email === null || code === null) return
    sent.current = true
    void dispatch(new ConfirmEmail({ email, code: Redacted.make(code) }))
  }, [dispatch, email, code])

  const failure = outcome.error === null ? null : codeErrorText(outcome.error.error, "verify.failed")
  return (
    <div className="container auth-page">
      <div className="auth-card account-verify">
        <h1>{t("verify.title")}</h1>
        {email === null || code === null ? (
          <p className="auth-form__error" role="alert">
            {t("verify.missing")}
          </p>
        ) : outcome.status === "confirmed" ? (
          <p className="recovery__success" role="status">
            {outcome.registered ? t("verify.registered") : t("verify.confirmed")}
          </p>
        ) : failure !== null ? (
          <p className="auth-form__error" role="alert" data-kind={outcome.error?.kind}>
            {t(failure.key, { code: failure.code })}
          </p>
        ) : (
          <p role="status">{t("verify.checking")}</p>
        )}
        <p>
          <a className="button" href={`/${lng}/`}>
            {t("verify.toHome")}
          </a>
        </p>
      </div>
    </div>
  )
}
