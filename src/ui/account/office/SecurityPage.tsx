import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useEffect, useState } from "react"
import { ChangeSecurity, LoadSecurity, type SecurityChange } from "../../../commands/account/officeCommands"
import type { ApiError } from "../../../domain/api/clientErrors"
import type { SecurityPageState } from "../../../projections/account/security"
import { useDispatch, useStore } from "../../AppContext"
import { EmailConfirmationCard } from "./EmailConfirmationCard"
import { LoadFailed, OfficeFrame } from "./OfficeFrame"
import { PhoneBindingCard, useCodeErrorText } from "./PhoneBindingCard"
import { ProtectionLevelCard } from "./ProtectionLevelCard"
import { SecurityAnswerDialog } from "./SecurityAnswerDialog"
import { asksSecurityAnswer } from "../../../domain/account/securityQuestion"
import { takeSecrets } from "./secretInput"
import { TwoStepCard } from "./TwoStepCard"
import { type OfficeT, useOfficeTexts } from "./useOfficeTexts"
import { buttonClass } from "../../kit/Button"
import { Field, FieldError } from "../../kit/Field"

const KNOWN_ERRORS = new Set(["31", "32", "33", "34", "35", "13", "36", "37", "38", "39", "429"])

type Change = NonNullable<SecurityPageState["outcome"]>["change"]
type SecurityLabel =
  | "office.security.answerDialog.answer"
  | "office.personal.phone"
  | "office.security.password.current"
  | "office.security.password.next"
  | "office.security.question.question"
  | "office.security.question.answer"
  | "office.security.question.password"
  | "office.security.twoStep.code"
  | "office.security.twoStep.disableCode"

/** The label of a field a change sends, by the name the contract (and so a refusal) gives it. */
const fieldLabel = (change: Change, field: string): SecurityLabel | undefined => {
  if (field === "securityAnswer") return "office.security.answerDialog.answer"
  if (field === "phone_number") return "office.personal.phone"
  switch (change) {
    case "password":
      return field === "current" ? "office.security.password.current" : field === "next" ? "office.security.password.next" : undefined
    case "question":
      return field === "question" ? "office.security.question.question" : field === "answer" ? "office.security.question.answer" : field === "password" ? "office.security.question.password" : undefined
    case "enableTwoStep":
      return field === "code" ? "office.security.twoStep.code" : undefined
    case "disableTwoStep":
      return field === "code" ? "office.security.twoStep.disableCode" : undefined
    default:
      return undefined
  }
}

/** A refusal that names fields (a control character typed, a length the contract refuses): each field and why. */
const refusedFieldsText = (t: OfficeT, change: Change, error: ApiError | null): string | undefined => {
  if (error?._tag !== "ServerRefused" || error.fields === undefined || error.fields.length === 0) return undefined
  return error.fields
    .map(({ field, code }) => {
      const label = fieldLabel(change, field)
      return t(code === "invalid_chars" ? "office.security.errors.fieldInvalidChars" : "office.security.errors.fieldInvalid", { field: label === undefined ? field : t(label) })
    })
    .join(" ")
}

const outcomeText = (t: OfficeT, codeError: ReturnType<typeof useCodeErrorText>, outcome: NonNullable<SecurityPageState["outcome"]>): string => {
  if (outcome.success) return t(`office.security.done.${outcome.change}`)
  const refusedFields = refusedFieldsText(t, outcome.change, outcome.error)
  if (refusedFields !== undefined) return refusedFields
  // A phone's code refused (wrong, late, spent, the number another's): told as the phone registration tells it.
  const phone = outcome.change === "bindPhone" || outcome.change === "unbindPhone"
  if (phone && outcome.error !== null && !(outcome.error._tag === "ServerRefused" && outcome.error.code === 36)) return codeError(outcome.error)
  const code = outcome.error?._tag === "ServerRefused" ? String(outcome.error.code ?? outcome.error.status) : (outcome.error?._tag ?? "")
  return KNOWN_ERRORS.has(code) ? t(`office.security.errors.${code as "31"}`) : t("office.security.errors.other", { code })
}

/** The office's security page (SPEC.md 2.5 security): protection level, password, two-step, question, e-mail sign-in, phone. */
export const SecurityPage = () => {
  useSignals()
  const { t } = useOfficeTexts()
  const codeError = useCodeErrorText()
  const dispatch = useDispatch()
  const store = useStore()
  const player = store.session.value.status === "player"
  const state = store.security.value
  const [busy, setBusy] = useState(false)
  const [mismatch, setMismatch] = useState(false)
  // A change waiting for the security answer (its secrets stay in memory, never in state the log sees).
  const [asking, setAsking] = useState<SecurityChange | null>(null)

  useEffect(() => {
    if (player && state.status === "idle") void dispatch(new LoadSecurity({}))
  }, [player, state.status, dispatch])

  const send = async (security: SecurityChange, securityAnswer?: Redacted.Redacted<string>) => {
    setBusy(true)
    try {
      await dispatch(new ChangeSecurity({ change: security, ...(securityAnswer === undefined ? {} : { securityAnswer }) }))
    } finally {
      setBusy(false)
    }
  }

  // Once a question is set, the sensitive changes ask its answer first (the server refuses them without it).
  const change = async (security: SecurityChange) => {
    if (asksSecurityAnswer(security._tag) && state.security?.securityQuestion != null) setAsking(security)
    else await send(security)
  }

  const security = state.security
  const body = (() => {
    if (state.status === "failed") return <LoadFailed onRetry={() => void dispatch(new LoadSecurity({}))} />
    if (security === null) return <p className="muted">{t("office.loading")}</p>
    const methods = security.protection_methods
    return (
      <>
        <ProtectionLevelCard security={security} />
        <p className={`office__status${state.outcome?.success === false ? " office__status--failed" : ""}`} role="status" data-testid="security-outcome">
          {state.outcome === null ? "" : outcomeText(t, codeError, state.outcome)}
        </p>
        <TwoStepCard state={state} busy={busy} onChange={change} />
        <p>
          <a href={`/${store.language.value.current ?? "en"}/security/approve`} data-testid="approve-sign-in-link">
            {t("office.security.approveSignIn")}
          </a>
        </p>
        <div className="security-grid">
          <form
            className="office-card"
            onSubmit={(event) => {
              event.preventDefault()
              const { current, next, repeat } = takeSecrets(event, ["current", "next", "repeat"])
              const same = Redacted.value(next) === Redacted.value(repeat)
              setMismatch(!same)
              if (same) void change({ _tag: "password", current, next })
            }}
          >
            <h2>{t("office.security.password.title")}</h2>
            <p className="muted">
              {security.changed_pass_day_count === null ? t("office.security.password.never") : t("office.security.password.changedDays", { count: security.changed_pass_day_count })}
            </p>
            <Field label={t("office.security.password.current")}>
              <input className="field__input" name="current" type="password" autoComplete="current-password" required />
            </Field>
            <Field label={t("office.security.password.next")}>
              <input className="field__input" name="next" type="password" autoComplete="new-password" required aria-describedby="password-hint" />
            </Field>
            <Field label={t("office.security.password.repeat")}>
              <input className="field__input" name="repeat" type="password" autoComplete="new-password" required aria-invalid={mismatch} />
            </Field>
            {mismatch ? <FieldError>{t("office.security.password.mismatch")}</FieldError> : null}
            <p id="password-hint" className="muted">
              {t("office.security.password.hint")}
            </p>
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              {t("office.security.password.submit")}
            </button>
          </form>
          <form
            className="office-card"
            onSubmit={(event) => {
              event.preventDefault()
              const question = String(new FormData(event.currentTarget).get("question") ?? "")
              const { answer, password } = takeSecrets(event, ["answer", "password"])
              void change({ _tag: "question", question, answer, password })
            }}
          >
            <h2>{t("office.security.question.title")}</h2>
            <p className="muted">{security.securityQuestion === null ? "" : t("office.security.question.current", { question: security.securityQuestion })}</p>
            <Field label={t("office.security.question.question")}>
              <input className="field__input" name="question" maxLength={200} required />
            </Field>
            <Field label={t("office.security.question.answer")}>
              <input className="field__input" name="answer" type="password" autoComplete="off" maxLength={200} required />
            </Field>
            <Field label={t("office.security.question.password")}>
              <input className="field__input" name="password" type="password" autoComplete="current-password" required />
            </Field>
            <button type="submit" className={buttonClass("primary")} disabled={busy}>
              {t("office.security.question.submit")}
            </button>
          </form>
        </div>
        <div className="security-grid">
          <div className="office-card">
            <h2>{t("office.security.emailAuth.title")}</h2>
            <p className="muted">{t("office.security.emailAuth.lead")}</p>
            <label className="office-check">
              <input
                type="checkbox"
                checked={methods.enable_email_auth}
                disabled={busy}
                onChange={(event) => void change({ _tag: "emailAuth", enabled: event.target.checked })}
              />
              {t("office.security.emailAuth.label")}
            </label>
          </div>
          <EmailConfirmationCard />
        </div>
        <div className="security-grid">
          <PhoneBindingCard bound={methods.enable_phone_binding} busy={busy} onChange={change} />
        </div>
        {asking !== null && security.securityQuestion !== null ? (
          <SecurityAnswerDialog
            question={security.securityQuestion}
            onCancel={() => setAsking(null)}
            onAnswer={(answer) => {
              setAsking(null)
              void send(asking, answer)
            }}
          />
        ) : null}
      </>
    )
  })()

  return (
    <OfficeFrame section="security" title={t("office.security.title")} lead={t("office.security.lead")}>
      {body}
    </OfficeFrame>
  )
}
