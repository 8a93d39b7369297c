import { Schema } from "effect"
import { type FeedScore, GameHeader, type Game, type Market, MarketStatus, MarketType, type Outcome } from "../../domain/sports/feed"
import { defineKeyedProjection } from "../keyed"
import type { EventOf } from "../projection"

type SportsGamesChanged = EventOf<"SportsGamesChanged">

/**
 * The line in three keyed collections (ARCHITECTURE 4), so one changed price re-renders one cell: a game's
 * header and the shape of its markets; each market's status; each outcome's price with where it came from.
 */

export const GameView = Schema.Struct({
  ...GameHeader.fields,
  markets: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      type: MarketType,
      period: Schema.Int,
      line: Schema.NullOr(Schema.Number),
      outcomes: Schema.Array(Schema.Struct({ id: Schema.String, kind: Schema.String }))
    })
  )
})
export type GameView = typeof GameView.Type
type MarketView = GameView["markets"][number]

/** How many past prices an outcome keeps for its chart on the game page. */
export const PRICE_HISTORY = 30

export const PriceView = Schema.Struct({
  price: Schema.Number,
  /** The price before the last change; null for the first one seen. */
  previous: Schema.NullOr(Schema.Number),
  /** The feed's version at the last change: a change shown for a moment is keyed by it. */
  version: Schema.Int,
  /** The prices seen, oldest first, at most PRICE_HISTORY. */
  history: Schema.Array(Schema.Number)
})
export type PriceView = typeof PriceView.Type

interface ChangeIndex {
  readonly games: ReadonlyMap<string, Game>
  readonly markets: ReadonlyMap<string, Market>
  readonly outcomes: ReadonlyMap<string, Outcome>
}

// An answer of 500 games is looked up once per key; its index is built once per event. The three collections ask
// for it once per key each (860 times a poll), mostly about the event asked about last.
const indexes = new WeakMap<SportsGamesChanged, ChangeIndex>()
let lastEvent: SportsGamesChanged | undefined
let lastIndex: ChangeIndex | undefined
const indexOf = (event: SportsGamesChanged): ChangeIndex => {
  if (event === lastEvent) return lastIndex!
  let index = indexes.get(event)
  if (index === undefined) {
    const games = new Map<string, Game>()
    const markets = new Map<string, Market>()
    const outcomes = new Map<string, Outcome>()
    for (const game of event.games) {
      games.set(game.id, game)
      for (const market of game.markets) {
        markets.set(market.id, market)
        for (const outcome of market.outcomes) outcomes.set(outcome.id, outcome)
      }
    }
    index = { games, markets, outcomes }
    indexes.set(event, index)
  }
  lastEvent = event
  lastIndex = index
  return index
}

const sameScore = (a: FeedScore, b: FeedScore): boolean => a.home === b.home && a.away === b.away

/** An outright's participants or places (absent on a match). */
const sameList = <A>(a: ReadonlyArray<A> | undefined, b: ReadonlyArray<A> | undefined): boolean =>
  a === b || (a !== undefined && b !== undefined && a.length === b.length && a.every((item, i) => item === b[i]))

const samePeriodScores = (a: ReadonlyArray<FeedScore>, b: ReadonlyArray<FeedScore>): boolean => {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (!sameScore(a[i]!, b[i]!)) return false
  return true
}

/** Field by field: every poll compares the header of each game it names, so no strings are built for it. */
const sameHeader = (a: GameHeader, b: GameHeader): boolean =>
  a.status === b.status &&
  a.period === b.period &&
  a.clock === b.clock &&
  a.clockAt === b.clockAt &&
  a.clockRunning === b.clockRunning &&
  a.startsAt === b.startsAt &&
  a.top === b.top &&
  a.home === b.home &&
  a.away === b.away &&
  a.sportId === b.sportId &&
  a.championshipId === b.championshipId &&
  sameScore(a.score, b.score) &&
  samePeriodScores(a.periodScores, b.periodScores) &&
  sameList(a.order, b.order) &&
  sameList(a.participants, b.participants)

const marketView = (market: Market): MarketView => ({
  id: market.id,
  type: market.type,
  period: market.period,
  line: market.line,
  outcomes: market.outcomes.map((outcome) => ({ id: outcome.id, kind: outcome.kind }))
})

const NO_MARKETS: ReadonlyArray<Market> = []

/**
 * The changed markets the view does not have yet. A game on a list has a few markets: a scan, not a set built for
 * each game of every poll; a game page's hundred markets get the set.
 */
const marketsAdded = (known: ReadonlyArray<MarketView>, changed: ReadonlyArray<Market>): ReadonlyArray<Market> => {
  if (known.length * changed.length > 64) {
    const ids = new Set(known.map((market) => market.id))
    return changed.filter((market) => !ids.has(market.id))
  }
  let added: Array<Market> | undefined
  for (const market of changed) {
    let found = false
    for (const view of known) if (view.id === market.id) found = true
    if (!found) (added ??= []).push(market)
  }
  return added ?? NO_MARKETS
}

/** The game's view after a change: the header as sent, markets new to it added; the same view when nothing moved. */
export const gameViewAfter = (current: GameView | undefined, change: Game): GameView => {
  if (current === undefined) {
    const { markets, ...header } = change
    return { ...header, markets: markets.map(marketView) }
  }
  const added = marketsAdded(current.markets, change.markets)
  if (added.length === 0 && sameHeader(current, change)) return current
  const { markets: _changed, ...header } = change
  return { ...header, markets: added.length === 0 ? current.markets : [...current.markets, ...added.map(marketView)] }
}

export const sportsGamesProjection = defineKeyedProjection({
  name: "sportsGames",
  value: GameView,
  tags: ["SportsGamesChanged"],
  keysOf: (event) => indexOf(event).games.keys(),
  update: (current, event, key) => gameViewAfter(current, indexOf(event).games.get(key)!)
})

/** A market's status; a suspended or closed market's outcomes are locked (SPEC.md 4). */
export const sportsMarketsProjection = defineKeyedProjection({
  name: "sportsMarkets",
  value: MarketStatus,
  tags: ["SportsGamesChanged"],
  keysOf: (event) => indexOf(event).markets.keys(),
  update: (current, event, key) => {
    const status = indexOf(event).markets.get(key)!.status
    return status === current ? current : status
  }
})

/** The price after a change: the same view when the price did not move. */
export const priceAfter = (current: PriceView | undefined, price: number, version: number): PriceView => {
  if (current !== undefined && current.price === price) return current
  // One copy of the kept part with the new price at its end (a poll moves hundreds of prices).
  const kept = current === undefined ? [] : current.history
  const from = Math.max(0, kept.length - (PRICE_HISTORY - 1))
  const history = new Array<number>(kept.length - from + 1)
  for (let i = from; i < kept.length; i++) history[i - from] = kept[i]!
  history[history.length - 1] = price
  return { price, previous: current?.price ?? null, version, history }
}

export const sportsPricesProjection = defineKeyedProjection({
  name: "sportsPrices",
  value: PriceView,
  tags: ["SportsGamesChanged"],
  keysOf: (event) => indexOf(event).outcomes.keys(),
  update: (current, event, key) => priceAfter(current, indexOf(event).outcomes.get(key)!.price, event.version)
})
