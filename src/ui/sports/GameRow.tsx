import { useSignals } from "@preact/signals-react/runtime"
import { type CSSProperties, memo } from "react"
import { sportsPathOf } from "../../domain/sports/watch"
import type { GameView } from "../../projections/sports/line"
import { useApp } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { GameStatus } from "./GameStatus"
import { outcomeName } from "./names"
import { MultiLiveToggle } from "./MultiLiveToggle"
import { OutcomeButton } from "./OutcomeButton"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** The market a row of the line shows: the whole game's result (1X2, or the winner where there is no draw). */
export const mainMarketOf = (game: GameView) => game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner"))

/** One game of a list: its state, teams (a link to the game page) and its main market's prices. Memoised, as the cells. */
interface GameRowProps {
  readonly t: T
  readonly lng: string
  readonly gameId: string
  readonly showGameId: boolean
  /** When the list's last answer came (its live clocks stand as of then). */
  readonly polledAt: number | null
  /** Where a virtualised list places the row. */
  readonly style?: CSSProperties
}

export const GameRow = memo(function GameRow({ t, lng, gameId, showGameId, polledAt, style }: GameRowProps) {
  useSignals()
  const game = useApp().store.keySignal<GameView>("sportsGames", gameId).value
  if (game === undefined) return null
  const main = mainMarketOf(game)
  const section = game.status === "live" ? "live" : "line"
  const path = sportsPathOf(lng, { section, sportId: game.sportId, championshipId: game.championshipId, gameId: game.id })
  return (
    <li className="game-row" data-game={game.id} style={style}>
      <GameStatus t={t} game={game} lng={lng} polledAt={game.status === "live" && game.clockRunning ? polledAt : null} />
      <a className="game-row__teams" href={path}>
        <span>{game.home}</span>
        <span>{game.away}</span>
        {showGameId ? <span className="game-row__id">#{game.id.slice(1)}</span> : null}
      </a>
      <div className="game-row__prices">
        {main?.outcomes.map((outcome) => (
          <OutcomeButton key={outcome.id} t={t} gameId={game.id} marketId={main.id} outcomeId={outcome.id} name={`${outcomeName(t, game, outcome.kind)}`} showName />
        ))}
      </div>
      <a className="game-row__more" href={path}>
        +{game.markets.length}
      </a>
      {game.status === "live" ? <MultiLiveToggle t={t} gameId={game.id} /> : <span />}
    </li>
  )
})
