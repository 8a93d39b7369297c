import type { NewTournament } from "../../src/domain/api/tournaments"

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Places 4 to 10 of the demo casino tournament: 500.00 each. */
const smallPlaces = Array.from({ length: 7 }, (_, i) => ({ place: i + 4, amount: 500_00 }))

/**
 * The tournaments a non-production server keeps running for its demo (so the pages are never empty): a week-long casino
 * tournament over the in-house games and a week-long sports one at odds of 1.50 or more, both in roubles (the demo
 * player's currency), made again, with a key of their start, once the last one has ended.
 */
export const demoTournaments = (now: number): ReadonlyArray<NewTournament> => {
  const startsAt = Math.floor(now / HOUR) * HOUR
  const day = new Date(startsAt).toISOString().slice(0, 13).replace(/[^0-9]/g, "")
  return [
    {
      key: `demo-casino-${day}`,
      kind: "casino",
      titleEn: "Spin sprint",
      titleRu: "Спринт вращений",
      currency: "RUB",
      startsAt,
      endsAt: startsAt + 7 * DAY,
      prizes: [{ place: 1, amount: 10_000_00 }, { place: 2, amount: 5_000_00 }, { place: 3, amount: 2_500_00 }, ...smallPlaces],
      games: [
        { gameId: "dice", weight: 100 },
        { gameId: "plinko", weight: 100 },
        { gameId: "slot", weight: 100 },
        { gameId: "keno", weight: 100 },
        { gameId: "scratch", weight: 100 },
        { gameId: "mines", weight: 100 },
        { gameId: "crash", weight: 100 },
        { gameId: "roulette", weight: 50 },
        { gameId: "blackjack", weight: 20 }
      ],
      minCoef: null
    },
    {
      key: `demo-sports-${day}`,
      kind: "sports",
      titleEn: "Goal rush",
      titleRu: "Голевая лихорадка",
      currency: "RUB",
      startsAt,
      endsAt: startsAt + 7 * DAY,
      prizes: [
        { place: 1, amount: 7_500_00 },
        { place: 2, amount: 3_000_00 },
        { place: 3, amount: 1_500_00 }
      ],
      games: [],
      minCoef: 1.5
    }
  ]
}
