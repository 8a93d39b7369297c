import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useState } from "react"
import { Link } from "wouter"
import { CashOutCrash, LoadRecentCrashes, PlaceCrashBet, UnwatchCrash, WatchCrash } from "../../../commands/casino/play/commands"
import { PollChanges } from "../../../commands/changes/commands"
import { CrashRefusalCode } from "../../../domain/api/casinoCrash"
import { ratio, winOn } from "../../../domain/casino/game"
import { CRASH_GROWTH_PER_MS, CRASH_MAX_POINT, CRASH_MIN_TARGET, followsPreviousSeed, multiplierAt } from "../../../domain/casino/games/crash"
import { stakeProblem } from "../../../projections/casino/play/selectors"
import { useDispatch, useStore } from "../../AppContext"
import { Button } from "../../kit/Button"
import { PlayHead, PlaySignIn } from "./PlayParts"
import { StakeField, usePlayWallet } from "./usePlayWallet"
import "../../kit/field.css"
import "./play.css"

const GAME_ID = "crash"
const WIDTH = 560
const HEIGHT = 260

/** A multiplier in hundredths as the screen writes it: "2.37×". */
const times = (hundredths: number): string => `${(hundredths / 100).toFixed(2)}×`

/** An automatic target typed as "1.5" or "2,00" in hundredths; null when empty, NaN when not a multiplier. */
const targetOf = (typed: string): number | null => {
  const text = typed.trim().replace(",", ".")
  if (text === "") return null
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return Number.NaN
  return Math.round(Number(text) * 100)
}

/**
 * The curve from the start to `elapsed` ms as an SVG path, scaled so the whole flight so far fits. It is drawn smooth
 * (e^(rate·t)); the figure over it is the published, floored multiplier.
 */
const curvePath = (elapsed: number): string => {
  const span = Math.max(elapsed, 8_000)
  const top = Math.max(multiplierAt(elapsed), 200)
  const x = (t: number) => (t / span) * (WIDTH - 20) + 10
  const y = (m: number) => HEIGHT - 10 - ((m - 100) / (top - 100)) * (HEIGHT - 30)
  const points: Array<string> = []
  for (let i = 0; i <= 60; i++) {
    const t = (elapsed * i) / 60
    points.push(`${x(t).toFixed(1)},${y(100 * Math.exp(CRASH_GROWTH_PER_MS * t)).toFixed(1)}`)
  }
  return `M ${points.join(" L ")}`
}

/** The browser's clock corrected to the server's, every animation frame while the screen is up. */
const useServerNow = (offset: number): number => {
  const [now, setNow] = useState(() => Date.now() + offset)
  useEffect(() => {
    let frame = 0
    const tick = () => {
      setNow(Date.now() + offset)
      frame = requestAnimationFrame(tick)
    }
    frame = requestAnimationFrame(tick)
    return () => cancelAnimationFrame(frame)
  }, [offset])
  return now
}

/**
 * The crash screen (src/domain/casino/games/crash.ts): one shared round after another. The multiplier climbs on the
 * published curve, drawn from the round's start by the server's clock; in the betting phase the player stakes with an
 * optional automatic cash-out, in the flight Cash out shows what it pays now; after the crash the point, the player's
 * result and the round's revealed seed (checked here against the seed before it) with the bet's verify link.
 */
export const CrashScreen = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const fieldId = useId()
  const wallet = usePlayWallet()
  const { t, lng, player, account, stake, money } = wallet
  const [typedTarget, setTypedTarget] = useState("")
  const crash = store.casinoPlay.value.crash
  const state = crash.state
  const now = useServerNow(crash.clockOffset)

  useEffect(() => {
    if (!player) return
    void dispatch(new WatchCrash({}))
    return () => void dispatch(new UnwatchCrash({}))
  }, [player, dispatch])
  const roundId = state?.round.id
  const crashed = state?.round.phase === "crashed"
  useEffect(() => {
    if (player && crashed) void dispatch(new LoadRecentCrashes({}))
  }, [player, crashed, roundId, dispatch])

  const round = state?.round
  const bet = state?.bet ?? null
  // A bet the round paid (an automatic cash-out, the crash): the balance comes with the changes feed, asked for now.
  const settledBet = bet !== null && bet.settled ? bet.betId : null
  useEffect(() => {
    if (settledBet !== null) void dispatch(new PollChanges({}))
  }, [settledBet, dispatch])
  // The phase by the corrected clock: the flight starts on time between two polls; the crash is only the server's to tell.
  const phase = round === undefined ? undefined : round.phase === "crashed" ? "crashed" : now < round.startsAt ? "betting" : "flight"
  const elapsed = round === undefined ? 0 : phase === "crashed" && round.crashedAt !== null ? round.crashedAt - round.startsAt : Math.max(0, now - round.startsAt)
  const shown = phase === "crashed" && round?.crashPoint !== null && round?.crashPoint !== undefined ? Math.max(round.crashPoint, 100) : multiplierAt(elapsed)
  const curve = curvePath(elapsed)
  const target = targetOf(typedTarget)
  const targetProblem = target !== null && (Number.isNaN(target) || target < CRASH_MIN_TARGET || target > CRASH_MAX_POINT)
  const problem = stakeProblem(stake, account?.money ?? null)
  const placing = crash.placing !== null
  const canCashOut = bet !== null && !bet.settled && phase === "flight"
  const payoutNow = bet === null ? 0 : winOn(bet.stake, ratio(multiplierAt(elapsed), 100))
  const refusal = crash.refusal
  const refusedField = refusal?.error._tag === "ServerRefused" ? refusal.error.fields?.[0]?.field : undefined
  const refusalWords = (() => {
    if (refusal === null) return undefined
    const error = refusal.error
    if (error._tag === "ServerRefused" && error.code === CrashRefusalCode.bettingClosed) return t("crash.refusal.bettingClosed")
    if (error._tag === "ServerRefused" && error.code === CrashRefusalCode.tooLate) return t("crash.refusal.tooLate")
    if (error._tag === "ServerRefused" && error.code === CrashRefusalCode.alreadyBet) return t("crash.refusal.alreadyBet")
    if (error._tag === "ServerRefused" && error.code === CrashRefusalCode.notInFlight) return t("crash.refusal.notInFlight")
    if (error._tag === "ServerRefused" && (refusedField === "autoCashOut" || error.title.startsWith("autoCashOut"))) return t("crash.autoProblem")
    return wallet.roundRefusalWords(error)
  })()
  const result = crash.lastBet
  const resultRound = result !== null && round !== undefined && result.roundId === round.id ? round : undefined

  return (
    <div className="container play" data-game={GAME_ID}>
      <div className="play__main">
        <PlayHead gameId={GAME_ID} balance={player && account !== undefined ? money(account.money) : undefined} />
        <div className="play__board">
          <div className="play__controls">
            <p className="muted">{t("crash.rules")}</p>
            <div className={`crash-sky crash-sky--${phase ?? "idle"}`} data-testid="crash-sky" data-phase={phase ?? "idle"}>
              <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="crash-sky__chart" role="img" aria-label={t("crash.chart")}>
                <line x1="10" y1={HEIGHT - 10} x2={WIDTH - 10} y2={HEIGHT - 10} className="crash-sky__axis" vectorEffect="non-scaling-stroke" />
                <line x1="10" y1="10" x2="10" y2={HEIGHT - 10} className="crash-sky__axis" vectorEffect="non-scaling-stroke" />
                {phase === "betting" ? null : <path d={curve} className="crash-sky__curve" vectorEffect="non-scaling-stroke" />}
              </svg>
              <div className="crash-sky__label" aria-live="off">
                {phase === "betting" && round !== undefined ? (
                  <>
                    <span className="crash-sky__caption">{t("crash.betting")}</span>
                    <strong data-testid="crash-countdown">{t("crash.startsIn", { seconds: Math.max(0, (round.startsAt - now) / 1000).toFixed(1) })}</strong>
                  </>
                ) : phase === "crashed" ? (
                  <>
                    <span className="crash-sky__caption">{t("crash.crashed")}</span>
                    <strong className="crash-sky__crash" data-testid="crash-point">
                      {times(shown)}
                    </strong>
                  </>
                ) : phase === "flight" ? (
                  <strong className="crash-sky__multiplier" data-testid="crash-multiplier">
                    {times(shown)}
                  </strong>
                ) : (
                  <span className="muted">{t("crash.loading")}</span>
                )}
              </div>
            </div>
            <ol className="crash-recent" aria-label={t("crash.recent")} data-testid="crash-recent">
              {crash.recent.slice(0, 12).map((each) => (
                <li key={each.id} className={each.crashPoint >= 200 ? "crash-recent__high" : "crash-recent__low"} title={`#${each.number} · ${each.seed}`}>
                  {times(Math.max(each.crashPoint, 100))}
                </li>
              ))}
            </ol>
          </div>
          <div className="play__bet">
            {!player ? (
              <PlaySignIn lng={lng} />
            ) : bet !== null && !bet.settled && phase !== "crashed" ? (
              <>
                <p data-testid="crash-bet-status">
                  {t("crash.yourBet", { stake: money(bet.stake, bet.currency) })}
                  {bet.autoCashOut === null ? "" : ` · ${t("crash.auto", { target: times(bet.autoCashOut) })}`}
                </p>
                <Button
                  variant="primary"
                  className="play__button"
                  data-testid="crash-cash-out"
                  disabled={!canCashOut}
                  onClick={() => void dispatch(new CashOutCrash({ betId: bet.betId }))}
                >
                  {phase === "flight" ? t("crash.cashOut", { payout: money(payoutNow, bet.currency) }) : t("crash.waitTakeOff")}
                </Button>
              </>
            ) : (
              <form
                className="crash-form"
                onSubmit={(e) => {
                  e.preventDefault()
                  if (round === undefined || problem !== undefined || targetProblem || placing) return
                  void dispatch(new PlaceCrashBet({ roundId: round.id, stake, autoCashOut: target }))
                }}
              >
                <StakeField wallet={wallet} problem={problem} />
                <label className="field" htmlFor={`${fieldId}-auto`}>
                  <span className="field__label">{t("crash.autoLabel")}</span>
                  <input
                    id={`${fieldId}-auto`}
                    className="field__input"
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder={t("crash.autoPlaceholder")}
                    data-testid="crash-auto"
                    value={typedTarget}
                    aria-invalid={targetProblem || refusedField === "autoCashOut" ? true : undefined}
                    onChange={(e) => setTypedTarget(e.target.value)}
                  />
                </label>
                {targetProblem ? (
                  <p className="play-error" role="alert" data-testid="crash-auto-problem">
                    {t("crash.autoProblem")}
                  </p>
                ) : null}
                <Button
                  type="submit"
                  variant="primary"
                  className="play__button"
                  data-testid="crash-place"
                  disabled={phase !== "betting" || problem !== undefined || targetProblem || placing || (bet !== null && bet.roundId === round?.id)}
                  aria-busy={placing}
                >
                  {phase === "betting" ? t("crash.place") : t("crash.nextRound")}
                </Button>
              </form>
            )}
            {refusalWords === undefined ? null : (
              <p className="play-error" role="alert" data-testid="round-refusal">
                {refusalWords}
              </p>
            )}
          </div>
        </div>
      </div>
      <aside className="play__side">
        <section className="play-result" aria-live="polite" data-testid="round-result">
          <h2>{t("frame.result.title")}</h2>
          {result === null || !result.settled ? (
            <p className="muted">{t("frame.result.none")}</p>
          ) : (
            <>
              <p data-testid="crash-verdict">
                {result.win !== null && result.win > 0
                  ? t("crash.won", { win: money(result.win, result.currency), at: times(result.cashedOutAt ?? result.autoCashOut ?? 100) })
                  : t("crash.lost", { stake: money(result.stake, result.currency) })}
              </p>
              <dl className="play-result__facts">
                <div>
                  <dt>{t("frame.result.stake")}</dt>
                  <dd data-testid="result-stake">{money(result.stake, result.currency)}</dd>
                </div>
                <div>
                  <dt>{t("frame.result.win")}</dt>
                  <dd data-testid="result-win">{money(result.win ?? 0, result.currency)}</dd>
                </div>
              </dl>
              {resultRound === undefined || resultRound.phase === "crashed" || result.roundId !== round?.id ? (
                <p className="play-result__links">
                  <Link href={`/${lng}/casino/fairness/${result.betId}`} className="play-link" data-testid="result-verify">
                    {t("frame.result.verify")}
                  </Link>
                  <Link href={`/${lng}/history/casino`} className="play-link">
                    {t("frame.result.history")}
                  </Link>
                </p>
              ) : (
                <p className="muted">{t("crash.verifyAfterCrash")}</p>
              )}
            </>
          )}
        </section>
        {round === undefined ? null : (
          <section className="play-seeds crash-seeds" data-testid="crash-seeds">
            <h2>{t("crash.seeds.title", { number: round.number })}</h2>
            <dl className="play-seeds__facts">
              <div>
                <dt>{t("crash.seeds.commitment")}</dt>
                <dd className="play-hex">{round.commitment}</dd>
              </div>
              <div>
                <dt>{t("crash.seeds.salt")}</dt>
                <dd className="play-hex">{round.salt}</dd>
              </div>
              <div>
                <dt>{t("crash.seeds.previous")}</dt>
                <dd className="play-hex">{round.previousSeed}</dd>
              </div>
              <div>
                <dt>{t("crash.seeds.seed")}</dt>
                <dd className="play-hex" data-testid="crash-seed">
                  {round.seed === null ? t("crash.seeds.hidden") : `${round.seed} ${followsPreviousSeed(round.seed, round.previousSeed) ? "✓" : "✗"}`}
                </dd>
              </div>
            </dl>
          </section>
        )}
      </aside>
    </div>
  )
}
