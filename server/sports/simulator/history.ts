import type { Championship, FeedScore } from "../../../src/domain/sports/feed"
import { FORM_SHOWN, type PlayedGame } from "../../../src/domain/sports/statistics"
import { NAME_SPACE, type SportEntry, type SportModel, makeName } from "./catalogue"
import { Purpose, type Rng, type WorldSecret } from "./prng"

/**
 * The seeded past of a pairing. The simulator draws each game's two sides afresh and keeps results for a few days
 * only, so the world alone rarely holds a meeting of two sides or a table worth showing. This made-up past fills
 * the gap: the current season of the championship for a league of the two sides and rivals drawn with the sport's
 * names, played matchday by matchday up to `lastDay`, and the two sides' meetings in the seasons before.
 *
 * Everything is drawn from one stream of the world's secret named by the championship and the pairing (whoever is
 * at home), so the same world shows the same past for the pairing every time it is asked, in any game of the two.
 */
export interface PairingHistory {
  /** The league: the two sides first (in name order), then the rivals. */
  readonly teams: ReadonlyArray<string>
  /** The first matchday of the current season (epoch ms of its UTC midnight): the table counts games from then. */
  readonly seasonStartsAt: number
  /** The current season's played games, and the pairing's meetings of earlier seasons. */
  readonly games: ReadonlyArray<PlayedGame>
}

const DAY = 86_400_000
/** Earlier seasons whose meetings of the two sides are kept (two meetings each: home and away). */
export const EARLIER_SEASONS = 4
const SEASON_APART = 364 * DAY

/** Sides in a league: individual sports play smaller groups. */
const leagueSize = (entry: SportEntry) => (entry.names === "players" ? 8 : 12)
/** Days between matchdays: weekly, or daily for virtual and cyber sports, which play round the clock. */
const matchdayEvery = (entry: SportEntry) => (entry.sport.cyber === null ? 7 : 1)

/** FNV-1a of a string: names the pairing's stream by the championship and the sides' names. */
const hashOf = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/**
 * A final score between sides of strengths `home` and `away` (about 0.2 to 0.8), played as the sport's model
 * plays: Poisson scoring with one deciding score when the sport has no draws, or sets until one side has won enough.
 */
const scoreOf = (rng: Rng, model: SportModel, home: number, away: number): FeedScore => {
  // A little home advantage, as real tables show.
  const share = (home * 1.1) / (home * 1.1 + away)
  if (model.kind === "goals") {
    const total = model.perSide * 2 * rng.between(0.85, 1.15)
    let h = rng.poisson(total * share)
    let a = rng.poisson(total * (1 - share))
    if (!model.draw && h === a) {
      if (rng.chance(share)) h++
      else a++
    }
    return { home: h, away: a }
  }
  const pSet = clamp(0.5 + 0.6 * (share - 0.5), 0.15, 0.85)
  let h = 0
  let a = 0
  while (h < model.setsToWin && a < model.setsToWin) {
    if (rng.chance(pSet)) h++
    else a++
  }
  return { home: h, away: a }
}

/** Rivals' names from the sport's kind of names, none equal to another side's. */
const rivalsOf = (rng: Rng, entry: SportEntry, taken: ReadonlyArray<string>, count: number): ReadonlyArray<string> => {
  const names = new Set(taken)
  const rivals: Array<string> = []
  for (let tries = 0; rivals.length < count; tries++) {
    let name = makeName(entry.names, rng.int(0, NAME_SPACE), rng.int(0, NAME_SPACE))
    // The kind of names may run short (e-sports teams): numbered, as reserve sides are.
    if (tries > 200) name = `${name} ${rivals.length + 2}`
    if (names.has(name)) continue
    names.add(name)
    rivals.push(name)
  }
  return rivals
}

/**
 * The rounds of a double round robin (the circle method): each side meets every other once in the first half and
 * once more, home and away swapped, in the second. Sides are indexes; `size` is even.
 */
export const roundRobin = (size: number): ReadonlyArray<ReadonlyArray<readonly [number, number]>> => {
  const rounds: Array<ReadonlyArray<readonly [number, number]>> = []
  const others = size - 1
  for (let r = 0; r < others; r++) {
    const order = [0, ...Array.from({ length: others }, (_, k) => 1 + ((k + r) % others))]
    const pairs: Array<readonly [number, number]> = []
    for (let i = 0; i < size / 2; i++) {
      const a = order[i]!
      const b = order[size - 1 - i]!
      // Alternating who is at home, so no side plays every first-half game at home.
      pairs.push((r + i) % 2 === 0 ? [a, b] : [b, a])
    }
    rounds.push(pairs)
  }
  return [...rounds, ...rounds.map((pairs) => pairs.map(([a, b]) => [b, a] as const))]
}

/**
 * The past of the pairing `home`–`away` in `championship`: see PairingHistory. `lastDay` is the UTC midnight of
 * the last matchday played.
 */
export const pairingHistory = (
  secret: WorldSecret,
  entry: SportEntry,
  championship: Championship,
  home: string,
  away: string,
  lastDay: number
): PairingHistory => {
  const [first, second] = home < away ? [home, away] : [away, home]
  const pairing = hashOf(`${championship.id}\u0000${first}\u0000${second}`)
  const rng = secret.stream(Purpose.pairingPast, pairing)
  // In name order, not home first: the pairing's past is the same whichever side hosts this game.
  const teams = [first, second, ...rivalsOf(rng, entry, [first, second], leagueSize(entry) - 2)]
  const strengths = teams.map(() => clamp(0.5 + 0.13 * rng.normal(), 0.2, 0.8))
  const every = matchdayEvery(entry) * DAY
  const rounds = roundRobin(teams.length)
  // The season is under way: at least enough rounds for a full form, never all of them.
  const played = rng.int(FORM_SHOWN, rounds.length - 1)
  const seasonStartsAt = lastDay - (played - 1) * every
  const id = (season: number, round: number, index: number) => `past-${pairing.toString(36)}-${season}-${round}-${index}`
  const game = (gameId: string, day: number, h: number, a: number): PlayedGame => ({
    id: gameId,
    championshipId: championship.id,
    championshipName: championship.name,
    // Kick-offs between noon and nine in the evening (UTC), on the hour.
    playedAt: day + rng.int(12, 21) * 3_600_000,
    home: teams[h]!,
    away: teams[a]!,
    score: scoreOf(rng, entry.model, strengths[h]!, strengths[a]!)
  })
  const games: Array<PlayedGame> = []
  for (let r = 0; r < played; r++) rounds[r]!.forEach(([h, a], i) => games.push(game(id(0, r, i), seasonStartsAt + r * every, h, a)))
  for (let season = 1; season <= EARLIER_SEASONS; season++) {
    const firstMeeting = seasonStartsAt - season * SEASON_APART + rng.int(0, rounds.length / 2 - 1) * every
    const atHomeFirst = rng.chance(0.5)
    games.push(game(id(season, 0, 0), firstMeeting, atHomeFirst ? 0 : 1, atHomeFirst ? 1 : 0))
    games.push(game(id(season, 1, 0), firstMeeting + (rounds.length / 2) * every, atHomeFirst ? 1 : 0, atHomeFirst ? 0 : 1))
  }
  return { teams, seasonStartsAt, games }
}
