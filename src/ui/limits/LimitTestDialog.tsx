import { type FormEvent, useRef, useState } from "react"
import { AnswerLimitTest, CloseLimitTest } from "../../commands/limits/commands"
import type { LimitQuestion } from "../../domain/api/limits"
import { useDispatch } from "../AppContext"
import { Button } from "../kit/Button"
import { Dialog } from "../kit/Dialog"
import { useLimitsTexts } from "./useLimitsTexts"

/** SPEC.md 4 "Limits view": the test a save asked for; the answers go with the token the limits state keeps. */
export const LimitTestDialog = ({ questions }: { readonly questions: ReadonlyArray<LimitQuestion> }) => {
  const { t } = useLimitsTexts()
  const dispatch = useDispatch()
  const [answers, setAnswers] = useState<Readonly<Record<number, number>>>({})
  const [busy, setBusy] = useState(false)
  const first = useRef<HTMLInputElement>(null)
  const complete = questions.every((question) => answers[question.id] !== undefined)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!complete) return
    setBusy(true)
    try {
      await dispatch(new AnswerLimitTest({ answers: questions.map((question) => ({ questionId: question.id, answerId: answers[question.id]! })) }))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      title={t("test.title")}
      description={t("test.lead")}
      closeLabel={t("test.close")}
      onClose={() => void dispatch(new CloseLimitTest({}))}
      onSubmit={(event) => void submit(event)}
      initialFocus={first}
      className="limits-test"
      testId="limit-test"
    >
      {questions.map((question, index) => (
        <fieldset key={question.id} className="limits-test__question">
          <legend>{question.question}</legend>
          {question.answers.map((answer, answerIndex) => (
            <label key={answer.id} className="office-check">
              <input
                ref={index === 0 && answerIndex === 0 ? first : undefined}
                type="radio"
                name={`question-${question.id}`}
                checked={answers[question.id] === answer.id}
                onChange={() => setAnswers({ ...answers, [question.id]: answer.id })}
              />
              {answer.answer}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="modal__actions">
        <Button type="submit" variant="primary" disabled={busy || !complete}>
          {t("test.submit")}
        </Button>
      </div>
    </Dialog>
  )
}
