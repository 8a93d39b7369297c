import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useEffect, useId, useRef, type FormEvent } from "react"
import { AnswerCaptcha, DismissCaptcha } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"

/**
 * The server asked for a captcha (SPEC.md 8, codes 100/111/112/113): ask the player, then retry the command
 * with the answer. The answer lives only in the input element until submit, where it is wrapped in Redacted
 * and handed to the bus; it is never put in React state, storage or the log (the log writes "<redacted>").
 */
export const CaptchaModal = () => {
  useSignals()
  const { t } = useAreaTexts("session", { en, ru })
  const dispatch = useDispatch()
  const captcha = useStore().captcha.value.pending
  const input = useRef<HTMLInputElement>(null)
  const titleId = useId()
  const textId = useId()

  useEffect(() => {
    if (captcha !== null) input.current?.focus()
  }, [captcha])

  if (captcha === null) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const field = input.current
    if (field === null || field.value.trim() === "") return
    const answer = Redacted.make(field.value.trim())
    field.value = ""
    void dispatch(new AnswerCaptcha({ answer }))
  }
  const cancel = () => void dispatch(new DismissCaptcha({}))

  return (
    <div className="modal-backdrop">
      <form
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === "Escape") cancel()
        }}
      >
        <h2 id={titleId}>{t("captcha.title")}</h2>
        <p id={textId}>{t("captcha.text", { code: captcha.code })}</p>
        <label className="field">
          <span className="field__label">{t("captcha.label")}</span>
          <input ref={input} className="field__input" name="captcha" autoComplete="off" spellCheck={false} required />
        </label>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t("captcha.cancel")}
          </button>
          <button type="submit" className="button button--primary">
            {t("captcha.submit")}
          </button>
        </div>
      </form>
    </div>
  )
}
