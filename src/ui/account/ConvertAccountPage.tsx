import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "wouter"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { useVerification } from "./useVerification"
import "./verification.css"

/** The convert-account page (SPEC.md 2.5) with its status reminder (SPEC.md 4: 0 not allowed, 1 main, 2 additional). */
export const ConvertAccountPage = () => {
  useSignals()
  const { t } = useAreaTexts("account", { en, ru })
  const lng = useStore().language.value.current ?? "en"
  const { isPlayer, state } = useVerification()
  const status = state.data?.convertStatus
  return (
    <div className="container verification">
      <h1>{t("verification.convertTitle")}</h1>
      {!isPlayer ? (
        <p className="muted">{t("verification.signIn")}</p>
      ) : status === undefined ? (
        <p className="muted">{t("verification.loading")}</p>
      ) : (
        <div className={`verification-status verification-status--${status === 0 ? "pending" : "verified"}`} data-testid="convert-reminder">
          <strong>{t(`verification.convert.${String(status) as "0" | "1" | "2"}`)}</strong>
          {status === 0 ? <Link href={`/${lng}/verification`}>{t("verification.toVerification")}</Link> : null}
        </div>
      )}
    </div>
  )
}
