import { useSignals } from "@preact/signals-react/runtime"
import { type CSSProperties, memo } from "react"
import { rowMarketsOf } from "../../domain/sports/lineFilters"
import { eventTitle } from "../../domain/sports/outright"
import { sportsPathOf } from "../../domain/sports/watch"
import type { GameView } from "../../projections/sports/line"
import { useApp } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { FavoriteStar } from "./FavoriteStar"
import { GameStatus } from "./GameStatus"
import { marketName, outcomeName } from "./names"
import { MultiLiveToggle } from "./MultiLiveToggle"
import { OutcomeButton } from "./OutcomeButton"
import { TeamLogo } from "./TeamLogo"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** How the player's settings show a row (SPEC.md 3); one object per list, so a memoised row re-renders only when it changes. */
export interface RowDisplay {
  readonly showGameId: boolean
  /** 0 European (the result market), 1 Asian (the main handicap and total). */
  readonly viewType: 0 | 1
  readonly detailedScore: boolean
  readonly logos: boolean
}

/** One game of a list: its state, teams (a link to the game page) and its row markets' prices. Memoised, as the cells. */
interface GameRowProps {
  readonly t: T
  readonly lng: string
  readonly gameId: string
  readonly display: RowDisplay
  /** When the list's last answer came (its live clocks stand as of then). */
  readonly polledAt: number | null
  /** Where a virtualised list places the row. */
  readonly style?: CSSProperties
  /** Where the game's page is, when not the line's (a cyber page's games open under the cyber routes). */
  readonly gamePath?: GamePath | undefined
}

/** A game's page path; a list passes one stable function, so memoised rows do not re-render for it. */
export type GamePath = (game: GameView) => string

export const GameRow = memo(function GameRow({ t, lng, gameId, display, polledAt, style, gamePath }: GameRowProps) {
  useSignals()
  const game = useApp().store.keySignal<GameView>("sportsGames", gameId).value
  if (game === undefined) return null
  const markets = rowMarketsOf(game.markets, display.viewType)
  const section = game.status === "live" ? "live" : "line"
  const path = gamePath?.(game) ?? sportsPathOf(lng, { section, sportId: game.sportId, championshipId: game.championshipId, gameId: game.id })
  return (
    <li className="game-row" data-game={game.id} data-status={game.status} data-period={game.period} style={style}>
      <FavoriteStar t={t} target={{ kind: "game", id: game.id }} name={eventTitle(game)} />
      <GameStatus t={t} game={game} lng={lng} polledAt={game.status === "live" && game.clockRunning ? polledAt : null} detailed={display.detailedScore} />
      <a className="game-row__teams" href={path}>
        {/* An outright has its own name and no sides (src/domain/sports/outright.ts). */}
        {[game.home, game.away].filter((team) => team !== "").map((team, i) => (
          <span key={team} className="game-row__team">
            {display.logos ? <TeamLogo name={team} /> : null}
            <span className="game-row__name">{team}</span>
            {i === 0 && game.video ? <span className="game-row__video">{t("lineSettings.video")}</span> : null}
            {i === 0 && display.showGameId ? <span className="game-row__id">#{game.id.slice(1)}</span> : null}
          </span>
        ))}
      </a>
      <div className="game-row__prices">
        {markets.map((market) => (
          <div key={market.id} className={display.viewType === 1 ? "game-row__market game-row__market--asian" : "game-row__market"} data-market-type={market.type}>
            {/* Asian view: the line is the column's head, and the cells are read by position (home/over first), as Asian books show them. */}
            {display.viewType === 1 ? <span className="game-row__market-name">{marketName(t, market)}</span> : null}
            <div className="game-row__cells">
              {market.outcomes.map((outcome) => (
                <OutcomeButton
                  key={outcome.id}
                  t={t}
                  gameId={game.id}
                  marketId={market.id}
                  outcomeId={outcome.id}
                  name={outcomeName(t, game, outcome.kind)}
                  showName={display.viewType === 0}
                />
              ))}
            </div>
          </div>
        ))}
      </div>
      <a className="game-row__more" href={path}>
        +{game.markets.length}
      </a>
      {game.status === "live" ? <MultiLiveToggle t={t} gameId={game.id} /> : <span />}
    </li>
  )
})
