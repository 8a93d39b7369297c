import { Schema } from "effect"
import { cyberTypeOf } from "./cyber"
import type { MarketType, SportId } from "./feed"

/**
 * How the player's settings shape a list of the line (SPEC.md 3 global settings, betting state and filters). Pure:
 * the views ask these rules, the tests hammer them.
 */

/** SPEC.md 3 "Filters": which games of a list are shown, by time. */
export const TimeFilter = Schema.Literal("all", "upcoming_events", "first_period", "second_period", "recommended")
export type TimeFilter = typeof TimeFilter.Type
export const TIME_FILTERS: ReadonlyArray<TimeFilter> = TimeFilter.literals

/** Where SPEC.md is silent: "upcoming events" are line games that start within the next three hours, as major books show "starting soon". */
export const UPCOMING_WINDOW_MS = 3 * 60 * 60 * 1000

/** E-sports, virtual and streamed cyber sports: what the "sports only" setting hides. */
export const isCyberSport = (sportId: SportId): boolean => cyberTypeOf(sportId) !== null

export interface ListedGame {
  readonly sportId: SportId
  readonly status: "line" | "live" | "finished"
  readonly startsAt: number
  readonly period: number
  readonly top: boolean
  readonly video: boolean
}

export interface GameFilters {
  readonly timeFilter: TimeFilter
  readonly onlyWithVideos: boolean
  readonly sportsOnly: boolean
}

/**
 * Whether a game stays in a list. `now` is the time of the list's last answer (views keep no clocks). The period
 * filters keep live games in that period; "recommended" keeps the book's top games.
 */
export const passesFilters = (game: ListedGame, filters: GameFilters, now: number): boolean => {
  if (filters.sportsOnly && isCyberSport(game.sportId)) return false
  if (filters.onlyWithVideos && !game.video) return false
  switch (filters.timeFilter) {
    case "all":
      return true
    case "upcoming_events":
      return game.status === "line" && game.startsAt >= now && game.startsAt - now <= UPCOMING_WINDOW_MS
    case "first_period":
      return game.status === "live" && game.period === 1
    case "second_period":
      return game.status === "live" && game.period === 2
    case "recommended":
      return game.top
  }
}

export interface MarketShape {
  readonly type: MarketType
  readonly period: number
  readonly line: number | null
}

/** The middle line of a market type (the lower one of two): the balanced line a bookmaker leads with. */
const mainLine = <M extends MarketShape>(markets: ReadonlyArray<M>, type: MarketType): M | undefined => {
  const lines = markets.filter((m) => m.period === 0 && m.type === type)
  return lines[Math.floor((lines.length - 1) / 2)]
}

/**
 * The markets a row of the line shows. European view (0): the match result (1X2, or the winner where there is no
 * draw). Asian view (1): the main handicap and the main total, as Asian books lead with them; a game without
 * either falls back to its result market.
 */
export const rowMarketsOf = <M extends MarketShape>(markets: ReadonlyArray<M>, viewType: 0 | 1): ReadonlyArray<M> => {
  const result = markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner"))
  if (viewType === 1) {
    const asian = [mainLine(markets, "handicap"), mainLine(markets, "total")].filter((m): m is M => m !== undefined)
    if (asian.length > 0) return asian
  }
  return result === undefined ? [] : [result]
}

/** The markets the game page shows under a market filter; an empty filter shows them all. */
export const marketsShown = <M extends MarketShape>(markets: ReadonlyArray<M>, filter: ReadonlySet<MarketType>): ReadonlyArray<M> =>
  filter.size === 0 ? markets : markets.filter((m) => filter.has(m.type))

export interface GroupedGame {
  readonly id: string
  readonly championshipId: string
  readonly championshipName: string
  readonly country: string
}

export interface GameGroup {
  /** A championship's id, or a country's name. */
  readonly key: string
  readonly label: string
  readonly ids: ReadonlyArray<string>
}

/**
 * Rows under headings: by championship (SPEC.md "group by category"), by country ("group by country"), or by
 * country and then championship when both are on. Groups come in the order of their first game, and games keep
 * their order inside a group, so a list sorted by start time stays sorted within each heading.
 */
export const groupGames = (games: ReadonlyArray<GroupedGame>, by: { readonly country: boolean; readonly category: boolean }): ReadonlyArray<GameGroup> => {
  if (!by.country && !by.category) return [{ key: "", label: "", ids: games.map((g) => g.id) }]
  const groups = new Map<string, { label: string; ids: Array<string> }>()
  for (const game of games) {
    const key = by.category ? `${by.country ? `${game.country}/` : ""}${game.championshipId}` : game.country
    const label = by.category ? (by.country ? `${game.country} · ${game.championshipName}` : game.championshipName) : game.country
    const group = groups.get(key)
    if (group === undefined) groups.set(key, { label, ids: [game.id] })
    else group.ids.push(game.id)
  }
  return [...groups].map(([key, group]) => ({ key, label: group.label, ids: group.ids }))
}
