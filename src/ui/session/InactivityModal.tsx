import { useSignals } from "@preact/signals-react/runtime"
import { useRef } from "react"
import { DismissInactivityNotice } from "../../commands/session/autoLogoff"
import { OpenAuthForm } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Dialog } from "../kit/Dialog"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { buttonClass } from "../kit/Button"

/** Minutes as a person reads them: whole minutes, or a fraction (a site with a very short limit) to one decimal. */
const minutesText = (minutes: number): string => (Number.isInteger(minutes) ? String(minutes) : String(Math.round(minutes * 10) / 10))

/**
 * SPEC.md 4 and 8 "Auto-logoff": the modal about inactivity the player finds on return after the idle timer logged
 * them off. It closes on its button or Escape, or by signing in again.
 */
export const InactivityModal = () => {
  useSignals()
  const { t } = useAreaTexts("session", { en, ru })
  const dispatch = useDispatch()
  const minutes = useStore().inactivity.value.loggedOffAfterMinutes
  const close = useRef<HTMLButtonElement>(null)

  if (minutes === null) return null
  const dismiss = () => void dispatch(new DismissInactivityNotice({}))
  return (
    <Dialog role="alertdialog" title={t("inactivity.title")} description={t("inactivity.text", { minutes: minutesText(minutes) })} onClose={dismiss} initialFocus={close}>
      <div className="modal__actions">
        <button ref={close} type="button" className={buttonClass("secondary")} onClick={dismiss}>
          {t("inactivity.close")}
        </button>
        <button
          type="button"
          className={buttonClass("primary")}
          onClick={() => {
            dismiss()
            void dispatch(new OpenAuthForm({ form: "login", view: "modal" }))
          }}
        >
          {t("inactivity.signIn")}
        </button>
      </div>
    </Dialog>
  )
}
