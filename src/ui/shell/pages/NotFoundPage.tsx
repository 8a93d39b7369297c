import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { useStore } from "../../AppContext"

/** SPEC.md 5: a missing page gives 404 'This page could not be found', with a way home. */
export const NotFoundPage = () => {
  useSignals()
  const { t } = useTranslation()
  const lng = useStore().language.value.current ?? ""
  return (
    <div className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="muted">{t("notFound.text")}</p>
      <Link href={`/${lng}/`} className="button button--primary">
        {t("common.goHome")}
      </Link>
    </div>
  )
}
