import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useId, useState } from "react"
import { ActOnSteppedRound, LoadOpenSteppedRounds, StartSteppedRound } from "../../../commands/casino/play/commands"
import { activeAccountOf } from "../../../domain/account/wallets"
import { amountsOf } from "../../../domain/coupon/amounts"
import type { StakeRefusal } from "../../../domain/coupon/stakeText"
import { MINES_MAX, MINES_MIN, MINES_TILES } from "../../../domain/casino/games/mines"
import { minesOffer, minesSafeCount, minesViewOf, multipleText, roundRefusalOf, stakeProblem } from "../../../projections/casino/play/selectors"
import { useDispatch, useStore } from "../../AppContext"
import { Button } from "../../kit/Button"
import { formatMoney } from "../../kit/formatMoney"
import { MoneyInput } from "../../kit/MoneyInput"
import { PlayHead, PlaySignIn, RoundLinks } from "./PlayParts"
import { SeedsPanel } from "./SeedsPanel"
import { useGameName, usePlayTexts } from "./usePlayTexts"
import "./play.css"

const GAME_ID = "mines"
const TILES = Array.from({ length: MINES_TILES }, (_, tile) => tile)
const MINE_COUNTS = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, i) => MINES_MIN + i)

/**
 * The mines screen (src/domain/casino/games/mines.ts), a stepped round played on the server: the mines count and the
 * stake, Start, the 5×5 grid to reveal tiles, what cashing out pays now and what the next safe tile would (the game's
 * own rule), Cash out, and the mines once the round is over. The player's open round comes back after a reload.
 */
export const MinesScreen = () => {
  useSignals()
  const { t } = usePlayTexts()
  const gameName = useGameName()
  const dispatch = useDispatch()
  const store = useStore()
  const fieldId = useId()
  const lng = store.language.value.current ?? "en"
  const player = store.session.value.status === "player"
  const account = activeAccountOf(store.accounts.value.all_accounts)
  const iso = account?.iso ?? "RUB"
  const digits = account?.minorDigits ?? 2
  const [stake, setStake] = useState(amountsOf(iso).initial)
  const [mines, setMines] = useState(3)
  const play = store.casinoPlay.value
  const held = play.stepped[GAME_ID]
  const round = held?.round
  const view = round === undefined ? undefined : minesViewOf(round)
  const open = round !== undefined && !round.over
  const starting = play.steppedStarting?.gameId === GAME_ID
  const refusal = play.refusals[GAME_ID]
  const money = (minor: number, currency: string = iso) => formatMoney(minor, { iso: currency, minorDigits: currency === iso ? digits : 2 }, lng)
  const problem = stakeProblem(stake, account?.money ?? null)
  const describeRefusal = (why: StakeRefusal) =>
    why._tag === "Characters"
      ? t("frame.stakeRefusal.Characters", { chars: why.chars })
      : why._tag === "MinorDigits" || why._tag === "TooLong"
        ? t(`frame.stakeRefusal.${why._tag}`, { digits: why.digits })
        : t(`frame.stakeRefusal.${why._tag}`)

  useEffect(() => {
    if (player) void dispatch(new LoadOpenSteppedRounds({}))
  }, [player, dispatch])

  const act = (action: { readonly _tag: "Reveal"; readonly tile: number } | { readonly _tag: "CashOut" }) => {
    if (round !== undefined && open) void dispatch(new ActOnSteppedRound({ gameId: GAME_ID, roundId: round.roundId, step: round.step, action: { ...action } }))
  }
  const safe = view === undefined ? 0 : minesSafeCount(view)
  const offer = open && view !== undefined ? minesOffer(view.mines, safe, round.stake) : minesOffer(mines, 0, stake)
  const refusalWords = (() => {
    if (refusal === undefined) return undefined
    const kind = roundRefusalOf(refusal)
    return kind._tag === "limits" || kind._tag === "other" ? t(`frame.refusal.${kind._tag}`, { title: kind.title }) : t(`frame.refusal.${kind._tag}`)
  })()
  const mineTiles = new Set(view?.mineTiles ?? [])
  const revealed = new Set(view?.revealed ?? [])

  return (
    <div className="container play" data-game={GAME_ID}>
      <div className="play__main">
        <PlayHead gameId={GAME_ID} balance={player && account !== undefined ? money(account.money) : undefined} />
        <div className="play__board">
          <div className="play__controls">
            <p className="muted">{t("mines.rules")}</p>
            <p className="muted">{t("midRound.mines")}</p>
            <div className="mines-grid" role="grid" aria-label={gameName(GAME_ID)} data-testid="mines-grid">
              {TILES.map((tile) => {
                const isMine = mineTiles.has(tile)
                const shown = revealed.has(tile)
                const state = shown ? (isMine ? "mine" : "safe") : isMine ? "hidden-mine" : "closed"
                return (
                  <button
                    key={tile}
                    type="button"
                    className={`mines-tile mines-tile--${state}`}
                    data-tile={tile}
                    data-state={state}
                    disabled={!open || shown}
                    aria-label={shown ? t(isMine ? "mines.tileMine" : "mines.tileSafe", { n: tile + 1 }) : isMine ? t("mines.tileMine", { n: tile + 1 }) : t("mines.tile", { n: tile + 1 })}
                    onClick={() => act({ _tag: "Reveal", tile })}
                  >
                    {isMine ? "✹" : shown ? "◆" : ""}
                  </button>
                )
              })}
            </div>
          </div>
          <div className="play__bet">
            {open ? (
              <>
                <p data-testid="mines-status">{safe === 0 ? t("mines.pickFirst") : t("mines.playing")}</p>
                <dl className="dice-odds">
                  <div>
                    <dt>{t("mines.safe")}</dt>
                    <dd data-testid="mines-safe">{safe}</dd>
                  </div>
                  <div>
                    <dt>{t("mines.cashOutValue")}</dt>
                    <dd data-testid="mines-cash-out-value">
                      ×{multipleText(offer.cashOut)} · {money(offer.cashOutWin, round.currency)}
                    </dd>
                  </div>
                  <div>
                    <dt>{t("mines.next")}</dt>
                    <dd data-testid="mines-next">{offer.next === null || offer.nextWin === null ? t("mines.allSafe") : `×${multipleText(offer.next)} · ${money(offer.nextWin, round.currency)}`}</dd>
                  </div>
                </dl>
                <Button variant="primary" className="play__button" disabled={safe === 0} onClick={() => act({ _tag: "CashOut" })}>
                  {t("mines.cashOut")}
                </Button>
              </>
            ) : (
              <form
                onSubmit={(e) => {
                  e.preventDefault()
                  if (problem === undefined && !starting) void dispatch(new StartSteppedRound({ gameId: GAME_ID, stake, choices: { mines } }))
                }}
              >
                <label className="field" htmlFor={`${fieldId}-mines`}>
                  <span className="field__label">{t("mines.mines")}</span>
                  <select id={`${fieldId}-mines`} className="field__input" data-testid="mines-count" value={mines} onChange={(e) => setMines(Number(e.target.value))}>
                    {MINE_COUNTS.map((count) => (
                      <option key={count} value={count}>
                        {count}
                      </option>
                    ))}
                  </select>
                </label>
                <div className="play__stake">
                  <MoneyInput label={t("frame.stake")} amount={stake} digits={digits} describeRefusal={describeRefusal} field="casino-stake" onAmount={setStake} />
                  {player && problem !== undefined ? (
                    <p className="play-error" role="alert" data-testid="stake-problem">
                      {t(`frame.stakeProblem.${problem}`, { balance: account === undefined ? "" : money(account.money) })}
                    </p>
                  ) : null}
                </div>
                <p className="muted" data-testid="mines-first-pick">
                  {t("mines.next")}: ×{multipleText(offer.next ?? offer.cashOut)}
                </p>
                {player ? (
                  <Button type="submit" variant="primary" className="play__button" disabled={problem !== undefined || starting} aria-busy={starting}>
                    {starting ? t("mines.starting") : t("mines.start")}
                  </Button>
                ) : (
                  <PlaySignIn lng={lng} />
                )}
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
          {round === undefined || !round.over || view === undefined ? (
            <p className="muted">{t("frame.result.none")}</p>
          ) : (
            <>
              <p data-testid="mines-verdict">
                {view.status === "hitMine" ? t("mines.hitMine") : t("mines.cashedOut", { multiple: multipleText(round.multiple ?? { num: 0, den: 1 }), win: money(round.win ?? 0, round.currency) })}
              </p>
              <dl className="play-result__facts">
                <div>
                  <dt>{t("frame.result.stake")}</dt>
                  <dd data-testid="result-stake">{money(round.staked, round.currency)}</dd>
                </div>
                <div>
                  <dt>{t("frame.result.win")}</dt>
                  <dd data-testid="result-win">{money(round.win ?? 0, round.currency)}</dd>
                </div>
                {held?.balance === null || held === undefined ? null : (
                  <div>
                    <dt>{t("frame.result.balanceAfter")}</dt>
                    <dd data-testid="result-balance">{money(held.balance, round.currency)}</dd>
                  </div>
                )}
              </dl>
              <RoundLinks lng={lng} roundId={round.roundId} nonce={round.seeds.nonce} />
            </>
          )}
        </section>
        <SeedsPanel />
      </aside>
    </div>
  )
}
