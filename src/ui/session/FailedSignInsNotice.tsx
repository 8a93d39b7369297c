import { useSignals } from "@preact/signals-react/runtime"
import { DismissFailedSignIns } from "../../commands/session/commands"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./failedSignIns.css"

/**
 * After a password sign-in that came after failed ones on the account: how many failed since the first of them, so
 * that a player who did not make them changes their password. Closed by the player; gone at logout.
 */
export const FailedSignInsNotice = () => {
  useSignals()
  const { t } = useAreaTexts("session", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const notice = store.failedSignIns.value.notice
  if (notice === null) return null
  const lng = store.language.value.current ?? "en"
  const since = new Intl.DateTimeFormat(lng, { dateStyle: "medium", timeStyle: "short" }).format(notice.since * 1000)
  return (
    <div className="failed-sign-ins" role="status" data-testid="failed-sign-ins">
      <p className="failed-sign-ins__text">{t("failedSignIns.text", { count: notice.count, since })}</p>
      <button type="button" className="btn btn--ghost" aria-label={t("failedSignIns.close")} onClick={() => void dispatch(new DismissFailedSignIns({}))}>
        ×
      </button>
    </div>
  )
}
