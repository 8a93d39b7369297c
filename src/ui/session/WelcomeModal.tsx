import { useSignals } from "@preact/signals-react/runtime"
import { useRef } from "react"
import { DismissWelcome } from "../../commands/session/reminders"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Dialog } from "../kit/Dialog"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./reminders.css"
import { buttonClass } from "../kit/Button"

/**
 * SPEC.md 4: the welcome modal, once after a fresh registration (a stored flag per player). A one-click player sees
 * it after the credentials (App shows it only with no sign-in form over the page).
 */
export const WelcomeModal = () => {
  useSignals()
  const { t, i18n } = useAreaTexts("session", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const visible = store.welcome.value.visible
  const company = store.siteConfig.value.config?.companyName ?? ""
  const accountId = store.session.value.accountId
  const start = useRef<HTMLButtonElement>(null)

  if (!visible) return null
  const close = () => void dispatch(new DismissWelcome({}))
  return (
    <Dialog
      className="welcome-modal"
      title={t("welcome.title", { company })}
      description={t("welcome.text", { accountId: accountId === null ? "" : String(accountId) })}
      onClose={close}
      initialFocus={start}
    >
      <p className="muted">{t("welcome.next")}</p>
      <div className="modal__actions">
        <a className={buttonClass("secondary")} href={`/${i18n.language}/account/wallets`} onClick={close}>
          {t("welcome.wallets")}
        </a>
        <a className={buttonClass("secondary")} href={`/${i18n.language}/recharge`} onClick={close} data-testid="welcome-deposit">
          {t("welcome.deposit")}
        </a>
        <button ref={start} type="button" className={buttonClass("primary")} onClick={close}>
          {t("welcome.close")}
        </button>
      </div>
    </Dialog>
  )
}
