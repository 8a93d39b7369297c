import { useSignals } from "@preact/signals-react/runtime"
import type { MarketStatus } from "../../domain/sports/feed"
import type { GameView } from "../../projections/sports/line"
import type { SportsList } from "../../projections/sports/lists"
import { useApp } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { GameStatus } from "./GameStatus"
import { marketName, outcomeName } from "./names"
import { OutcomeButton } from "./OutcomeButton"
import { PriceChart } from "./PriceChart"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]
type MarketView = GameView["markets"][number]

interface GameDetailsProps {
  readonly t: T
  readonly lng: string
  readonly gameId: string
  readonly list: SportsList | undefined
  /** Multi-live's column: the whole game's markets only, without charts. */
  readonly compact?: boolean
}

/** A game's page body (SPEC.md 2.2 game page): the scoreboard and every market, each price with its chart. */
export const GameDetails = ({ t, lng, gameId, list, compact = false }: GameDetailsProps) => {
  useSignals()
  const game = useApp().store.keySignal<GameView>("sportsGames", gameId).value
  if (game === undefined) {
    if (list?.status === "failed") return <p className="sports__notice" role="alert">{t("game.gone")}</p>
    return <p className="muted">{t("loading")}</p>
  }
  return (
    <article className="game-page" data-game={game.id} aria-label={`${game.home} — ${game.away}`}>
      <header className="scoreboard">
        <h2 className="scoreboard__teams">
          {game.home} — {game.away}
        </h2>
        <GameStatus t={t} game={game} lng={lng} polledAt={list?.polledAt ?? null} />
      </header>
      {list?.status === "failed" ? <p className="sports__notice" role="alert">{t("failed")}</p> : null}
      {compact ? null : <h3 className="game-page__heading">{t("game.allMarkets")}</h3>}
      <div className={compact ? "markets markets--compact" : "markets"}>
        {(compact ? game.markets.filter((market) => market.period === 0 && market.type !== "correctScore") : game.markets).map((market) => (
          <MarketBlock key={market.id} t={t} game={game} market={market} chart={!compact} />
        ))}
      </div>
    </article>
  )
}

/** One market: its name, its status when it is not open, and its outcomes with their charts. */
const MarketBlock = ({ t, game, market, chart }: { readonly t: T; readonly game: GameView; readonly market: MarketView; readonly chart: boolean }) => {
  useSignals()
  const status = useApp().store.keySignal<MarketStatus>("sportsMarkets", market.id).value
  return (
    <section className={`market market--${status ?? "open"}`} data-market={market.id} data-status={status}>
      <h4 className="market__name">
        {marketName(t, market)}
        {status === "suspended" ? <span className="market__status">{t("game.suspended")}</span> : null}
        {status === "closed" ? <span className="market__status">{t("game.closed")}</span> : null}
      </h4>
      <div className="market__outcomes">
        {market.outcomes.map((outcome) => {
          const name = outcomeName(t, game, outcome.kind)
          return (
            <div key={outcome.id} className="market__outcome">
              <OutcomeButton t={t} gameId={game.id} marketId={market.id} outcomeId={outcome.id} name={name} showName />
              {chart ? <PriceChart outcomeId={outcome.id} label={t("game.chart", { outcome: name })} /> : null}
            </div>
          )
        })}
      </div>
    </section>
  )
}
