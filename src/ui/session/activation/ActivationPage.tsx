import { useSignals } from "@preact/signals-react/runtime"
import { ActivateEmail } from "../../../commands/session/linkCommands"
import { OfficeErrorCode } from "../../../domain/api/accountOffice"
import { AuthErrorCode } from "../../../domain/session/credentials"
import type { LanguageCode } from "../../../domain/shell/language"
import { withLanguage } from "../../../domain/shell/languageRoute"
import { isAuthenticated } from "../../../projections/session/session"
import { useStore } from "../../AppContext"
import { useAreaTexts } from "../../i18n/areaTexts"
import { useEmailLink } from "../useEmailLink"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "../codes.css"
import { buttonClass } from "../../kit/Button"

/**
 * `/{lng}/user/activate?token=…` and `/{lng}/user/activatefast?token=…` (SPEC.md 2.4): the link of the activation
 * e-mail a player asked for by adding an address in the office (security page). Opening it, once, within its ten
 * minutes, puts the address on that account, confirmed; it works wherever the e-mail is read, signed in or not.
 */
export const ActivationPage = () => {
  useSignals()
  const { t } = useAreaTexts("activation", { en, ru })
  const store = useStore()
  const lng = (store.language.value.current ?? "en") as LanguageCode
  const state = store.emailLinks.value.activation
  const signedIn = isAuthenticated(store.session.value)
  const { answered, retry, token } = useEmailLink((value) => new ActivateEmail({ token: value }))

  const refusalText = (): string => {
    const failure = state.failure
    if (failure === null) return t("link.invalid")
    if (failure.refusal !== "other") return t(`link.${failure.refusal}`)
    const { error } = failure
    if (error._tag === "NetworkError") return t("errors.network")
    if (error._tag !== "ServerRefused") return t("errors.other", { code: error._tag })
    if (error.code === AuthErrorCode.emailTaken) return t("errors.taken")
    if (error.code === OfficeErrorCode.emailState) return t("errors.hasEmail")
    return t("errors.other", { code: String(error.code ?? error.status) })
  }

  const body = (() => {
    if (token === null) return <p className="auth-form__error" role="alert">{t("link.missing")}</p>
    if (!answered || state.status === "idle") return <p role="status">{t("checking")}</p>
    if (state.status === "activated") {
      return (
        <>
          <p className="recovery__success" role="status">
            {t("activated", { email: state.email ?? "", account: String(state.accountId ?? "") })}
          </p>
          <p>
            <a className={buttonClass("primary")} href={withLanguage(lng, signedIn ? "/security" : "/user/login")}>
              {signedIn ? t("toSecurity") : t("toLogin")}
            </a>
          </p>
        </>
      )
    }
    const network = state.failure?.error._tag === "NetworkError"
    return (
      <>
        <p className="auth-form__error" role="alert" data-refusal={state.failure?.refusal}>
          {refusalText()}
        </p>
        {network ? (
          <p>
            <button type="button" className={buttonClass("primary")} onClick={retry}>
              {t("retry")}
            </button>
          </p>
        ) : state.failure?.refusal === "expired" || state.failure?.refusal === "invalid" ? (
          <p>
            <a href={withLanguage(lng, "/security")}>{t("askNew")}</a>
          </p>
        ) : null}
      </>
    )
  })()

  return (
    <div className="container auth-page">
      <div className="auth-card email-link" data-testid="account-activation">
        <h1>{t("title")}</h1>
        {body}
      </div>
    </div>
  )
}
