import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useEffect, useRef } from "react"
import { ConfirmEmail } from "../../commands/session/codeCommands"
import { ConfirmEmailByLink } from "../../commands/session/linkCommands"
import { linkRefusalOf } from "../../domain/session/emailLinks"
import { useDispatch, useStore } from "../AppContext"
import { useSessionTexts } from "./authTexts"
import { codeErrorText, codeErrorValues } from "./codeErrors"
import "./codes.css"
import { buttonClass } from "../kit/Button"

/**
 * `/{lng}/user/accountverify?token=…` (SPEC.md 2.4): the link of the confirmation e-mail, one signed token tied to the
 * e-mail's code (the same link mechanism as user/activate and user/passwordreset). Opening it confirms the address
 * once; a late, used or altered link says which. A link of the earlier form (`?email=…&code=…`) still confirms by its
 * address and code.
 */
export const AccountVerifyPage = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const query = new URLSearchParams(store.location.value.search)
  const token = query.get("token")
  const email = query.get("email")
  const code = query.get("code")
  const complete = (token !== null && token !== "") || (email !== null && code !== null)
  const outcome = store.emailConfirmation.value
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || !complete) return
    sent.current = true
    void dispatch(token !== null && token !== "" ? new ConfirmEmailByLink({ token: Redacted.make(token) }) : new ConfirmEmail({ email: email ?? "", code: Redacted.make(code ?? "") }))
  }, [dispatch, complete, token, email, code])

  const error = outcome.error?.error
  const refusal = error?._tag === "ServerRefused" ? linkRefusalOf(error.code) : undefined
  const failure =
    outcome.error === null ? null : refusal !== undefined ? { key: `verify.link.${refusal}` as const, code: "" } : codeErrorText(outcome.error.error, "verify.failed")
  return (
    <div className="container auth-page">
      <div className="auth-card account-verify">
        <h1>{t("verify.title")}</h1>
        {!complete ? (
          <p className="auth-form__error" role="alert">
            {t("verify.missing")}
          </p>
        ) : outcome.status === "confirmed" ? (
          <p className="recovery__success" role="status">
            {outcome.registered ? t("verify.registered") : t("verify.confirmed")}
          </p>
        ) : failure !== null ? (
          <p className="auth-form__error" role="alert" data-kind={outcome.error?.kind}>
            {t(failure.key, codeErrorValues(t, failure))}
          </p>
        ) : (
          <p role="status">{t("verify.checking")}</p>
        )}
        <p>
          <a className={buttonClass("secondary")} href={`/${lng}/`}>
            {t("verify.toHome")}
          </a>
        </p>
      </div>
    </div>
  )
}
