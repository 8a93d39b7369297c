import { useSignals } from "@preact/signals-react/runtime"
import type { Championship } from "../../domain/sports/feed"
import { useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { OddsFormatSelect } from "./OddsFormatSelect"
import { OutrightEvents } from "./OutrightEvent"
import { useWatch } from "./useWatch"
import "./sports.css"
import "./outrights.css"
import { useSlipParts } from "./slipParts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * SPEC.md 2.2 page type `politics`: elections and leadership contests, the line's outrights of politics, under their
 * championships; each with its candidates and prices, polled as the line is (15 s). Politics is line only: an
 * election is decided at its date, not played. The bet slip beside them, as on the line.
 */
export const PoliticsPage = () => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const championships = useWatch({ _tag: "championships", section: "line", sportId: "politics" })
  const slip = store.settings.value.rightSectionShown === 1
  const loading = championships === undefined || (championships.status === "loading" && championships.championships.length === 0)
  return (
    <div className={`container sports page-variant outright-page${slip ? " sports--with-selections" : ""}`} data-page-type="politics">
      <div className="sports__main">
        <div className="sports__bar">
          <OddsFormatSelect t={t} />
        </div>
        <h1 className="sports__heading">{t("pageTypes.politics.title")}</h1>
        <p className="outright-page__lead">{t("pageTypes.politics.lead")}</p>
        {loading ? (
          <p className="muted">{t("loading")}</p>
        ) : championships.championships.length === 0 ? (
          <p className="muted">{t("pageTypes.politics.empty")}</p>
        ) : (
          championships.championships.map(({ championship }) => <ChampionshipEvents key={championship.id} t={t} lng={lng} championship={championship} />)
        )}
      </div>
      {slip ? <Slip /> : null}
    </div>
  )
}

const ChampionshipEvents = ({ t, lng, championship }: { readonly t: T; readonly lng: string; readonly championship: Championship }) => {
  const list = useWatch({ _tag: "games", section: "line", championshipId: championship.id })
  return (
    <section className="outright-page__group" aria-labelledby={`politics-${championship.id}`}>
      <h2 id={`politics-${championship.id}`} className="sports__subheading">
        {championship.name}
      </h2>
      <OutrightEvents t={t} lng={lng} list={list} status="line" empty={t("pageTypes.politics.empty")} />
    </section>
  )
}
