import { useSignals } from "@preact/signals-react/runtime"
import type { PriceView } from "../../projections/sports/line"
import { useApp } from "../AppContext"

const WIDTH = 96
const HEIGHT = 24

/** The points of a price history scaled into the chart's box, oldest on the left. */
const pointsOf = (history: ReadonlyArray<number>): string => {
  const low = Math.min(...history)
  const high = Math.max(...history)
  const span = high - low || 1
  const step = history.length > 1 ? WIDTH / (history.length - 1) : 0
  return history.map((price, i) => `${(i * step).toFixed(1)},${(HEIGHT - 2 - ((price - low) / span) * (HEIGHT - 4)).toFixed(1)}`).join(" ")
}

/** A small chart of an outcome's price since the page first saw it (the game page, issue 8). */
export const PriceChart = ({ outcomeId, label }: { readonly outcomeId: string; readonly label: string }) => {
  useSignals()
  const price = useApp().store.keySignal<PriceView>("sportsPrices", outcomeId).value
  if (price === undefined || price.history.length < 2) return <span className="price-chart price-chart--flat" aria-hidden="true" />
  return (
    <svg className="price-chart" role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} data-points={price.history.length}>
      <polyline points={pointsOf(price.history)} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}
