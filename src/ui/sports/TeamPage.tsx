import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { LoadTeamResults } from "../../commands/sports/teamCommands"
import { resultFor } from "../../domain/sports/statistics"
import { teamPlaceOf, type TeamPlace } from "../../domain/sports/team"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { NotFoundPage } from "../kit/NotFoundPage"
import { GameList } from "./GameList"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { OddsFormatSelect } from "./OddsFormatSelect"
import { useWatch } from "./useWatch"
import { SportsSearch } from "./SportsSearch"
import "./sports.css"
import { Table, Th } from "../kit/Table"
import { useSlipParts } from "./slipParts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * SPEC.md 2.2 page type `team` (team games info, team section): /{lng}/team/{sport}/{name}. The team's games in play
 * and upcoming (a watched list, polled), and its recent results with how each went for it (read once). A path that
 * names no sport of the line or no name is the not-found page; a team with nothing on says so.
 */
export const TeamPage = () => {
  useSignals()
  const place = teamPlaceOf(useStore().location.value.path)
  return place === null ? <NotFoundPage /> : <TeamScreen team={place} />
}

const TeamScreen = ({ team }: { readonly team: TeamPlace }) => {
  useSignals()
  const { Slip } = useSlipParts()
  const { t } = useAreaTexts("sports", { en, ru })
  const store = useStore()
  const dispatch = useDispatch()
  const lng = store.language.value.current ?? "en"
  const { sportId, name } = team
  const list = useWatch({ _tag: "team", sportId, name })
  useEffect(() => void dispatch(new LoadTeamResults({ sportId, name })), [dispatch, sportId, name])
  // The bet slip beside the prices, as on the line (unless the player hid the right section).
  const slip = useStore().settings.value.rightSectionShown === 1
  return (
    <div className={`container sports page-variant team-page${slip ? " sports--with-selections" : ""}`} data-page-type="team">
      <div className="sports__main">
        <div className="sports__bar">
          <OddsFormatSelect t={t} />
        </div>
        <div className="sports__heading-row">
          <h1 className="sports__heading">{name}</h1>
          <SportsSearch />
        </div>
        <p className="muted">{t("pageTypes.team.of", { sport: t(`sports.${sportId}`) })}</p>
        <section aria-labelledby="team-games">
          <h2 id="team-games" className="sports__subheading">
            {t("pageTypes.team.games")}
          </h2>
          <GameList t={t} lng={lng} list={list} label={t("pageTypes.team.games")} />
        </section>
        <section aria-labelledby="team-results">
          <h2 id="team-results" className="sports__subheading">
            {t("pageTypes.team.results")}
          </h2>
          <TeamResults t={t} lng={lng} team={team} />
        </section>
      </div>
      {slip ? <Slip /> : null}
    </div>
  )
}

const TeamResults = ({ t, lng, team }: { readonly t: T; readonly lng: string; readonly team: TeamPlace }) => {
  useSignals()
  const state = useStore().sportsTeamResults.value
  if (state.sportId !== team.sportId || state.name !== team.name) return <p className="muted">{t("loading")}</p>
  if (state.error !== null)
    return (
      <p className="sports__notice" role="alert">
        {t("pageTypes.team.resultsFailed")}
      </p>
    )
  return (
    <Table
      label={t("pageTypes.team.results")}
      empty={t("pageTypes.team.resultsEmpty")}
      head={
        <>
          <Th>{t("pageTypes.team.date")}</Th>
          <Th>{t("pageTypes.team.championship")}</Th>
          <Th>{t("pageTypes.team.game")}</Th>
          <Th>{t("pageTypes.team.score")}</Th>
          <Th>{t("pageTypes.team.result")}</Th>
        </>
      }
    >
      {state.results.map((result) => {
        const letter = resultFor(team.name, { ...result, championshipName: result.championshipName, playedAt: result.startsAt })
        return (
          <tr key={result.id} data-game={result.id}>
            <td>
              <time dateTime={new Date(result.startsAt).toISOString()}>
                {new Date(result.startsAt).toLocaleString(lng, { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit" })}
              </time>
            </td>
            <td>{[result.country, result.championshipName].filter((part) => part !== "").join(" · ")}</td>
            <td>
              {result.home} — {result.away}
            </td>
            <td className="team-page__score" data-testid="final-score">
              {result.score.home}:{result.score.away}
            </td>
            <td className={`team-page__result--${letter}`} title={t(`statistics.letterNames.${letter}`)} data-result={letter}>
              {t(`statistics.letters.${letter}`)}
            </td>
          </tr>
        )
      })}
    </Table>
  )
}
