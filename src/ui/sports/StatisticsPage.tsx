import { useSignals } from "@preact/signals-react/runtime"
import { isFeatureOn } from "../../domain/config/siteConfig"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { NotFoundPage } from "../kit/NotFoundPage"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { StatisticsView } from "./StatisticsView"
import { statisticsGameOf, useStatistics } from "./useStatistics"

/**
 * A game's statistics (SPEC.md 2.8): /{lng}/statistic/{gameId} as a page of the site, /{lng}/statisticpopup/{gameId}
 * for a window of their own (the game page opens it when the player's setting "stats in new window" is on; the
 * route's empty layout leaves out the site's header and footer). Where the site does not enable statistics (config
 * feature `statistics`), or the path names no game, neither exists (404, SPEC.md 5).
 */
const StatisticsScreen = ({ className }: { readonly className: string }) => {
  useSignals()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const config = store.siteConfig.value.config
  const lng = store.language.value.current ?? "en"
  const gameId = statisticsGameOf(store.location.value.path)
  const enabled = config !== null && isFeatureOn(config, "statistics")
  const state = useStatistics(enabled ? gameId : null)
  if (!enabled || gameId === null) return <NotFoundPage />
  return (
    <div className={className}>
      <StatisticsView t={t} lng={lng} state={state} />
    </div>
  )
}

export const StatisticsPage = () => <StatisticsScreen className="container statistics-page" />

export const StatisticsPopupPage = () => <StatisticsScreen className="statistics-popup" />
