/**
 * A tournament's standings and prizes (SPEC.md bonus/casino/tournaments). Points are kept in hundredths: at a game's
 * full weight (100%) one point per 1.00 staked, so a stake of 250 minor units (2.50) earns 250 hundredths (2.50 points).
 *
 * The tie rule: places go by points, most first; of two entrants with the same points the one who reached that score
 * earlier is ahead, and of two who reached it at the same instant the one who joined first (the smaller entry id).
 * So every entrant has a place of their own and the prize table is paid place by place, never split. Only entrants
 * with points win a prize: an entrant who joined and played nothing that counts takes no place in the prize table.
 */

/** One entrant as the standings read them. */
export interface Entrant {
  readonly entryId: number
  readonly userId: number
  /** Hundredths of a point. */
  readonly points: number
  /** When the entrant reached their points (epoch ms; when they joined, before any points). */
  readonly reachedAt: number
}

export interface PrizePlace {
  /** 1 for the first place. */
  readonly place: number
  /** Minor units of the tournament's currency. */
  readonly amount: number
}

export interface Prize extends PrizePlace {
  readonly entryId: number
  readonly userId: number
}

/** At most this many places in a prize table. */
export const MAX_PRIZE_PLACES = 100
/** A game's weight is a percentage of its stakes that counts: 1 to 100. */
export const MAX_GAME_WEIGHT = 100

/** The order of the standings: points (most first), then earlier reach, then earlier entry. */
export const compareEntrants = (a: Entrant, b: Entrant): number => b.points - a.points || a.reachedAt - b.reachedAt || a.entryId - b.entryId

/** Every entrant with their place (1, 2, 3, ...: never shared). */
export const standings = <E extends Entrant>(entrants: ReadonlyArray<E>): ReadonlyArray<E & { readonly place: number }> =>
  [...entrants].sort(compareEntrants).map((entrant, i) => ({ ...entrant, place: i + 1 }))

/** The prizes of a finished tournament: each place of the table to the entrant in it, if one with points holds it. */
export const allocatePrizes = (entrants: ReadonlyArray<Entrant>, table: ReadonlyArray<PrizePlace>): ReadonlyArray<Prize> => {
  const ranked = standings(entrants.filter((e) => e.points > 0))
  const byPlace = new Map(table.map((p) => [p.place, p.amount]))
  return ranked.flatMap((entrant) => {
    const amount = byPlace.get(entrant.place)
    return amount === undefined ? [] : [{ place: entrant.place, amount, entryId: entrant.entryId, userId: entrant.userId }]
  })
}

/** The hundredths of a point a stake earns at a game's weight (percent), rounded down. */
export const pointsOf = (stake: number, weight: number): number => Math.floor((stake * weight) / 100)

/** What is wrong with a prize table, or null: places 1, 2, ... in order, each a positive whole amount. */
export const prizeTableProblem = (table: ReadonlyArray<PrizePlace>): string | null => {
  if (table.length === 0) return "a prize table has at least one place"
  if (table.length > MAX_PRIZE_PLACES) return `a prize table has at most ${MAX_PRIZE_PLACES} places`
  for (const [i, p] of table.entries()) {
    if (p.place !== i + 1) return `the places are 1, 2, 3, ... in order: place ${i + 1} is missing`
    if (!Number.isSafeInteger(p.amount) || p.amount <= 0) return `the prize of place ${p.place} is a positive whole amount`
  }
  return null
}

/** The sum of a prize table: what the tournament pays when every place is taken. */
export const prizePool = (table: ReadonlyArray<PrizePlace>): number => table.reduce((sum, p) => sum + p.amount, 0)

export type TournamentPhase = "upcoming" | "running" | "finished"

/** Where a tournament stands at `now`: before its start, in its window [start, end), or past its end. */
export const phaseOf = (startsAt: number, endsAt: number, now: number): TournamentPhase => (now < startsAt ? "upcoming" : now < endsAt ? "running" : "finished")
