import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "wouter"
import { isFeatureOn } from "../../domain/config/siteConfig"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { NotFoundPage } from "../kit/NotFoundPage"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { useVerification } from "./useVerification"
import "./verification.css"

/**
 * identification of SPEC.md 2.5, only where the site enables it (config feature `identification`, SPEC.md 5):
 * elsewhere the route does not exist (404). A player is identified once their documents are verified.
 */
export const IdentificationPage = () => {
  useSignals()
  const { t } = useAreaTexts("account", { en, ru })
  const store = useStore()
  const config = store.siteConfig.value.config
  const lng = store.language.value.current ?? "en"
  const { isPlayer, state } = useVerification()
  if (config === null || !isFeatureOn(config, "identification")) return <NotFoundPage />
  const identified = state.data?.status === "verified"
  return (
    <div className="container verification">
      <h1>{t("verification.identification")}</h1>
      <p className="muted verification__lead">{t("verification.identificationLead")}</p>
      {!isPlayer ? (
        <p className="muted">{t("verification.signIn")}</p>
      ) : state.data === null ? (
        <p className="muted">{t("verification.loading")}</p>
      ) : (
        <div className={`verification-status verification-status--${identified ? "verified" : "pending"}`} data-testid="identification-status">
          <strong>{identified ? t("verification.identificationDone") : t("verification.identificationTodo")}</strong>
          {identified ? null : <Link href={`/${lng}/verification`}>{t("verification.toVerification")}</Link>}
        </div>
      )}
    </div>
  )
}
