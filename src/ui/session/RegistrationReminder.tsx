import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useRef } from "react"
import { OpenAuthForm } from "../../commands/session/commands"
import { CloseRegistrationReminder } from "../../commands/session/reminders"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./reminders.css"

/**
 * SPEC.md 4 "Registration reminder popup": shown once a visit to a guest who has browsed for the site config's delay
 * with no sign-in or registration form open. It offers the registration (the registration modal opens over the page)
 * and closes on its buttons, Escape or a click beside it.
 */
export const RegistrationReminder = () => {
  useSignals()
  const { t } = useAreaTexts("session", { en, ru })
  const dispatch = useDispatch()
  const visible = useStore().registrationReminder.value.visible
  const titleId = useId()
  const textId = useId()
  const register = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (visible) register.current?.focus()
  }, [visible])

  if (!visible) return null
  const close = () => void dispatch(new CloseRegistrationReminder({}))
  return (
    <div className="modal-backdrop" onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        className="modal reminder-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(event) => {
          if (event.key === "Escape") close()
        }}
      >
        <div className="reminder-modal__head">
          <h2 id={titleId}>{t("reminder.title")}</h2>
          <button type="button" className="icon-button" aria-label={t("reminder.close")} onClick={close}>
            ×
          </button>
        </div>
        <p id={textId}>{t("reminder.text")}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t("reminder.later")}
          </button>
          <button ref={register} type="button" className="button button--primary" onClick={() => void dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))}>
            {t("reminder.register")}
          </button>
        </div>
      </div>
    </div>
  )
}
