import { useSignals } from "@preact/signals-react/runtime"
import { useRef, useState } from "react"
import { AnswerRealityCheck, ConfirmLimit, DismissSessionLimitNotice, RejectLimit } from "../../commands/limits/commands"
import { useDispatch, useStore } from "../AppContext"
import { Button } from "../kit/Button"
import { Dialog } from "../kit/Dialog"
import { formatMoney } from "../kit/formatMoney"
import { useLimitsTexts } from "./useLimitsTexts"
import "./limits.css"

/**
 * The limits area's popups over any page: the reality check, the deposit limit awaiting approval (blocking) and the
 * permanent "session limit ended" message. One chunk, loaded when one of them shows.
 */
export const LimitsPopups = () => {
  useSignals()
  const store = useStore()
  if (store.sessionLimitNotice.value.title !== null) return <SessionLimitEnded title={store.sessionLimitNotice.value.title} />
  if (store.depositApproval.value.due) return <DepositApproval />
  if (store.realityCheck.value.shownAt !== null) return <RealityCheck minutes={store.realityCheck.value.minutes ?? 0} />
  return null
}

/** SPEC.md 4 "Reality check": continue, log out, or close (nothing); and do not show again. */
const RealityCheck = ({ minutes }: { readonly minutes: number }) => {
  const { t } = useLimitsTexts()
  const dispatch = useDispatch()
  const [doNotShowAgain, setDoNotShowAgain] = useState(false)
  const [busy, setBusy] = useState(false)
  const continueButton = useRef<HTMLButtonElement>(null)
  const answer = (action: "continue" | "log_out" | "nothing") => {
    if (busy) return
    setBusy(true)
    void dispatch(new AnswerRealityCheck({ action, doNotShowAgain })).finally(() => setBusy(false))
  }
  return (
    <Dialog
      role="alertdialog"
      title={t("realityCheck.title")}
      description={`${t("realityCheck.text", { count: minutes })} ${t("realityCheck.question")}`}
      closeLabel={t("realityCheck.close")}
      onClose={() => answer("nothing")}
      initialFocus={continueButton}
      testId="reality-check"
    >
      <label className="office-check">
        <input type="checkbox" checked={doNotShowAgain} onChange={(event) => setDoNotShowAgain(event.target.checked)} />
        {t("realityCheck.doNotShowAgain")}
      </label>
      <div className="modal__actions">
        <Button variant="secondary" disabled={busy} onClick={() => answer("log_out")}>
          {t("realityCheck.logOut")}
        </Button>
        <button ref={continueButton} type="button" className="btn btn--primary" disabled={busy} onClick={() => answer("continue")}>
          {t("realityCheck.continue")}
        </button>
      </div>
    </Dialog>
  )
}

/** SPEC.md 4 "Deposit limit to approve": blocking (no close, Escape does nothing) until confirmed or rejected. */
const DepositApproval = () => {
  useSignals()
  const { t } = useLimitsTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const [busy, setBusy] = useState(false)
  const confirmButton = useRef<HTMLButtonElement>(null)
  const { limitTypes } = store.depositApproval.value
  const accounts = store.accounts.value
  const pending = store.limits.value.limits.filter((limit) => limit.limitState === "PENDING" && limitTypes.includes(limit.limitType))
  const described = pending
    .map((limit) => {
      const minorDigits = accounts.currencies.find((currency) => currency.iso === limit.measure)?.minorDigits ?? 2
      return `${t(`types.${limit.limitType as 20}`)} ${formatMoney(limit.limitValue, { iso: limit.measure, minorDigits }, lng)}`
    })
    .join(", ")
  const act = (command: ConfirmLimit | RejectLimit) => {
    setBusy(true)
    void dispatch(command).finally(() => setBusy(false))
  }
  return (
    <Dialog role="alertdialog" title={t("approval.title")} description={t("approval.text", { limits: described })} onClose={() => {}} initialFocus={confirmButton} testId="deposit-approval">
      <div className="modal__actions">
        <Button variant="secondary" disabled={busy} onClick={() => act(new RejectLimit({}))}>
          {t("approval.reject")}
        </Button>
        <button ref={confirmButton} type="button" className="btn btn--primary" disabled={busy} onClick={() => act(new ConfirmLimit({}))}>
          {t("approval.confirm")}
        </button>
      </div>
    </Dialog>
  )
}

/** SPEC.md 8 "Session limit ended": the permanent message after the logout, until the player closes it. */
const SessionLimitEnded = ({ title }: { readonly title: string }) => {
  const { t } = useLimitsTexts()
  const dispatch = useDispatch()
  const close = useRef<HTMLButtonElement>(null)
  const dismiss = () => void dispatch(new DismissSessionLimitNotice({}))
  return (
    <Dialog role="alertdialog" title={t("sessionEnded.title")} description={title !== "" ? title : t("sessionEnded.text")} onClose={dismiss} initialFocus={close} testId="session-limit-ended">
      <div className="modal__actions">
        <button ref={close} type="button" className="btn btn--primary" onClick={dismiss}>
          {t("sessionEnded.close")}
        </button>
      </div>
    </Dialog>
  )
}
