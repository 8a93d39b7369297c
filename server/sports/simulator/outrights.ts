import type { Championship, Game, GameHeader, GameResult, MarketStatus } from "../../../src/domain/sports/feed"
import { pricesWithMargin } from "../../../src/domain/sports/margin"
import { participantKind } from "../../../src/domain/sports/outright"
import { CHAMPIONSHIPS } from "./catalogue"
import { gameResultOf } from "./gameResult"
import { type MarketSpec, marketOf } from "./pricing"
import { Purpose, type Rng, type WorldSecret } from "./prng"
import { BEFORE_START } from "./schedule"
import type { OutrightSim, OutrightState, WorldConfig, WorldGame } from "./model"

/**
 * The line's outrights (src/domain/sports/outright.ts): elections and leadership contests (politics), long-running
 * and line only, whose prices drift slowly and which are decided when their date comes; and virtual marble races, one
 * every RACE_EVERY, upcoming, then in play for a minute or so with their market suspended and the marbles changing
 * places, then finished in an order.
 *
 * Every outright is a function of the world's secret, its id and the time, never of how often the world was played on:
 * its participants, chances and race are drawn from a stream of the secret named by the id, each price move from one
 * named by the id and the move's number (moves are due at fixed times), and the result from one of its own
 * (prng.ts). So the same secret gives the same outrights however the world is stepped (a second server process that plays its
 * world in other steps settles a bet the same), and the matches' generator never draws for them: adding outrights to
 * a world leaves its matches exactly as they were.
 */

/** Ids: g700000001 on for elections (by the order they are made), g8xxxxxxxx for races (by their start slot). */
export const ELECTION_IDS = 700_000_000
export const RACE_IDS = 800_000_000
/** A marble race starts every 3 minutes, on the clock (epoch multiples). */
export const RACE_EVERY = 180_000
/** A race lasts 60 to 90 s; its places are taken every RACE_CHECKPOINT. */
const RACE_SHORTEST = 60_000
const RACE_LONGEST = 90_000
export const RACE_CHECKPOINT = 5_000
export const RUNNERS = 8
/** Races of the last hours are among the results from the start. */
const PAST_RACES = 100
/** An election's prices move every DRIFT_EVERY, by about DRIFT_SIZE (log of the chance) per candidate. */
const DRIFT_EVERY = 600_000
const DRIFT_SIZE = 0.02
/** A favourite's chance is kept at most this (its price stays above the line's lowest with the margin). */
const MOST_LIKELY = 0.8
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** An election is decided 12 hours to 120 days after it is made (spread evenly on a log scale). */
const SOONEST = 12 * HOUR
const LATEST = 120 * DAY
/** Outrights carry a larger margin than a match (many outcomes), as bookmakers price them: 2.5 times the line's. */
const MARGIN_FACTOR = 2.5

// ---------------------------------------------------------------------------------------------- the catalogue

// Invented countries, parties and people: no real politician is named, living or not.
const COUNTRIES = ["Arvenia", "Norhaven", "Valdoria", "Kestria", "Lumeria", "Drossland", "Maravell", "Eskaria"]
const PARTIES = ["Civic Union", "Liberal Forum", "Workers' Alliance", "Centre Accord", "Green Coast Party", "Heritage League"]
const FIRST_NAMES = ["Aurelia", "Bastian", "Corentin", "Delphine", "Emeric", "Fenna", "Gideon", "Hesper", "Isolde", "Jory", "Leontine", "Maren", "Osric", "Perrin", "Rosalind", "Soren", "Tamsin", "Ulric", "Wren", "Casimir", "Odile", "Anselm"]
const LAST_NAMES = ["Quenby", "Marrowind", "Valcourt", "Westerlin", "Harrowby", "Lindqvar", "Ravensholt", "Thornquist", "Umberwick", "Yarrowfield", "Ashcombe", "Brightmoor", "Caskell", "Dunmarrow", "Everleigh", "Fallowmere", "Greywater", "Kettleby", "Morwenstow", "Pellinore"]
const MARBLES = [
  "Crimson Comet", "Azure Bolt", "Jade Jet", "Amber Arrow", "Onyx Orbit", "Ivory Ice", "Cobalt Crash", "Ruby Rocket",
  "Golden Glide", "Violet Vortex", "Silver Spin", "Emerald Echo", "Copper Clink", "Pearl Pulse", "Scarlet Swirl", "Teal Tornado"
]
const TRACKS = ["Quartz Canyon", "Glass Spiral", "Sandbank Loop", "Pinewood Drop"]

/** The outrights' championships, as the catalogue lists them with the others. */
const championship = (id: string): Championship => CHAMPIONSHIPS.find((c) => c.id === id)!
const ELECTIONS = championship("elections")
const LEADERSHIP = championship("leadership-contests")
const MARBLE_SPRINT = championship("marble-sprint")

interface Contest {
  readonly championship: Championship
  readonly name: (rng: Rng, country: string, year: number) => string
}

const CONTESTS: ReadonlyArray<Contest> = [
  { championship: ELECTIONS, name: (_, country, year) => `${country} presidential election ${year}` },
  { championship: ELECTIONS, name: (_, country, year) => `${country} general election ${year}: next prime minister` },
  { championship: LEADERSHIP, name: (rng, country, year) => `${country} ${rng.pick(PARTIES)} leadership contest ${year}` }
]

// ---------------------------------------------------------------------------------------------- chance

const numberOf = (id: string) => Number(id.slice(1))

/** Weights as chances that sum to 1, the favourite held at MOST_LIKELY at most (the rest shrunk towards even). */
const chancesOf = (weights: ReadonlyArray<number>): ReadonlyArray<number> => {
  const total = weights.reduce((a, b) => a + b, 0)
  const chances = weights.map((w) => w / total)
  const top = Math.max(...chances)
  if (top <= MOST_LIKELY) return chances
  const even = 1 / chances.length
  const shrink = (top - MOST_LIKELY) / (top - even)
  return chances.map((p) => p * (1 - shrink) + even * shrink)
}

/**
 * A finishing order drawn by the chances (the Plackett–Luce model): the winner with their chance of winning, then the
 * second from those left in proportion to their chances, and so on. `next` draws uniformly in [0, 1).
 */
export const drawOrder = (chances: ReadonlyArray<number>, next: () => number): ReadonlyArray<number> => {
  const left = chances.map((chance, i) => ({ number: i + 1, chance }))
  const order: Array<number> = []
  while (left.length > 0) {
    let roll = next() * left.reduce((sum, entry) => sum + entry.chance, 0)
    let index = left.length - 1
    for (let i = 0; i < left.length; i++) {
      roll -= left[i]!.chance
      if (roll < 0) {
        index = i
        break
      }
    }
    order.push(left[index]!.number)
    left.splice(index, 1)
  }
  return order
}

/**
 * A race's places at each checkpoint: every marble's position is a random walk that the finish pulls in more and more
 * (by the share of the race run), so the field shuffles early and settles into the finishing order.
 */
const racePlaces = (rng: Rng, finish: ReadonlyArray<number>, checkpoints: number): ReadonlyArray<ReadonlyArray<number>> => {
  const rankOf = new Map(finish.map((number, place) => [number, place]))
  const numbers = [...finish].sort((a, b) => a - b)
  const wander = numbers.map(() => rng.normal() * 2)
  const places: Array<ReadonlyArray<number>> = []
  for (let k = 0; k < checkpoints; k++) {
    const run = (k / checkpoints) ** 1.5
    numbers.forEach((_, i) => (wander[i] = wander[i]! + rng.normal() * 0.8))
    const key = (number: number, i: number) => run * rankOf.get(number)! + (1 - run) * (wander[i]! + (numbers.length - 1) / 2)
    places.push(numbers.map((number, i) => ({ number, key: key(number, i) })).sort((a, b) => a.key - b.key).map((entry) => entry.number))
  }
  return places
}

// ---------------------------------------------------------------------------------------------- a game of the feed

const priceOf = (config: WorldConfig, chances: ReadonlyArray<number>) => pricesWithMargin(chances, config.margin * MARGIN_FACTOR)

interface Drawn {
  readonly id: string
  readonly header: GameHeader
  readonly outright: OutrightSim
}

/** A new outright of the feed, open at its fair chances with the margin, made at `version`. */
const gameOf = (config: WorldConfig, drawn: Drawn, version: number): WorldGame => {
  const { id, header, outright } = drawn
  const spec: MarketSpec = { id: `${id}:outright:0`, type: "outright", period: 0, line: null, kinds: outright.chances.map((_, i) => participantKind(i + 1)) }
  const prices = priceOf(config, outright.chances)
  const game: Game = { ...header, markets: [marketOf(spec, prices === undefined ? "suspended" : "open", prices ?? spec.kinds.map(() => 1000))] }
  return {
    game,
    specs: [spec],
    outright,
    createdVersion: version,
    liveVersion: 0,
    headerVersion: version,
    marketVersions: [version],
    outcomeVersions: [spec.kinds.map(() => version)]
  }
}

const headerOf = (id: string, championship: Championship, name: string, startsAt: number, participants: ReadonlyArray<string>): GameHeader => ({
  id,
  sportId: championship.sportId,
  championshipId: championship.id,
  championshipName: championship.name,
  country: championship.country,
  video: false,
  startsAt,
  home: name,
  away: "",
  ...BEFORE_START,
  top: false,
  participants,
  order: []
})

/** Distinct names, drawn from a list. */
const distinct = (rng: Rng, count: number, make: () => string): ReadonlyArray<string> => {
  const names = new Set<string>()
  while (names.size < count) names.add(make())
  return [...names]
}

/** Election number `n`, made at `drawnAt` (the world's start, or the date of the election it follows). */
const drawElection = (secret: WorldSecret, n: number, drawnAt: number): Drawn => {
  const id = `g${ELECTION_IDS + n}`
  const rng = secret.stream(Purpose.outrightMaking, numberOf(id))
  const startsAt = Math.round((drawnAt + Math.exp(rng.between(Math.log(SOONEST), Math.log(LATEST)))) / HOUR) * HOUR
  // Country and kind of contest by the election's number, stepping through all of them (5 is prime to their 24), so
  // the elections open at once are of different countries or kinds.
  const combination = (n * 5) % (COUNTRIES.length * CONTESTS.length)
  const contest = CONTESTS[Math.floor(combination / COUNTRIES.length)]!
  const name = contest.name(rng, COUNTRIES[combination % COUNTRIES.length]!, new Date(startsAt).getUTCFullYear())
  const count = rng.int(4, 12)
  const candidates = distinct(rng, count, () => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`)
  // The favourites first, as a bookmaker lists a market of many: the strongest candidate is number 1.
  const weights = candidates.map(() => Math.exp(1.1 * rng.normal())).sort((a, b) => b - a)
  const outright: OutrightSim = { kind: "election", chances: chancesOf(weights), drawnAt, drifts: 0, duration: 0, places: [], finish: [] }
  return { id, header: headerOf(id, contest.championship, name, startsAt, candidates), outright }
}

/** The race of `slot` (it starts at slot × RACE_EVERY): eight marbles, their chances, and the race itself. */
const drawRace = (secret: WorldSecret, slot: number): Drawn => {
  const id = `g${RACE_IDS + slot}`
  const rng = secret.stream(Purpose.outrightMaking, numberOf(id))
  const marbles = distinct(rng, RUNNERS, () => rng.pick(MARBLES))
  const chances = chancesOf(marbles.map(() => Math.exp(0.35 * rng.normal())))
  const duration = Math.round(rng.between(RACE_SHORTEST, RACE_LONGEST) / 1000) * 1000
  const finish = drawOrder(chances, () => rng.next())
  const places = racePlaces(rng, finish, Math.ceil(duration / RACE_CHECKPOINT))
  const name = `${rng.pick(TRACKS)}, race ${slot % 10_000}`
  const outright: OutrightSim = { kind: "race", chances, drawnAt: slot * RACE_EVERY, drifts: 0, duration, places, finish }
  return { id, header: headerOf(id, MARBLE_SPRINT, name, slot * RACE_EVERY, marbles), outright }
}

// ---------------------------------------------------------------------------------------------- playing

/** An outright's next state at one advance; null fields stay as they were. */
interface Next {
  readonly header: Partial<GameHeader>
  readonly status: MarketStatus
  readonly prices: ReadonlyArray<number> | null
  readonly outright: OutrightSim
}

const sameOrder = (a: ReadonlyArray<number> | undefined, b: ReadonlyArray<number> | undefined) => (a ?? []).length === (b ?? []).length && (a ?? []).every((n, i) => n === b![i])

/** The outright with `next` applied: each part that changed stamped with `version`; the same object when none did. */
const applyNext = (source: WorldGame, next: Next, version: number): { readonly game: WorldGame; readonly changed: boolean } => {
  const { markets, ...before } = source.game
  const header = { ...before, ...next.header }
  const headerMoved = (Object.keys(next.header) as Array<keyof GameHeader>).some((key) => (key === "order" ? !sameOrder(header.order, before.order) : header[key] !== before[key]))
  const market = markets[0]!
  const prices = next.prices ?? market.outcomes.map((o) => o.price)
  const moved = market.outcomes.map((o, i) => o.price !== prices[i])
  const marketMoved = market.status !== next.status || moved.some(Boolean)
  if (!headerMoved && !marketMoved) return { game: next.outright === source.outright ? source : { ...source, outright: next.outright }, changed: false }
  return {
    changed: true,
    game: {
      ...source,
      game: { ...header, markets: marketMoved ? [marketOf(source.specs[0]!, next.status, prices)] : markets },
      outright: next.outright,
      headerVersion: headerMoved ? version : source.headerVersion,
      liveVersion: header.status === "live" && before.status !== "live" ? version : source.liveVersion,
      marketVersions: marketMoved ? [version] : source.marketVersions,
      outcomeVersions: marketMoved ? [moved.map((m, i) => (m ? version : source.outcomeVersions[0]![i]!))] : source.outcomeVersions
    }
  }
}

/** An election's chances after every move due by `to`. */
const driftedTo = (secret: WorldSecret, id: string, outright: OutrightSim, to: number): OutrightSim => {
  const due = Math.floor((to - outright.drawnAt) / DRIFT_EVERY)
  if (due <= outright.drifts) return outright
  let chances = outright.chances
  for (let k = outright.drifts + 1; k <= due; k++) {
    const rng = secret.stream(Purpose.electionDrift, numberOf(id), k)
    chances = chancesOf(chances.map((p) => p * Math.exp(DRIFT_SIZE * rng.normal())))
  }
  return { ...outright, chances, drifts: due }
}

/** The result of an outright decided in `order`, finished at `finishedAt`. */
const resultOf = (game: GameHeader, order: ReadonlyArray<number>, finishedAt: number): GameResult => ({
  ...gameResultOf(game, finishedAt),
  participants: game.participants ?? [],
  order
})

/** An election's finishing order at its date: the winner drawn by the fair chances then, and the rest after. */
const electionOrder = (secret: WorldSecret, id: string, outright: OutrightSim): ReadonlyArray<number> => {
  const rng = secret.stream(Purpose.outrightResult, numberOf(id))
  return drawOrder(outright.chances, () => rng.next())
}

export interface OutrightStep {
  readonly game: WorldGame
  readonly changed: boolean
  readonly result?: GameResult
}

/**
 * An outright played on to `now`: an election's prices move as its moves come due and it is decided at its date; a
 * race goes in play at its start (its market suspended, its places moving) and finishes after its duration.
 */
export const stepOutright = (config: WorldConfig, source: WorldGame, now: number, version: number): OutrightStep => {
  const outright = source.outright!
  const { startsAt } = source.game
  if (outright.kind === "election") {
    const drifted = driftedTo(config.secret, source.game.id, outright, Math.min(now, startsAt))
    const prices = drifted === outright ? null : priceOf(config, drifted.chances)
    // A move that the line cannot price (too sure a favourite) locks the market until a later one can.
    const status = prices === null ? source.game.markets[0]!.status : prices === undefined ? "suspended" : "open"
    const next = applyNext(source, { header: {}, status, prices: prices ?? null, outright: drifted }, version)
    if (now < startsAt) return next
    const order = electionOrder(config.secret, source.game.id, drifted)
    return { game: next.game, changed: true, result: resultOf({ ...next.game.game, status: "finished", order }, order, startsAt) }
  }
  if (now < startsAt) return { game: source, changed: false }
  const endsAt = startsAt + outright.duration
  if (now >= endsAt) return { game: source, changed: true, result: resultOf({ ...source.game, status: "finished", order: outright.finish }, outright.finish, endsAt) }
  const places = outright.places[Math.min(outright.places.length - 1, Math.floor((now - startsAt) / RACE_CHECKPOINT))]!
  // In play: the clock runs from the start (a client counts it on), the market is locked until the result.
  return applyNext(source, { header: { status: "live", period: 1, clock: 0, clockAt: startsAt, clockRunning: true, order: places }, status: "suspended", prices: null, outright }, version)
}

/**
 * The outright decided at `now`, whatever its date (the developer's "finish now"): the same draws as at its date, an
 * election by its chances then (drawn again from its making when the world has played it past `now`: a finish learned
 * late from another server process).
 */
export const finishOutright = (config: WorldConfig, source: WorldGame, now: number): GameResult => {
  const outright = source.outright!
  if (outright.kind === "race") return resultOf({ ...source.game, status: "finished", order: outright.finish }, outright.finish, now)
  const due = Math.floor((Math.min(now, source.game.startsAt) - outright.drawnAt) / DRIFT_EVERY)
  const from = due < outright.drifts ? drawElection(config.secret, numberOf(source.game.id) - ELECTION_IDS, outright.drawnAt).outright : outright
  const drifted = driftedTo(config.secret, source.game.id, from, Math.min(now, source.game.startsAt))
  const order = electionOrder(config.secret, source.game.id, drifted)
  return resultOf({ ...source.game, status: "finished", order }, order, now)
}

// ---------------------------------------------------------------------------------------------- the world's outrights

export interface MadeOutrights {
  /** New outrights still on the line or in play, in the order they were made. */
  readonly games: ReadonlyArray<WorldGame>
  /** New outrights that were decided before `now` came (the past's, or after a long step). */
  readonly results: ReadonlyArray<GameResult>
  readonly state: OutrightState
}

const currentSlot = (now: number) => Math.floor(now / RACE_EVERY)

/**
 * Outrights made as the world reaches `now`: a race for every slot up to `config.racesAhead` ahead, and an election
 * for each decided one (`decided`, made at its date, in the order of the dates), so as many stay open. An outright
 * made late enough is decided at once: its result is among the results, and the next one is made for it; one the
 * developer finished (`finishedAt`, by then) is decided at that time, and none is made for it. A long step makes only
 * the races whose results the world still keeps.
 */
export const makeOutrights = (
  config: WorldConfig,
  state: OutrightState,
  decided: ReadonlyArray<GameResult>,
  now: number,
  version: number,
  finishedAt: (id: string) => number | undefined = () => undefined
): MadeOutrights => {
  const games: Array<WorldGame> = []
  const results: Array<GameResult> = []
  let { elections, firstRaceSlot, raceSlot } = state
  const place = (made: WorldGame) => {
    const finish = finishedAt(made.game.id)
    if (finish !== undefined && finish <= now) {
      results.push(finishOutright(config, made, finish))
      return undefined
    }
    const step = stepOutright(config, made, now, version)
    if (step.result === undefined) games.push(step.game)
    else results.push(step.result)
    return step.result
  }
  if (config.racesAhead > 0) {
    const last = currentSlot(now) + config.racesAhead
    const first = raceSlot < 0 ? last - config.racesAhead - PAST_RACES : Math.max(raceSlot + 1, currentSlot(now - config.resultsDays * DAY) - 1)
    for (let slot = first; slot <= last; slot++) place(gameOf(config, drawRace(config.secret, slot), version))
    if (firstRaceSlot < 0 && first <= last) firstRaceSlot = first
    raceSlot = Math.max(raceSlot, last)
  }
  const queue = [...decided].sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : 1))
  while (queue.length > 0) {
    const before = queue.shift()!
    const result = place(gameOf(config, drawElection(config.secret, ++elections, before.startsAt), version))
    if (result === undefined) continue
    const at = queue.findIndex((other) => other.startsAt > result.startsAt)
    queue.splice(at === -1 ? queue.length : at, 0, result)
  }
  return { games, results, state: { elections, firstRaceSlot, raceSlot } }
}

/**
 * The outrights of a new world at `now`: `config.elections` elections open and one decided on each of the days the
 * results keep; the marble races of the last hours among the results, the one of this slot in play or finished, and
 * `config.racesAhead` upcoming.
 */
export const createOutrights = (config: WorldConfig, now: number, version: number): MadeOutrights => {
  const results: Array<GameResult> = []
  const games: Array<WorldGame> = []
  let elections = 0
  if (config.elections > 0) {
    for (let day = 0; day < config.resultsDays; day++) {
      // Made two weeks before, so its chances have moved, and decided this many days and a few hours ago.
      const decidedAt = Math.floor((now - (day + 0.5) * DAY) / HOUR) * HOUR
      const drawn = drawElection(config.secret, ++elections, decidedAt - 14 * DAY)
      const step = stepOutright(config, gameOf(config, { ...drawn, header: { ...drawn.header, startsAt: decidedAt } }, version), now, version)
      if (step.result !== undefined) results.push(step.result)
    }
    for (let i = 0; i < config.elections; i++) {
      const step = stepOutright(config, gameOf(config, drawElection(config.secret, ++elections, now), version), now, version)
      if (step.result === undefined) games.push(step.game)
      else results.push(step.result)
    }
  }
  const races = makeOutrights(config, { elections, firstRaceSlot: -1, raceSlot: -1 }, [], now, version)
  return { games: [...games, ...races.games], results: [...results, ...races.results], state: races.state }
}

/**
 * The result of the race of this id, at its end or at `finishedAt` (the developer's finish) if earlier: a race is a
 * function of the secret and its slot, so its result is known long after the world stopped keeping it.
 */
export const raceResultOf = (config: WorldConfig, id: string, finishedAt?: number): GameResult | undefined => {
  const slot = numberOf(id) - RACE_IDS
  if (!Number.isSafeInteger(slot) || slot < 0 || slot >= ELECTION_IDS) return undefined
  const { header, outright } = drawRace(config.secret, slot)
  const at = Math.min(header.startsAt + outright.duration, finishedAt ?? Number.POSITIVE_INFINITY)
  return resultOf({ ...header, status: "finished", order: outright.finish }, outright.finish, at)
}

/** Whether an id is one the world's outrights have used (a game that may have finished), by its number. */
export const isOutrightIdMade = (state: OutrightState, id: string): boolean => {
  const n = numberOf(id)
  return (n > ELECTION_IDS && n <= ELECTION_IDS + state.elections) || (state.firstRaceSlot >= 0 && n >= RACE_IDS + state.firstRaceSlot && n <= RACE_IDS + state.raceSlot)
}
