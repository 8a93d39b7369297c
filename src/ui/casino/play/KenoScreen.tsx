import { useState } from "react"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { KENO_MAX_PICKS, KENO_NUMBERS } from "../../../domain/casino/games/keno"
import { multipleText, possibleWin } from "../../../projections/casino/play/selectors"
import { kenoPays, quickPick, togglePick } from "../../../projections/casino/play/tableGames"
import { Button } from "../../kit/Button"
import { GameScreenFrame } from "./GameScreenFrame"
import { usePlayTexts } from "./usePlayTexts"

const BOARD = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1)

const numbersOf = (value: unknown, field: "picks" | "drawn"): ReadonlyArray<number> => {
  const list = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[field] : undefined
  return Array.isArray(list) ? list.filter((n): n is number => typeof n === "number") : []
}

/** A whole number below `n` from the browser's crypto source (a quick pick is the player's choice, not the draw). */
const randomBelow = (n: number): number => {
  const limit = Math.floor(0x1_0000_0000 / n) * n
  const word = new Uint32Array(1)
  do crypto.getRandomValues(word)
  while (word[0]! >= limit)
  return word[0]! % n
}

/** The ten numbers drawn, the player's hits among them, and how many hits. */
const KenoOutcome = ({ round }: { readonly round: CasinoRound }) => {
  const { t } = usePlayTexts()
  const drawn = numbersOf(round.outcome, "drawn")
  const picks = numbersOf(round.choices, "picks")
  const hits = drawn.filter((n) => picks.includes(n)).length
  return (
    <div className="keno-outcome">
      <p className="muted">{t("keno.drawn")}</p>
      <ol className="keno-outcome__drawn" data-testid="keno-drawn">
        {drawn.map((n) => (
          <li key={n} className={`keno-ball${picks.includes(n) ? " keno-ball--hit" : ""}`}>
            {n}
          </li>
        ))}
      </ol>
      <p>
        {t("keno.hitsLine", { picks: picks.length })} <strong data-testid="keno-hits">{hits}</strong>
      </p>
    </div>
  )
}

/**
 * The keno screen (src/domain/casino/games/keno.ts): the board 1–40, 1 to 10 picks (or a quick pick), the paytable
 * for the pick count from the game's own table, and the last draw with its hits on the board.
 */
export const KenoScreen = () => {
  const { t } = usePlayTexts()
  const [picks, setPicks] = useState<ReadonlyArray<number>>([])
  const pays = kenoPays(picks.length)
  return (
    <GameScreenFrame
      gameId="keno"
      choices={picks.length === 0 ? undefined : { picks: [...picks] }}
      renderOutcome={(round) => <KenoOutcome round={round} />}
      aside={(stake, money) =>
        picks.length === 0 ? (
          <p className="muted">{t("keno.pickFirst")}</p>
        ) : (
          <table className="keno-paytable" data-testid="keno-paytable">
            <caption>{t("keno.paytable", { count: picks.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("keno.hits")}</th>
                <th scope="col">{t("keno.pays")}</th>
                <th scope="col">{t("keno.win")}</th>
              </tr>
            </thead>
            <tbody>
              {pays.map(({ hits, multiple }) => (
                <tr key={hits}>
                  <td>{hits}</td>
                  <td>×{multipleText(multiple, 2)}</td>
                  <td>{money(possibleWin(stake, multiple))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    >
      <div className="keno">
        <p className="muted keno__rules">{t("keno.rules", { max: KENO_MAX_PICKS })}</p>
        <div className="keno-board" role="group" aria-label={t("keno.board")}>
          {BOARD.map((n) => {
            const picked = picks.includes(n)
            return (
              <button
                key={n}
                type="button"
                className={`keno-number${picked ? " keno-number--picked" : ""}`}
                aria-pressed={picked}
                disabled={!picked && picks.length >= KENO_MAX_PICKS}
                onClick={() => setPicks(togglePick(picks, n))}
              >
                {n}
              </button>
            )
          })}
        </div>
        <div className="keno__actions">
          <span className="muted" data-testid="keno-pick-count">
            {t("keno.picked", { count: picks.length, max: KENO_MAX_PICKS })}
          </span>
          <Button variant="secondary" onClick={() => setPicks(quickPick(picks.length === 0 ? 5 : picks.length, randomBelow))}>
            {t("keno.quickPick")}
          </Button>
          <Button variant="ghost" onClick={() => setPicks([])} disabled={picks.length === 0}>
            {t("keno.clear")}
          </Button>
        </div>
      </div>
    </GameScreenFrame>
  )
}
