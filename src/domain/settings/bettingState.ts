import { Schema } from "effect"
import { MarketType } from "../sports/feed"
import { TimeFilter } from "../sports/lineFilters"
import { parseStoredRecord } from "./storedRecord"

const Flag = Schema.Literal(0, 1)

/**
 * SPEC.md 3 "Betting state" and the time filter, as this browser keeps them (local storage, like the global
 * settings). `filteredMarkets` is the spec's comma list of market types the game page shows; empty shows all.
 * The section the player bets in is the route's (/{lng}/{live|line}), and the cyber type the cyber page's: the
 * route owns them, so they are not copied here.
 */
export const BettingState = Schema.Struct({
  groupByCategory: Flag,
  wideScoreboard: Flag,
  onlyWithVideos: Flag,
  filteredMarkets: Schema.String.pipe(Schema.pattern(/^([A-Za-z0-9]+(,[A-Za-z0-9]+)*)?$/)),
  timeFilter: TimeFilter
}).annotations({ identifier: "BettingState" })
export type BettingState = typeof BettingState.Type

export const DEFAULT_BETTING_STATE: BettingState = {
  groupByCategory: 0,
  wideScoreboard: 0,
  onlyWithVideos: 0,
  filteredMarkets: "",
  timeFilter: "all"
}

export const BettingStatePatch = Schema.partial(BettingState)
export type BettingStatePatch = typeof BettingStatePatch.Type

export const BETTING_STATE_STORAGE_KEY = "oddsfold.bettingState"

export const parseStoredBettingState = (text: string | undefined): BettingStatePatch => parseStoredRecord(BettingState.fields, text)

/** The market types of a filter list, in the feed's order; unknown names (an older or newer client's) are ignored. */
export const marketFilterOf = (list: string): ReadonlySet<MarketType> => {
  const named = new Set(list.split(","))
  return new Set(MarketType.literals.filter((type) => named.has(type)))
}

/** The list form of a set of market types, in the feed's order, so the same choice is always the same string. */
export const marketFilterList = (types: ReadonlySet<MarketType>): string => MarketType.literals.filter((type) => types.has(type)).join(",")
