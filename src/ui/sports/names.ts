import type { useAreaTexts } from "../i18n/areaTexts"
import { isOutright, participantName } from "../../domain/sports/outright"
import type { GameView } from "../../projections/sports/line"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]
type MarketView = GameView["markets"][number]

const signed = (line: number): string => (line > 0 ? `+${line}` : String(line))

/** A market's name: its type with its line, and the period when it is not the whole game. */
export const marketName = (t: T, market: Pick<MarketView, "type" | "line" | "period">): string => {
  const name =
    market.type === "total"
      ? t("markets.total", { line: market.line ?? "" })
      : market.type === "handicap"
        ? t("markets.handicap", { line: market.line === null ? "" : signed(market.line) })
        : t(`markets.${market.type}`)
  return market.period === 0 ? name : t("markets.period", { name, period: market.period })
}

/**
 * An outcome's name as a player reads it: 1, X, 2 and scores as they are; sides by the team's name; an outright's
 * participant by their name (every market of an outright is on its participants).
 */
export const outcomeName = (t: T, game: Pick<GameView, "home" | "away"> & { readonly participants?: ReadonlyArray<string> | undefined }, kind: string): string => {
  if (isOutright(game)) return participantName(game.participants!, kind) ?? kind
  switch (kind) {
    case "home":
      return game.home
    case "away":
      return game.away
    case "over":
    case "under":
    case "yes":
    case "no":
      return t(`outcomes.${kind}`)
    default:
      return kind
  }
}
