import { useComputed, useSignals } from "@preact/signals-react/runtime"
import { memo } from "react"
import { createRoot } from "react-dom/client"
import { SportsGamesChanged, SportsWatchStarted } from "../../src/commands/sports/events"
import type { App } from "../../src/commands/startup"
import type { GamesAnswer } from "../../src/domain/sports/feed"
import type { Watch } from "../../src/domain/sports/watch"
import type { GameView } from "../../src/projections/sports/line"
import { ProjectionStore } from "../../src/projections/store"
import { AppProvider, useApp, useStore } from "../../src/ui/AppContext"
import { OutcomeButton } from "../../src/ui/sports/OutcomeButton"
import { painted, timed } from "./painted"

/**
 * Ours: the product's price cell (OutcomeButton, a signal per outcome and per market) in a table of the same 500
 * games, fed by the same answers through the product's event and projections. Only what the cells need of the app
 * is here: its store, and a bus that takes no commands (nothing is clicked).
 */
const KEY = "top:live"
const NO_GAMES: ReadonlyArray<string> = []
const watch: Watch = { _tag: "top", section: "live" }
const store = new ProjectionStore()
const app = { store, bus: { dispatch: () => Promise.resolve() } } as unknown as App
const t = ((key: string, values?: Record<string, unknown>) => `${key} ${JSON.stringify(values ?? {})}`) as never

const Row = memo(function Row({ gameId }: { readonly gameId: string }) {
  useSignals()
  const game = useApp().store.keySignal<GameView>("sportsGames", gameId).value
  if (game === undefined) return null
  return (
    <tr>
      <td>
        {game.home} — {game.away}
      </td>
      {game.markets.flatMap((market) =>
        market.outcomes.map((outcome) => (
          <td key={outcome.id}>
            <OutcomeButton t={t} gameId={game.id} marketId={market.id} outcomeId={outcome.id} name={outcome.kind} showName />
          </td>
        ))
      )}
    </tr>
  )
})

const Table = () => {
  useSignals()
  const lists = useStore().sportsLists
  // The ids, not the list: a new version of the list with the same games re-renders nothing.
  const ids = useComputed(() => lists.value[KEY]?.gameIds ?? NO_GAMES).value
  return (
    <table>
      <tbody>
        {ids.map((id) => (
          <Row key={id} gameId={id} />
        ))}
      </tbody>
    </table>
  )
}

createRoot(document.getElementById("root")!).render(
  <AppProvider app={app}>
    <Table />
  </AppProvider>
)

/** As the sports area's poll handler makes it: from an answer the contract's Schema has already decoded. */
const changed = (answer: GamesAnswer) => new SportsGamesChanged({ key: KEY, at: 0, ...answer }, true)

window.oddsBench = {
  load: async (answer) => {
    store.applyMany([new SportsWatchStarted({ key: KEY, watch }), changed(answer)])
    await painted()
  },
  tick: (answer) => timed(() => store.apply(changed(answer)))
}
