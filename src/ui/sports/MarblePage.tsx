import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadResults } from "../../commands/sports/commands"
import type { Championship } from "../../domain/sports/feed"
import { namesInOrder } from "../../domain/sports/outright"
import { useDispatch, useStore } from "../AppContext"
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

/** How many finished races the page lists. */
const LAST_RACES = 5

/** Today as YYYY-MM-DD in UTC, the day the feed's results are filed by. */
const today = () => new Date().toISOString().slice(0, 10)

/**
 * SPEC.md 2.2 page type `marble`: virtual marble races, one every few minutes. The race in play (its clock and the
 * marbles' places, its market suspended), the next races with their runners and prices (a click adds a bet to the
 * slip), and the last races' winners. The race lists are polled as live (5 s) and line (15 s) are; the results are
 * read again each time a race leaves play.
 */
export const MarblePage = () => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const championships = useWatch({ _tag: "championships", section: "line", sportId: "marble" })
  const slip = store.settings.value.rightSectionShown === 1
  const loading = championships === undefined || (championships.status === "loading" && championships.championships.length === 0)
  return (
    <div className={`container sports page-variant outright-page${slip ? " sports--with-selections" : ""}`} data-page-type="marble">
      <div className="sports__main">
        <div className="sports__bar">
          <OddsFormatSelect t={t} />
        </div>
        <h1 className="sports__heading">{t("pageTypes.marble.title")}</h1>
        <p className="outright-page__lead">{t("pageTypes.marble.lead")}</p>
        {loading ? (
          <p className="muted">{t("loading")}</p>
        ) : championships.championships.length === 0 ? (
          <p className="muted">{t("pageTypes.marble.empty")}</p>
        ) : (
          championships.championships.map(({ championship }) => <Races key={championship.id} t={t} lng={lng} championship={championship} />)
        )}
      </div>
      {slip ? <Slip /> : null}
    </div>
  )
}

/** A championship's races: in play, next, and the last finished. */
const Races = ({ t, lng, championship }: { readonly t: T; readonly lng: string; readonly championship: Championship }) => {
  const live = useWatch({ _tag: "games", section: "live", championshipId: championship.id, sportId: "marble" })
  const line = useWatch({ _tag: "games", section: "line", championshipId: championship.id, sportId: "marble" })
  return (
    <div className="outright-page__races">
      <section className="outright-page__group" aria-labelledby={`marble-live-${championship.id}`}>
        <h2 id={`marble-live-${championship.id}`} className="sports__subheading">
          {t("pageTypes.marble.live")}: {championship.name}
        </h2>
        <OutrightEvents t={t} lng={lng} list={live} status="live" empty={t("pageTypes.marble.noLive")} />
      </section>
      <section className="outright-page__group" aria-labelledby={`marble-line-${championship.id}`}>
        <h2 id={`marble-line-${championship.id}`} className="sports__subheading">
          {t("pageTypes.marble.line")}
        </h2>
        <OutrightEvents t={t} lng={lng} list={line} status="line" empty={t("pageTypes.marble.empty")} />
      </section>
      <LastRaces t={t} championship={championship} inPlay={live?.gameIds.join(",") ?? ""} />
    </div>
  )
}

/** The last races of the championship that finished today, each with its winner and finishing order. */
const LastRaces = ({ t, championship, inPlay }: { readonly t: T; readonly championship: Championship; readonly inPlay: string }) => {
  useSignals()
  const dispatch = useDispatch()
  const state = useStore().sportsResults.value
  const date = today()
  // A race that leaves play is among the results: read them again then.
  const { id, sportId } = championship
  useEffect(() => void dispatch(new LoadResults({ date, sportId, championshipId: id })), [dispatch, date, sportId, id, inPlay])
  const loaded = state.date === date && state.championshipId === championship.id
  const races = loaded ? state.results.slice(0, LAST_RACES) : []
  return (
    <section className="outright-page__group" aria-labelledby={`marble-results-${championship.id}`}>
      <h2 id={`marble-results-${championship.id}`} className="sports__subheading">
        {t("pageTypes.marble.results")}
      </h2>
      {!loaded ? (
        <p className="muted">{t("loading")}</p>
      ) : state.error !== null ? (
        <p className="sports__notice" role="alert">
          {t("results.failed")}
        </p>
      ) : races.length === 0 ? (
        <p className="muted">{t("pageTypes.marble.noResults")}</p>
      ) : (
        <ul className="outright-page__results">
          {races.map((race) => (
            <li key={race.id} data-game={race.id}>
              <strong>{race.home}</strong> · <span data-testid="winner">{t("pageTypes.marble.winner", { name: namesInOrder(race)[0] ?? "" })}</span>
              <span className="outright-page__order" aria-label={t("results.order")}>
                {" "}
                ({namesInOrder(race).join(", ")})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
