import type { Game, GameResult } from "../../../src/domain/sports/feed"
import { holdsOf, makeMatch, playMatch } from "./match"
import type { FinishedEntry, Hold, LineAction, MatchActions, World, WorldConfig, WorldGame } from "./model"
import { ELECTION_IDS, RACE_EVERY, RACE_IDS, createOutrights, finishOutright, isOutrightIdMade, makeOutrights, raceResultOf, stepOutright } from "./outrights"
import { LONGEST_MATCH, SECOND, SLOT, type ScheduledMatch, firstNumberOf, horizonOf, matchesOfSlot, scheduledMatch, slotOf } from "./schedule"
import { scriptOf, scriptResult } from "./script"

/**
 * The line simulator. A world is plain immutable data: the games of the line and of live, the results and a
 * version. `createWorld(config, epoch)` makes it at its epoch; `advance(world, now)` plays it on to `now` and returns
 * a new world (the old one is untouched). No clock and no Math.random: time comes in as an argument, chance from
 * streams of the world's secret named by what they draw for (prng.ts).
 *
 * What a world holds at a time is a function of its secret, its epoch, that time and what the developer did to it
 * (`LineAction`s), never of the steps it was played in: matches come from a schedule of the time (schedule.ts) and
 * play their scripts (script.ts, match.ts), outrights are a function of the time too (outrights.ts). So a server
 * process started later, or a second one on the same database, holds the very same line (`worldAt`), and making it
 * long after the epoch costs no more than the days of results it keeps.
 *
 * The version is the time: the milliseconds since the epoch, plus one. Every change (a price, a market's status, a
 * score, a game starting, appearing or finishing) is stamped with the version of its time, so a poll is answered with
 * what changed since the version it holds (server/sports/lineReads.ts), whichever process answers it.
 */
export const DEFAULT_WORLD: Omit<WorldConfig, "secret"> = { live: 300, line: 3000, margin: 0.06, resultsDays: 3, pastResults: 1500, elections: 8, racesAhead: 5 }

const FINISHED_KEPT = 20_000
const DAY = 86_400_000
/**
 * Up to this long a step of the world is played event by event (each whole second, each hold's end), every change
 * at the version of its own time; a longer one is played at once, each game that moved in it stamped whole.
 */
const EVENT_BY_EVENT = 60_000

/** The version of a world of epoch `epoch` at `time`. */
export const versionAt = (epoch: number, time: number): number => time - epoch + 1

const floorSecond = (time: number) => Math.floor(time / SECOND) * SECOND

/** The last start slot whose matches may come onto the line by `time` (they come a horizon, give or take 5 %, ahead). */
const reachOf = (time: number, horizon: number) => slotOf(time + Math.ceil(horizon * 1.05) + SECOND)

const numberOf = (id: string) => Number(id.slice(1))

/** When a game came onto the line: the order of the world's games. */
const appearsAtOf = (config: WorldConfig, game: WorldGame): number => {
  if (game.match !== undefined) return game.match.script.scheduled.appearsAt
  const outright = game.outright!
  return outright.kind === "race" ? outright.drawnAt - config.racesAhead * RACE_EVERY : outright.drawnAt
}

const byAppearance = (config: WorldConfig) => (a: WorldGame, b: WorldGame) =>
  appearsAtOf(config, a) - appearsAtOf(config, b) || (a.match === undefined ? 1 : 0) - (b.match === undefined ? 1 : 0) || numberOf(a.game.id) - numberOf(b.game.id)

const byFinish = (a: GameResult, b: GameResult) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const finishedEntry = (game: Game, version: number): FinishedEntry => ({
  version,
  id: game.id,
  sportId: game.sportId,
  championshipId: game.championshipId,
  top: game.top,
  home: game.home,
  away: game.away
})

/** Every part of a game stamped with `version`: a poll since any earlier version gets it whole. */
const stampedWhole = (entry: WorldGame, version: number): WorldGame => ({
  ...entry,
  headerVersion: version,
  marketVersions: entry.marketVersions.map(() => version),
  outcomeVersions: entry.outcomeVersions.map((versions) => versions.map(() => version))
})

// ---------------------------------------------------------------------------------------------- the developer's actions

const gameIdOf = (action: LineAction) => (action.kind === "finish" ? action.gameId : action.marketId.slice(0, action.marketId.indexOf(":")))

const actionKey = (action: LineAction) => (action.kind === "finish" ? `f ${action.gameId} ${action.at}` : `s ${action.marketId} ${action.at} ${action.until}`)

const byGameCache = new WeakMap<ReadonlyArray<LineAction>, ReadonlyMap<string, ReadonlyArray<LineAction>>>()

const actionsByGame = (actions: ReadonlyArray<LineAction>): ReadonlyMap<string, ReadonlyArray<LineAction>> => {
  let byGame = byGameCache.get(actions)
  if (byGame === undefined) {
    const map = new Map<string, Array<LineAction>>()
    for (const action of actions) {
      const id = gameIdOf(action)
      map.set(id, [...(map.get(id) ?? []), action])
    }
    byGameCache.set(actions, (byGame = map))
  }
  return byGame
}

const finishOf = (world: World, id: string): number | undefined => {
  const finishes = (actionsByGame(world.actions).get(id) ?? []).filter((action) => action.kind === "finish")
  return finishes.length === 0 ? undefined : Math.min(...finishes.map((action) => action.at))
}

/** A match's actions, its suspensions by market index. */
const matchActionsOf = (world: World, entry: WorldGame): MatchActions => {
  const actions = actionsByGame(world.actions).get(entry.game.id) ?? []
  const suspensions: Array<{ market: number; at: number; until: number }> = []
  for (const action of actions) {
    if (action.kind !== "suspend") continue
    const market = entry.specs.findIndex((spec) => spec.id === action.marketId)
    if (market >= 0) suspensions.push({ market, at: action.at, until: action.until })
  }
  return { holds: holdsOf(suspensions), finishAt: finishOf(world, entry.game.id) }
}

/**
 * The world knowing more of the developer's actions (another process's, read from where they are kept). One of a time
 * to come is played when the world gets there; one of a time already played makes its game be played again from its
 * making at the next step, so the world is what it would have been had it known in time.
 */
export const learnActions = (world: World, actions: ReadonlyArray<LineAction>): World => {
  const known = new Set(world.actions.map(actionKey))
  const fresh = actions.filter((action) => !known.has(actionKey(action)) && action.at > world.epoch)
  if (fresh.length === 0) return world
  const all = [...world.actions, ...fresh].sort((a, b) => a.at - b.at)
  const stale = new Set(world.stale)
  let games = world.games as Map<string, WorldGame>
  let results = world.results
  for (const action of fresh) {
    const id = gameIdOf(action)
    const entry = world.games.get(id)
    if (entry === undefined) {
      // A game that ended on its own after the developer had finished it (this world learnt of it only then): its
      // result is the one of the finish, as the process that finished it keeps it.
      const kept = results.find((result) => result.id === id)
      if (action.kind !== "finish" || kept === undefined || kept.finishedAt <= action.at) continue
      const others = results.filter((result) => result !== kept)
      const finished = resultOfGame({ ...world, results: others, actions: all }, id)
      if (finished !== undefined) results = [...others, finished].sort(byFinish)
      continue
    }
    if (action.at <= world.now) stale.add(id)
    else if (entry.match !== undefined && entry.match.next > action.at) {
      if (games === world.games) games = new Map(world.games)
      games.set(id, { ...entry, match: { ...entry.match, next: action.at } })
    }
  }
  return { ...world, actions: all, stale, games, results }
}

// ---------------------------------------------------------------------------------------------- making a world

/** The latest `count` results of matches that finished in the `days` before `epoch` (scripts drawn back from it, no further). */
const resultsBefore = (config: WorldConfig, epoch: number, count: number, made: { matches: number }): Array<GameResult> => {
  const results: Array<GameResult> = []
  if (count <= 0) return results
  const from = epoch - config.resultsDays * DAY
  for (let s = slotOf(epoch); s >= slotOf(from - LONGEST_MATCH); s--) {
    // Every match of this slot and before ends before the `count`-th latest found: none of them is kept.
    if (results.length >= count && s * SLOT + SLOT + LONGEST_MATCH < results[results.length - count]!.finishedAt) break
    for (const scheduled of matchesOfSlot(config, epoch, s)) {
      const script = scriptOf(config.secret, scheduled)
      made.matches++
      if (script.endsAt < epoch && script.endsAt >= from) results.push(scriptResult(script, script.endsAt))
    }
    results.sort(byFinish)
  }
  return results.slice(Math.max(0, results.length - count))
}

/**
 * The world of epoch `epoch` made at `at` (not before the epoch) with the developer's `actions`: the matches that came
 * onto the line by then and have not finished, played to it; the results of the days it keeps (of the matches that
 * finished before the epoch, only the latest `config.pastResults`); its outrights played to it. Every part of it is
 * stamped with the version of `at`: a poll from before gets the whole list.
 */
const buildWorld = (config: WorldConfig, epoch: number, at: number, actions: ReadonlyArray<LineAction>): World => {
  const version = versionAt(epoch, at)
  const horizon = horizonOf(config)
  const known: World = { ...EMPTY, config, epoch, actions: [...actions].sort((a, b) => a.at - b.at) }
  const games: Array<WorldGame> = []
  const made = { matches: 0, priced: 0 }
  const results: Array<GameResult> = at - config.resultsDays * DAY < epoch ? resultsBefore(config, epoch, config.pastResults, made) : []
  const upcoming: Array<ScheduledMatch> = []
  const slot = reachOf(at, horizon)
  const keepFrom = at - config.resultsDays * DAY
  // Matches that started before the epoch less the longest match ended before it: among the results above, or gone.
  for (let s = slotOf(Math.max(keepFrom, epoch) - LONGEST_MATCH); s <= slot; s++)
    for (const scheduled of matchesOfSlot(config, epoch, s)) {
      if (scheduled.appearsAt > at) {
        upcoming.push(scheduled)
        continue
      }
      const script = scriptOf(config.secret, scheduled)
      made.matches++
      const end = Math.min(script.endsAt, finishOf(known, scheduled.id) ?? Number.POSITIVE_INFINITY)
      if (end <= at) {
        if (end >= epoch && end >= keepFrom) results.push(scriptResult(script, end))
        continue
      }
      const fresh = makeMatch(config.secret, config.margin, scheduled, version, script)
      const played = playMatch(config.secret, config.margin, fresh, at, matchActionsOf(known, fresh), version)
      made.priced += fresh.specs.length + played.priced
      games.push(played.game!)
    }
  // Outrights' times are whole seconds, as the matches' are; made at the epoch and played to `at` (outrights.ts).
  const outrights = createOutrights(config, floorSecond(epoch), version)
  const decided: Array<GameResult> = []
  for (const made of outrights.games) {
    const finishAt = finishOf(known, made.game.id)
    if (finishAt !== undefined && finishAt <= at) results.push(finishOutright(config, made, finishAt))
    else {
      const played = stepOutright(config, made, at, version)
      if (played.result === undefined) games.push(played.game)
      else {
        results.push(played.result)
        if (made.outright!.kind === "election") decided.push(played.result)
      }
    }
  }
  const more = makeOutrights(config, outrights.state, decided, at, version, (id) => finishOf(known, id))
  games.push(...more.games)
  results.push(...outrights.results, ...more.results)
  games.sort(byAppearance(config))
  return {
    ...known,
    version,
    now: at,
    nextId: firstNumberOf(epoch, slot + 1),
    games: new Map(games.map((entry) => [entry.game.id, entry])),
    results: results.filter((result) => result.finishedAt >= keepFrom).sort(byFinish),
    floor: version,
    structureVersion: version,
    horizon,
    outrights: more.state,
    slot,
    upcoming: upcoming.sort((a, b) => a.appearsAt - b.appearsAt || a.number - b.number),
    made
  }
}

const EMPTY: Omit<World, "config"> = {
  epoch: 0,
  version: 1,
  now: 0,
  nextId: 1,
  games: new Map(),
  results: [],
  finished: [],
  floor: 1,
  structureVersion: 1,
  horizon: 0,
  outrights: { elections: 0, firstRaceSlot: -1, raceSlot: -1 },
  slot: 0,
  upcoming: [],
  actions: [],
  stale: new Set(),
  made: { matches: 0, priced: 0 }
}

/**
 * A new world at its epoch `epoch` (epoch ms): the matches that came onto the line by then and have not finished,
 * played to it; the latest `config.pastResults` of those that finished in the days before; and its outrights.
 */
export const createWorld = (config: WorldConfig, epoch: number): World => buildWorld(config, epoch, epoch, [])

/**
 * The world of epoch `epoch` as it is at `now`, with the developer's `actions`: what a process that played it from the
 * epoch would hold (every game, price, score and result the same), made at once. It costs the line's games and the
 * days of results it keeps, however long ago the epoch was; a poll from an earlier version gets the whole list.
 */
export const worldAt = (config: WorldConfig, epoch: number, actions: ReadonlyArray<LineAction>, now: number): World =>
  buildWorld(config, epoch, Math.max(epoch, now), actions.filter((action) => action.at > epoch))

// ---------------------------------------------------------------------------------------------- playing a world

/** The world played to `to` in one step, every change stamped with the version of `to` (`whole`: every game that moved, whole). */
const step = (world: World, to: number, whole: boolean): World => {
  const { config, epoch } = world
  const version = versionAt(epoch, to)
  const { secret, margin } = config

  // Matches drawn as the line comes to reach them; those that come onto it by `to`.
  let upcoming = world.upcoming
  let slot = world.slot
  const reach = reachOf(to, world.horizon)
  if (reach > slot) {
    const drawn: Array<ScheduledMatch> = []
    // Matches that ended before the results' days are never seen: a long step does not draw them.
    for (let s = Math.max(slot + 1, slotOf(to - config.resultsDays * DAY - LONGEST_MATCH)); s <= reach; s++) drawn.push(...matchesOfSlot(config, epoch, s))
    upcoming = [...upcoming, ...drawn].sort((a, b) => a.appearsAt - b.appearsAt || a.number - b.number)
    slot = reach
  }
  let entering = 0
  while (entering < upcoming.length && upcoming[entering]!.appearsAt <= to) entering++

  const games = new Map<string, WorldGame>()
  const ended: Array<GameResult> = []
  const decided: Array<GameResult> = []
  let finished = world.finished as Array<FinishedEntry>
  let structural = false
  const leave = (game: Game, result: GameResult) => {
    structural = true
    ended.push(result)
    if (finished === world.finished) finished = [...world.finished]
    finished.push(finishedEntry(game, version))
  }

  for (const [id, source] of world.games) {
    if (source.outright !== undefined) {
      const finishAt = finishOf(world, id)
      if (finishAt !== undefined && finishAt <= to) {
        // The developer's finish (learned late or not): decided then, and no election is opened in its place.
        leave(source.game, finishOutright(config, source, finishAt))
        continue
      }
      const played = stepOutright(config, source, to, version)
      if (played.game.liveVersion === version) structural = true
      if (played.result !== undefined) {
        leave(source.game, played.result)
        if (source.outright.kind === "election") decided.push(played.result)
      } else games.set(id, whole && played.game !== source ? stampedWhole(played.game, version) : played.game)
      continue
    }
    const stale = world.stale.has(id)
    if (!stale && source.match!.next > to) {
      games.set(id, source)
      continue
    }
    let current = source
    if (stale) {
      // Played again from its making with every action it has: its earlier versions stand, it is sent whole.
      const made = makeMatch(secret, margin, source.match!.script.scheduled, source.createdVersion, source.match!.script)
      current = { ...made, liveVersion: source.liveVersion }
    }
    const played = playMatch(secret, margin, current, to, matchActionsOf(world, current), version)
    if (played.result !== undefined) leave(source.game, played.result)
    else {
      if (played.structural) structural = true
      let game = played.game!
      if (stale) game = { ...game, liveVersion: game.game.status === "live" ? source.liveVersion || version : 0 }
      games.set(id, whole || stale ? stampedWhole(game, version) : game)
    }
  }

  // New games: the matches that come onto the line, and the outrights made, in the order they came.
  const made: Array<WorldGame> = []
  for (const scheduled of upcoming.slice(0, entering)) {
    const script = scriptOf(secret, scheduled)
    const finishAt = finishOf(world, scheduled.id)
    const end = Math.min(script.endsAt, finishAt ?? Number.POSITIVE_INFINITY)
    structural = true
    // One that came and went within this step is only a result.
    if (end <= to) {
      ended.push(scriptResult(script, end))
      continue
    }
    const fresh = makeMatch(secret, margin, scheduled, version, script)
    made.push(playMatch(secret, margin, fresh, to, matchActionsOf(world, fresh), version).game!)
  }
  const outrights = makeOutrights(config, world.outrights, decided, to, version, (id) => finishOf(world, id))
  made.push(...outrights.games)
  ended.push(...outrights.results)
  if (outrights.games.length > 0 || outrights.results.length > 0) structural = true
  made.sort(byAppearance(config))
  for (const game of made) games.set(game.game.id, game)

  let results = world.results
  if (ended.length > 0) results = [...world.results, ...ended].sort(byFinish)
  const keepFrom = to - config.resultsDays * DAY
  let drop = 0
  while (drop < results.length && results[drop]!.finishedAt < keepFrom) drop++
  const dropFinished = Math.max(0, finished.length - FINISHED_KEPT)
  return {
    ...world,
    version,
    now: to,
    nextId: firstNumberOf(epoch, slot + 1),
    games,
    results: drop > 0 ? results.slice(drop) : results,
    finished: dropFinished > 0 ? finished.slice(dropFinished) : finished,
    floor: dropFinished > 0 ? finished[dropFinished - 1]!.version : world.floor,
    structureVersion: structural ? version : world.structureVersion,
    outrights: outrights.state,
    slot,
    upcoming: entering > 0 || upcoming !== world.upcoming ? upcoming.slice(entering) : world.upcoming,
    stale: world.stale.size === 0 ? world.stale : new Set()
  }
}

/** The first time after the world's own, up to `to`, at which anything happens: a whole second, a hold's end, an action. */
const nextEvent = (world: World, to: number): number | undefined => {
  let next = world.stale.size > 0 ? Math.min(to, floorSecond(world.now) + SECOND) : floorSecond(world.now) + SECOND
  for (const entry of world.games.values()) {
    const at = entry.match?.next
    if (at !== undefined && at > world.now && at < next) next = at
  }
  for (const action of world.actions) if (action.at > world.now && action.at < next) next = action.at
  return next <= to ? next : undefined
}

/**
 * The world played on to `now`: live games score, change period, lock and reopen their markets and move their prices;
 * games that end leave the line for the results; line games whose time has come go live; new games come onto the
 * line. A `now` not after the world's own time changes nothing (the same world comes back).
 */
export const advance = (world: World, now: number): World => {
  if (!(now > world.now)) return world
  if (now - world.now > EVENT_BY_EVENT) return step(world, now, true)
  let played = world
  for (let time = nextEvent(played, now); time !== undefined; time = nextEvent(played, now)) played = step(played, time, false)
  return played.now === now ? played : { ...played, now, version: versionAt(played.epoch, now) }
}

// ---------------------------------------------------------------------------------------------- the developer's hand

/** Whether the world ever had a game of this id (it may have finished since): an id it never made is unknown. */
export const wasMadeIn = (world: World, id: string): boolean => {
  if (isOutrightIdMade(world.outrights, id)) return true
  const number = numberOf(id)
  if (!(number < world.nextId)) return false
  const scheduled = scheduledMatch(world.config, world.epoch, number)
  return scheduled !== undefined && scheduled.appearsAt <= world.now
}

/**
 * The result of a game the world made, whether or not it still keeps it among its results (a match's is its script's,
 * a race's is drawn from its slot): how a bet on a game that ended during a long downtime is settled. Undefined while
 * the game is on, for an id the world never made, and for an election it no longer keeps.
 */
export const resultOfGame = (world: World, id: string): GameResult | undefined => {
  const kept = world.results.find((result) => result.id === id)
  if (kept !== undefined || world.games.has(id) || !wasMadeIn(world, id)) return kept
  const finishAt = finishOf(world, id)
  if (numberOf(id) >= ELECTION_IDS && numberOf(id) < RACE_IDS) return undefined
  if (numberOf(id) >= RACE_IDS) {
    const race = raceResultOf(world.config, id, finishAt)
    return race !== undefined && race.finishedAt <= world.now ? race : undefined
  }
  const scheduled = scheduledMatch(world.config, world.epoch, numberOf(id))
  if (scheduled === undefined) return undefined
  const script = scriptOf(world.config.secret, scheduled)
  const end = Math.min(script.endsAt, finishAt ?? Number.POSITIVE_INFINITY)
  return end <= world.now ? scriptResult(script, end) : undefined
}

/**
 * The world with one line or live game finished at once (the developer's "finish now", so a placed bet can be seen
 * settled without waiting for the game), a millisecond on: a match ends with its script's score (the rest of it played
 * as it would have been), an outright is decided by the draws its date would make (no election is opened in its
 * place). The action is part of the world from then on (`world.actions`). Undefined when the world has no such game.
 */
export const finishGame = (world: World, id: string): World | undefined => {
  if (!world.games.has(id)) return undefined
  const at = world.now + 1
  const played = advance(world, at)
  const source = played.games.get(id)
  if (source === undefined) return played
  const version = versionAt(world.epoch, at)
  const result = source.outright !== undefined ? finishOutright(world.config, source, at) : scriptResult(source.match!.script, at)
  const games = new Map(played.games)
  games.delete(id)
  return {
    ...played,
    games,
    results: [...played.results, result].sort(byFinish),
    finished: [...played.finished, finishedEntry(source.game, version)],
    structureVersion: version,
    actions: [...played.actions, { kind: "finish", gameId: id, at }]
  }
}

/**
 * The world with one market of a match held suspended until `until` (epoch ms), a millisecond on: a trading desk's
 * suspension (the developer's devtools call stands in for it). The market shows suspended at once, at a version of its
 * own, and is reopened at `until` at the prices the game has then; meanwhile it is never reopened by the play (a live
 * game's reopening after a score leaves it suspended). Holding it again extends the hold. Nothing else changes: every
 * other game, and the rest of this one, plays as it would have. Undefined when the world has no such market of a match,
 * or the market is closed.
 */
export const suspendMarket = (world: World, marketId: string, until: number): World | undefined => {
  const gameId = marketId.slice(0, Math.max(0, marketId.indexOf(":")))
  const open = (w: World) => {
    const entry = w.games.get(gameId)
    if (entry === undefined || entry.match === undefined) return undefined
    const index = entry.specs.findIndex((spec) => spec.id === marketId)
    return index < 0 || entry.game.markets[index]!.status === "closed" ? undefined : { entry, index }
  }
  if (open(world) === undefined) return undefined
  const at = world.now + 1
  const played = advance(world, at)
  const found = open(played)
  if (found === undefined) return undefined
  const { entry, index } = found
  const version = versionAt(world.epoch, at)
  const withAction: World = { ...played, actions: [...played.actions, { kind: "suspend", marketId, at, until }] }
  const holds: ReadonlyArray<Hold> = matchActionsOf(withAction, entry).holds.filter((hold) => hold.from <= at && at < hold.release)
  const market = entry.game.markets[index]!
  const suspend = market.status !== "suspended"
  const play = entry.match!
  // The prices it shows now are the ones it shows while held (a hold asked again while one holds keeps them).
  const frozen = play.frozen.has(index) ? play.frozen : new Map(play.frozen).set(index, market.outcomes.map((o) => o.price))
  const updated: WorldGame = {
    ...entry,
    game: suspend ? { ...entry.game, markets: entry.game.markets.map((m, i) => (i === index ? { ...m, status: "suspended" } : m)) } : entry.game,
    marketVersions: suspend ? entry.marketVersions.map((v, i) => (i === index ? version : v)) : entry.marketVersions,
    held: new Map(holds.map((hold) => [hold.market, hold.until])),
    match: { ...play, frozen, next: Math.min(play.next, ...holds.map((hold) => hold.release)) }
  }
  const games = new Map(played.games)
  games.set(gameId, updated)
  return { ...withAction, games }
}
