import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { Navigate } from "../../../commands/shell/commands"
import { useDispatch, useStore } from "../../AppContext"
import { buttonClass } from "../../kit/Button"

/**
 * SPEC.md 2.8 and 8: the error page with the route error's status (default 500), a link home and a refresh
 * button. Refresh navigates to the same address again: the navigation clears the error and the page is
 * rendered afresh. (A page chunk that failed to load has its own rule: a full reload, ReportChunkLoadFailure.)
 * Eagerly bundled: it must show even when page chunks cannot be loaded.
 */
export const ErrorPage = ({ status }: { readonly status: number }) => {
  useSignals()
  const { t } = useTranslation()
  const dispatch = useDispatch()
  const { path, search } = useStore().location.value
  const lng = useStore().language.value.current ?? ""
  return (
    <div className="container status-page" role="alert">
      <p className="status-page__code">{t("error.status", { status })}</p>
      <h1>{t("error.title")}</h1>
      <p className="muted">{t("error.text")}</p>
      <div className="status-page__actions">
        <button type="button" className={buttonClass("primary")} onClick={() => void dispatch(new Navigate({ to: `${path}${search}`, mode: "replace" }))}>
          {t("error.refresh")}
        </button>
        <Link href={`/${lng}/`} className={buttonClass("secondary")}>
          {t("common.goHome")}
        </Link>
      </div>
    </div>
  )
}
