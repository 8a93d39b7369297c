import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { SCRATCH_TIERS, SCRATCH_TOTAL_WEIGHT, type ScratchSymbol } from "../../../domain/casino/games/scratch"
import { scratchPrizeCells } from "../../../projections/casino/play/instantGameViews"
import { GameScreenFrame } from "./GameScreenFrame"
import { usePlayTexts } from "./usePlayTexts"

const isOutcome = (value: unknown): value is { readonly tier: number; readonly cells: ReadonlyArray<ScratchSymbol> } =>
  typeof value === "object" && value !== null && Array.isArray((value as { cells?: unknown }).cells) && typeof (value as { tier?: unknown }).tier === "number"

/** A chance out of SCRATCH_TOTAL_WEIGHT as a percentage with up to four decimals ("51.5", "0.0002"). */
const chancePercent = (weight: number): string => {
  const scaled = Math.round((weight * 1_000_000) / SCRATCH_TOTAL_WEIGHT)
  const fraction = String(scaled % 10_000).padStart(4, "0").replace(/0+$/, "")
  return fraction === "" ? `${Math.floor(scaled / 10_000)}` : `${Math.floor(scaled / 10_000)}.${fraction}`
}

/** The ticket: nine cells revealed at once (each uncovering in turn), the prize's three lit. */
const ScratchTicket = ({ round }: { readonly round: CasinoRound }) => {
  const { t } = usePlayTexts()
  if (!isOutcome(round.outcome)) return null
  const prize = new Set(scratchPrizeCells(round.outcome.cells))
  const tier = SCRATCH_TIERS[round.outcome.tier]
  return (
    <div className="scratch-outcome">
      <div className="scratch-ticket" data-testid="scratch-ticket" key={round.roundId}>
        {round.outcome.cells.map((symbol, at) => (
          <span key={at} className={`scratch-ticket__cell scratch-symbol--${symbol}${prize.has(at) ? " scratch-ticket__cell--prize" : ""}`} style={{ animationDelay: `${at * 60}ms` }}>
            {t(`scratch.symbols.${symbol}`)}
          </span>
        ))}
      </div>
      <p className="muted" data-testid="scratch-verdict">
        {tier === undefined || tier.symbol === null ? t("scratch.noPrize") : t("scratch.prize", { symbol: t(`scratch.symbols.${tier.symbol}`), multiple: tier.multiple })}
      </p>
    </div>
  )
}

/**
 * The scratch-card screen (src/domain/casino/games/scratch.ts): no choices, the prize table from the game's tiers,
 * and the last ticket with its three of a kind.
 */
export const ScratchScreen = () => {
  const { t } = usePlayTexts()
  return (
    <GameScreenFrame gameId="scratch" choices={{}} renderOutcome={(round) => <ScratchTicket round={round} />}>
      <div className="scratch game-columns">
        <p className="muted game-rules">{t("scratch.rules")}</p>
        <table className="game-paytable">
          <caption className="field__label">{t("scratch.prizes")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("scratch.three")}</th>
              <th scope="col">{t("scratch.pays")}</th>
              <th scope="col">{t("scratch.chance")}</th>
            </tr>
          </thead>
          <tbody>
            {SCRATCH_TIERS.map((tier) => (
              <tr key={tier.symbol ?? "none"}>
                <th scope="row">{tier.symbol === null ? t("scratch.none") : t(`scratch.symbols.${tier.symbol}`)}</th>
                <td>×{tier.multiple}</td>
                <td>{chancePercent(tier.weight)}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </GameScreenFrame>
  )
}
