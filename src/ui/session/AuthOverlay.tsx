import { useSignals } from "@preact/signals-react/runtime"
import { useId, useRef } from "react"
import { CloseAuthForm } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useClickOutside } from "../kit/useClickOutside"
import { useSessionTexts } from "./authTexts"
import { ForgotPasswordForm } from "./ForgotPasswordForm"
import { LoginTabs } from "./LoginTabs"
import { RegistrationForm } from "./RegistrationForm"

/**
 * The sign-in, registration and forgot-password forms over the page (SPEC.md 2.4: login and registration also open
 * as modals; the login also as the header dropdown). A lazy chunk: rendered only while one is open.
 */
export const AuthOverlay = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const open = useStore().auth.value.open
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const close = () => void dispatch(new CloseAuthForm({}))

  // A click anywhere outside the dropdown closes it, as a menu does; the header's buttons that open it toggle it.
  useClickOutside(open?.view === "dropdown", () => [panel.current, document.querySelector(".header-account")], close)

  const signedIn = useStore().session.value.status === "player"
  if (open === null || open.view === "page") return null
  // SPEC.md 2.1: the forgot-password modal is for a player who is not signed in.
  if (open.form === "forgotPassword" && signedIn) return null
  const title = open.form === "login" ? t("login.title") : open.form === "forgotPassword" ? t("recovery.title") : t("registration.title")
  const body = open.form === "login" ? <LoginTabs /> : open.form === "forgotPassword" ? <ForgotPasswordForm /> : <RegistrationForm />
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") close()
  }
  if (open.view === "dropdown") {
    return (
      <div ref={panel} className="auth-dropdown" role="dialog" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <h2 id={titleId} className="auth-dropdown__title">
          {title}
        </h2>
        {body}
      </div>
    )
  }
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div className="modal auth-modal" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <div className="auth-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t("login.close")} onClick={close}>
            ×
          </button>
        </div>
        {body}
      </div>
    </div>
  )
}
