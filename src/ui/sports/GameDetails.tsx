import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { marketFilterOf } from "../../domain/settings/bettingState"
import type { MarketStatus } from "../../domain/sports/feed"
import { marketsShown } from "../../domain/sports/lineFilters"
import { eventTitle, isOutright } from "../../domain/sports/outright"
import { teamPathOf } from "../../domain/sports/team"
import type { GameView } from "../../projections/sports/line"
import type { SportsList } from "../../projections/sports/lists"
import { useApp, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { GameStatus } from "./GameStatus"
import { GameTracker } from "./GameTracker"
import { marketName, outcomeName } from "./names"
import { OutcomeButton } from "./OutcomeButton"
import { PriceChart } from "./PriceChart"
import { StatisticsLink } from "./StatisticsLink"
import { useSlipParts } from "./slipParts"
import { SkeletonBlock, SkeletonLine } from "../kit/Skeleton"
import { Table, Th } from "../kit/Table"

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
  const { BetBuilder, BuilderTabs } = useSlipParts()
  const store = useStore()
  const [builder, setBuilder] = useState(false)
  const game = useApp().store.keySignal<GameView>("sportsGames", gameId).value
  const betting = store.bettingState.value
  const detailed = store.settings.value.detailedScore === 1
  if (game === undefined) {
    if (list?.status === "failed") return <p className="sports__notice" role="alert">{t("game.gone")}</p>
    return <GameSkeleton label={t("loading")} compact={compact} />
  }
  const wide = !compact && betting.wideScoreboard === 1
  // The bet builder replaces the markets' list while its tab is open (never in multi-live's columns or an outright).
  const showBuilder = builder && !compact && !isOutright(game)
  const all = compact ? game.markets.filter((market) => market.period === 0 && market.type !== "correctScore") : game.markets
  // SPEC.md 3 "filtered markets": the game page shows the chosen market types; multi-live's columns keep their own short list.
  const markets = compact ? all : marketsShown(all, marketFilterOf(betting.filteredMarkets))
  return (
    <article className="game-page" data-game={game.id} aria-label={eventTitle(game)}>
      <header className={wide ? "scoreboard scoreboard--wide" : "scoreboard"}>
        {isOutright(game) ? (
          // An outright: its name, no sides with pages of their own; its participants are its market's outcomes.
          <h2 className="scoreboard__teams">{game.home}</h2>
        ) : (
          <h2 className="scoreboard__teams">
            {/* SPEC.md 2.2 team: each side opens its team's page. */}
            <a className="scoreboard__team" href={teamPathOf(lng, { sportId: game.sportId, name: game.home })} title={t("pageTypes.team.link", { team: game.home })}>
              {game.home}
            </a>{" "}
            —{" "}
            <a className="scoreboard__team" href={teamPathOf(lng, { sportId: game.sportId, name: game.away })} title={t("pageTypes.team.link", { team: game.away })}>
              {game.away}
            </a>
          </h2>
        )}
        <GameStatus t={t} game={game} lng={lng} polledAt={list?.polledAt ?? null} detailed={detailed && !wide} />
        {wide ? <PeriodTable t={t} game={game} /> : null}
        {compact || isOutright(game) ? null : <StatisticsLink t={t} lng={lng} gameId={game.id} />}
      </header>
      {list?.status === "failed" ? <p className="sports__notice" role="alert">{t("failed")}</p> : null}
      {!compact && game.status === "live" && !isOutright(game) ? <GameTracker t={t} gameId={game.id} sportId={game.sportId} home={game.home} away={game.away} /> : null}
      {compact ? null : <h3 className="game-page__heading">{t("game.allMarkets")}</h3>}
      {compact || isOutright(game) ? null : <BuilderTabs builder={builder} onBuilder={setBuilder} />}
      {showBuilder ? <BetBuilder gameId={game.id} /> : null}
      {showBuilder ? null : markets.length < all.length ? <p className="muted game-page__filtered">{t("lineSettings.hiddenMarkets", { count: all.length - markets.length })}</p> : null}
      <div className={compact ? "markets markets--compact" : "markets"} hidden={showBuilder}>
        {markets.map((market) => (
          <MarketBlock key={market.id} t={t} game={game} market={market} chart={!compact} />
        ))}
      </div>
    </article>
  )
}

/**
 * A game's page before the line has answered: its scoreboard (the teams' line, the status line) and market cards with
 * a row of prices each, in their real frames, so the page does not jump when the game comes.
 */
const GameSkeleton = ({ label, compact }: { readonly label: string; readonly compact: boolean }) => (
  <div className="game-page game-skeleton" role="status" aria-label={label} data-testid="skeleton">
    <div className="scoreboard" aria-hidden="true">
      <SkeletonLine width="55%" className="game-skeleton__teams" />
      <SkeletonLine width="30%" />
    </div>
    <div className={compact ? "markets markets--compact" : "markets"} aria-hidden="true">
      {Array.from({ length: compact ? 2 : 6 }, (_, market) => (
        <div key={market} className="market">
          <SkeletonLine width="45%" />
          <div className="game-skeleton__prices">
            <SkeletonBlock width="70%" height={40} radius={8} />
            <SkeletonBlock width="70%" height={40} radius={8} />
            <SkeletonBlock width="70%" height={40} radius={8} />
          </div>
        </div>
      ))}
    </div>
  </div>
)

/** The wide scoreboard's score by period (SPEC.md 3 "wide scoreboard"): one column per period played, then the game's. */
const PeriodTable = ({ t, game }: { readonly t: T; readonly game: GameView }) => (
  <Table
    variant="grid"
    className="period-table"
    head={
      <>
        <Th />
        {game.periodScores.map((_, i) => (
          <Th key={i}>{i + 1}</Th>
        ))}
        <Th>{t("lineSettings.scoreTotal")}</Th>
      </>
    }
  >
    {(["home", "away"] as const).map((side) => (
      <tr key={side}>
        <Th scope="row">{game[side]}</Th>
        {game.periodScores.map((period, i) => (
          <td key={i}>{period[side]}</td>
        ))}
        <td className="period-table__total">{game.score[side]}</td>
      </tr>
    ))}
  </Table>
)

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
