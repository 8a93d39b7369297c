import { useId, useState } from "react"
import { MINES_MAX, MINES_MIN, MINES_TILES } from "../../../domain/casino/games/mines"
import { minesOffer, minesSafeCount, minesViewOf, multipleText } from "../../../projections/casino/play/selectors"
import { Button } from "../../kit/Button"
import { PlayHead, PlaySignIn } from "./PlayParts"
import { SeedsPanel } from "./SeedsPanel"
import { SteppedRefusal, SteppedResultFacts, SteppedStake, useSteppedRound } from "./SteppedParts"
import { useGameName } from "./usePlayTexts"
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
  const screen = useSteppedRound(GAME_ID)
  const { t, lng, player, stake, money, problem, round, open, starting, start: startRound, act } = screen
  const gameName = useGameName()
  const fieldId = useId()
  const [mines, setMines] = useState(3)
  const view = round === undefined ? undefined : minesViewOf(round)
  const safe = view === undefined ? 0 : minesSafeCount(view)
  const offer = open && view !== undefined ? minesOffer(view.mines, safe, round.stake) : minesOffer(mines, 0, stake)
  const mineTiles = new Set(view?.mineTiles ?? [])
  const revealed = new Set(view?.revealed ?? [])

  return (
    <div className="container play" data-game={GAME_ID}>
      <div className="play__main">
        <PlayHead gameId={GAME_ID} balance={screen.balance} />
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
                  startRound({ mines })
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
                <SteppedStake screen={screen} />
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
            <SteppedRefusal screen={screen} />
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
              <SteppedResultFacts screen={screen} round={round} />
            </>
          )}
        </section>
        <SeedsPanel />
      </aside>
    </div>
  )
}
