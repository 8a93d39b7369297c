import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useRef } from "react"
import { DismissInactivityNotice } from "../../commands/session/autoLogoff"
import { OpenAuthForm } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

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
  const titleId = useId()
  const textId = useId()
  const close = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (minutes !== null) close.current?.focus()
  }, [minutes])

  if (minutes === null) return null
  const dismiss = () => void dispatch(new DismissInactivityNotice({}))
  return (
    <div className="modal-backdrop">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onKeyDown={(event) => {
          if (event.key === "Escape") dismiss()
        }}
      >
        <h2 id={titleId}>{t("inactivity.title")}</h2>
        <p id={textId}>{t("inactivity.text", { minutes: minutesText(minutes) })}</p>
        <div className="modal__actions">
          <button ref={close} type="button" className="button button--ghost" onClick={dismiss}>
            {t("inactivity.close")}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              dismiss()
              void dispatch(new OpenAuthForm({ form: "login", view: "modal" }))
            }}
          >
            {t("inactivity.signIn")}
          </button>
        </div>
      </div>
    </div>
  )
}
