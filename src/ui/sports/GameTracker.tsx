import { useSignals } from "@preact/signals-react/runtime"
import type { SportId } from "../../domain/sports/feed"
import type { Tracker, TrackerEvent, TrackerStat } from "../../domain/sports/tracker"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { useWatch } from "./useWatch"
import "./tracker.css"
import { Table, Th } from "../kit/Table"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

interface GameTrackerProps {
  readonly t: T
  readonly gameId: string
  readonly sportId: SportId
  readonly home: string
  readonly away: string
}

/**
 * A live game's tracker on its page: the score by period, the key events so far with their minutes, and the
 * statistics of the play so far, polled as the game is (the feed sends only what has happened).
 */
export const GameTracker = ({ t, gameId, sportId, home, away }: GameTrackerProps) => {
  useSignals()
  const list = useWatch({ _tag: "tracker", gameId, sportId })
  const tracker = useStore().sportsTrackers.value[gameId]
  return (
    <section className="card tracker" aria-labelledby={`tracker-${gameId}`} data-tracker={gameId}>
      <h3 id={`tracker-${gameId}`} className="tracker__title">
        {t("tracker.title")}
      </h3>
      {tracker === undefined ? (
        <p className="muted">{list?.status === "failed" ? t("failed") : t("tracker.loading")}</p>
      ) : (
        <div className="tracker__body">
          <div className="tracker__side">
            <PeriodScores t={t} tracker={tracker} home={home} away={away} />
            <Statistics t={t} tracker={tracker} home={home} away={away} />
          </div>
          <Events t={t} tracker={tracker} home={home} away={away} />
        </div>
      )}
    </section>
  )
}

interface PartProps {
  readonly t: T
  readonly tracker: Tracker
  readonly home: string
  readonly away: string
}

/** Periods × teams: a column for each period the game has (those not begun show a dash), then the total. */
const PeriodScores = ({ t, tracker, home, away }: PartProps) => {
  const columns = Math.max(tracker.periodCount, tracker.periods.length)
  const label = (i: number) => (i < tracker.periodCount ? String(i + 1) : t("tracker.extra"))
  return (
    <Table
      variant="grid"
      className="tracker__periods"
      caption={t("tracker.periods", { period: t(`tracker.periodOf.${tracker.periodKind}`) })}
      captionClassName="tracker__caption"
      head={
        <>
          <Th>
            <span className="visually-hidden">{t(`tracker.period.${tracker.periodKind}`)}</span>
          </Th>
          {Array.from({ length: columns }, (_, i) => (
            <Th key={i} className={i + 1 === tracker.period ? "tracker__current" : undefined} title={`${t(`tracker.period.${tracker.periodKind}`)} ${i + 1}`}>
              {label(i)}
            </Th>
          ))}
          <Th>{t("tracker.total")}</Th>
        </>
      }
    >
      {(["home", "away"] as const).map((side) => (
        <tr key={side}>
          <Th scope="row" className="tracker__team">
            {side === "home" ? home : away}
          </Th>
          {Array.from({ length: columns }, (_, i) => {
            const period = tracker.periods[i]
            return (
              <td key={i} className={i + 1 === tracker.period ? "tracker__current" : undefined}>
                {period === undefined ? "–" : period[side]}
              </td>
            )
          })}
          <td className="tracker__total">{tracker.score[side]}</td>
        </tr>
      ))}
    </Table>
  )
}

const statLabel = (t: T, tracker: Tracker, stat: TrackerStat) => (stat.kind === "periodsWon" ? t(`tracker.stat.periodsWon.${tracker.periodKind}`) : t(`tracker.stat.${stat.kind}`))

/** Each statistic as home value, name, away value over a bar split between the sides. */
const Statistics = ({ t, tracker, home, away }: PartProps) => (
  <section className="tracker__stats" aria-label={t("tracker.statistics")}>
    <h4 className="tracker__subtitle">{t("tracker.statistics")}</h4>
    <dl className="tracker__stat-list">
      {tracker.statistics.map((stat) => {
        const sum = stat.home + stat.away
        const share = sum === 0 ? 50 : Math.round((stat.home / sum) * 100)
        return (
          <div key={stat.kind} className="tracker__stat" data-stat={stat.kind}>
            <dt className="tracker__stat-name">{statLabel(t, tracker, stat)}</dt>
            <dd className="tracker__stat-values">
              <span title={home}>{stat.home}</span>
              <span className="tracker__bar" aria-hidden="true">
                <span className="tracker__bar-home" style={{ width: `${share}%` }} />
              </span>
              <span title={away}>{stat.away}</span>
            </dd>
          </div>
        )
      })}
    </dl>
  </section>
)

const eventText = (t: T, tracker: Tracker, event: TrackerEvent, home: string, away: string) => {
  const team = event.side === "home" ? home : away
  const period = t(`tracker.period.${tracker.periodKind}`)
  return t(`tracker.event.${event.kind}`, { team, period, number: event.period })
}

/** The key events, newest first (what a player looks for), each with its minute and the score after it. */
const Events = ({ t, tracker, home, away }: PartProps) => (
  <section className="tracker__events" aria-label={t("tracker.events")}>
    <h4 className="tracker__subtitle">{t("tracker.events")}</h4>
    {tracker.events.length === 0 ? (
      <p className="muted">{t("tracker.noEvents")}</p>
    ) : (
      <ol className="tracker__event-list" reversed>
        {[...tracker.events].reverse().map((event, i) => (
          <li key={tracker.events.length - i} className={`tracker__event tracker__event--${event.kind} tracker__event--${event.side ?? "none"}`} data-event={event.kind}>
            <span className="tracker__minute">{t("tracker.minute", { minute: event.minute })}</span>
            <span className="tracker__what">{eventText(t, tracker, event, home, away)}</span>
            <span className="tracker__score">
              {event.score.home}:{event.score.away}
            </span>
          </li>
        ))}
      </ol>
    )}
  </section>
)
