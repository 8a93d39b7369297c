import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useEffect, useRef, useState } from "react"
import { AnswerCaptcha, DismissCaptcha, LoadCaptchaImage } from "../../commands/session/commands"
import { CaptchaCode, captchaHeaderValue } from "../../domain/session/captcha"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Dialog } from "../kit/Dialog"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { solveInWorkers } from "./proofOfWork"
import "./captcha.css"
import { buttonClass } from "../kit/Button"

/** Why the server asks, by SPEC.md 8 code: a first request, or what was wrong with the last answer. */
const reasonKey = (code: number) =>
  code === CaptchaCode.wrongAnswer
    ? "captcha.reasonWrong"
    : code === CaptchaCode.expired
      ? "captcha.reasonExpired"
      : code === CaptchaCode.unknownChallenge
        ? "captcha.reasonUnknown"
        : "captcha.reasonRequired"

const clockTime = (lng: string, at: number): string => new Intl.DateTimeFormat(lng, { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(at)

type Work = { readonly id: string; readonly state: "working" | "done" | "failed"; readonly share: number }

/**
 * The server asked for a captcha (SPEC.md 8, codes 100/111/112/113): nothing to read. The browser solves the server's
 * proof-of-work challenge in Web Workers while the player waits and watches its progress; the solution is checked
 * with validate, then the waiting commands run again with it in the captcha header (a wrong one brings a new
 * challenge, too many log the player out). The solution is the captcha's answer: it lives only in this effect until
 * it is wrapped in Redacted and handed to the bus, never in React state, storage or the log (the log writes
 * "<redacted>").
 */
export const CaptchaModal = () => {
  useSignals()
  const { t } = useAreaTexts("session", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const captcha = store.captcha.value.pending
  const { challenge, error } = store.captchaImage.value
  const lng = store.language.value.current ?? "en"
  const cancelButton = useRef<HTMLButtonElement>(null)
  const [work, setWork] = useState<Work | null>(null)
  const asked = captcha !== null
  const current = asked ? challenge : null

  useEffect(() => {
    if (current === null) return
    const stop = new AbortController()
    setWork({ id: current.id, state: "working", share: 0 })
    void solveInWorkers(current.challenge, (share) => setWork({ id: current.id, state: "working", share }), stop.signal).then((solution) => {
      if (stop.signal.aborted) return
      if (solution === null) return setWork({ id: current.id, state: "failed", share: 0 })
      setWork({ id: current.id, state: "done", share: 1 })
      void dispatch(new AnswerCaptcha({ answer: Redacted.make(captchaHeaderValue({ challenge: current.challenge, solution })) }))
    })
    return () => stop.abort()
  }, [current?.id])

  if (captcha === null) return null

  const cancel = () => void dispatch(new DismissCaptcha({}))
  const again = () => void dispatch(new LoadCaptchaImage({}))
  const shown = work !== null && current !== null && work.id === current.id ? work : null
  const state = current === null ? (error === null ? "loading" : "failed") : (shown?.state ?? "working")
  const percent = Math.round((shown?.share ?? 0) * 100)

  return (
    <Dialog
      title={t("captcha.title")}
      description={
        <>
          {t(reasonKey(captcha.code))} <span className="muted">{t("captcha.code", { code: captcha.code })}</span>
        </>
      }
      onClose={cancel}
      initialFocus={cancelButton}
    >
      <div className="captcha-work" data-state={state} role="status" aria-live="polite">
        <span className="captcha-work__mark" aria-hidden="true" />
        <div className="captcha-work__text">
          <p className="captcha-work__label">{t(`captcha.${state}`)}</p>
          <progress className="captcha-work__bar" max={100} value={state === "done" ? 100 : percent} aria-label={t("captcha.progress")} />
        </div>
      </div>
      {current !== null && current.countdown !== null && state !== "failed" && (
        <p className="captcha-work__valid muted">{t("captcha.validUntil", { time: clockTime(lng, current.countdown.endsAt) })}</p>
      )}
      <div className="modal__actions">
        <button type="button" ref={cancelButton} className={buttonClass("secondary")} onClick={cancel}>
          {t("captcha.cancel")}
        </button>
        {state === "failed" && (
          <button type="button" className={buttonClass("primary")} onClick={again}>
            {t("captcha.again")}
          </button>
        )}
      </div>
    </Dialog>
  )
}
