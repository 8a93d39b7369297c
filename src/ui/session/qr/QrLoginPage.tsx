import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { StartQrLogin, StopQrLogin } from "../../../commands/session/qrCommands"
import { formatQrCode } from "../../../domain/session/qrLogin"
import { useDispatch, useStore } from "../../AppContext"
import { useSessionTexts } from "../authTexts"
import "./qr.css"
import { buttonClass } from "../../kit/Button"

const clockTime = (lng: string, at: number): string => new Intl.DateTimeFormat(lng, { hour: "2-digit", minute: "2-digit", second: "2-digit" }).format(at)

/**
 * /{lng}/user/qr-login (SPEC.md 2.9 "QR login"): a sign-in request shown as a QR code and a short code. A player
 * signed in on another device approves it; this page's poll then signs this device in and moves on.
 */
export const QrLoginPage = () => {
  useSignals()
  const { t } = useSessionTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const state = store.qrLogin.value
  const lng = store.language.value.current ?? "en"

  useEffect(() => {
    void dispatch(new StartQrLogin({}))
    return () => void dispatch(new StopQrLogin({}))
  }, [dispatch])

  const body = (() => {
    switch (state.status) {
      case "idle":
        return <p className="muted">{t("qr.loading")}</p>
      case "failed":
        return (
          <p className="auth-form__error" role="alert">
            {t("qr.startFailed")}
          </p>
        )
      case "signedIn":
        return <p role="status">{t("qr.signedIn")}</p>
      case "refused":
      case "waiting":
        return (
          <div className={`qr-login${state.status === "refused" ? " qr-login--dead" : ""}`}>
            {/* The server's SVG (uqr) of the approval address: markup it drew, nothing anyone typed. */}
            {state.qrSvg === null ? null : <div className="qr-login__qr" aria-hidden="true" dangerouslySetInnerHTML={{ __html: state.qrSvg }} />}
            <p className="qr-login__code-label">{t("qr.codeLabel")}</p>
            <p className="qr-login__code" data-testid="qr-login-code">
              {state.code === null ? "" : formatQrCode(state.code)}
            </p>
            {state.status === "waiting" ? (
              <p className="muted" role="status">
                {t("qr.waiting")} {state.expiresAt === null ? "" : t("qr.validUntil", { time: clockTime(lng, state.expiresAt) })}
              </p>
            ) : (
              <p className="auth-form__error" role="alert">
                {t(`qr.refused.${state.refusal ?? "other"}`)}
              </p>
            )}
          </div>
        )
    }
  })()

  return (
    <div className="container auth-page">
      <div className="auth-card">
        <h1>{t("qr.title")}</h1>
        <p>{t("qr.intro")}</p>
        {body}
        {state.status === "refused" || state.status === "failed" ? (
          <button type="button" className={buttonClass("primary")} onClick={() => void dispatch(new StartQrLogin({}))}>
            {t("qr.newCode")}
          </button>
        ) : null}
      </div>
    </div>
  )
}

