import type { Redacted } from "effect"
import { useRef } from "react"
import { Dialog } from "../../kit/Dialog"
import { takeSecrets } from "./secretInput"
import { useOfficeTexts } from "./useOfficeTexts"
import { buttonClass } from "../../kit/Button"
import { Field } from "../../kit/Field"

/**
 * Asks the answer to the player's security question before a sensitive change (src/domain/account/securityQuestion.ts):
 * the change waits with its opener, its secrets in memory only, until the player answers (the change goes with the
 * answer) or cancels (nothing is sent). The server checks the answer; this only asks it.
 */
export const SecurityAnswerDialog = ({
  question,
  onAnswer,
  onCancel
}: {
  readonly question: string
  readonly onAnswer: (answer: Redacted.Redacted<string>) => void
  readonly onCancel: () => void
}) => {
  const { t } = useOfficeTexts()
  const input = useRef<HTMLInputElement>(null)
  return (
    <Dialog
      title={t("office.security.answerDialog.title")}
      description={t("office.security.answerDialog.lead")}
      onClose={onCancel}
      initialFocus={input}
      testId="security-answer-dialog"
      onSubmit={(event) => {
        event.preventDefault()
        onAnswer(takeSecrets(event, ["answer"]).answer)
      }}
    >
      <p className="security-answer__question">{t("office.security.answerDialog.question", { question })}</p>
      <Field label={t("office.security.answerDialog.answer")}>
        <input ref={input} className="field__input" name="answer" type="password" autoComplete="off" maxLength={200} required />
      </Field>
      <div className="modal__actions">
        <button type="button" className={buttonClass("secondary")} onClick={onCancel}>
          {t("office.security.answerDialog.cancel")}
        </button>
        <button type="submit" className={buttonClass("primary")}>
          {t("office.security.answerDialog.confirm")}
        </button>
      </div>
    </Dialog>
  )
}
