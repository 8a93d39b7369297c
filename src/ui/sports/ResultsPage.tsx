import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { LoadResults } from "../../commands/sports/commands"
import { type GameResult, SportId } from "../../domain/sports/feed"
import { eventTitle, isOutright, namesInOrder } from "../../domain/sports/outright"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./sports.css"
import { Field } from "../kit/Field"
import { Table, Th } from "../kit/Table"

const SPORTS = SportId.literals

/** Today as YYYY-MM-DD in UTC, the day the feed's results are filed by. */
const today = () => new Date().toISOString().slice(0, 10)

interface ResultsPlace {
  readonly sportId: SportId | null
  readonly championshipId: string | null
}

/** What a results path names: /{lng}/results/{sport?} a sport or all, /{lng}/champs/{champId?} a championship or all. */
const placeOf = (path: string): ResultsPlace => {
  const [, , page, segment = ""] = path.split("/")
  if (page === "champs") return { sportId: null, championshipId: segment === "" ? null : segment }
  return { sportId: (SPORTS as ReadonlyArray<string>).includes(segment) ? (segment as SportId) : null, championshipId: null }
}

/** A day's results under their championships, in the order the feed lists them (latest finished first). */
const byChampionship = (results: ReadonlyArray<GameResult>): ReadonlyArray<{ readonly id: string; readonly name: string; readonly results: ReadonlyArray<GameResult> }> => {
  const groups = new Map<string, { id: string; name: string; results: Array<GameResult> }>()
  for (const result of results) {
    const group = groups.get(result.championshipId)
    if (group !== undefined) group.results.push(result)
    else groups.set(result.championshipId, { id: result.championshipId, name: [result.country, result.championshipName].filter((part) => part !== "").join(" · ") || result.championshipId, results: [result] })
  }
  return [...groups.values()]
}

/**
 * Results (SPEC.md 2.8 results/{type?}, 2.2 champs/{champId?}): the games that finished on a day, of one sport or all,
 * under their championships, or one championship's; each with its final and period scores.
 */
export const ResultsPage = () => {
  useSignals()
  const { t } = useAreaTexts("sports", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const [date, setDate] = useState(today)
  const { sportId, championshipId } = placeOf(store.location.value.path)
  const state = store.sportsResults.value
  useEffect(() => void dispatch(new LoadResults({ date, sportId, championshipId })), [dispatch, date, sportId, championshipId])
  const loaded = state.date === date && state.sportId === sportId && state.championshipId === championshipId
  const groups = loaded ? byChampionship(state.results) : []
  return (
    <div className="container results">
      <h1 className="sports__heading">{championshipId !== null && groups[0] !== undefined ? groups[0].name : t("results.title")}</h1>
      {championshipId === null ? null : (
        <p>
          <a href={`/${lng}/champs`}>{t("results.allChampionships")}</a>
        </p>
      )}
      <form className="results__filters" onSubmit={(event) => event.preventDefault()}>
        <Field label={t("results.date")}>
          <input className="field__input" type="date" value={date} max={today()} onChange={(event) => event.target.value !== "" && setDate(event.target.value)} />
        </Field>
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
        groups.map((group) => (
          <section key={group.id} className="results__championship" aria-labelledby={`results-${group.id}`}>
            <h2 className="game-group" id={`results-${group.id}`}>
              {championshipId === null ? <a href={`/${lng}/champs/${group.id}`}>{group.name}</a> : group.name}
            </h2>
            <ResultsTable t={t} lng={lng} results={group.results} />
          </section>
        ))
      )}
    </div>
  )
}

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

const ResultsTable = ({ t, lng, results }: { readonly t: T; readonly lng: string; readonly results: ReadonlyArray<GameResult> }) => (
  <Table
    caption={t("results.title")}
    captionHidden
    stickyHeader
    head={
      <>
        <Th>{t("results.finished")}</Th>
        <Th>{t("results.game")}</Th>
        <Th>{t("results.score")}</Th>
        <Th>{t("results.periods")}</Th>
      </>
    }
  >
    {results.map((result) => (
      <tr key={result.id} data-game={result.id}>
        <td>{new Date(result.finishedAt).toLocaleTimeString(lng, { hour: "2-digit", minute: "2-digit" })}</td>
        <td>
          <span className="results__sport">{t(`sports.${result.sportId}`)}</span> {eventTitle(result)}
        </td>
        {isOutright(result) ? (
          // An outright's result is its winner, and the finishing order in place of periods.
          <>
            <td className="results__score" data-testid="winner">
              {t("results.winner", { name: namesInOrder(result)[0] ?? "" })}
            </td>
            <td className="results__periods" aria-label={t("results.order")}>
              {namesInOrder(result).map((name, place) => `${place + 1}. ${name}`).join(", ")}
            </td>
          </>
        ) : (
          <>
            <td className="results__score" data-testid="final-score">
              {result.score.home}:{result.score.away}
            </td>
            <td className="results__periods">{result.periodScores.map((p) => `${p.home}:${p.away}`).join(", ")}</td>
          </>
        )}
      </tr>
    ))}
  </Table>
)
