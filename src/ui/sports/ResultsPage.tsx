import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { LoadResults } from "../../commands/sports/commands"
import { SportId } from "../../domain/sports/feed"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./sports.css"

const SPORTS = SportId.literals

/** Today as YYYY-MM-DD in UTC, the day the feed's results are filed by. */
const today = () => new Date().toISOString().slice(0, 10)

/** The sport a results path names (/{lng}/results/{sport?}), or null for every sport. */
const sportOf = (path: string): SportId | null => {
  const segment = path.split("/")[3] ?? ""
  return (SPORTS as ReadonlyArray<string>).includes(segment) ? (segment as SportId) : null
}

/** Results (SPEC.md 2.8): the games that finished on a day, of one sport or all, with their final and period scores. */
export const ResultsPage = () => {
  useSignals()
  const { t } = useAreaTexts("sports", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const [date, setDate] = useState(today)
  const sportId = sportOf(store.location.value.path)
  const state = store.sportsResults.value
  useEffect(() => void dispatch(new LoadResults({ date, sportId })), [dispatch, date, sportId])
  const loaded = state.date === date && state.sportId === sportId
  return (
    <div className="container results">
      <h1 className="sports__heading">{t("results.title")}</h1>
      <form className="results__filters" onSubmit={(event) => event.preventDefault()}>
        <label className="field">
          <span className="field__label">{t("results.date")}</span>
          <input className="field__input" type="date" value={date} max={today()} onChange={(event) => event.target.value !== "" && setDate(event.target.value)} />
        </label>
        <nav className="results__sports" aria-label={t("menu.title")}>
          <a className={`sports__section${sportId === null ? " sports__section--current" : ""}`} href={`/${lng}/results`} aria-current={sportId === null ? "page" : undefined}>
            {t("results.allSports")}
          </a>
          {SPORTS.map((id) => (
            <a key={id} className={`sports__section${sportId === id ? " sports__section--current" : ""}`} href={`/${lng}/results/${id}`} aria-current={sportId === id ? "page" : undefined}>
              {t(`sports.${id}`)}
            </a>
          ))}
        </nav>
      </form>
      {!loaded ? (
        <p className="muted">{t("loading")}</p>
      ) : state.error !== null ? (
        <p className="sports__notice" role="alert">
          {t("results.failed")}
        </p>
      ) : state.results.length === 0 ? (
        <p className="muted">{t("results.empty")}</p>
      ) : (
        <table className="results__table">
          <caption className="visually-hidden">{t("results.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("results.finished")}</th>
              <th scope="col">{t("results.game")}</th>
              <th scope="col">{t("results.score")}</th>
              <th scope="col">{t("results.periods")}</th>
            </tr>
          </thead>
          <tbody>
            {state.results.map((result) => (
              <tr key={result.id} data-game={result.id}>
                <td>{new Date(result.finishedAt).toLocaleTimeString(lng, { hour: "2-digit", minute: "2-digit" })}</td>
                <td>
                  <span className="results__sport">{t(`sports.${result.sportId}`)}</span> {result.home} — {result.away}
                </td>
                <td className="results__score" data-testid="final-score">
                  {result.score.home}:{result.score.away}
                </td>
                <td className="results__periods">{result.periodScores.map((p) => `${p.home}:${p.away}`).join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}
