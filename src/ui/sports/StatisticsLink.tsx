import { useSignals } from "@preact/signals-react/runtime"
import { isFeatureOn } from "../../domain/config/siteConfig"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import "./statistics.css"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * The game page's way to its statistics, where the site enables them. With the player's setting "stats in new
 * window" on (the default, SPEC.md 9) it opens the pop-up route in a window of its own: a plain link with a
 * target, which the browser opens and the app's link interception leaves alone; otherwise the statistics page.
 */
export const StatisticsLink = ({ t, lng, gameId }: { readonly t: T; readonly lng: string; readonly gameId: string }) => {
  useSignals()
  const store = useStore()
  const config = store.siteConfig.value.config
  if (config === null || !isFeatureOn(config, "statistics")) return null
  if (store.settings.value.statsInNewWindow === 1) {
    return (
      <a className="statistics-link" href={`/${lng}/statisticpopup/${gameId}`} target="_blank" rel="noopener">
        {t("statistics.link")}
        <span className="visually-hidden"> {t("statistics.newWindow")}</span>
      </a>
    )
  }
  return (
    <a className="statistics-link" href={`/${lng}/statistic/${gameId}`}>
      {t("statistics.link")}
    </a>
  )
}
