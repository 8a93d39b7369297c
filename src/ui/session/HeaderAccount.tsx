import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { CloseAuthForm, Logout, OpenAuthForm } from "../../commands/session/commands"
import { isRegistrationAvailable } from "../../domain/config/siteConfig"
import { useDispatch, useStore } from "../AppContext"
import { useClickOutside } from "../kit/useClickOutside"
import { buttonClass } from "../kit/Button"

/**
 * The header's account corner, on every page (so in the first route: kept tiny; the forms it opens are a lazy
 * chunk). A guest gets "Log in" (the dropdown) and "Registration" (the modal) where registration is open; a player
 * sees the account ID, which opens the personal office's menu, and "Log out". The office's links come from the
 * header that composes this corner (the account area owns the office's sections).
 */
/** A link of the personal office's menu. */
export interface OfficeLink {
  readonly id: string
  readonly path: string
  readonly label: string
}

export const HeaderAccount = ({ officeLinks }: { readonly officeLinks: ReadonlyArray<OfficeLink> }) => {
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
        <AccountMenu label={t("header.account", { accountId })} officeLinks={officeLinks} />
        <button type="button" className={buttonClass("secondary", "header-account__button")} onClick={() => void dispatch(new Logout({}))}>
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
        className={buttonClass("secondary", "header-account__button")}
        aria-expanded={loginOpen}
        aria-haspopup="dialog"
        onClick={() => void dispatch(loginOpen ? new CloseAuthForm({}) : new OpenAuthForm({ form: "login", view: "dropdown" }))}
      >
        {t("header.login")}
      </button>
      {config !== null && isRegistrationAvailable(config) ? (
        <button type="button" className={buttonClass("primary", "header-account__register")} onClick={() => void dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))}>
          {t("header.register")}
        </button>
      ) : null}
    </div>
  )
}

/**
 * The account ID as the button of the personal office's menu (its pages, SPEC.md 2.5). A link followed, Escape, a
 * click elsewhere or another page shown closes it.
 */
const AccountMenu = ({ label, officeLinks }: { readonly label: string; readonly officeLinks: ReadonlyArray<OfficeLink> }) => {
  const { t } = useTranslation()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const path = store.location.value.path
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => setOpen(false), [path])
  useClickOutside(open, () => [root.current], () => setOpen(false))
  return (
    // Escape from the button or a link of the menu (the focus is in it once it was opened).
    <div className="account-menu" ref={root} onKeyDown={(event) => event.key === "Escape" && setOpen(false)}>
      <button type="button" className={buttonClass("secondary", "header-account__button account-menu__toggle")} aria-expanded={open} aria-controls="account-menu" onClick={() => setOpen(!open)}>
        <span className="header-account__id" data-testid="header-account-id">
          {label}
        </span>
        <span aria-hidden="true" className="account-menu__caret" />
      </button>
      {open ? (
        <nav id="account-menu" className="account-menu__list" aria-label={t("officeNav.label")}>
          <ul>
            {officeLinks.map(({ id, path: to, label }) => (
              <li key={id}>
                <a className="office-link" href={`/${lng}${to}`} onClick={() => setOpen(false)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  )
}
