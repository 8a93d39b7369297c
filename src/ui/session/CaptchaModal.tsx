import { useSignals } from "@preact/signals-react/runtime"
import { Redacted } from "effect"
import { useRef, type FormEvent } from "react"
import { AnswerCaptcha, DismissCaptcha, LoadCaptchaImage } from "../../commands/session/commands"
import { CaptchaCode, captchaHeaderValue } from "../../domain/session/captcha"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Dialog } from "../shell/components/Dialog"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./captcha.css"

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

/**
 * The server asked for a captcha (SPEC.md 8, codes 100/111/112/113): show the image it drew with how long it takes an
 * answer (gettime), have the server check the answer (validate), then retry the waiting commands with
 * `<image id>.<answer>` in the captcha header (a wrong answer brings a new image, too many log the player out). The answer lives only in the input element
 * until submit, where it is wrapped in Redacted and handed to the bus; it is never put in React state, storage or
 * the log (the log writes "<redacted>").
 */
export const CaptchaModal = () => {
  useSignals()
  const { t } = useAreaTexts("session", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const captcha = store.captcha.value.pending
  const { error, image } = store.captchaImage.value
  const lng = store.language.value.current ?? "en"
  const input = useRef<HTMLInputElement>(null)

  if (captcha === null) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const field = input.current
    if (field === null || field.value.trim() === "" || image === null) return
    const answer = Redacted.make(captchaHeaderValue(image.id, field.value.trim()))
    field.value = ""
    void dispatch(new AnswerCaptcha({ answer }))
  }
  const cancel = () => void dispatch(new DismissCaptcha({}))
  const newImage = () => {
    void dispatch(new LoadCaptchaImage({}))
    input.current?.focus()
  }

  return (
    <Dialog
      title={t("captcha.title")}
      description={
        <>
          {t(reasonKey(captcha.code))} <span className="muted">{t("captcha.code", { code: captcha.code })}</span>
        </>
      }
      onClose={cancel}
      onSubmit={submit}
      initialFocus={input}
    >
      <div className="captcha-image">
        {image !== null ? (
          <div className="captcha-image__frame" key={image.id}>
            <img className="captcha-image__picture" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg)}`} alt={t("captcha.imageAlt")} width={220} height={80} />
            {image.countdown !== null && (
              // The bar empties over the seconds the server gave the image; at the end a new image is drawn.
              <span className="captcha-image__countdown" aria-hidden="true" style={{ animationDuration: `${image.countdown.seconds}s` }} />
            )}
          </div>
        ) : (
          <p className="captcha-image__placeholder" role={error === null ? "status" : "alert"}>
            {error === null ? t("captcha.imageLoading") : t("captcha.imageFailed")}
          </p>
        )}
        <button type="button" className="button button--ghost captcha-image__refresh" onClick={newImage}>
          {t("captcha.newImage")}
        </button>
      </div>
      {image !== null && image.countdown !== null && <p className="captcha-image__valid muted">{t("captcha.validUntil", { time: clockTime(lng, image.countdown.endsAt) })}</p>}
      <label className="field">
        <span className="field__label">{t("captcha.label")}</span>
        <input ref={input} className="field__input" name="captcha" autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={16} required />
      </label>
      <div className="modal__actions">
        <button type="button" className="button button--ghost" onClick={cancel}>
          {t("captcha.cancel")}
        </button>
        <button type="submit" className="button button--primary" disabled={image === null}>
          {t("captcha.submit")}
        </button>
      </div>
    </Dialog>
  )
}
