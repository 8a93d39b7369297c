import { Schema } from "effect"
import { textProblem, TrimmedPlayerText } from "../playerText"
import { Section, SportId } from "./feed"
import { outrightPagePathOf } from "./outright"
import { teamPathOf } from "./team"
import { sportsPathOf } from "./watch"

/**
 * Search of the line: sports, championships, teams and games found by what a player types, while they type it. A
 * name and a query are compared as the player reads them, not as they are spelt: case, diacritics (by compatibility
 * decomposition, é = e, ё = е) and punctuation do not count, and a word may be mistyped within a budget that grows
 * with its length, or be only begun. The server ranks with these rules; the client only shows the ranking.
 */

/** What a player may search for: trimmed, 2 to 64 characters, under the text rule of every request. */
export const SEARCH_QUERY_MIN = 2
export const SEARCH_QUERY_MAX = 64
export const SearchQuery = TrimmedPlayerText(SEARCH_QUERY_MIN, SEARCH_QUERY_MAX)

/** How long the player may pause between keys before the line is asked: a word typed at once is one request. */
export const SEARCH_DEBOUNCE_MS = 250

/** At most this many hits of each kind, and this many in all (the dropdown fits the first screen). */
export const SEARCH_LIMITS = { sport: 3, championship: 4, team: 5, game: 8 } as const
export const SEARCH_LIMIT = 20

// ---------------------------------------------------------------------------------------------------------------
// Normalisation

const MARKS = /\p{M}+/gu
const NOT_WORD = /[^\p{L}\p{N}]+/gu

/**
 * A text as search compares it: lower case, decomposed with the diacritics dropped, every run of anything but letters
 * and digits one space, no space at either end. "Série A" and "serie-a" are both "serie a".
 */
export const normalise = (text: string): string =>
  // Lower case twice: before decomposing (İ is i with a mark) and after (compatibility forms decompose to capitals: Ⅻ).
  // A word-final Σ lowers to ς, a σ anywhere else: one letter, folded to σ (a name shouted in capitals still matches).
  text.toLowerCase().normalize("NFKD").replace(MARKS, "").toLowerCase().replace(/ς/g, "σ").replace(NOT_WORD, " ").trim()

/** The words of a text, normalised. */
export const tokenise = (text: string): ReadonlyArray<string> => {
  const normal = normalise(text)
  return normal === "" ? [] : normal.split(" ")
}

/** Whether a typed text is worth asking the line about: what SearchQuery accepts, with a letter or digit in it. */
export const isSearchable = (typed: string): boolean => {
  const trimmed = typed.trim()
  return trimmed.length >= SEARCH_QUERY_MIN && trimmed.length <= SEARCH_QUERY_MAX && textProblem(trimmed) === undefined && normalise(trimmed) !== ""
}

// ---------------------------------------------------------------------------------------------------------------
// Edit distance

const codePoints = (text: string): ReadonlyArray<number> => Array.from(text, (char) => char.codePointAt(0)!)

/** Three rows of the distance's table, kept between calls (grown when a longer text comes): no garbage per keystroke. */
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(80), new Int32Array(80), new Int32Array(80)]

/**
 * The optimal-string-alignment distance (Damerau–Levenshtein restricted to edits that do not overlap: insertions,
 * deletions, substitutions and transpositions of two neighbours) between `a` and the first `bLength` characters of
 * `b`, by characters, not UTF-16 units. Anything above `max` is answered `max + 1` as soon as it is certain, so a long
 * name far from the query costs a few rows.
 */
const boundedDistance = (a: ReadonlyArray<number>, b: ReadonlyArray<number>, max: number, bLength = b.length): number => {
  const n = a.length
  const m = bLength
  if (Math.abs(n - m) > max) return max + 1
  if (n === 0 || m === 0) return Math.max(n, m)
  if (rows[0].length <= m) rows = [new Int32Array(2 * m + 2), new Int32Array(2 * m + 2), new Int32Array(2 * m + 2)]
  let [before, previous, current] = rows
  for (let j = 0; j <= m; j++) previous[j] = j
  for (let i = 1; i <= n; i++) {
    current[0] = i
    let rowMin = i
    const ai = a[i - 1]!
    for (let j = 1; j <= m; j++) {
      const bj = b[j - 1]!
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1))
      if (i > 1 && j > 1 && ai === b[j - 2] && a[i - 2] === bj) value = Math.min(value, before[j - 2]! + 1)
      current[j] = value
      if (value < rowMin) rowMin = value
    }
    // No cell of a later row is below this row's least (a transposition from the row before costs no less than the
    // substitution beside it in this row), so the distance is above `max` already.
    if (rowMin > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[m]!, max + 1)
}

/** The edit distance of two texts as they are (no normalisation): see boundedDistance. */
export const editDistance = (a: string, b: string): number => boundedDistance(codePoints(a), codePoints(b), Number.POSITIVE_INFINITY)

/** The edit distance when it is at most `max`, else `max + 1` (worked out only as far as needed to know). */
export const editDistanceWithin = (a: string, b: string, max: number): number => boundedDistance(codePoints(a), codePoints(b), max)

/** How many edits a word (or a whole name) of this many characters may carry and still be found. */
export const editBudget = (length: number): number => (length <= 3 ? 0 : length <= 7 ? 1 : 2)

// ---------------------------------------------------------------------------------------------------------------
// Scores

interface Word {
  readonly text: string
  readonly points: ReadonlyArray<number>
}

/** A name made ready to compare: normalised once, for all the queries it meets. */
export interface Prepared {
  readonly text: string
  readonly points: ReadonlyArray<number>
  readonly words: ReadonlyArray<Word>
}

export const prepare = (text: string): Prepared => {
  const normal = normalise(text)
  return { text: normal, points: codePoints(normal), words: normal === "" ? [] : normal.split(" ").map((word) => ({ text: word, points: codePoints(word) })) }
}

/** Two prepared names as one, in order (a game's two sides), without normalising them again. */
export const joined = (first: Prepared, second: Prepared): Prepared =>
  first.text === "" ? second : second.text === "" ? first : { text: `${first.text} ${second.text}`, points: [...first.points, 32, ...second.points], words: [...first.words, ...second.words] }

/**
 * A query made ready: prepared as a name is, with what each of its words scored against each word of a name met so
 * far (the names of a line share most of their words: a few cities, a few suffixes).
 */
export interface Query extends Prepared {
  readonly scores: ReadonlyArray<Map<string, number>>
}

export const prepareQuery = (text: string): Query => {
  const prepared = prepare(text)
  return { ...prepared, scores: prepared.words.map(() => new Map()) }
}

/** The score of a name that is the query itself, above every other. */
export const EXACT_SCORE = 1000

/**
 * How well one typed word matches one word of a name (0: not at all): the word itself; the word begun (as it is being
 * typed); the word with a few mistakes; the word begun with a mistake.
 */
const wordScore = (typed: Word, word: Word): number => {
  const t = typed.points.length
  const w = word.points.length
  if (typed.text === word.text) return 100
  if (word.text.startsWith(typed.text)) return 70 + Math.round((19 * t) / w)
  const budget = editBudget(Math.max(t, w))
  const whole = boundedDistance(typed.points, word.points, budget)
  if (whole <= budget) return 60 - 20 * whole
  if (t >= 4 && w > t) {
    const prefixBudget = editBudget(t)
    let best = prefixBudget + 1
    for (let k = t - 1; k <= t + 1; k++) best = Math.min(best, boundedDistance(typed.points, word.points, prefixBudget, k))
    if (best <= prefixBudget) return 50 - 20 * best
  }
  return 0
}

/**
 * Word by word: every typed word must match a word of the name; the better they match, the more of the name they
 * cover, and whether the name begins with the first of them, the higher (at most 900, below a whole match).
 */
const wordsScore = (query: Query, name: Prepared): number => {
  if (query.words.length === 0 || name.words.length === 0) return 0
  let sum = 0
  let covered = 0
  let first = -1
  for (let q = 0; q < query.words.length; q++) {
    const typed = query.words[q]!
    const memo = query.scores[q]!
    let best = 0
    let at = -1
    for (let i = 0; i < name.words.length; i++) {
      const word = name.words[i]!
      let score = memo.get(word.text)
      if (score === undefined) {
        score = wordScore(typed, word)
        memo.set(word.text, score)
      }
      if (score > best) {
        best = score
        at = i
      }
    }
    if (best === 0) return 0
    if (first === -1) first = at
    sum += best
    // A bit per word of the name matched (names of more than 30 words count their first 30).
    if (at < 30) covered |= 1 << at
  }
  let coveredWords = 0
  for (let bits = covered; bits !== 0; bits &= bits - 1) coveredWords++
  return Math.round((sum / query.words.length) * 6 + (coveredWords / name.words.length) * 250 + (first === 0 ? 50 : 0))
}

/**
 * How well a query matches a name: EXACT_SCORE when they are the same once normalised; a whole name within its edit
 * budget (a letter dropped, doubled, swapped or mistyped anywhere, spaces included) 850 or 750; else word by word
 * (wordsScore); 0 when it does not match.
 */
export const matchScore = (query: Query, name: Prepared): number => {
  if (query.text === "" || name.text === "") return 0
  if (query.text === name.text) return EXACT_SCORE
  const budget = editBudget(Math.max(query.points.length, name.points.length))
  const whole = boundedDistance(query.points, name.points, budget)
  return Math.max(whole <= budget ? 950 - 100 * whole : 0, wordsScore(query, name))
}

/** The best score of a query against any of an item's names. */
export const bestScore = (query: Query, names: ReadonlyArray<Prepared>): number => names.reduce((best, name) => Math.max(best, matchScore(query, name)), 0)

export interface Ranked<A> {
  readonly item: A
  readonly score: number
}

/**
 * The items that match the query, best first, at most `limit`; items that score the same keep the order they came in
 * (the caller lists them as it would show them: live first, soonest first).
 */
export const rank = <A>(query: Query, items: Iterable<A>, namesOf: (item: A) => ReadonlyArray<Prepared>, limit: number): ReadonlyArray<Ranked<A>> => {
  const found: Array<Ranked<A> & { readonly order: number }> = []
  let order = 0
  for (const item of items) {
    const score = bestScore(query, namesOf(item))
    if (score > 0) found.push({ item, score, order })
    order++
  }
  return found
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ item, score }) => ({ item, score }))
}

// ---------------------------------------------------------------------------------------------------------------
// Sports by name, in the languages the site is written in

/** The names a sport is shown and found by (the sports area's texts say the same). */
export const SPORT_NAMES: { readonly [S in SportId]: { readonly en: string; readonly ru: string } } = {
  football: { en: "Football", ru: "Футбол" },
  tennis: { en: "Tennis", ru: "Теннис" },
  basketball: { en: "Basketball", ru: "Баскетбол" },
  icehockey: { en: "Ice hockey", ru: "Хоккей" },
  volleyball: { en: "Volleyball", ru: "Волейбол" },
  tabletennis: { en: "Table tennis", ru: "Настольный теннис" },
  cricket: { en: "Cricket", ru: "Крикет" },
  mma: { en: "MMA / UFC", ru: "ММА / UFC" },
  cs2: { en: "Counter-Strike 2", ru: "Counter-Strike 2" },
  dota2: { en: "Dota 2", ru: "Dota 2" },
  lol: { en: "League of Legends", ru: "League of Legends" },
  virtualfootball: { en: "Virtual football", ru: "Виртуальный футбол" },
  cyberfootball: { en: "Cyber football", ru: "Кибер-футбол" },
  politics: { en: "Politics", ru: "Политика" },
  marble: { en: "Marble racing", ru: "Гонки шариков" }
}

/** A sport's name in a language; a language without its own names reads the English ones. */
export const sportName = (sportId: SportId, lang: string): string => (lang === "ru" ? SPORT_NAMES[sportId].ru : SPORT_NAMES[sportId].en)

// ---------------------------------------------------------------------------------------------------------------
// The answer

/** `live`: it is in play now (a sport or championship: some of its games are). */
export const SportHit = Schema.TaggedStruct("sport", { sportId: SportId, name: Schema.String, section: Section, live: Schema.Boolean })
export const ChampionshipHit = Schema.TaggedStruct("championship", {
  championshipId: Schema.String,
  sportId: SportId,
  name: Schema.String,
  country: Schema.String,
  section: Section,
  live: Schema.Boolean
})
export const TeamHit = Schema.TaggedStruct("team", { sportId: SportId, name: Schema.String, live: Schema.Boolean })
export const GameHit = Schema.TaggedStruct("game", {
  gameId: Schema.String,
  sportId: SportId,
  championshipId: Schema.String,
  championshipName: Schema.String,
  home: Schema.String,
  away: Schema.String,
  startsAt: Schema.Int,
  live: Schema.Boolean
})
export const SearchHit = Schema.Union(SportHit, ChampionshipHit, TeamHit, GameHit)
export type SearchHit = typeof SearchHit.Type
export type SearchKind = SearchHit["_tag"]

/** The hits of a query by kind, each kind best first; `query` is the query as the server read it (trimmed). */
export const SearchAnswer = Schema.Struct({
  query: Schema.String,
  sports: Schema.Array(SportHit),
  championships: Schema.Array(ChampionshipHit),
  teams: Schema.Array(TeamHit),
  games: Schema.Array(GameHit)
})
export type SearchAnswer = typeof SearchAnswer.Type

/** The order the kinds are shown in. */
export const SEARCH_KINDS: ReadonlyArray<SearchKind> = ["sport", "championship", "team", "game"]

/** Every hit of an answer in the order shown (kind by kind), the order the arrow keys walk. */
export const hitsInOrder = (answer: SearchAnswer): ReadonlyArray<SearchHit> => [...answer.sports, ...answer.championships, ...answer.teams, ...answer.games]

/** The page a hit opens (src/domain/shell/routes.ts): a sport's or championship's list, a team's page, a game's. */
export const searchHitPathOf = (lng: string, hit: SearchHit): string => {
  switch (hit._tag) {
    case "sport":
      return outrightPagePathOf(lng, hit.sportId) ?? sportsPathOf(lng, { section: hit.section, sportId: hit.sportId, championshipId: null, gameId: null })
    case "championship":
      return sportsPathOf(lng, { section: hit.section, sportId: hit.sportId, championshipId: hit.championshipId, gameId: null })
    case "team":
      return teamPathOf(lng, { sportId: hit.sportId, name: hit.name })
    case "game":
      return sportsPathOf(lng, { section: hit.live ? "live" : "line", sportId: hit.sportId, championshipId: hit.championshipId, gameId: hit.gameId })
  }
}
