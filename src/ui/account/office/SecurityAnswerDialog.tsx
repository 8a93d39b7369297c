import { useEffect, useId, useRef } from "react"
import type { SecurityChange } from "../../../commands/account/officeCommands"
import { takeSecrets } from "./secretInput"
import { useOfficeTexts } from "./useOfficeTexts"
import type { Redacted } from "effect"

/**
 * Asks the answer to the player's security question before a sensitive change (src/domain/account/securityQuestion.ts):
 * the change waits here, its secrets in memory only, until the player answers (the change goes with the answer) or
 * cancels (nothing is sent). The server checks the answer; this only asks it.
 */
export const SecurityAnswerDialog = ({
  question,
  change,
  onAnswer,
  onCancel
}: {
  readonly question: string
  readonly change: SecurityChange
  readonly onAnswer: (change: SecurityChange, answer: Redacted.Redacted<string>) => void
  readonly onCancel: () => void
}) => {
  const { t } = useOfficeTexts()
  const titleId = useId()
  const textId = useId()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => input.current?.focus(), [])
  return (
    <div className="modal-backdrop">
      <form
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="security-answer-dialog"
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel()
        }}
        onSubmit={(event) => {
          event.preventDefault()
          const { answer } = takeSecrets(event, ["answer"])
          onAnswer(change, answer)
        }}
      >
        <h2 id={titleId}>{t("office.security.answerDialog.title")}</h2>
        <p id={textId}>{t("office.security.answerDialog.lead")}</p>
        <p className="security-answer__question">{t("office.security.answerDialog.question", { question })}</p>
        <label className="field">
          <span className="field__label">{t("office.security.answerDialog.answer")}</span>
          <input ref={input} className="field__input" name="answer" type="password" autoComplete="off" maxLength={200} required />
        </label>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            {t("office.security.answerDialog.cancel")}
          </button>
          <button type="submit" className="button button--primary">
            {t("office.security.answerDialog.confirm")}
          </button>
        </div>
      </form>
    </div>
  )
}
