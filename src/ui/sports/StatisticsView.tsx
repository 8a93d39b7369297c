import type { FormEntry, FormLetter, GameStatistics, PlayedGame, Standings } from "../../domain/sports/statistics"
import { meetingsTally } from "../../domain/sports/statistics"
import type { SportsStatisticsState } from "../../projections/sports/statistics"
import type { useAreaTexts } from "../i18n/areaTexts"
import "./statistics.css"
import { Table, Td, Th } from "../kit/Table"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

interface ViewProps {
  readonly t: T
  readonly lng: string
  /** undefined: still loading. */
  readonly state: SportsStatisticsState | undefined
}

/**
 * A game's statistics (SPEC.md 2.8 statistic), shown alike on the full page and in the pop-up window: the sides'
 * earlier meetings with a tally, each side's last games, and the championship's table with the two sides marked.
 */
export const StatisticsView = ({ t, lng, state }: ViewProps) => {
  if (state === undefined) return <p className="muted">{t("statistics.loading")}</p>
  if (state.statistics === null) {
    const unknown = state.error?._tag === "ServerRefused" && state.error.status === 404
    return (
      <p className="sports__notice" role="alert">
        {unknown ? t("statistics.unknown") : t("statistics.failed")}
      </p>
    )
  }
  const statistics = state.statistics
  const day = new Intl.DateTimeFormat(lng, { day: "2-digit", month: "2-digit", year: "numeric" })
  const dayAndTime = new Intl.DateTimeFormat(lng, { day: "numeric", month: "long", hour: "2-digit", minute: "2-digit" })
  return (
    <article className="statistics" data-game={statistics.gameId}>
      <header className="statistics__header">
        <p className="statistics__eyebrow">{t("statistics.title")}</p>
        <h1 className="statistics__teams">
          {statistics.home} — {statistics.away}
        </h1>
        <p className="statistics__meta">
          {t(`sports.${statistics.sportId}`)} · {statistics.country} · {statistics.championshipName} ·{" "}
          {t("statistics.startsAt", { date: dayAndTime.format(statistics.startsAt) })}
        </p>
      </header>
      <HeadToHead t={t} day={day} statistics={statistics} />
      <section className="statistics__section" aria-labelledby="statistics-form">
        <h2 id="statistics-form">{t("statistics.form")}</h2>
        <div className="statistics__forms">
          <TeamForm t={t} day={day} team={statistics.home} entries={statistics.form.home} side="home" />
          <TeamForm t={t} day={day} team={statistics.away} entries={statistics.form.away} side="away" />
        </div>
      </section>
      <StandingsTable t={t} standings={statistics.standings} home={statistics.home} away={statistics.away} />
    </article>
  )
}

const score = (game: PlayedGame) => `${game.score.home}:${game.score.away}`

const HeadToHead = ({ t, day, statistics }: { readonly t: T; readonly day: Intl.DateTimeFormat; readonly statistics: GameStatistics }) => {
  const meetings = statistics.headToHead
  // From the home side's point of view: its wins, the draws, its losses (the away side's wins).
  const tally = meetingsTally(statistics.home, meetings)
  return (
    <section className="statistics__section" aria-labelledby="statistics-h2h" data-testid="head-to-head">
      <h2 id="statistics-h2h">{t("statistics.headToHead")}</h2>
      {meetings.length === 0 ? (
        <p className="muted">{t("statistics.headToHeadEmpty")}</p>
      ) : (
        <>
          <dl className="statistics__tally">
            <div>
              <dt>{t("statistics.wins", { team: statistics.home })}</dt>
              <dd>{tally.won}</dd>
            </div>
            {statistics.standings.rule === "points" ? (
              <div>
                <dt>{t("statistics.draws")}</dt>
                <dd>{tally.drawn}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("statistics.wins", { team: statistics.away })}</dt>
              <dd>{tally.lost}</dd>
            </div>
          </dl>
          <Table
            caption={t("statistics.headToHead")}
            captionHidden
            head={
              <>
                <Th>{t("statistics.date")}</Th>
                <Th>{t("statistics.championship")}</Th>
                <Th>{t("statistics.game")}</Th>
                <Th>{t("statistics.score")}</Th>
              </>
            }
          >
            {meetings.map((game) => (
              <tr key={game.id} data-testid="meeting">
                <td>{day.format(game.playedAt)}</td>
                <td className="statistics__championship">{game.championshipName}</td>
                <td>
                  {game.home} — {game.away}
                </td>
                <td className="statistics__score">{score(game)}</td>
              </tr>
            ))}
          </Table>
        </>
      )}
    </section>
  )
}

const Letter = ({ t, letter }: { readonly t: T; readonly letter: FormLetter }) => (
  <span className={`form-letter form-letter--${letter}`} title={t(`statistics.letterNames.${letter}`)}>
    <span aria-hidden="true">{t(`statistics.letters.${letter}`)}</span>
    <span className="visually-hidden">{t(`statistics.letterNames.${letter}`)}</span>
  </span>
)

interface TeamFormProps {
  readonly t: T
  readonly day: Intl.DateTimeFormat
  readonly team: string
  readonly entries: ReadonlyArray<FormEntry>
  readonly side: "home" | "away"
}

const TeamForm = ({ t, day, team, entries, side }: TeamFormProps) => (
  <div className="statistics__form" data-testid={`form-${side}`}>
    <h3>{t("statistics.formOf", { team })}</h3>
    {entries.length === 0 ? (
      <p className="muted">{t("statistics.formEmpty")}</p>
    ) : (
      <>
        <p className="form-letters" data-testid="form-letters">
          {entries.map(({ game, result }) => (
            <Letter key={game.id} t={t} letter={result} />
          ))}
        </p>
        <Table
          caption={t("statistics.formOf", { team })}
          captionHidden
          head={
            <>
              <Th>{t("statistics.date")}</Th>
              <Th>{t("statistics.game")}</Th>
              <Th>{t("statistics.score")}</Th>
              <Th>{t("statistics.result")}</Th>
            </>
          }
        >
          {entries.map(({ game, result }) => (
            <tr key={game.id} data-result={result}>
              <td>{day.format(game.playedAt)}</td>
              <td>
                {game.home} — {game.away}
                <span className="statistics__championship"> · {game.championshipName}</span>
              </td>
              <td className="statistics__score">{score(game)}</td>
              <td>
                <Letter t={t} letter={result} />
              </td>
            </tr>
          ))}
        </Table>
      </>
    )}
  </div>
)

const Abbr = ({ t, column }: { readonly t: T; readonly column: "position" | "played" | "won" | "drawn" | "lost" | "goals" | "points" }) => (
  // The counts line up at the end as figures do; the position stays with the team it ranks.
  <Th align={column === "position" ? "start" : "numeric"}>
    <abbr title={t(`statistics.columnTitles.${column}`)}>{t(`statistics.columns.${column}`)}</abbr>
  </Th>
)

const StandingsTable = ({ t, standings, home, away }: { readonly t: T; readonly standings: Standings; readonly home: string; readonly away: string }) => {
  // Sports without draws show wins and losses only (no draws column, no points).
  const points = standings.rule === "points"
  return (
    <section className="statistics__section" aria-labelledby="statistics-standings">
      <h2 id="statistics-standings">{t("statistics.standings", { championship: standings.championshipName })}</h2>
      <p className="muted">{t("statistics.standingsNote")}</p>
      <Table
        data-testid="standings"
        caption={t("statistics.standings", { championship: standings.championshipName })}
        captionHidden
        head={
          <>
            <Abbr t={t} column="position" />
            <Th>{t("statistics.columns.team")}</Th>
            <Abbr t={t} column="played" />
            <Abbr t={t} column="won" />
            {points ? <Abbr t={t} column="drawn" /> : null}
            <Abbr t={t} column="lost" />
            <Abbr t={t} column="goals" />
            {points ? <Abbr t={t} column="points" /> : null}
          </>
        }
      >
        {standings.rows.map((row) => {
          const side = row.team === home ? "home" : row.team === away ? "away" : undefined
          return (
            <tr key={row.team} className={side === undefined ? undefined : "statistics__row--subject"} data-subject={side}>
              <td>{row.position}</td>
              <Th scope="row">{side === undefined ? row.team : <strong>{row.team}</strong>}</Th>
              <Td align="numeric">{row.played}</Td>
              <Td align="numeric">{row.won}</Td>
              {points ? <Td align="numeric">{row.drawn}</Td> : null}
              <Td align="numeric">{row.lost}</Td>
              <Td align="numeric" className="statistics__score">
                {row.goalsFor}:{row.goalsAgainst}
              </Td>
              {points ? (
                <Td align="numeric" className="statistics__points">
                  {row.points}
                </Td>
              ) : null}
            </tr>
          )
        })}
      </Table>
    </section>
  )
}
