import { useState } from "react"
import { activeAccountOf } from "../../../domain/account/wallets"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import type { RouletteChip } from "../../../domain/casino/games/roulette"
import { chipOn, chipsTotal, chipWin, type PlacedChip, placeChip, pocketColour, ROULETTE_ROWS, type RouletteSpot, spotKey } from "../../../projections/casino/play/tableGames"
import { useStore } from "../../AppContext"
import { Button } from "../../kit/Button"
import { formatMoney } from "../../kit/formatMoney"
import { GameScreenFrame } from "./GameScreenFrame"
import { usePlayTexts } from "./usePlayTexts"

/** The chip values on offer, in whole units of the currency (a table's chips, finer than the stake step). */
const CHIP_UNITS = [1, 5, 10, 50, 100] as const

const isOutcome = (value: unknown): value is { readonly pocket: number } => typeof value === "object" && value !== null && typeof (value as { pocket?: unknown }).pocket === "number"
const chipsOf = (value: unknown): ReadonlyArray<RouletteChip> =>
  typeof value === "object" && value !== null && Array.isArray((value as { chips?: unknown }).chips) ? (value as { chips: ReadonlyArray<RouletteChip> }).chips : []

/** A chip's bet in words ("17", "Red", "2nd dozen"). */
const useBetName = () => {
  const { t } = usePlayTexts()
  return (chip: RouletteChip): string =>
    chip.bet === "straight" || chip.bet === "split" || chip.bet === "street" || chip.bet === "corner" || chip.bet === "sixLine"
      ? chip.numbers.join("-")
      : chip.bet === "column" || chip.bet === "dozen"
        ? t(`roulette.${chip.bet}`, { which: chip.which })
        : t(`roulette.${chip.bet}`)
}

/** The winning pocket in its colour, and what each chip of the round returned. */
const RouletteOutcome = ({ round, money }: { readonly round: CasinoRound; readonly money: (minor: number, iso: string) => string }) => {
  const { t } = usePlayTexts()
  const betName = useBetName()
  if (!isOutcome(round.outcome)) return null
  const { pocket } = round.outcome
  const colour = pocketColour(pocket)
  return (
    <div className="roulette-outcome">
      <p className="roulette-outcome__pocket">
        <span className={`roulette-pocket roulette-pocket--${colour}`} data-testid="roulette-pocket">
          {pocket}
        </span>{" "}
        <span data-testid="roulette-colour">{t(`roulette.colour.${colour}`)}</span>
      </p>
      <table className="roulette-outcome__chips">
        <thead>
          <tr>
            <th scope="col">{t("roulette.bet")}</th>
            <th scope="col">{t("roulette.chip")}</th>
            <th scope="col">{t("roulette.chipWin")}</th>
          </tr>
        </thead>
        <tbody>
          {chipsOf(round.choices).map((chip, at) => (
            <tr key={at} data-testid="roulette-chip-result">
              <td>{betName(chip)}</td>
              <td>{money(chip.amount, round.currency)}</td>
              <td>{money(chipWin(chip, pocket), round.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * The roulette screen (src/domain/casino/games/roulette.ts): the European layout, 0–36 and the outside bets; a click
 * puts a chip of the chosen value on a spot (another click adds to it), the stake is the chips' sum.
 */
export const RouletteScreen = () => {
  const { t } = usePlayTexts()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const account = activeAccountOf(store.accounts.value.all_accounts)
  const iso = account?.iso ?? "RUB"
  const digits = account?.minorDigits ?? 2
  const money = (minor: number, currency: string = iso) => formatMoney(minor, { iso: currency, minorDigits: currency === iso ? digits : 2 }, lng)
  const values = CHIP_UNITS.map((k) => k * 10 ** digits)
  const [chipValue, setChipValue] = useState(values[2]!)
  const [chips, setChips] = useState<ReadonlyArray<PlacedChip>>([])
  const total = chipsTotal(chips)
  const amountOn = (spot: RouletteSpot) => chips.find((chip) => spotKey(chip.spot) === spotKey(spot))?.amount
  const spotButton = (spot: RouletteSpot, label: string, className: string, name: string) => {
    const amount = amountOn(spot)
    return (
      <button
        key={spotKey(spot)}
        type="button"
        className={`roulette-spot ${className}`}
        aria-label={amount === undefined ? name : t("roulette.spotWithChip", { spot: name, amount: money(amount) })}
        data-spot={spotKey(spot)}
        onClick={() => setChips(placeChip(chips, spot, chipValue))}
      >
        {label}
        {amount === undefined ? null : <span className="roulette-spot__chip">{money(amount)}</span>}
      </button>
    )
  }
  const outside = (["low", "even", "red", "black", "odd", "high"] as const).map((bet) =>
    spotButton({ bet }, t(`roulette.${bet}`), `roulette-spot--outside${bet === "red" || bet === "black" ? ` roulette-spot--${bet}` : ""}`, t(`roulette.${bet}`))
  )
  return (
    <GameScreenFrame
      gameId="roulette"
      choices={chips.length === 0 ? undefined : { chips: chips.map((chip) => chipOn(chip.spot, chip.amount)) }}
      fixedStake={total}
      renderOutcome={(round) => <RouletteOutcome round={round} money={money} />}
    >
      <div className="roulette">
        <p className="muted roulette__rules">{t("roulette.rules")}</p>
        <div className="roulette__chips" role="radiogroup" aria-label={t("roulette.chipValue")}>
          <span className="field__label">{t("roulette.chipValue")}</span>
          {values.map((value) => (
            <Button key={value} role="radio" aria-checked={chipValue === value} variant={chipValue === value ? "primary" : "secondary"} onClick={() => setChipValue(value)}>
              {money(value)}
            </Button>
          ))}
        </div>
        <div className="roulette-table">
          {spotButton({ bet: "straight", number: 0 }, "0", "roulette-spot--zero roulette-spot--green", "0")}
          {ROULETTE_ROWS.map((row, r) =>
            row.map((n, c) => (
              <div key={n} className="roulette-table__cell" style={{ gridRow: r + 1, gridColumn: c + 2 }}>
                {spotButton({ bet: "straight", number: n }, String(n), `roulette-spot--${pocketColour(n)}`, String(n))}
              </div>
            ))
          )}
          {([3, 2, 1] as const).map((which, r) => (
            <div key={`column:${which}`} className="roulette-table__cell" style={{ gridRow: r + 1, gridColumn: 14 }}>
              {spotButton({ bet: "column", which }, t("roulette.twoToOne"), "roulette-spot--outside", t("roulette.column", { which }))}
            </div>
          ))}
          {([1, 2, 3] as const).map((which) => (
            <div key={`dozen:${which}`} className="roulette-table__cell" style={{ gridRow: 4, gridColumn: `${2 + 4 * (which - 1)} / span 4` }}>
              {spotButton({ bet: "dozen", which }, t("roulette.dozen", { which }), "roulette-spot--outside", t("roulette.dozen", { which }))}
            </div>
          ))}
          {outside.map((button, at) => (
            <div key={at} className="roulette-table__cell" style={{ gridRow: 5, gridColumn: `${2 + 2 * at} / span 2` }}>
              {button}
            </div>
          ))}
        </div>
        <div className="roulette__actions">
          <Button variant="ghost" onClick={() => setChips([])} disabled={chips.length === 0}>
            {t("roulette.clear")}
          </Button>
          <span className="muted">{t("roulette.chipsCount", { count: chips.length })}</span>
        </div>
      </div>
    </GameScreenFrame>
  )
}
