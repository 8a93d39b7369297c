import { useSignals } from "@preact/signals-react/runtime"
import { useTranslation } from "react-i18next"
import { useStore } from "../../AppContext"
import { maintenanceLanguage, maintenanceWindow } from "../../../domain/shell/maintenance"

/** SPEC.md 8: 'Maintenance underway!' and the time the server is down, in the visitor's region's language. */
export const MaintenancePage = () => {
  useSignals()
  const store = useStore()
  const lng = maintenanceLanguage(store.siteConfig.value.config?.geoCountry ?? null)
  const { t } = useTranslation(undefined, { lng })
  const downtime = maintenanceWindow(store.location.value.search)
  const format = new Intl.DateTimeFormat(lng, { dateStyle: "long", timeStyle: "short" })
  return (
    <article className="standalone" lang={lng}>
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
