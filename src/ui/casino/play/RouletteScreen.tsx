import { useState } from "react"
import { activeAccountOf } from "../../../domain/account/wallets"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import type { RouletteChip } from "../../../domain/casino/games/roulette"
import {
  chipOn,
  chipsTotal,
  chipWin,
  feltSpotsOf,
  type PlacedChip,
  pocketColour,
  ROULETTE_ROWS,
  type RouletteSpot,
  spotCovers,
  spotKey,
  tableOf
} from "../../../projections/casino/play/tableGames"
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

/** A chip's bet in words ("17", "Split 17/20", "Red", "Dozen 2"). */
const useBetName = () => {
  const { t } = usePlayTexts()
  return (chip: RouletteChip): string =>
    chip.bet === "straight"
      ? String(chip.numbers[0])
      : chip.bet === "split" || chip.bet === "street" || chip.bet === "corner" || chip.bet === "sixLine"
        ? t(`roulette.${chip.bet}`, { numbers: chip.numbers.join("/") })
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

/** A chip's amount as the felt prints it on the chip: whole units without the currency ("10", "2.5"). */
const chipFace = (amount: number, digits: number) => String(amount / 10 ** digits)

/**
 * The roulette screen (src/domain/casino/games/roulette.ts): the European layout as a felt. A click puts a chip of the
 * chosen value on a spot (another click adds to it): on a number (straight), on the line between two numbers (split),
 * on the outer line of a row of three (street), on the corner of four (corner), on the outer corner of two rows (six
 * line), beside zero (its splits, trios and first four), or on an outside bet. The pointer or focus on a spot lights
 * up the numbers it covers; the stake is the chips' sum; Undo takes back the last chip put down.
 */
export const RouletteScreen = () => {
  const { t } = usePlayTexts()
  const betName = useBetName()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const account = activeAccountOf(store.accounts.value.all_accounts)
  const iso = account?.iso ?? "RUB"
  const digits = account?.minorDigits ?? 2
  const money = (minor: number, currency: string = iso) => formatMoney(minor, { iso: currency, minorDigits: currency === iso ? digits : 2 }, lng)
  const values = CHIP_UNITS.map((k) => k * 10 ** digits)
  const [chipValue, setChipValue] = useState(values[2]!)
  const [placements, setPlacements] = useState<ReadonlyArray<PlacedChip>>([])
  const [lit, setLit] = useState<ReadonlyArray<number>>([])
  const chips = tableOf(placements)
  const total = chipsTotal(chips)
  const amountOn = (spot: RouletteSpot) => chips.find((chip) => spotKey(chip.spot) === spotKey(spot))?.amount
  const spotName = (spot: RouletteSpot): string => betName(chipOn(spot, 1))
  const spotButton = (spot: RouletteSpot, label: string, className: string) => {
    const amount = amountOn(spot)
    const name = spotName(spot)
    const light = () => setLit(spotCovers(spot))
    const unlight = () => setLit([])
    return (
      <button
        key={spotKey(spot)}
        type="button"
        className={`roulette-spot ${className}${amount === undefined ? "" : " roulette-spot--chipped"}`}
        aria-label={amount === undefined ? name : t("roulette.spotWithChip", { spot: name, amount: money(amount) })}
        title={name}
        data-spot={spotKey(spot)}
        onClick={() => setPlacements([...placements, { spot, amount: chipValue }])}
        onPointerEnter={light}
        onPointerLeave={unlight}
        onFocus={light}
        onBlur={unlight}
      >
        {label}
        {amount === undefined ? null : <span className="roulette-spot__chip">{chipFace(amount, digits)}</span>}
      </button>
    )
  }
  const outside = (["low", "even", "red", "black", "odd", "high"] as const).map((bet) =>
    spotButton({ bet }, t(`roulette.${bet}`), `roulette-spot--outside${bet === "red" || bet === "black" ? ` roulette-spot--${bet}` : ""}`)
  )
  const litClass = (n: number) => (lit.includes(n) ? " roulette-spot--lit" : "")
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
        <div className="roulette-table" role="group" aria-label={t("roulette.table")}>
          {spotButton({ bet: "straight", number: 0 }, "0", `roulette-spot--zero roulette-spot--green${litClass(0)}`)}
          {ROULETTE_ROWS.map((row, r) =>
            row.map((n, c) => (
              <div key={n} className="roulette-table__cell roulette-table__cell--number" style={{ gridRow: r + 1, gridColumn: c + 2 }}>
                {spotButton({ bet: "straight", number: n }, String(n), `roulette-spot--${pocketColour(n)}${litClass(n)}`)}
                {feltSpotsOf(r, c).map(({ spot, place }) => spotButton(spot, "", `roulette-line roulette-line--${place}`))}
              </div>
            ))
          )}
          {([3, 2, 1] as const).map((which, r) => (
            <div key={`column:${which}`} className="roulette-table__cell" style={{ gridRow: r + 1, gridColumn: 14 }}>
              {spotButton({ bet: "column", which }, t("roulette.twoToOne"), "roulette-spot--outside")}
            </div>
          ))}
          {([1, 2, 3] as const).map((which) => (
            <div key={`dozen:${which}`} className="roulette-table__cell" style={{ gridRow: 4, gridColumn: `${2 + 4 * (which - 1)} / span 4` }}>
              {spotButton({ bet: "dozen", which }, t("roulette.dozen", { which }), "roulette-spot--outside")}
            </div>
          ))}
          {outside.map((button, at) => (
            <div key={at} className="roulette-table__cell" style={{ gridRow: 5, gridColumn: `${2 + 2 * at} / span 2` }}>
              {button}
            </div>
          ))}
        </div>
        <div className="roulette__actions">
          <Button variant="secondary" onClick={() => setPlacements(placements.slice(0, -1))} disabled={placements.length === 0}>
            {t("roulette.undo")}
          </Button>
          <Button variant="ghost" onClick={() => setPlacements([])} disabled={placements.length === 0}>
            {t("roulette.clear")}
          </Button>
          <span className="muted" data-testid="roulette-chips-count">
            {t("roulette.chipsCount", { count: chips.length })}
          </span>
        </div>
      </div>
    </GameScreenFrame>
  )
}
