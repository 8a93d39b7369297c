import { useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { ConfirmAge, DeclineAge } from "../../../commands/consent/commands"
import { useDispatch } from "../../AppContext"
import { Button, buttonClass } from "../../kit/Button"
import { Dialog } from "../../kit/Dialog"
import "../../kit/field.css"
import "./ageGate.css"

/**
 * The age gate (SPEC.md 9): before the site shows, a visitor confirms the age its config asks, and may ask to be
 * remembered on this device for three days (else until the browser closes). It cannot be closed without an answer; a
 * visitor under age is told the site is closed to them, and nothing is kept, so the next visit asks again.
 */
export const AgeGate = ({ age, declined }: { readonly age: number; readonly declined: boolean }) => {
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const [remember, setRemember] = useState(true)
  const confirm = useRef<HTMLButtonElement>(null)
  if (declined) {
    return <Dialog role="alertdialog" className="age-gate" title={t("ageGate.closedTitle")} description={t("ageGate.closedText", { age })} onClose={() => {}} testId="age-gate" />
  }
  return (
    <Dialog className="age-gate" title={t("ageGate.title", { age })} description={t("ageGate.text", { age })} onClose={() => {}} initialFocus={confirm} testId="age-gate">
      <label className="age-gate__remember">
        <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <span>{t("ageGate.remember")}</span>
      </label>
      <div className="age-gate__actions">
        <Button variant="secondary" onClick={() => void dispatch(new DeclineAge({}))}>
          {t("ageGate.no", { age })}
        </Button>
        <button ref={confirm} type="button" className={buttonClass("primary")} onClick={() => void dispatch(new ConfirmAge({ remember }))}>
          {t("ageGate.yes", { age })}
        </button>
      </div>
    </Dialog>
  )
}
