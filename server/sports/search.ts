import type { Championship, GameHeader, Section, SportId } from "../../src/domain/sports/feed"
import { isOutright } from "../../src/domain/sports/outright"
import {
  joined,
  type Prepared,
  prepare,
  prepareQuery,
  rank,
  SEARCH_LIMITS,
  type SearchAnswer,
  sportName,
  SPORT_NAMES,
  bestScore
} from "../../src/domain/sports/search"

/**
 * Search of the line (src/domain/sports/search.ts) over what the feed holds in memory: the sports, championships,
 * teams and games of the line and live. Every name is made ready once per shape of the line (its games made, started
 * or finished: the feed's structure version), so a keystroke costs the comparisons alone, and the last answers of
 * that shape are kept: a query typed by many players, or asked again, is answered without comparing anything.
 */

/** What search reads of the line: its games now, and the version of its shape. */
export interface SearchableLine {
  readonly structureVersion: number
  readonly games: Iterable<GameHeader>
}

/** The catalogue of the feed: sports in menu order, championships. */
export interface SearchCatalogue {
  readonly sports: ReadonlyArray<{ readonly id: SportId; readonly name: string }>
  readonly championships: ReadonlyArray<Championship>
}

interface Presence {
  live: boolean
  line: boolean
}

interface SportEntry {
  readonly sportId: SportId
  readonly names: ReadonlyArray<Prepared>
  readonly presence: Presence
}
interface ChampionshipEntry {
  readonly championship: Championship
  readonly names: ReadonlyArray<Prepared>
  readonly presence: Presence
}
interface TeamEntry {
  readonly sportId: SportId
  readonly name: string
  readonly prepared: Prepared
  readonly presence: Presence
}
interface GameEntry {
  readonly game: GameHeader
  readonly home: TeamEntry | undefined
  readonly away: TeamEntry | undefined
  /** Both sides in one name (a player may type "eastport northbridge"), or an outright's own name. */
  readonly whole: Prepared
}

interface Index {
  readonly sports: ReadonlyArray<SportEntry>
  readonly championships: ReadonlyArray<ChampionshipEntry>
  readonly teams: ReadonlyArray<TeamEntry>
  readonly games: ReadonlyArray<GameEntry>
}

const sectionOf = (presence: Presence): Section => (presence.line || !presence.live ? "line" : "live")

/** Names made ready, kept from one shape of the line to the next (the same teams play on): at most this many. */
const PREPARED_KEPT = 50_000

const buildIndex = (line: SearchableLine, catalogue: SearchCatalogue, prepared: (name: string, second?: Prepared) => Prepared): Index => {
  const sports = new Map<SportId, Presence>()
  const championships = new Map<string, Presence>()
  const teams = new Map<string, TeamEntry>()
  const games: Array<GameHeader> = []
  const mark = (presence: Presence, game: GameHeader) => {
    if (game.status === "live") presence.live = true
    else presence.line = true
  }
  for (const game of line.games) {
    if (game.status === "finished") continue
    games.push(game)
    mark(sports.get(game.sportId) ?? sports.set(game.sportId, { live: false, line: false }).get(game.sportId)!, game)
    mark(championships.get(game.championshipId) ?? championships.set(game.championshipId, { live: false, line: false }).get(game.championshipId)!, game)
    if (isOutright(game)) continue
    for (const side of [game.home, game.away]) {
      const key = `${game.sportId}\u0000${side}`
      let team = teams.get(key)
      if (team === undefined) {
        team = { sportId: game.sportId, name: side, prepared: prepared(side), presence: { live: false, line: false } }
        teams.set(key, team)
      }
      mark(team.presence, game)
    }
  }
  const sportOrder = new Map(catalogue.sports.map((sport, i) => [sport.id, i]))
  // Among hits that match alike: what is in play first, then the menu's order, then the soonest.
  const liveFirst = (a: Presence, b: Presence) => Number(b.live) - Number(a.live)
  games.sort((a, b) => Number(b.status === "live") - Number(a.status === "live") || a.startsAt - b.startsAt)
  return {
    sports: catalogue.sports.flatMap((sport) => {
      const presence = sports.get(sport.id)
      if (presence === undefined) return []
      const names = new Set([sport.name, SPORT_NAMES[sport.id].en, SPORT_NAMES[sport.id].ru])
      return [{ sportId: sport.id, names: [...names].map((name) => prepared(name)), presence }]
    }),
    championships: catalogue.championships
      .flatMap((championship) => {
        const presence = championships.get(championship.id)
        return presence === undefined ? [] : [{ championship, names: [prepared(championship.name), prepared(`${championship.country} ${championship.name}`)], presence }]
      })
      .sort((a, b) => liveFirst(a.presence, b.presence)),
    teams: [...teams.values()].sort(
      (a, b) => liveFirst(a.presence, b.presence) || sportOrder.get(a.sportId)! - sportOrder.get(b.sportId)! || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
    ),
    games: games.map((game) => {
      const outright = isOutright(game)
      const home = outright ? undefined : teams.get(`${game.sportId}\u0000${game.home}`)
      const away = outright ? undefined : teams.get(`${game.sportId}\u0000${game.away}`)
      return { game, home, away, whole: home === undefined || away === undefined ? prepared(game.home) : prepared(game.home, away.prepared) }
    })
  }
}

const answerFrom = (index: Index, q: string, lang: string): SearchAnswer => {
  const query = prepareQuery(q)
  const sports = rank(query, index.sports, (entry) => entry.names, SEARCH_LIMITS.sport)
  const championships = rank(query, index.championships, (entry) => entry.names, SEARCH_LIMITS.championship)
  // A team's score, worked out once per query: its games are found by it too.
  const teamScores = new Map<TeamEntry, number>()
  const teamScore = (team: TeamEntry) => {
    let score = teamScores.get(team)
    if (score === undefined) {
      score = bestScore(query, [team.prepared])
      teamScores.set(team, score)
    }
    return score
  }
  const teams = rank(query, index.teams, (team) => [team.prepared], SEARCH_LIMITS.team)
  for (const { item, score } of teams) teamScores.set(item, score)
  const games: Array<{ readonly entry: GameEntry; readonly score: number; readonly order: number }> = []
  index.games.forEach((entry, order) => {
    const sides = Math.max(entry.home === undefined ? 0 : teamScore(entry.home), entry.away === undefined ? 0 : teamScore(entry.away))
    // Both sides' names together only matter to a query of more than one word, or to an outright (its one name).
    const whole = query.words.length > 1 || entry.home === undefined ? bestScore(query, [entry.whole]) : 0
    const score = Math.max(sides, whole)
    if (score > 0) games.push({ entry, score, order })
  })
  games.sort((a, b) => b.score - a.score || a.order - b.order)
  // The kinds' own limits add up to SEARCH_LIMIT in all.
  return {
    query: q,
    sports: sports.map(({ item }) => ({ _tag: "sport", sportId: item.sportId, name: sportName(item.sportId, lang), section: sectionOf(item.presence), live: item.presence.live })),
    championships: championships.map(({ item }) => ({
      _tag: "championship",
      championshipId: item.championship.id,
      sportId: item.championship.sportId,
      name: item.championship.name,
      country: item.championship.country,
      section: sectionOf(item.presence),
      live: item.presence.live
    })),
    teams: teams.map(({ item }) => ({ _tag: "team", sportId: item.sportId, name: item.name, live: item.presence.live })),
    games: games.slice(0, SEARCH_LIMITS.game).map(({ entry: { game } }) => ({
      _tag: "game",
      gameId: game.id,
      sportId: game.sportId,
      championshipId: game.championshipId,
      championshipName: game.championshipName,
      home: game.home,
      away: game.away,
      startsAt: game.startsAt,
      live: game.status === "live"
    }))
  }
}

/** Answers kept per shape of the line: the last queries asked, the oldest forgotten first. */
const ANSWERS_KEPT = 500

/**
 * A search of the line: `search(line, q, lang)` answers from the index of the line's current shape, made on the first
 * query after the shape changed.
 */
export const lineSearch = (catalogue: SearchCatalogue) => {
  let shape = -1
  let index: Index | undefined
  const answers = new Map<string, SearchAnswer>()
  const names = new Map<string, Prepared>()
  /** A name made ready, or with `second` the name and the second one as one (a game's two sides). */
  const prepared = (name: string, second?: Prepared): Prepared => {
    const key = second === undefined ? name : `${name}\u0000${second.text}`
    let made = names.get(key)
    if (made === undefined) {
      if (names.size >= PREPARED_KEPT) names.clear()
      made = second === undefined ? prepare(name) : joined(prepared(name), second)
      names.set(key, made)
    }
    return made
  }
  return (line: SearchableLine, q: string, lang: string): SearchAnswer => {
    if (index === undefined || line.structureVersion !== shape) {
      index = buildIndex(line, catalogue, prepared)
      shape = line.structureVersion
      answers.clear()
    }
    const key = `${lang}\u0000${q}`
    let answer = answers.get(key)
    if (answer === undefined) {
      answer = answerFrom(index, q, lang)
      if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!)
      answers.set(key, answer)
    }
    return answer
  }
}
