import { useSignals } from "@preact/signals-react/runtime"
import { HashMap, Option } from "effect"
import { memo } from "react"
import { namesInOrder, participantName } from "../../domain/sports/outright"
import type { Keyed } from "../../projections/keyed"
import type { GameView } from "../../projections/sports/line"
import type { SportsList } from "../../projections/sports/lists"
import { useApp, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { OutcomeButton } from "./OutcomeButton"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

const twoDigits = (n: number) => String(n).padStart(2, "0")

/** The events of a list in the state `status`, earliest first (a list may still hold one that has just moved on). */
export const eventsOf = (ids: ReadonlyArray<string>, games: Keyed<GameView>, status: GameView["status"]): ReadonlyArray<string> =>
  ids
    .map((id) => Option.getOrUndefined(HashMap.get(games, id)))
    .filter((game): game is GameView => game !== undefined && game.status === status)
    .sort((a, b) => a.startsAt - b.startsAt)
    .map((game) => game.id)

/** The outrights of a watched list that are in the state `status`, each with its field, or why there are none. */
export const OutrightEvents = ({ t, lng, list, status, empty }: { readonly t: T; readonly lng: string; readonly list: SportsList | undefined; readonly status: GameView["status"]; readonly empty: string }) => {
  useSignals()
  const games = useStore().sportsGames.value
  if (list === undefined || (list.status === "loading" && list.gameIds.length === 0)) return <p className="muted">{t("loading")}</p>
  const ids = eventsOf(list.gameIds, games, status)
  return (
    <>
      {list.status === "failed" ? (
        <p className="sports__notice" role="alert">
          {t("failed")}
        </p>
      ) : null}
      {ids.length === 0 ? <p className="muted">{empty}</p> : ids.map((id) => <OutrightEvent key={id} t={t} lng={lng} gameId={id} polledAt={list.polledAt} />)}
    </>
  )
}

interface OutrightEventProps {
  readonly t: T
  readonly lng: string
  readonly gameId: string
  /** When its list's last answer came: a race's clock is shown as it stood then. */
  readonly polledAt: number | null
}

/**
 * One outright (src/domain/sports/outright.ts): its name and when it is decided or starts; in play, the race's clock
 * and places; and every participant with their price, a click on which adds the bet to the slip (locked while the
 * market is suspended, as in a running race). Reads its own game, so a poll re-renders only the events it changed.
 */
export const OutrightEvent = memo(function OutrightEvent({ t, lng, gameId, polledAt }: OutrightEventProps) {
  useSignals()
  const game = useApp().store.keySignal<GameView>("sportsGames", gameId).value
  if (game === undefined) return null
  const market = game.markets.find((m) => m.type === "outright")
  const participants = game.participants ?? []
  const heading = `outright-${game.id}`
  return (
    <article className={`outright outright--${game.status}`} data-game={game.id} data-status={game.status} aria-labelledby={heading}>
      <header className="outright__head">
        <h3 id={heading} className="outright__name">
          {game.home}
        </h3>
        <When t={t} lng={lng} game={game} polledAt={polledAt} />
      </header>
      {game.status === "live" ? (
        <ol className="outright__places" aria-label={t("pageTypes.marble.places", { event: game.home })}>
          {namesInOrder(game).map((name, place) => (
            <li key={name}>
              <span className="outright__place" aria-hidden="true">
                {place + 1}.
              </span>{" "}
              {name}
            </li>
          ))}
        </ol>
      ) : null}
      {market === undefined ? null : (
        <ol className="outright__field" aria-label={t(game.sportId === "marble" ? "pageTypes.marble.runners" : "pageTypes.politics.candidates", { event: game.home })}>
          {market.outcomes.map((outcome) => (
            <li key={outcome.id} className="outright__participant" data-participant={outcome.kind}>
              <span className="outright__number" aria-hidden="true">
                {outcome.kind}
              </span>
              <OutcomeButton t={t} gameId={game.id} marketId={market.id} outcomeId={outcome.id} name={participantName(participants, outcome.kind) ?? outcome.kind} showName />
            </li>
          ))}
        </ol>
      )}
    </article>
  )
})

/** When the event is decided (an election), starts (a race), or how long its race has run. */
const When = ({ t, lng, game, polledAt }: { readonly t: T; readonly lng: string; readonly game: GameView; readonly polledAt: number | null }) => {
  const at = new Date(game.startsAt)
  if (game.status === "live") {
    const seconds = game.clockAt === null ? 0 : Math.max(0, Math.floor(((polledAt ?? game.clockAt) - game.clockAt) / 1000))
    return (
      <p className="outright__when outright__when--live" role="status">
        {t("pageTypes.marble.running")} · <span className="outright__clock">{`${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`}</span>
      </p>
    )
  }
  const text =
    game.sportId === "marble"
      ? t("pageTypes.marble.startsAt", { time: at.toLocaleTimeString(lng, { hour: "2-digit", minute: "2-digit" }) })
      : t("pageTypes.politics.decidedOn", { date: at.toLocaleString(lng, { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" }) })
  return (
    <p className="outright__when">
      <time dateTime={at.toISOString()}>{text}</time>
    </p>
  )
}
