import { type ReactElement, useState } from "react"
import { Link } from "wouter"
import { PlayBonusGame } from "../../../commands/casino/bonusGames/commands"
import type { BonusGameId } from "../../../domain/casino/bonusGames/catalogue"
import { countdownText, untilNextDailyPlay } from "../../../domain/casino/bonusGames/freePlays"
import { CHESTS, DRAGON_EGGS, DRAGON_LEVELS, FORTUNA_SECTORS, LOTTERY_NUMBERS, LOTTERY_PICKS, MEMORY_CARDS } from "../../../domain/casino/bonusGames/games"
import { buttonClass } from "../../kit/Button"
import { FieldError } from "../../kit/Field"
import { useBonusGames, useBonusGamesTexts } from "./useBonusGames"

const range = (n: number) => Array.from({ length: n }, (_, i) => i)
const SYMBOLS = ["★", "♥", "♦", "♣"]

/** A game's choice controls and the drawn outcome, shown once the play is back (`outcome`: the game's encoded form). */
interface Screen<C> {
  readonly initial: C
  readonly ready: (choice: C) => boolean
  readonly view: (props: { readonly choice: C; readonly setChoice: (c: C) => void; readonly outcome: any; readonly disabled: boolean; readonly t: any }) => ReactElement
}

const fortuna: Screen<Record<string, never>> = {
  initial: {},
  ready: () => true,
  view: ({ outcome }) => {
    const step = 360 / FORTUNA_SECTORS.length
    // The pointer is at the top: a landed sector's middle turns to it, after three whole turns.
    const turn = outcome === null ? 0 : 3 * 360 + (360 - (outcome.sector * step + step / 2))
    return (
      <div className="bonus-wheel">
        <div className="bonus-wheel__pointer" aria-hidden="true">▼</div>
        <div className="bonus-wheel__disc" style={{ transform: `rotate(${turn}deg)` }} data-testid="bonus-wheel">
          {FORTUNA_SECTORS.map((sector, i) => (
            <span key={i} className="bonus-wheel__label" style={{ transform: `rotate(${i * step + step / 2}deg) translateY(-92px)` }}>
              {sector.prize === 0 ? "0" : `×${sector.prize}`}
            </span>
          ))}
        </div>
      </div>
    )
  }
}

const chest: Screen<{ chest: number }> = {
  initial: { chest: 0 },
  ready: () => true,
  view: ({ choice, disabled, outcome, setChoice, t }) => (
    <div className="bonus-row">
      {range(CHESTS).map((i) => (
        <button
          key={i}
          type="button"
          disabled={disabled}
          aria-pressed={choice.chest === i}
          className={`bonus-tile bonus-tile--chest${choice.chest === i ? " bonus-tile--picked" : ""}${outcome === null ? "" : " bonus-tile--open"}`}
          onClick={() => setChoice({ chest: i })}
        >
          {outcome === null ? t("chestName", { n: i + 1 }) : `×${outcome.contents[i]}`}
        </button>
      ))}
    </div>
  )
}

const memory: Screen<{ cards: ReadonlyArray<number> }> = {
  initial: { cards: [] },
  ready: (c) => c.cards.length === 6,
  view: ({ choice, disabled, outcome, setChoice, t }) => (
    <div>
      <div className="bonus-row bonus-row--wrap">
        {range(MEMORY_CARDS).map((i) => {
          const at = choice.cards.indexOf(i)
          return (
            <button
              key={i}
              type="button"
              disabled={disabled || (at === -1 && choice.cards.length >= 6)}
              aria-pressed={at !== -1}
              className={`bonus-tile bonus-tile--card${at !== -1 ? " bonus-tile--picked" : ""}${outcome === null ? "" : " bonus-tile--open"}`}
              onClick={() => setChoice({ cards: at === -1 ? [...choice.cards, i] : choice.cards.filter((c) => c !== i) })}
            >
              {outcome === null ? (at === -1 ? "?" : `${Math.floor(at / 2) + 1}`) : SYMBOLS[outcome.board[i]]}
            </button>
          )
        })}
      </div>
      <p className="muted">{t("pickCards", { count: choice.cards.length })}</p>
    </div>
  )
}

const safe: Screen<{ code: ReadonlyArray<number> }> = {
  initial: { code: [0, 0, 0] },
  ready: () => true,
  view: ({ choice, disabled, outcome, setChoice }) => (
    <div className="bonus-row">
      {choice.code.map((digit, i) => (
        <div key={i} className="bonus-digit">
          <button type="button" disabled={disabled} className={buttonClass("secondary")} onClick={() => setChoice({ code: choice.code.map((d, j) => (j === i ? (d + 1) % 10 : d)) })}>
            ▲
          </button>
          <span className="bonus-tile">{digit}</span>
          {outcome === null ? null : <span className={`bonus-tile bonus-tile--open${outcome.code[i] === digit ? " bonus-tile--hit" : ""}`}>{outcome.code[i]}</span>}
        </div>
      ))}
    </div>
  )
}

const lottery: Screen<{ numbers: ReadonlyArray<number> }> = {
  initial: { numbers: [] },
  ready: (c) => c.numbers.length === LOTTERY_PICKS,
  view: ({ choice, disabled, outcome, setChoice, t }) => (
    <div>
      <div className="bonus-row bonus-row--wrap">
        {range(LOTTERY_NUMBERS).map((i) => {
          const n = i + 1
          const picked = choice.numbers.includes(n)
          const drawn = outcome !== null && outcome.drawn.includes(n)
          return (
            <button
              key={n}
              type="button"
              disabled={disabled || (!picked && choice.numbers.length >= LOTTERY_PICKS)}
              aria-pressed={picked}
              className={`bonus-ball${picked ? " bonus-tile--picked" : ""}${drawn ? " bonus-tile--hit" : ""}`}
              onClick={() => setChoice({ numbers: picked ? choice.numbers.filter((x) => x !== n) : [...choice.numbers, n] })}
            >
              {n}
            </button>
          )
        })}
      </div>
      <p className="muted">{t("pickNumbers", { count: choice.numbers.length })}</p>
    </div>
  )
}

const dragon: Screen<{ eggs: ReadonlyArray<number> }> = {
  initial: { eggs: [0, 0, 0, 0] },
  ready: () => true,
  view: ({ choice, disabled, outcome, setChoice, t }) => (
    <div className="bonus-tower">
      {range(DRAGON_LEVELS)
        .reverse()
        .map((level) => (
          <div key={level} className="bonus-row">
            <span className="muted bonus-tower__level">{t("level", { n: level + 1 })}</span>
            {range(DRAGON_EGGS).map((egg) => (
              <button
                key={egg}
                type="button"
                disabled={disabled}
                aria-pressed={choice.eggs[level] === egg}
                className={`bonus-tile${choice.eggs[level] === egg ? " bonus-tile--picked" : ""}${outcome === null ? "" : " bonus-tile--open"}`}
                onClick={() => setChoice({ eggs: choice.eggs.map((e, l) => (l === level ? egg : e)) })}
              >
                {outcome === null ? "🥚" : outcome.dragons[level] === egg ? "🐉" : "🥚"}
              </button>
            ))}
          </div>
        ))}
    </div>
  )
}

const SCREENS: Record<BonusGameId, Screen<any>> = { fortuna, chest, memory, safe, lottery, dragon }

/** A game's playable screen: the choice, the play button (a free play), the drawn outcome, animated, and the prize. */
export const GameScreen = ({ game }: { readonly game: BonusGameId }) => {
  const { t } = useBonusGamesTexts()
  const { dispatch, money, state, lng } = useBonusGames()
  const screen = SCREENS[game]
  const [choice, setChoice] = useState<unknown>(screen.initial)
  const [playId, setPlayId] = useState<string | null>(null)
  const [playing, setPlaying] = useState(false)
  const data = state.data
  const played = state.lastPlay !== null && state.lastPlay.playId === playId ? state.lastPlay : null
  const failed = state.playError !== null && state.playError.playId === playId ? state.playError.error : null
  const left = data?.freePlays.left ?? 0
  const play = async () => {
    const id = crypto.randomUUID()
    setPlayId(id)
    setPlaying(true)
    await dispatch(new PlayBonusGame({ playId: id, game, choice }))
    setPlaying(false)
  }
  const View = screen.view
  return (
    <section className="bonus-screen" aria-live="polite">
      <View
        choice={choice}
        setChoice={(next) => {
          setChoice(next)
          setPlayId(null)
        }}
        outcome={played?.outcome ?? null}
        disabled={playing}
        t={t}
      />
      <button type="button" className={buttonClass("primary")} disabled={playing || left === 0 || !screen.ready(choice)} onClick={() => void play()} data-testid="bonus-play">
        {playing ? t("playing") : t("play")}
      </button>
      {left === 0 && data !== null && played === null ? <p className="muted">{t("noFreePlay", { time: countdownText(untilNextDailyPlay(data.now)) })}</p> : null}
      {played === null ? null : (
        <p className="bonus-result" data-testid="bonus-prize">
          {played.prize > 0 ? t("prize", { amount: money(played.prize) }) : t("noPrize")}
          <span className="muted"> {t("fair", { nonce: played.seeds.nonce })}</span>{" "}
          <Link href={`/${lng}/casino/fairness/bonus/${played.playId}`} className="bonus-verify" data-testid="bonus-verify">
            {t("verify")}
          </Link>
        </p>
      )}
      {failed === null ? null : <FieldError>{t("failed", { reason: failed._tag === "ServerRefused" ? failed.title : failed._tag })}</FieldError>}
    </section>
  )
}
