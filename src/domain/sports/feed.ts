import { Schema } from "effect"

/**
 * The line as the feed publishes it (the `sports` contract group and the simulator share these Schemas): sports,
 * championships, games with their markets and outcomes, results, and the changes a versioned poll carries.
 * Times are epoch milliseconds; prices are decimal coefficients (src/domain/sports/oddsFormats.ts formats them).
 */
export const SportId = Schema.Literal(
  "football",
  "tennis",
  "basketball",
  "icehockey",
  "volleyball",
  "tabletennis",
  "cricket",
  "mma",
  "cs2",
  "dota2",
  "lol",
  "virtualfootball",
  "cyberfootball",
  // Outrights (src/domain/sports/outright.ts): elections and leadership contests, virtual marble races.
  "politics",
  "marble"
)
export type SportId = typeof SportId.Type

export const Section = Schema.Literal("live", "line")
export type Section = typeof Section.Type

/** Cyber-sport kinds: real e-sports disciplines, virtual sports, streamed cyber football. */
export const CyberType = Schema.Literal("real", "virtual", "stream")
export type CyberType = typeof CyberType.Type

/**
 * Championships that have a page type of their own (SPEC.md 2.2); `champ` is the generic championship page. `scf` is
 * our reading of a name the spec leaves unexplained: the (UEFA) Super Cup Final, a championship of one final game.
 */
export const ChampionshipPage = Schema.Literal("champ", "epl", "laliga", "europaleague", "ipl", "scf", "nbafinals", "nhlfinals", "fifacwc", "ufc")
export type ChampionshipPage = typeof ChampionshipPage.Type

export const Sport = Schema.Struct({ id: SportId, name: Schema.String, cyber: Schema.NullOr(CyberType) })
export type Sport = typeof Sport.Type

export const Championship = Schema.Struct({
  id: Schema.String,
  sportId: SportId,
  country: Schema.String,
  name: Schema.String,
  page: Schema.NullOr(ChampionshipPage)
})
export type Championship = typeof Championship.Type

export const FeedScore = Schema.Struct({ home: Schema.Int, away: Schema.Int })
export type FeedScore = typeof FeedScore.Type

/**
 * An outcome's kind: "1" "X" "2", "1X" "12" "X2", "over" "under", "home" "away", "yes" "no", a score "2:1", or in an
 * outright's market a participant's number "1" to "16".
 */
export const Outcome = Schema.Struct({ id: Schema.String, kind: Schema.String, price: Schema.Number })
export type Outcome = typeof Outcome.Type

/** `outright`: an outright's one market, on which of its participants wins (src/domain/sports/outright.ts). */
export const MarketType = Schema.Literal("1x2", "winner", "doubleChance", "total", "handicap", "bothTeamsToScore", "correctScore", "outright")
export type MarketType = typeof MarketType.Type

/** open: prices can be taken; suspended: locked for a moment (a goal); closed: its period is over. */
export const MarketStatus = Schema.Literal("open", "suspended", "closed")
export type MarketStatus = typeof MarketStatus.Type

/** `period` 0 is the whole game; 1, 2, ... a period (half, set, quarter, map). */
export const Market = Schema.Struct({
  id: Schema.String,
  type: MarketType,
  period: Schema.Int,
  line: Schema.NullOr(Schema.Number),
  status: MarketStatus,
  outcomes: Schema.Array(Outcome)
})
export type Market = typeof Market.Type

/**
 * What an outright carries (src/domain/sports/outright.ts), absent on a match, so the thousands of matches in an
 * answer carry no empty lists: its participants (an outright's `home` is the event's name, its `away` empty), and their
 * numbers in running order (a race in play) or finishing order (a finished event; empty before).
 */
const Outright = {
  participants: Schema.optional(Schema.Array(Schema.String)),
  order: Schema.optional(Schema.Array(Schema.Int))
}

export const GameStatus = Schema.Literal("line", "live", "finished")
export type GameStatus = typeof GameStatus.Type

/**
 * A game without its markets. `clock` is the seconds played in the current period at the time `clockAt`, and
 * while `clockRunning` it goes on by itself (a client shows clock + (now − clockAt)), so a running clock is no
 * change to poll for; sports that keep no clock have null.
 */
export const GameHeader = Schema.Struct({
  id: Schema.String,
  sportId: SportId,
  championshipId: Schema.String,
  // The championship's name and country travel with each game, as real feeds send them, so a list of games from
  // many championships (top games, favorites) can be grouped and labelled without another call. Logs recorded
  // before these fields read them as unknown.
  championshipName: Schema.optionalWith(Schema.String, { default: () => "" }),
  country: Schema.optionalWith(Schema.String, { default: () => "" }),
  /** The bookmaker holds a video stream of the game (SPEC.md 3 betting state: only with videos). */
  video: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  startsAt: Schema.Int,
  home: Schema.String,
  away: Schema.String,
  status: GameStatus,
  score: FeedScore,
  periodScores: Schema.Array(FeedScore),
  period: Schema.Int,
  clock: Schema.NullOr(Schema.Int),
  clockAt: Schema.NullOr(Schema.Int),
  clockRunning: Schema.Boolean,
  top: Schema.Boolean,
  ...Outright
})
export type GameHeader = typeof GameHeader.Type

export const Game = Schema.Struct({ ...GameHeader.fields, markets: Schema.Array(Market) })
export type Game = typeof Game.Type

export const GameResult = Schema.Struct({
  id: Schema.String,
  sportId: SportId,
  championshipId: Schema.String,
  // As on GameHeader: results of many championships are listed under their names; old logs read them as unknown.
  championshipName: Schema.optionalWith(Schema.String, { default: () => "" }),
  country: Schema.optionalWith(Schema.String, { default: () => "" }),
  startsAt: Schema.Int,
  finishedAt: Schema.Int,
  home: Schema.String,
  away: Schema.String,
  score: FeedScore,
  periodScores: Schema.Array(FeedScore),
  // An outright's result is its finishing order: the winner first.
  ...Outright
})
export type GameResult = typeof GameResult.Type

/**
 * A list of games as a poll answers it. `full`: `games` are whole games and replace what the caller held.
 * Otherwise `games` hold, per game that changed since the caller's version, its header, and only the markets
 * and outcomes that changed (a game new to the caller comes whole); `removed` names games that left the list
 * (finished, or gone from line to live).
 */
export const GamesAnswer = Schema.Struct({
  version: Schema.Int,
  full: Schema.Boolean,
  games: Schema.Array(Game),
  removed: Schema.Array(Schema.String)
})
export type GamesAnswer = typeof GamesAnswer.Type
