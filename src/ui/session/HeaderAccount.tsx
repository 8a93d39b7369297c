import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { CloseAuthForm, Logout, OpenAuthForm } from "../../commands/session/commands"
import { isRegistrationAvailable } from "../../domain/config/siteConfig"
import { useDispatch, useStore } from "../AppContext"

/**
 * The header's account corner, on every page (so in the first route: kept tiny; the forms it opens are a lazy
 * chunk). A guest gets "Log in" (the dropdown) and "Registration" (the modal) where registration is open; a player
 * sees the account ID and "Log out".
 */
export const HeaderAccount = () => {
  useSignals()
  const { t } = useTranslation()
  const store = useStore()
  const dispatch = useDispatch()
  const session = store.session.value
  const open = store.auth.value.open
  const config = store.siteConfig.value.config
  if (session.status === "player") {
    const accountId = session.accountId ?? session.userId
    return (
      <div className="header-account" aria-label={t("header.accountLabel", { accountId })}>
        <span className="header-account__id" data-testid="header-account-id">
          {t("header.account", { accountId })}
        </span>
        <button type="button" className="button button--header" onClick={() => void dispatch(new Logout({}))}>
          {t("header.logout")}
        </button>
      </div>
    )
  }
  // Until the session check answers, no buttons that may be wrong a moment later (CLS 0: the space is kept).
  if (session.status === "unknown") return <div className="header-account" aria-hidden="true" />
  const loginOpen = open?.form === "login" && open.view === "dropdown"
  return (
    <div className="header-account">
      <button
        type="button"
        className="button button--header"
        aria-expanded={loginOpen}
        aria-haspopup="dialog"
        onClick={() => void dispatch(loginOpen ? new CloseAuthForm({}) : new OpenAuthForm({ form: "login", view: "dropdown" }))}
      >
        {t("header.login")}
      </button>
      {config !== null && isRegistrationAvailable(config) ? (
        <button type="button" className="button button--accent" onClick={() => void dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))}>
          {t("header.register")}
        </button>
      ) : null}
    </div>
  )
}
