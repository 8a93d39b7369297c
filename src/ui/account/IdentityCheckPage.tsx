import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "wouter"
import { LoadVerification, StartIdentityCheck } from "../../commands/account/verificationCommands"
import type { IdentityCheck } from "../../domain/account/identityCheck"
import type { ApiError } from "../../domain/api/clientErrors"
import { isLanguageCode } from "../../domain/shell/language"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { rejectionText } from "./identityCheckTexts"
import { useVerification } from "./useVerification"
import "./verification.css"
import { buttonClass } from "../kit/Button"

type T = ReturnType<typeof useAreaTexts<"account">>["t"]

/** The server's refusal to open a check, by status: 503 unavailable, 409 verified already, 429 too many today. */
const startRefusal = (t: T, error: ApiError): string => {
  const status = error._tag === "ServerRefused" ? error.status : undefined
  if (status === 503 || status === 409 || status === 429) return t(`verification.identityCheck.refused.${String(status) as "503" | "409" | "429"}`)
  return t("verification.identityCheck.refused.other")
}

/** The latest check's outcome, as the player sees it on coming back from the provider. */
const CheckOutcome = ({ check, t, onRefresh }: { readonly check: IdentityCheck; readonly t: T; readonly onRefresh: () => void }) => {
  const tone = check.status === "started" ? "pending" : check.status
  return (
    <div className={`verification-status verification-status--${tone}`} data-testid="identity-check-status" role="status">
      <strong>{t(`verification.identityCheck.status.${check.status}`)}</strong>
      {check.status === "rejected" ? <span>{rejectionText(t, check.reason)}</span> : null}
      {check.status === "started" ? (
        <button type="button" className={buttonClass("secondary", "identity-check__refresh")} onClick={onRefresh}>
          {t("verification.identityCheck.refresh")}
        </button>
      ) : null}
    </div>
  )
}

/**
 * The verification page's third-party identity check (SPEC.md 2.5): what the check is, the button that opens one
 * and sends the player to the identity-check provider, and the outcome when the provider sends them back here.
 */
export const IdentityCheckPage = () => {
  useSignals()
  const { t } = useAreaTexts("account", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const current = store.language.value.current
  const lng = current ?? "en"
  const { isPlayer, state } = useVerification()
  const verificationPath = `/${lng}/verification`

  const body = (() => {
    if (!isPlayer) {
      return (
        <p className="muted">
          {t("verification.signIn")} <Link href={`/${lng}/user/login`}>{t("verification.logIn")}</Link>
        </p>
      )
    }
    if (state.status === "idle") return <p className="muted">{t("verification.loading")}</p>
    if (state.data === null) {
      return (
        <div className="verification__notice" role="alert">
          <p>{t("verification.loadFailed")}</p>
          <button type="button" className={buttonClass("primary")} onClick={() => void dispatch(new LoadVerification({}))}>
            {t("verification.retry")}
          </button>
        </div>
      )
    }
    const { identityCheck, identityCheckAvailable, status } = state.data
    const outcome = identityCheck === null ? null : <CheckOutcome check={identityCheck} t={t} onRefresh={() => void dispatch(new LoadVerification({}))} />
    if (status === "verified") {
      return (
        <>
          {identityCheck?.status === "verified" ? (
            outcome
          ) : (
            <div className="verification-status verification-status--verified" data-testid="identity-check-status" role="status">
              <strong>{t("verification.identityCheck.verifiedAlready")}</strong>
            </div>
          )}
          <Link href={verificationPath} className={buttonClass("primary")}>
            {t("verification.identityCheck.back")}
          </Link>
        </>
      )
    }
    if (!identityCheckAvailable) {
      return (
        <>
          {outcome}
          <p className="verification__notice" role="status">
            {t("verification.identityCheck.unavailable")}
          </p>
          <Link href={verificationPath} className={buttonClass("primary")}>
            {t("verification.identityCheck.back")}
          </Link>
        </>
      )
    }
    const start = state.identityCheckStart
    const leaving = start?._tag === "leaving"
    return (
      <>
        {outcome}
        <section className="identity-check card" aria-labelledby="identity-check-steps">
          <h2 id="identity-check-steps" className="visually-hidden">
            {t("verification.identityCheck.title")}
          </h2>
          <ol className="identity-check__steps">
            <li>{t("verification.identityCheck.steps.go")}</li>
            <li>{t("verification.identityCheck.steps.capture")}</li>
            <li>{t("verification.identityCheck.steps.back")}</li>
          </ol>
          <div className="identity-check__actions">
            <button
              type="button"
              className={buttonClass("primary")}
              disabled={leaving || current === null || !isLanguageCode(current)}
              onClick={() => {
                if (isLanguageCode(current)) void dispatch(new StartIdentityCheck({ lng: current }))
              }}
            >
              {identityCheck === null ? t("verification.identityCheck.start") : t("verification.identityCheck.again")}
            </button>
            <Link href={verificationPath}>{t("verification.identityCheck.back")}</Link>
          </div>
          <p className={`identity-check__outcome${start?._tag === "failed" ? " identity-check__outcome--failed" : ""}`} role="status" data-testid="identity-check-start">
            {leaving ? t("verification.identityCheck.leaving") : start?._tag === "failed" ? startRefusal(t, start.error) : ""}
          </p>
        </section>
      </>
    )
  })()

  return (
    <div className="container verification">
      <h1>{t("verification.identityCheck.title")}</h1>
      <p className="muted verification__lead">{t("verification.identityCheck.lead")}</p>
      {body}
    </div>
  )
}
