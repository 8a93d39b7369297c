import type { MarketStatus, SportId } from "./feed"

/**
 * How the top live games are ranked: by interest, not by start time (a list by start time opens with the oldest games,
 * whose markets are mostly locked). A game with no open market (all suspended or closed) is locked and comes after
 * every game a player can bet on; among the others, more open markets and a more popular game rank higher; what
 * interest leaves equal goes by start time, then by the order the list came in (the sort is stable).
 */

/** What ranks a game: how many of its markets are open, how popular it is (0 to 1), when it starts. */
export interface Interest {
  readonly openMarkets: number
  readonly popularity: number
  readonly startsAt: number
}

/**
 * How much a sport is bet on, relative to football: the shares of the book's line (a feed that counts bets per game
 * can give a game's own popularity instead).
 */
const SPORT_SHARE: Readonly<Record<SportId, number>> = {
  football: 30,
  tennis: 12,
  basketball: 10,
  icehockey: 8,
  tabletennis: 8,
  volleyball: 6,
  cs2: 5,
  cricket: 4,
  dota2: 4,
  lol: 4,
  mma: 3,
  virtualfootball: 3,
  cyberfootball: 3,
  politics: 2,
  marble: 1
}

/** A game's popularity from its sport's share, halved outside the top championships. */
export const popularityOf = (game: { readonly sportId: SportId; readonly top: boolean }): number => (SPORT_SHARE[game.sportId] / SPORT_SHARE.football) * (game.top ? 1 : 0.5)

/** A game's interest from its header and its markets' statuses. */
export const interestOf = (game: { readonly sportId: SportId; readonly top: boolean; readonly startsAt: number }, statuses: ReadonlyArray<MarketStatus | undefined>): Interest => ({
  openMarkets: statuses.reduce((open, status) => (status === "open" ? open + 1 : open), 0),
  popularity: popularityOf(game),
  startsAt: game.startsAt
})

export const isLocked = (interest: Interest): boolean => interest.openMarkets === 0

/** Open markets weighed by popularity: a popular game's markets count up to twice. */
const scoreOf = (interest: Interest) => interest.openMarkets * (1 + interest.popularity)

/** Negative when `a` ranks above `b`: locked games last, then the higher score, then the earlier start. */
export const compareInterest = (a: Interest, b: Interest): number =>
  Number(isLocked(a)) - Number(isLocked(b)) || scoreOf(b) - scoreOf(a) || a.startsAt - b.startsAt

/** The games ranked by interest; games of equal interest keep their order. */
export const rankByInterest = <G>(games: ReadonlyArray<G>, interest: (game: G) => Interest): ReadonlyArray<G> =>
  games
    .map((game, index) => ({ game, index, interest: interest(game) }))
    .sort((a, b) => compareInterest(a.interest, b.interest) || a.index - b.index)
    .map((entry) => entry.game)
