import { useSignals } from "@preact/signals-react/runtime"
import { StopNewsletter } from "../../../commands/session/linkCommands"
import type { LanguageCode } from "../../../domain/shell/language"
import { withLanguage } from "../../../domain/shell/languageRoute"
import { useStore } from "../../AppContext"
import { useAreaTexts } from "../../i18n/areaTexts"
import { useEmailLink } from "../useEmailLink"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "../codes.css"
import { buttonClass } from "../../kit/Button"

/**
 * `/{lng}/user/stopnewsletter?token=…` (SPEC.md 2.4): the unsubscribe link of every news e-mail. Opening it turns the
 * setting it names (enable_mail_news) off for its player, with no sign-in; opening it again changes nothing. The
 * page says what was turned off and leads to the mailing settings (which ask for a sign-in, as the office does).
 */
export const StopNewsletterPage = () => {
  useSignals()
  const { t } = useAreaTexts("newsletter", { en, ru })
  const store = useStore()
  const lng = (store.language.value.current ?? "en") as LanguageCode
  const state = store.emailLinks.value.newsletter
  const { answered, retry, token } = useEmailLink((value) => new StopNewsletter({ token: value }))

  const body = (() => {
    if (token === null) return <p className="auth-form__error" role="alert">{t("missing")}</p>
    if (!answered || state.status === "idle") return <p role="status">{t("checking")}</p>
    if (state.status === "stopped" && state.setting !== null) {
      const what = t(`what.${state.setting}`)
      return (
        <>
          <p className="recovery__success" role="status">
            {state.email === null ? t("stoppedNoEmail", { what }) : t("stopped", { what, email: state.email })}
          </p>
          <p>{t("changeLater")}</p>
          <p>
            <a className={buttonClass("primary")} href={withLanguage(lng, "/settings")}>
              {t("toSettings")}
            </a>
          </p>
        </>
      )
    }
    const error = state.failure?.error
    const invalid = state.failure?.refusal !== "other"
    return (
      <>
        <p className="auth-form__error" role="alert" data-refusal={state.failure?.refusal}>
          {invalid
            ? t("invalid")
            : error?._tag === "NetworkError"
              ? t("network")
              : t("failed", { code: error?._tag === "ServerRefused" ? String(error.code ?? error.status) : (error?._tag ?? "") })}
        </p>
        {invalid ? (
          <p>
            <a href={withLanguage(lng, "/settings")}>{t("toSettings")}</a>
          </p>
        ) : (
          <p>
            <button type="button" className={buttonClass("primary")} onClick={retry}>
              {t("retry")}
            </button>
          </p>
        )}
      </>
    )
  })()

  return (
    <div className="container auth-page">
      <div className="auth-card email-link" data-testid="stop-newsletter">
        <h1>{t("title")}</h1>
        {body}
      </div>
    </div>
  )
}
