import { useSignals } from "@preact/signals-react/runtime"
import { useRef } from "react"
import { OpenAuthForm } from "../../commands/session/commands"
import { CloseRegistrationReminder } from "../../commands/session/reminders"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Dialog } from "../kit/Dialog"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./reminders.css"
import { buttonClass } from "../kit/Button"

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
  const register = useRef<HTMLButtonElement>(null)

  if (!visible) return null
  const close = () => void dispatch(new CloseRegistrationReminder({}))
  return (
    <Dialog
      className="reminder-modal"
      title={t("reminder.title")}
      description={t("reminder.text")}
      onClose={close}
      closeLabel={t("reminder.close")}
      closeOnBackdrop
      initialFocus={register}
    >
      <div className="modal__actions">
        <button type="button" className={buttonClass("secondary")} onClick={close}>
          {t("reminder.later")}
        </button>
        <button ref={register} type="button" className={buttonClass("primary")} onClick={() => void dispatch(new OpenAuthForm({ form: "registration", view: "modal" }))}>
          {t("reminder.register")}
        </button>
      </div>
    </Dialog>
  )
}
