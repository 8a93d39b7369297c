import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { buttonClass } from "./Button"

/**
 * SPEC.md 5: a missing page gives 404 'This page could not be found', with a way home. Home is in the language the
 * page is shown in (the i18n instance follows the route's language, src/ui/shell/document/bindDocument.ts).
 */
export const NotFoundPage = () => {
  const { t, i18n } = useTranslation()
  return (
    <div className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <p className="muted">{t("notFound.text")}</p>
      <Link href={`/${i18n.language}/`} className={buttonClass("primary")}>
        {t("common.goHome")}
      </Link>
    </div>
  )
}
