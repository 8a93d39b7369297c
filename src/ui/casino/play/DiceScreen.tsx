import { useId, useState } from "react"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { DICE_ROLLS } from "../../../domain/casino/games/dice"
import { chanceText, clampDiceTarget, type DiceSide, diceOdds, diceTargetRange, hundredthsText, multipleText, possibleWin } from "../../../projections/casino/play/selectors"
import { FieldError } from "../../kit/Field"
import { GameScreenFrame } from "./GameScreenFrame"
import { usePlayTexts } from "./usePlayTexts"

/** A target as typed ("49.5", "49,50") in hundredths; undefined when it is not a number with at most two decimals. */
const hundredthsOf = (text: string): number | undefined => {
  const match = /^\s*(\d{1,2})(?:[.,](\d{0,2}))?\s*$/.exec(text)
  if (match === null) return undefined
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"))
}

const isRound = (value: unknown): value is { readonly roll: number } => typeof value === "object" && value !== null && typeof (value as { roll?: unknown }).roll === "number"
const isBet = (value: unknown): value is { readonly target: number; readonly side: DiceSide } =>
  typeof value === "object" && value !== null && typeof (value as { target?: unknown }).target === "number"

/** The dice's picture of a round: the roll on the 0–100 track beside the target, and whether it won. */
const DiceOutcome = ({ round }: { readonly round: CasinoRound }) => {
  const { t } = usePlayTexts()
  if (!isRound(round.outcome) || !isBet(round.choices)) return null
  const { roll } = round.outcome
  const { target, side } = round.choices
  const won = round.win > 0
  return (
    <div className={`dice-outcome${won ? " dice-outcome--won" : ""}`}>
      <p className="dice-outcome__roll">
        <span className="muted">{t("dice.roll")}</span> <strong data-testid="dice-roll">{hundredthsText(roll)}</strong>{" "}
        <span className="dice-outcome__verdict" data-testid="dice-verdict">
          {won ? t("dice.won") : t("dice.lost")}
        </span>
      </p>
      <DiceTrack target={target} side={side} roll={roll} />
      <p className="muted">{t("dice.rollLine", { roll: hundredthsText(roll), side: side === "under" ? t("dice.sideUnder") : t("dice.sideOver"), target: hundredthsText(target) })}</p>
    </div>
  )
}

/** The 0–100 track: the winning stretch coloured, the target's mark, and the roll's when there is one. */
const DiceTrack = ({ target, side, roll }: { readonly target: number; readonly side: DiceSide; readonly roll?: number }) => {
  const at = (value: number) => `${(value / DICE_ROLLS) * 100}%`
  const win = side === "under" ? { left: "0%", width: at(target) } : { left: at(target), width: at(DICE_ROLLS - target) }
  return (
    <div className="dice-track" aria-hidden="true">
      <div className="dice-track__win" style={win} />
      <div className="dice-track__target" style={{ left: at(target) }} />
      {roll === undefined ? null : <div className="dice-track__roll" style={{ left: at(roll) }} />}
    </div>
  )
}

/**
 * The dice screen (src/domain/casino/games/dice.ts): a target from the slider or the field, under or over, the win
 * chance and payout the game's own rules give, and the roll of the last round.
 */
export const DiceScreen = () => {
  const { t } = usePlayTexts()
  const [side, setSide] = useState<DiceSide>("under")
  const [target, setTarget] = useState(5000)
  const [text, setText] = useState<string | null>(null)
  const fieldId = useId()
  const range = diceTargetRange(side)
  const typed = text === null ? target : hundredthsOf(text)
  const valid = typed !== undefined && typed >= range.min && typed <= range.max
  const bet = { target: valid ? typed : target, side }
  const { chance, multiple } = diceOdds(bet)
  const choose = (value: number) => {
    setTarget(value)
    setText(null)
  }
  return (
    <GameScreenFrame
      gameId="dice"
      choices={valid ? { target: bet.target, side } : undefined}
      renderOutcome={(round) => <DiceOutcome round={round} />}
      aside={(stake, money) => (
        <dl className="dice-odds">
          <div>
            <dt>{t("dice.chance")}</dt>
            <dd data-testid="dice-chance">{chanceText(chance)}%</dd>
          </div>
          <div>
            <dt>{t("dice.payout")}</dt>
            <dd data-testid="dice-payout">×{multipleText(multiple)}</dd>
          </div>
          <div>
            <dt>{t("dice.possibleWin")}</dt>
            <dd data-testid="dice-possible-win">{money(possibleWin(stake, multiple))}</dd>
          </div>
        </dl>
      )}
    >
      <div className="dice">
        <p className="muted dice__rules">{t("dice.rules")}</p>
        <fieldset className="dice__sides">
          <legend className="field__label">{t("dice.side")}</legend>
          <div className="dice__side-buttons" role="radiogroup" aria-label={t("dice.side")}>
            {(["under", "over"] as const).map((each) => (
              <button
                key={each}
                type="button"
                role="radio"
                aria-checked={side === each}
                className={`btn ${side === each ? "btn--primary" : "btn--secondary"}`}
                onClick={() => {
                  setSide(each)
                  choose(clampDiceTarget(bet.target, each))
                }}
              >
                {t(`dice.${each}`)}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="dice__target">
          <label className="field__label" htmlFor={`${fieldId}-slider`}>
            {t("dice.target")}
          </label>
          <DiceTrack target={bet.target} side={side} />
          <input
            id={`${fieldId}-slider`}
            className="dice__slider"
            type="range"
            min={range.min}
            max={range.max}
            step={1}
            value={bet.target}
            aria-valuetext={hundredthsText(bet.target)}
            onChange={(e) => choose(Number(e.target.value))}
          />
          <label className="field dice__field">
            <span className="field__label">{t("dice.targetField")}</span>
            <input
              className="field__input"
              inputMode="decimal"
              autoComplete="off"
              value={text ?? hundredthsText(target)}
              aria-invalid={!valid}
              aria-describedby={valid ? undefined : `${fieldId}-error`}
              onChange={(e) => {
                setText(e.target.value)
                const value = hundredthsOf(e.target.value)
                if (value !== undefined && value >= range.min && value <= range.max) setTarget(value)
              }}
              onBlur={() => {
                if (valid) setText(null)
              }}
            />
            {valid ? null : <FieldError id={`${fieldId}-error`}>{t("dice.targetProblem", { min: hundredthsText(range.min), max: hundredthsText(range.max) })}</FieldError>}
          </label>
        </div>
      </div>
    </GameScreenFrame>
  )
}
