import { isOutright } from "../../domain/sports/outright"
import type { GameView } from "../../projections/sports/line"
import type { useAreaTexts } from "../i18n/areaTexts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

const twoDigits = (n: number) => String(n).padStart(2, "0")

/** mm:ss of a clock in seconds. */
const clockText = (seconds: number) => `${twoDigits(Math.floor(seconds / 60))}:${twoDigits(seconds % 60)}`

interface GameStatusProps {
  readonly t: T
  readonly game: GameView
  readonly lng: string
  /** When the list's last answer came: a running clock is shown as it stood then, and moves with each poll. */
  readonly polledAt: number | null
  /** SPEC.md 3 "detailed score": each finished period's score after the game's. */
  readonly detailed?: boolean
}

/** A game's state in a few words: the start time on the line; live the score, the period and its clock. */
export const GameStatus = ({ t, game, lng, polledAt, detailed = false }: GameStatusProps) => {
  const now = polledAt ?? game.clockAt ?? 0
  if (game.status === "line") {
    const start = new Date(game.startsAt).toLocaleString(lng, { day: "2-digit", month: "short", hour: "2-digit", minute: "2-digit" })
    return (
      <span className="game-status">
        <span className="game-status__label">{t("games.status.line")}</span> <time dateTime={new Date(game.startsAt).toISOString()}>{start}</time>
      </span>
    )
  }
  const clock =
    game.clock === null || game.clockAt === null
      ? null
      : clockText(game.clock + (game.clockRunning ? Math.max(0, Math.floor((now - game.clockAt) / 1000)) : 0))
  return (
    <span className={`game-status game-status--${game.status}`}>
      <span className="game-status__label">{t(`games.status.${game.status}`)}</span>{" "}
      {/* An outright scores nothing: its places are its state (OutrightEvent shows them). */}
      {isOutright(game) ? null : (
        <strong className="game-status__score" data-testid="score">
          {game.score.home}:{game.score.away}
        </strong>
      )}
      {detailed && game.periodScores.length > 0 ? (
        <span className="game-status__periods" data-testid="period-scores">
          {" "}
          ({game.periodScores.map((period) => `${period.home}:${period.away}`).join(", ")})
        </span>
      ) : null}
      {game.status === "live" && game.period > 0 ? <span className="game-status__period"> · {game.period}</span> : null}
      {clock === null || game.status !== "live" ? null : <span className="game-status__clock"> · {clock}</span>}
    </span>
  )
}
