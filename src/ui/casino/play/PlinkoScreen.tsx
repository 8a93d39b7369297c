import { useState } from "react"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { PLINKO_PAYTABLE, PLINKO_RISKS, PLINKO_ROWS, type PlinkoRisk, type PlinkoRows } from "../../../domain/casino/games/plinko"
import { plinkoBallPoints, plinkoPegs } from "../../../projections/casino/play/instantGameViews"
import { multipleText } from "../../../projections/casino/play/selectors"
import { ChoiceButtons } from "./ChoiceButtons"
import { GameScreenFrame } from "./GameScreenFrame"
import { usePlayTexts } from "./usePlayTexts"

const isOutcome = (value: unknown): value is { readonly path: ReadonlyArray<0 | 1>; readonly slot: number } =>
  typeof value === "object" && value !== null && Array.isArray((value as { path?: unknown }).path) && typeof (value as { slot?: unknown }).slot === "number"
const isBet = (value: unknown): value is { readonly rows: PlinkoRows; readonly risk: PlinkoRisk } =>
  typeof value === "object" && value !== null && PLINKO_ROWS.includes((value as { rows?: PlinkoRows }).rows as PlinkoRows) && PLINKO_RISKS.includes((value as { risk?: PlinkoRisk }).risk as PlinkoRisk)

/** A slot's pay (hundredths of the stake) as the board writes it: "5.6", "1000". */
const payText = (hundredths: number): string => multipleText({ num: hundredths, den: 100 }, 2)

/** The board's drawing units: one peg spacing is 10 wide, one row 9 high; the slots sit below the last row. */
const SPACING = 10
const ROW = 9
const PAD = 6

/**
 * The pegs board in SVG, with the slots' multiples under it; with a path, the ball's path drawn in under a second
 * (a CSS stroke animation) and its slot lit.
 */
const PlinkoBoard = ({ rows, risk, path, slot }: { readonly rows: PlinkoRows; readonly risk: PlinkoRisk; readonly path?: ReadonlyArray<0 | 1>; readonly slot?: number }) => {
  const width = (rows + 1) * SPACING + 2 * PAD
  const height = (rows + 1) * ROW + 2 * PAD
  const x = (col: number) => PAD + col * SPACING
  const y = (row: number) => PAD + (row + 1) * ROW
  const pays = PLINKO_PAYTABLE[rows][risk]
  const points = path === undefined ? [] : plinkoBallPoints(path)
  const last = points[points.length - 1]
  return (
    <div className="plinko-board">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-hidden="true" className="plinko-board__svg">
        {plinkoPegs(rows).map((peg) => (
          <circle key={`${peg.row}-${peg.col}`} cx={x(peg.col)} cy={y(peg.row)} r={1.3} className="plinko-board__peg" />
        ))}
        {points.length === 0 ? null : (
          <>
            <polyline key={path?.join("")} points={points.map((p) => `${x(p.col)},${y(p.row) - 2}`).join(" ")} pathLength={100} className="plinko-board__path" />
            {last === undefined ? null : <circle cx={x(last.col)} cy={y(last.row) - 2} r={2.4} className="plinko-board__ball" />}
          </>
        )}
      </svg>
      <ol className="plinko-slots" style={{ gridTemplateColumns: `repeat(${rows + 1}, minmax(0, 1fr))`, marginInline: `${(PAD / width) * 100}%` }}>
        {pays.map((pay, at) => (
          <li key={at} className={`plinko-slots__slot${pay >= 100 ? " plinko-slots__slot--pays" : ""}${slot === at ? " plinko-slots__slot--hit" : ""}`} data-testid={slot === at ? "plinko-hit-slot" : undefined}>
            {payText(pay)}
          </li>
        ))}
      </ol>
    </div>
  )
}

const PlinkoOutcome = ({ round }: { readonly round: CasinoRound }) => {
  const { t } = usePlayTexts()
  if (!isOutcome(round.outcome) || !isBet(round.choices)) return null
  const { rows, risk } = round.choices
  return (
    <div className="plinko-outcome">
      <PlinkoBoard key={round.roundId} rows={rows} risk={risk} path={round.outcome.path} slot={round.outcome.slot} />
      <p className="muted" data-testid="plinko-landed">
        {t("plinko.landed", { slot: round.outcome.slot, pay: payText(PLINKO_PAYTABLE[rows][risk][round.outcome.slot] ?? 0) })}
      </p>
    </div>
  )
}

/**
 * The plinko screen (src/domain/casino/games/plinko.ts): 8, 12 or 16 rows and a risk, the board with each slot's
 * multiple from the game's paytable, and the last round's ball path.
 */
export const PlinkoScreen = () => {
  const { t } = usePlayTexts()
  const [rows, setRows] = useState<PlinkoRows>(8)
  const [risk, setRisk] = useState<PlinkoRisk>("low")
  return (
    <GameScreenFrame gameId="plinko" choices={{ rows, risk }} renderOutcome={(round) => <PlinkoOutcome round={round} />}>
      <div className="plinko game-columns">
        <div className="game-columns__lead">
          <p className="muted game-rules">{t("plinko.rules")}</p>
          <ChoiceButtons label={t("plinko.rows")} values={PLINKO_ROWS} value={rows} onChoose={setRows} text={(each) => String(each)} />
          <ChoiceButtons label={t("plinko.risk")} values={PLINKO_RISKS} value={risk} onChoose={setRisk} text={(each) => t(`plinko.risks.${each}`)} />
        </div>
        <PlinkoBoard rows={rows} risk={risk} />
      </div>
    </GameScreenFrame>
  )
}
