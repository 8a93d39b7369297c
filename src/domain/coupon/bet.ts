import { Schema } from "effect"
import { type Game, type Market, MarketType, type Outcome, SportId } from "../sports/feed"
import { participantName } from "../sports/outright"

/**
 * A bet in the coupon (SPEC.md 3 "Bet entry"): one outcome of one market, with what the coupon shows of its game
 * and the flags the express rules read. The bet's id is its outcome's id, so one outcome is never in a coupon twice.
 */

/**
 * Market kinds as numbers (SPEC.md 5 names "market kind 7" without a table; the numbering is ours). Kind 7, correct
 * score, is the exotic market that the bonus bet leaves out.
 */
export const MARKET_KIND: Record<MarketType, number> = {
  "1x2": 1,
  winner: 2,
  doubleChance: 3,
  total: 4,
  handicap: 5,
  bothTeamsToScore: 6,
  correctScore: 7,
  outright: 8
}

export const BetMarket = Schema.Struct({
  /** The outcome's id. */
  id: Schema.String,
  /**
   * The coefficient the player saw when adding the bet, or the latest the line sent while it sits in the coupon. Finite,
   * like the line: a bet is in the log, and JSON writes NaN and the infinities as null, so an export could not be read back.
   */
  coef: Schema.Finite,
  sportId: SportId,
  /** The market's id (its game, type, period and line). */
  marketId: Schema.String,
  typeId: MarketType,
  /** MARKET_KIND of typeId. */
  kind: Schema.Int,
  /** The outcome's kind: "1", "X", "over", "2:1", ... */
  outcome: Schema.String,
  /**
   * The outcome's own name where its kind is only a number: an outright's participant (src/domain/sports/outright.ts).
   * Absent on every other outcome, whose kind is its name, and in logs recorded before outrights.
   */
  outcomeName: Schema.optional(Schema.String),
  period: Schema.Int,
  line: Schema.NullOr(Schema.Finite),
  isLive: Schema.Boolean,
  champId: Schema.String,
  gameId: Schema.String
})
export type BetMarket = typeof BetMarket.Type

/** SPEC.md 3: statusId -2 is a bet that is not placed yet (the default); placed bets take the result's status. */
export const BET_NOT_PLACED = -2

export const BetEntry = Schema.Struct({
  market: BetMarket,
  /** Block of the block system (coupon type 4); 0 elsewhere. */
  blockId: Schema.Int,
  statusId: Schema.Int,
  home: Schema.String,
  away: Schema.String,
  champName: Schema.String,
  score: Schema.NullOr(Schema.Struct({ home: Schema.Int, away: Schema.Int })),
  startsAt: Schema.Int,
  gameStatus: Schema.Literal("line", "live", "finished"),
  /** The market is suspended or closed, or the outcome left the line: the bet cannot be placed as it is. */
  isBlocked: Schema.Boolean,
  /** Another bet of the coupon is on the same game: the two cannot share an express line. */
  isDepend: Schema.Boolean,
  /** The line does not take this outcome in an express (single only). */
  isBannedExpress: Schema.Boolean,
  /** The outcome cannot be a banker of a system. */
  isDisabledBanker: Schema.Boolean,
  /** A banker of a system (type 2): in every line. */
  banker: Schema.Boolean
})
export type BetEntry = typeof BetEntry.Type

/**
 * Our line's rule for `isBannedExpress`: a live correct score moves with every goal, so it is taken as a single
 * only (a common bookmaker's rule; SPEC.md names the flag, not when it is set).
 */
export const isBannedFromExpress = (market: Pick<Market, "type">, live: boolean): boolean => live && market.type === "correctScore"

/** Bankers are whole-game markets only: a banker on a period that is already played would decide every line. */
export const isDisabledAsBanker = (market: Pick<Market, "period">): boolean => market.period !== 0

const outcomeNameOf = (game: Pick<Game, "participants">, market: Pick<Market, "type">, outcome: Pick<Outcome, "kind">): { readonly outcomeName?: string } => {
  const name = market.type === "outright" ? participantName(game.participants ?? [], outcome.kind) : undefined
  return name === undefined ? {} : { outcomeName: name }
}

/**
 * The bet for an outcome of a game, as it enters the coupon (its `isDepend` is set by the coupon it joins). Two
 * outcomes of one outright are two bets on one game, so they never share an express line either.
 */
export const betEntryOf = (game: Game, market: Market, outcome: Outcome): BetEntry => ({
  market: {
    id: outcome.id,
    coef: outcome.price,
    sportId: game.sportId,
    marketId: market.id,
    typeId: market.type,
    kind: MARKET_KIND[market.type],
    outcome: outcome.kind,
    ...outcomeNameOf(game, market, outcome),
    period: market.period,
    line: market.line,
    isLive: game.status === "live",
    champId: game.championshipId,
    gameId: game.id
  },
  blockId: 0,
  statusId: BET_NOT_PLACED,
  home: game.home,
  away: game.away,
  champName: game.championshipName,
  score: game.status === "line" ? null : game.score,
  startsAt: game.startsAt,
  gameStatus: game.status,
  isBlocked: market.status !== "open",
  isDepend: false,
  isBannedExpress: isBannedFromExpress(market, game.status === "live"),
  isDisabledBanker: isDisabledAsBanker(market),
  banker: false
})

/** SPEC.md 3 derived flags. */
export const isLiveBet = (bet: BetEntry): boolean => bet.market.isLive
export const isFinishedBet = (bet: BetEntry): boolean => bet.gameStatus === "finished"
/** Locked: shown greyed with its lock, and placing waits until it is removed or its market reopens. */
export const isLockedBet = (bet: BetEntry): boolean => bet.isBlocked || isFinishedBet(bet)

/** Marks every bet that shares its game with another bet of the list (SPEC.md 3 isDepend). */
export const markDependent = (bets: ReadonlyArray<BetEntry>): ReadonlyArray<BetEntry> => {
  const perGame = new Map<string, number>()
  for (const bet of bets) perGame.set(bet.market.gameId, (perGame.get(bet.market.gameId) ?? 0) + 1)
  return bets.map((bet) => {
    const isDepend = perGame.get(bet.market.gameId)! > 1
    return bet.isDepend === isDepend ? bet : { ...bet, isDepend }
  })
}
