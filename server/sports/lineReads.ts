import type { Championship, CyberType, Game, GameResult, GamesAnswer, Market, Outcome, Section, Sport, SportId } from "../../src/domain/sports/feed"
import { interestOf, rankByInterest } from "../../src/domain/sports/interest"
import { idsAfter } from "../../src/domain/sports/listChanges"
import { parseOutcomeId } from "../../src/domain/sports/outcomes"
import { type CountryCode, isChampionshipOf } from "../../src/domain/sports/yourCountry"
import type { Catalogue, FinishedGame, LineGame, LineState } from "./feedModel"

/**
 * What the line answers, read from the line a feed hands out (feedModel.ts), whichever feed it is: lists of games
 * (whole, or what changed since a version), menus with counts, championships, results and an outcome by its id. Pure
 * reads; the feed keeps the line and the sports group, placement and settlement call these.
 */

/**
 * Which games a list holds: a section (live or line) and any of sport (or sports: a cyber kind's), championship
 * (or championships), top games, ids, and a team (home or away, by its name).
 */
export interface GameFilter {
  readonly section?: Section | undefined
  readonly sportId?: SportId | undefined
  readonly sportIds?: ReadonlySet<SportId> | undefined
  readonly team?: string | undefined
  readonly championshipId?: string | undefined
  /** Any of these championships (a country's, for SPEC.md 2.2 betsonyour). */
  readonly championshipIds?: ReadonlySet<string> | undefined
  readonly top?: boolean | undefined
  readonly ids?: ReadonlySet<string> | undefined
}

/** What a filter reads of a game, on the line or finished. */
type Identity = Omit<FinishedGame, "version">

const matchesIdentity = (filter: GameFilter, game: Identity): boolean =>
  (filter.sportId === undefined || game.sportId === filter.sportId) &&
  (filter.sportIds === undefined || filter.sportIds.has(game.sportId)) &&
  (filter.team === undefined || game.home === filter.team || game.away === filter.team) &&
  (filter.championshipId === undefined || game.championshipId === filter.championshipId) &&
  (filter.championshipIds === undefined || filter.championshipIds.has(game.championshipId)) &&
  (filter.top === undefined || game.top === filter.top) &&
  (filter.ids === undefined || filter.ids.has(game.id))

const inSection = (filter: GameFilter, game: Game) => filter.section === undefined || game.status === filter.section

export const matches = (filter: GameFilter, game: Game): boolean => inSection(filter, game) && matchesIdentity(filter, game)

/** The games of a list, whole, in the line's order. */
export const snapshot = (line: LineState, filter: GameFilter = {}): ReadonlyArray<Game> => {
  const games: Array<Game> = []
  for (const { game } of line.games.values()) if (matches(filter, game)) games.push(game)
  return games
}

/**
 * The first `limit` games of a list, whole (a short list such as the home page's): live games by interest
 * (src/domain/sports/interest.ts: open markets and popularity, locked games last), upcoming ones by start time. A
 * change of any of them, or of which games they are, answers them all again; nothing new since `since` is "unchanged".
 */
export const firstGames = (line: LineState, filter: GameFilter, limit: number, since: number | undefined): GamesAnswer | "unchanged" => {
  const byStart = [...snapshot(line, filter)].sort((a, b) => a.startsAt - b.startsAt)
  const ranked = filter.section === "live" ? rankByInterest(byStart, (game) => interestOf(game, game.markets.map((market) => market.status))) : byStart
  const games = ranked.slice(0, limit)
  if (since !== undefined && since === line.version) return "unchanged"
  return { version: line.version, full: true, games, removed: [] }
}

/** Only what changed since `since`: changed markets, and in them only changed outcomes. */
const changedPart = (entry: LineGame, since: number): Game => {
  const markets: Array<Market> = []
  entry.game.markets.forEach((market, index) => {
    if (entry.marketVersions[index]! <= since) return
    const versions = entry.outcomeVersions[index]!
    markets.push({ ...market, outcomes: market.outcomes.filter((_, i) => versions[i]! > since) })
  })
  return { ...entry.game, markets }
}

const touchedSince = (entry: LineGame, since: number): boolean =>
  entry.headerVersion > since || entry.marketVersions.some((version) => version > since)

/**
 * A list as a poll answers it: whole when `since` is absent or cannot be answered with changes (older than what
 * the line remembers, or newer than the line: a client of an earlier server process), otherwise what changed
 * since; "unchanged" when the list did not change since then (the caller answers 304).
 */
export const gamesSince = (line: LineState, filter: GameFilter, since: number | undefined): GamesAnswer | "unchanged" => {
  if (since === undefined || since < line.floor || since > line.version) return { version: line.version, full: true, games: snapshot(line, filter), removed: [] }
  if (since === line.version) return "unchanged"
  const games: Array<Game> = []
  const removed: Array<string> = []
  for (const entry of line.games.values()) {
    const game = entry.game
    if (!matchesIdentity(filter, game)) continue
    if (!inSection(filter, game)) {
      // Gone from line to live since then: it leaves the line's lists.
      if (filter.section === "line" && entry.liveVersion > since && entry.createdVersion <= since) removed.push(game.id)
      continue
    }
    const isNew = entry.createdVersion > since || (filter.section === "live" && entry.liveVersion > since)
    if (isNew) games.push(game)
    else if (touchedSince(entry, since)) games.push(changedPart(entry, since))
  }
  for (let i = line.finished.length - 1; i >= 0; i--) {
    const entry = line.finished[i]!
    if (entry.version <= since) break
    if (matchesIdentity(filter, entry)) removed.push(entry.id)
  }
  if (games.length === 0 && removed.length === 0) return "unchanged"
  return { version: line.version, full: false, games, removed }
}

/**
 * The caller's side of a poll: a list it holds with an answer applied (whole answers replace it). Pure, so the
 * client's projection and the tests share it.
 */
export const applyAnswer = (held: ReadonlyArray<Game>, answer: GamesAnswer): ReadonlyArray<Game> => {
  if (answer.full) return answer.games
  const byId = new Map(held.map((game) => [game.id, game]))
  for (const change of answer.games) {
    const before = byId.get(change.id)
    if (before === undefined) {
      byId.set(change.id, change)
      continue
    }
    const markets = before.markets.map((market) => {
      const update = change.markets.find((m) => m.id === market.id)
      if (update === undefined) return market
      const outcomes = market.outcomes.map((outcome) => update.outcomes.find((o) => o.id === outcome.id) ?? outcome)
      return { ...update, outcomes }
    })
    byId.set(change.id, { ...change, markets })
  }
  return idsAfter(held.map((game) => game.id), answer).map((id) => byId.get(id)!)
}

export interface MenuSport {
  readonly sport: Sport
  readonly count: number
  readonly championships: number
}

/**
 * Sports of a section with how many games and championships each has (sports without games left out), in the
 * catalogue's order; with `cyber`, only the cyber sports of that kind.
 */
export const menu = (line: LineState, catalogue: Catalogue, section: Section, cyber?: CyberType): ReadonlyArray<MenuSport> => {
  const counts = new Map<SportId, { games: number; champs: Set<string> }>()
  for (const { game } of line.games.values()) {
    if (game.status !== section) continue
    const entry = counts.get(game.sportId) ?? { games: 0, champs: new Set<string>() }
    entry.games++
    entry.champs.add(game.championshipId)
    counts.set(game.sportId, entry)
  }
  const out: Array<MenuSport> = []
  for (const sport of catalogue.sports) {
    if (cyber !== undefined && sport.cyber !== cyber) continue
    const entry = counts.get(sport.id)
    if (entry !== undefined) out.push({ sport, count: entry.games, championships: entry.champs.size })
  }
  return out
}

export interface MenuChampionship {
  readonly championship: Championship
  readonly count: number
}

/** Championships of a sport in a section, with their game counts (those without games left out). */
export const championshipsOfSport = (line: LineState, catalogue: Catalogue, section: Section, sportId: SportId): ReadonlyArray<MenuChampionship> => {
  const counts = new Map<string, number>()
  for (const { game } of line.games.values()) if (game.status === section && game.sportId === sportId) counts.set(game.championshipId, (counts.get(game.championshipId) ?? 0) + 1)
  return catalogue.championships.filter((c) => counts.has(c.id)).map((championship) => ({ championship, count: counts.get(championship.id)! }))
}

export const championshipById = (catalogue: Catalogue, id: string): Championship | undefined => catalogue.championships.find((c) => c.id === id)

/** A country's own championships (SPEC.md 2.2 betsonyour: src/domain/sports/yourCountry.ts says which they are). */
export const championshipIdsOfCountry = (catalogue: Catalogue, country: CountryCode): ReadonlySet<string> =>
  new Set(catalogue.championships.filter((championship) => isChampionshipOf(country, championship.country)).map((championship) => championship.id))

/** A team's results (SPEC.md 2.2 team): its finished games of the sport the line keeps, newest first, at most `limit`. */
export const teamResultsOf = (line: LineState, sportId: SportId, team: string, limit: number): ReadonlyArray<GameResult> => {
  const out: Array<GameResult> = []
  for (let i = line.results.length - 1; i >= 0 && out.length < limit; i--) {
    const result = line.results[i]!
    if (result.sportId === sportId && (result.home === team || result.away === team)) out.push(result)
  }
  return out
}

/** Results of games that finished on `day` (UTC, epoch ms of its midnight), newest first. */
export const resultsOf = (line: LineState, day: number, filter: { readonly sportId?: SportId | undefined; readonly championshipId?: string | undefined }): ReadonlyArray<GameResult> => {
  const out: Array<GameResult> = []
  for (let i = line.results.length - 1; i >= 0; i--) {
    const result = line.results[i]!
    if (result.finishedAt < day) break
    if (result.finishedAt >= day + 86_400_000) continue
    if (filter.sportId !== undefined && result.sportId !== filter.sportId) continue
    if (filter.championshipId !== undefined && result.championshipId !== filter.championshipId) continue
    out.push(result)
  }
  return out
}

/** The game, market and outcome an outcome id names on the line, if the line still offers it. */
export const outcomeOn = (line: LineState, outcomeId: string): { readonly game: Game; readonly market: Market; readonly outcome: Outcome } | undefined => {
  const spec = parseOutcomeId(outcomeId)
  if (spec === undefined) return undefined
  const game = line.games.get(spec.gameId)?.game
  if (game === undefined) return undefined
  for (const market of game.markets) {
    if (!outcomeId.startsWith(`${market.id}:`)) continue
    const outcome = market.outcomes.find((o) => o.id === outcomeId)
    if (outcome !== undefined) return { game, market, outcome }
  }
  return undefined
}
