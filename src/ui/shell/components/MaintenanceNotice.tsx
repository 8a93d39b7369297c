import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { useTranslation } from "react-i18next"
import { isMaintenanceAnnounced } from "../../../domain/shell/maintenance"
import { useStore } from "../../AppContext"
import { buttonClass } from "../../kit/Button"

/**
 * SPEC.md 4: while a maintenance is announced, a notification says when the site will be down. The visitor may close
 * it; a later announcement (another start) shows again.
 */
export const MaintenanceNotice = () => {
  useSignals()
  const { t, i18n } = useTranslation()
  const store = useStore()
  const state = store.siteAccess.value.maintenance
  const [closedFor, setClosedFor] = useState<number | null>(null)
  if (state === null || !isMaintenanceAnnounced(state) || state.started_at === null || state.ended_at === null || closedFor === state.started_at) return null
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" })
  const startedAt = state.started_at
  return (
    <div className="maintenance-notice" role="status" data-testid="maintenance-notice">
      <p>{t("maintenance.notice", { from: format.format(new Date(startedAt)), to: format.format(new Date(state.ended_at)) })}</p>
      <button type="button" className={buttonClass("ghost")} aria-label={t("maintenance.closeNotice")} onClick={() => setClosedFor(startedAt)}>
        ×
      </button>
    </div>
  )
}
