import { useState } from "react"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { SLOT_PAYTABLE, type SlotSymbol, windowOf } from "../../../domain/casino/games/slot"
import { slotWins } from "../../../projections/casino/play/instantGameViews"
import { ChoiceButtons } from "./ChoiceButtons"
import { GameScreenFrame } from "./GameScreenFrame"
import { usePlayTexts } from "./usePlayTexts"

type Lines = 10 | 20
const LINES: ReadonlyArray<Lines> = [10, 20]

const isOutcome = (value: unknown): value is { readonly stops: ReadonlyArray<number> } =>
  typeof value === "object" && value !== null && Array.isArray((value as { stops?: unknown }).stops)
const isBet = (value: unknown): value is { readonly lines: Lines } =>
  typeof value === "object" && value !== null && LINES.includes((value as { lines?: Lines }).lines as Lines)

/** A symbol's tile: its short glyph over its name, in its colour. */
const SymbolTile = ({ symbol, lit }: { readonly symbol: SlotSymbol; readonly lit?: boolean }) => {
  const { t } = usePlayTexts()
  return (
    <span className={`slot-symbol slot-symbol--${symbol}${lit === true ? " slot-symbol--lit" : ""}`} data-symbol={symbol}>
      {t(`slot.symbols.${symbol}`)}
    </span>
  )
}

/** The 5×3 window of a round's stops, the cells of its winning lines lit, and each winning line in words. */
const SlotOutcome = ({ round }: { readonly round: CasinoRound }) => {
  const { t } = usePlayTexts()
  if (!isOutcome(round.outcome) || !isBet(round.choices)) return null
  const window = windowOf(round.outcome.stops)
  const wins = slotWins(round.choices.lines, round.outcome.stops)
  const lit = new Set(wins.flatMap((win) => win.cells.map(([row, reel]) => `${row}:${reel}`)))
  return (
    <div className="slot-outcome">
      <div className="slot-window" data-testid="slot-window" role="grid" aria-label={t("slot.window")}>
        {window.map((row, rowAt) => (
          <div key={rowAt} role="row" className="slot-window__row">
            {row.map((symbol, reel) => (
              <span key={reel} role="gridcell" className="slot-window__cell">
                <SymbolTile symbol={symbol} lit={lit.has(`${rowAt}:${reel}`)} />
              </span>
            ))}
          </div>
        ))}
      </div>
      {wins.length === 0 ? (
        <p className="muted">{t("slot.noWin")}</p>
      ) : (
        <ul className="slot-wins" data-testid="slot-wins">
          {wins.map((win) => (
            <li key={win.line}>{t("slot.lineWin", { line: win.line, run: win.cells.length, symbol: t(`slot.symbols.${win.symbol}`), pay: win.pay })}</li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * The slot screen (src/domain/casino/games/slot.ts): 10 or 20 lines, the paytable from the game's rules, and the
 * last round's reels with its winning lines lit.
 */
export const SlotScreen = () => {
  const { t } = usePlayTexts()
  const [lines, setLines] = useState<Lines>(10)
  return (
    <GameScreenFrame gameId="slot" choices={{ lines }} renderOutcome={(round) => <SlotOutcome round={round} />}>
      <div className="slot game-columns">
        <div className="game-columns__lead">
          <p className="muted game-rules">{t("slot.rules")}</p>
          <ChoiceButtons label={t("slot.lines")} values={LINES} value={lines} onChoose={setLines} text={(each) => String(each)} />
          <p className="muted game-rules">{t("slot.paytableNote", { lines })}</p>
        </div>
        <table className="game-paytable">
          <caption className="field__label">{t("slot.paytable")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("slot.symbol")}</th>
              <th scope="col">×3</th>
              <th scope="col">×4</th>
              <th scope="col">×5</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(SLOT_PAYTABLE).map(([symbol, pays]) => (
              <tr key={symbol}>
                <th scope="row">
                  <SymbolTile symbol={symbol as SlotSymbol} />
                </th>
                {pays.map((pay, at) => (
                  <td key={at}>{pay}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </GameScreenFrame>
  )
}
