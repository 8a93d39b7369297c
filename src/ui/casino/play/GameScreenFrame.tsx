import { useSignals } from "@preact/signals-react/runtime"
import type { ReactNode } from "react"
import { PlayCasinoRound } from "../../../commands/casino/play/commands"
import type { JsonValue } from "../../../commands/casino/play/json"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { amountsOf, stepAmount } from "../../../domain/coupon/amounts"
import { multipleText, stakeProblem } from "../../../projections/casino/play/selectors"
import { useDispatch, useStore } from "../../AppContext"
import { Button } from "../../kit/Button"
import { MoneyInput } from "../../kit/MoneyInput"
import { PlayHead, PlaySignIn, RoundLinks } from "./PlayParts"
import { SeedsPanel } from "./SeedsPanel"
import { usePlayWallet } from "./usePlayWallet"
import "./play.css"

/** A ratio as a percentage with up to two decimals ("99", "97.3"). */

export interface GameScreenFrameProps {
  readonly gameId: string
  /** The game's choices as its Schema encodes them; undefined while one of its fields is wrong (Play waits). */
  readonly choices: JsonValue | undefined
  /** The game's own controls (its fields, in the kit's controls). */
  readonly children: ReactNode
  /** The game's picture of a round's outcome in the result panel. */
  readonly renderOutcome: (round: CasinoRound) => ReactNode
  /** What the game says beside the stake (a payout, a possible win), from its rules and the stake on screen. */
  readonly aside?: (stake: number, money: (minor: number) => string) => ReactNode
  /**
   * The stake the choices themselves carry (roulette: the chips' sum): shown instead of the stake field and sent as
   * the round's stake, since the server refuses a stake other than the game's own `stakeOf`.
   */
  readonly fixedStake?: number
}

/**
 * Every in-house game's screen around its own controls: the balance, the stake (in the currency's step), Play, the
 * last round's result (outcome, multiple, win, the balance after it, its verify link), errors in words naming the
 * field, and the provably fair seeds.
 */
export const GameScreenFrame = ({ gameId, choices, children, renderOutcome, aside, fixedStake }: GameScreenFrameProps) => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const { t, lng, player, account, iso, digits, stake: typedStake, setStake, money, describeRefusal, roundRefusalWords } = usePlayWallet()
  const { step } = amountsOf(iso)
  const stake = fixedStake ?? typedStake
  const play = store.casinoPlay.value
  const last = play.lastRounds[gameId]
  const refusal = play.refusals[gameId]
  const playing = play.playing?.gameId === gameId
  const problem = stakeProblem(stake, account?.money ?? null)
  // With no chips yet Play is off already: "enter an amount" would point at a field that is not there.
  const shownProblem = fixedStake !== undefined && problem === "empty" ? undefined : problem
  const refusalWords = refusal === undefined ? undefined : roundRefusalWords(refusal)
  return (
    <div className="container play" data-game={gameId}>
      <div className="play__main">
        <PlayHead gameId={gameId} balance={player && account !== undefined ? money(account.money) : undefined} />
        <div className="play__board">
          <div className="play__controls">{children}</div>
          <form
            className="play__bet"
            onSubmit={(e) => {
              e.preventDefault()
              if (choices !== undefined && problem === undefined && !playing) void dispatch(new PlayCasinoRound({ gameId, stake, choices }))
            }}
          >
            <div className="play__stake">
              {fixedStake !== undefined ? (
                <p className="play__total">
                  <span className="field__label">{t("frame.totalStake")}</span> <strong data-testid="total-stake">{money(fixedStake)}</strong>
                </p>
              ) : (
                <>
                  <span className="field__label" id={`${gameId}-stake-label`}>
                    {t("frame.stake")}
                  </span>
                  <div className="play__stake-row">
                    <Button variant="icon" aria-label={t("frame.lower", { step: money(step) })} onClick={() => setStake(stepAmount(stake, step, -1))}>
                      −
                    </Button>
                    <MoneyInput label={t("frame.stake")} amount={stake} digits={digits} describeRefusal={describeRefusal} field="casino-stake" onAmount={setStake} />
                    <Button variant="icon" aria-label={t("frame.raise", { step: money(step) })} onClick={() => setStake(stepAmount(stake, step, 1))}>
                      +
                    </Button>
                    <Button variant="ghost" onClick={() => setStake(Math.floor(stake / 2))}>
                      {t("frame.half")}
                    </Button>
                    <Button variant="ghost" onClick={() => setStake(stake * 2)}>
                      {t("frame.double")}
                    </Button>
                  </div>
                </>
              )}
              {player && shownProblem !== undefined ? (
                <p className="play-error" role="alert" data-testid="stake-problem">
                  {t(`frame.stakeProblem.${shownProblem}`, { balance: account === undefined ? "" : money(account.money) })}
                </p>
              ) : null}
            </div>
            {aside === undefined ? null : <div className="play__aside">{aside(stake, money)}</div>}
            {player ? (
              <Button type="submit" variant="primary" className="play__button" disabled={choices === undefined || problem !== undefined || playing} aria-busy={playing}>
                {playing ? t("frame.playing") : t("frame.play")}
              </Button>
            ) : (
              <PlaySignIn lng={lng} />
            )}
            {refusalWords === undefined ? null : (
              <p className="play-error" role="alert" data-testid="round-refusal">
                {refusalWords}
              </p>
            )}
          </form>
        </div>
      </div>
      <aside className="play__side">
        <section className="play-result" aria-live="polite" data-testid="round-result">
          <h2>{t("frame.result.title")}</h2>
          {last === undefined ? (
            <p className="muted">{t("frame.result.none")}</p>
          ) : (
            <>
                  <div className="play-result__outcome">{renderOutcome(last.round)}</div>
                  <dl className="play-result__facts">
                    <div>
                      <dt>{t("frame.result.stake")}</dt>
                      <dd data-testid="result-stake">{money(last.round.stake, last.round.currency)}</dd>
                    </div>
                    <div>
                      <dt>{t("frame.result.multiple")}</dt>
                      <dd data-testid="result-multiple">×{multipleText(last.round.multiple)}</dd>
                    </div>
                    <div>
                      <dt>{t("frame.result.win")}</dt>
                      <dd data-testid="result-win" className={last.round.win > 0 ? "play-result__won" : undefined}>
                        {money(last.round.win, last.round.currency)}
                      </dd>
                    </div>
                    <div>
                      <dt>{t("frame.result.balanceAfter")}</dt>
                      <dd data-testid="result-balance">{money(last.balance, last.round.currency)}</dd>
                    </div>
                  </dl>
                  <RoundLinks lng={lng} roundId={last.round.roundId} nonce={last.round.seeds.nonce} />
              </>
          )}
        </section>
        <SeedsPanel />
      </aside>
    </div>
  )
}
