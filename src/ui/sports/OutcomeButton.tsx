import { useComputed, useSignals } from "@preact/signals-react/runtime"
import { PickOutcome } from "../../commands/sports/commands"
import { formatOdds } from "../../domain/sports/oddsFormats"
import type { MarketStatus } from "../../domain/sports/feed"
import type { PriceView } from "../../projections/sports/line"
import { useApp, useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { oddsFormatOf } from "./oddsFormat"

/** A padlock: the locked cell's mark, drawn so it shows without an emoji font. */
const LockIcon = () => (
  <svg className="outcome__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
    <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
  </svg>
)

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

interface OutcomeButtonProps {
  readonly t: T
  readonly gameId: string
  readonly marketId: string
  readonly outcomeId: string
  /** What the outcome is called (1, X, 2, Over 2.5, ...). */
  readonly name: string
  /** Shows the name beside the price (a game's market list); a line row's columns name it in their head. */
  readonly showName?: boolean
}

/**
 * One price (ARCHITECTURE 4): it reads its outcome's own signal and its market's status, so a changed price
 * re-renders this cell alone. A rise or fall shows for a moment (the mark is keyed by the feed version of the
 * change, so each change plays it once); a market that is not open locks the cell.
 */
export const OutcomeButton = ({ t, gameId, marketId, outcomeId, name, showName = false }: OutcomeButtonProps) => {
  useSignals()
  const app = useApp()
  const dispatch = useDispatch()
  const price = app.store.keySignal<PriceView>("sportsPrices", outcomeId).value
  const status = app.store.keySignal<MarketStatus>("sportsMarkets", marketId).value
  const picks = useStore().sportsPicks
  const picked = useComputed(() => picks.value.includes(outcomeId)).value
  const format = oddsFormatOf(useStore().settings.value.coefViewId)
  if (price === undefined) return <span className="outcome outcome--empty" />
  const locked = status !== "open"
  const shown = formatOdds(price.price, format)
  const move = price.previous === null ? null : price.price > price.previous ? "up" : "down"
  return (
    <button
      type="button"
      className={`outcome${picked ? " outcome--picked" : ""}${locked ? " outcome--locked" : ""}`}
      disabled={locked}
      aria-pressed={picked}
      aria-label={locked ? t("outcome.locked", { outcome: name }) : t("outcome.label", { outcome: name, price: shown })}
      data-outcome={outcomeId}
      data-price={price.price}
      onClick={() => void dispatch(new PickOutcome({ gameId, marketId, outcomeId }))}
    >
      {showName ? <span className="outcome__name">{name}</span> : null}
      <span className="outcome__price">{locked ? <LockIcon /> : shown}</span>
      {move === null || locked ? null : (
        <span key={price.version} className={`outcome__move outcome__move--${move}`} title={t(`outcome.${move}`)} aria-hidden="true" />
      )}
    </button>
  )
}
