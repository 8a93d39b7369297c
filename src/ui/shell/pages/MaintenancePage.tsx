import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { useStore } from "../../AppContext"
import { maintenanceLanguage } from "../../../domain/shell/maintenance"

/**
 * SPEC.md 8: 'Maintenance underway!' and the time the server is down, from the back end's state, in the visitor's
 * region's language. The page polls the state every few seconds (the siteAccess area) and goes home once it is over.
 */
export const MaintenancePage = () => {
  useSignals()
  const store = useStore()
  const lng = maintenanceLanguage(store.siteConfig.value.config?.geoCountry ?? null)
  const { t } = useTranslation(undefined, { lng })
  const state = store.siteAccess.value.maintenance
  const downtime = state === null || state.started_at === null || state.ended_at === null ? null : { from: new Date(state.started_at), to: new Date(state.ended_at) }
  const format = new Intl.DateTimeFormat(lng, { dateStyle: "long", timeStyle: "short" })
  return (
    <article className="standalone" lang={lng} data-testid="maintenance-page">
      <span className="standalone__icon standalone__icon--gear" aria-hidden="true">
        ⚙
      </span>
      <h1>{t("maintenance.title")}</h1>
      <p>
        {downtime === null
          ? t("maintenance.noWindow")
          : t("maintenance.window", { from: format.format(downtime.from), to: format.format(downtime.to) })}
      </p>
      <p className="muted">{t("maintenance.later")}</p>
    </article>
  )
}
