import { useComputed, useSignalEffect, useSignals } from "@preact/signals-react/runtime"
import { memo, useReducer, useRef } from "react"
import { ToggleBet } from "../../commands/coupon/commands"
import { formatOddsByView } from "../../domain/sports/oddsFormats"
import type { MarketStatus } from "../../domain/sports/feed"
import type { PriceView } from "../../projections/sports/line"
import { useApp, useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"

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

/** The mark's classes, made once: a poll writes one into each cell it moves. */
const MOVE_CLASSES = {
  up: ["outcome__move outcome__move--up outcome__move--even", "outcome__move outcome__move--up outcome__move--odd"],
  down: ["outcome__move outcome__move--down outcome__move--even", "outcome__move outcome__move--down outcome__move--odd"]
} as const

/** The mark's classes: two animation names by the change's parity, so the next change restarts the fade in place. */
const moveClass = (price: PriceView): string =>
  price.previous === null ? "outcome__move" : MOVE_CLASSES[price.price > price.previous ? "up" : "down"][price.version % 2 === 0 ? 0 : 1]

/** Sets an element's text as React does: in its one text node when it has one (no node is replaced). */
const setText = (element: HTMLElement, text: string): void => {
  const node = element.firstChild
  if (node !== null && node === element.lastChild && node.nodeType === Node.TEXT_NODE) (node as Text).data = text
  else element.textContent = text
}

/**
 * One price (ARCHITECTURE 4). The hot path bypasses React: a new price is written into this cell's DOM by an effect
 * on its own signal (the text and the rise or fall mark; no data attribute, which cost the bench's 10% tick a fifth of
 * its time), so a poll that moves 300 prices renders no component. React renders the cell when what it is changes: its market locked or reopened, chosen or not, a first
 * price. A rise or fall shows for a moment; a market that is not open locks the cell.
 */
export const OutcomeButton = memo(function OutcomeButton({ t, gameId, marketId, outcomeId, name, showName = false }: OutcomeButtonProps) {
  useSignals()
  const app = useApp()
  const dispatch = useDispatch()
  const store = useStore()
  const priceSignal = app.store.keySignal<PriceView>("sportsPrices", outcomeId)
  const status = app.store.keySignal<MarketStatus>("sportsMarkets", marketId).value
  const picked = useComputed(() => store.coupon.value.bets.some((bet) => bet.market.id === outcomeId)).value
  const [, drawAgain] = useReducer((renders: number) => renders + 1, 0)
  const cell = useRef<HTMLButtonElement>(null)
  const text = useRef<HTMLSpanElement>(null)
  const mark = useRef<HTMLSpanElement>(null)
  // The render reads the price without following it: a new price is this effect's alone. The effect asks for a
  // render only when the cell has to become a button (a first price) or stop being one.
  useSignalEffect(() => {
    const price = priceSignal.value
    const coefViewId = store.settings.value.coefViewId
    if ((price === undefined) !== (cell.current === null)) return drawAgain()
    if (price === undefined || cell.current === null || text.current === null || mark.current === null) return
    setText(text.current, formatOddsByView(price.price, coefViewId))
    mark.current.className = moveClass(price)
  })
  // What the render shows; the effect above keeps it current between renders.
  const price = priceSignal.peek()
  if (price === undefined) return <span className="outcome outcome--empty" />
  const locked = status !== "open"
  return (
    <button
      ref={cell}
      type="button"
      className={`outcome${picked ? " outcome--picked" : ""}${locked ? " outcome--locked" : ""}`}
      disabled={locked}
      aria-pressed={picked}
      aria-label={locked ? t("outcome.locked", { outcome: name }) : undefined}
      data-outcome={outcomeId}
      onClick={() => void dispatch(new ToggleBet({ gameId, marketId, outcomeId }))}
    >
      <span className={showName ? "outcome__name" : "visually-hidden"}>{name}</span>
      <span ref={text} className="outcome__price" hidden={locked}>
        {formatOddsByView(price.price, store.settings.peek().coefViewId)}
      </span>
      {locked ? <LockIcon /> : null}
      <span ref={mark} className={locked ? "outcome__move" : moveClass(price)} aria-hidden="true" />
    </button>
  )
})
