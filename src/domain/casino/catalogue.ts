import { Schema } from "effect"
import { PlayerText } from "../playerText"

/**
 * The casino's catalogue (SPEC.md 1 and 2.3): its categories with their routes, the games and providers as the lobby
 * reads them, and the rules the lobby and the server both apply to them: which games a category, a provider, a filter
 * of SPEC.md 3 or a search shows, and in which order.
 */

/** SPEC.md 1's list of casino categories, in the lobby's order, each with the route SPEC.md 2.3 gives it. */
export const CASINO_CATEGORIES = [
  { id: "slots", route: "slots" },
  // SPEC.md 2.3 names no route of its own for the live casino: it is a subcategory of casino/{subcategory?}.
  { id: "live-casino", route: "casino/live-casino" },
  { id: "keno", route: "keno" },
  { id: "poker", route: "poker" },
  { id: "bingo", route: "bingo" },
  { id: "virtual-sports", route: "virtualsports" },
  { id: "tv-games", route: "tvgames" },
  { id: "fast-games", route: "fast-games" },
  { id: "fast-bet", route: "fast-bet" },
  { id: "crash-games", route: "crash-games" },
  { id: "skill-games", route: "skill-games" },
  { id: "card-games", route: "card-games" },
  { id: "scratch-cards", route: "scratchcards" },
  { id: "asian-games", route: "asian-games" },
  { id: "fishing-hunting", route: "fishinghunting" },
  { id: "other-games", route: "othergames" }
] as const

export type CategoryId = (typeof CASINO_CATEGORIES)[number]["id"]
export const CATEGORY_IDS: ReadonlyArray<CategoryId> = CASINO_CATEGORIES.map((c) => c.id)
export const CategoryId = Schema.Literal(...CATEGORY_IDS)

export const isCategoryId = (text: string): text is CategoryId => (CATEGORY_IDS as ReadonlyArray<string>).includes(text)

/** A category's route (without the language segment). */
export const categoryRoute = (id: CategoryId): string => CASINO_CATEGORIES.find((c) => c.id === id)!.route

/** SPEC.md 3 "Filters: Asian games (all, lotto, slots, ladder, dice, cards, other)". */
export const ASIAN_FILTERS = ["all", "lotto", "slots", "ladder", "dice", "cards", "other"] as const
export type AsianFilter = (typeof ASIAN_FILTERS)[number]
/** SPEC.md 3 "other games (poker, virtual, toto, lotto)". */
export const OTHER_GAMES_FILTERS = ["poker", "virtual", "toto", "lotto"] as const
export type OtherGamesFilter = (typeof OTHER_GAMES_FILTERS)[number]

/** A game's or provider's id, also its URL segment: lower-case letters, digits and dashes. */
export const CatalogueId = Schema.String.pipe(Schema.pattern(/^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/, { message: () => "lower-case letters, digits and dashes, at most 64" }))

/** A tag that puts a game under a filter of SPEC.md 3: `asian:<filter>` or `other:<filter>`. */
export const GameTag = Schema.Literal(...ASIAN_FILTERS.filter((f) => f !== "all").map((f) => `asian:${f}` as const), ...OTHER_GAMES_FILTERS.map((f) => `other:${f}` as const))
export type GameTag = typeof GameTag.Type

/** How a game starts: an in-house game runs on this server; an external one is an aggregator's page in an iframe. */
export const LaunchKind = Schema.Literal("in-house", "external")
export type LaunchKind = typeof LaunchKind.Type

/**
 * A game of the lobby. `rtp` is the published return to player in basis points (9730 is 97.30 %), `maxWin` the
 * largest win as a multiple of the stake; `position` orders games (smaller first).
 */
export const CatalogueGame = Schema.Struct({
  id: CatalogueId,
  slug: CatalogueId,
  name: Schema.String,
  provider: CatalogueId,
  categories: Schema.Array(CategoryId),
  tags: Schema.Array(GameTag),
  rtp: Schema.Int.pipe(Schema.between(0, 10_000)),
  maxWin: Schema.Int.pipe(Schema.positive()),
  position: Schema.Int,
  launch: LaunchKind
})
export type CatalogueGame = typeof CatalogueGame.Type

export const CatalogueProvider = Schema.Struct({ id: CatalogueId, name: Schema.String, inHouse: Schema.Boolean })
export type CatalogueProvider = typeof CatalogueProvider.Type

/** The lobby's categories as served: each with how many visible games it holds (0: the lobby shows an empty state). */
export const CatalogueCategory = Schema.Struct({ id: CategoryId, route: Schema.String, games: Schema.Int })
export type CatalogueCategory = typeof CatalogueCategory.Type

/** The in-house studio's provider id, and its games' ids: fixed, the game screens and rounds use them. */
export const IN_HOUSE_PROVIDER = "oddsfold-originals"
export const IN_HOUSE_GAME_IDS = ["dice", "crash", "mines", "plinko", "keno", "scratch", "slot", "roulette", "blackjack"] as const
export type InHouseGameId = (typeof IN_HOUSE_GAME_IDS)[number]
export const isInHouseGameId = (id: string): id is InHouseGameId => (IN_HOUSE_GAME_IDS as ReadonlyArray<string>).includes(id)

/** The text searched for: one line of at most SEARCH_QUERY_MAX characters. */
export const SEARCH_QUERY_MAX = 64
export const SearchQuery = PlayerText(SEARCH_QUERY_MAX)
/** Fewer characters than this (after trimming) find nothing: a search as you type starts at the second letter. */
export const SEARCH_MIN_LENGTH = 2

/** SPEC.md 9 "Preloader shows 16 game placeholders". */
export const PRELOADER_PLACEHOLDERS = 16

/** Lower case, without accents, and ё as е: "Rulëtka" and "ruletka" are one word to a search. */
export const normalizeForSearch = (text: string): string =>
  text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ё/g, "е")

const words = (text: string): ReadonlyArray<string> => normalizeForSearch(text).split(/[^\p{L}\p{N}]+/u).filter((w) => w !== "")

/**
 * Whether a game answers a search: every word of the query begins a word of the game's name or of its provider's
 * name. A query shorter than SEARCH_MIN_LENGTH, or with no word at all, matches nothing.
 */
export const matchesSearch = (query: string, game: Pick<CatalogueGame, "name">, providerName: string): boolean => {
  if (query.trim().length < SEARCH_MIN_LENGTH) return false
  const wanted = words(query)
  if (wanted.length === 0) return false
  const haystack = [...words(game.name), ...words(providerName)]
  return wanted.every((w) => haystack.some((h) => h.startsWith(w)))
}

/** The lobby's order: position, then name (code-unit order, the same in every browser and on the server), then id. */
export const compareGames = (a: CatalogueGame, b: CatalogueGame): number =>
  a.position - b.position || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

export const sortGames = (games: ReadonlyArray<CatalogueGame>): ReadonlyArray<CatalogueGame> => [...games].sort(compareGames)

/** What the lobby lists: every game, a category's, a provider's, or an answer to a search. */
export type LobbySelection =
  | { readonly _tag: "all" }
  | { readonly _tag: "category"; readonly category: CategoryId }
  | { readonly _tag: "provider"; readonly provider: string }
  | { readonly _tag: "search"; readonly query: string }

const asianTags = ASIAN_FILTERS.filter((f) => f !== "all" && f !== "other").map((f) => `asian:${f}`)

/**
 * SPEC.md 3's Asian filter over the Asian games: "all" keeps them all; "other" the ones no named filter takes (or
 * tagged other); any other filter the games with its tag.
 */
export const matchesAsianFilter = (filter: AsianFilter, game: Pick<CatalogueGame, "tags">): boolean => {
  if (filter === "all") return true
  if (filter === "other") return game.tags.includes("asian:other") || !game.tags.some((t) => asianTags.includes(t))
  return game.tags.includes(`asian:${filter}`)
}

/** SPEC.md 3's other-games filter: null keeps every game; else the games with its tag. */
export const matchesOtherGamesFilter = (filter: OtherGamesFilter | null, game: Pick<CatalogueGame, "tags">): boolean =>
  filter === null || game.tags.includes(`other:${filter}`)

/** The games of a selection, in the lobby's order. `providers` names the providers for a search. */
export const selectGames = (
  games: ReadonlyArray<CatalogueGame>,
  selection: LobbySelection,
  providers: ReadonlyArray<CatalogueProvider>
): ReadonlyArray<CatalogueGame> => {
  const providerName = (id: string) => providers.find((p) => p.id === id)?.name ?? ""
  const keep = (game: CatalogueGame): boolean => {
    switch (selection._tag) {
      case "all":
        return true
      case "category":
        return game.categories.includes(selection.category)
      case "provider":
        return game.provider === selection.provider
      case "search":
        return matchesSearch(selection.query, game, providerName(game.provider))
    }
  }
  return sortGames(games.filter(keep))
}

/** The categories with how many of these games each holds, in SPEC.md 1's order. */
export const categoryCounts = (games: ReadonlyArray<CatalogueGame>): ReadonlyArray<CatalogueCategory> =>
  CASINO_CATEGORIES.map(({ id, route }) => ({ id, route, games: games.filter((g) => g.categories.includes(id)).length }))

/** The category a game's page is shown under: the one asked for when the game is in it, else the game's first. */
export const gameCategory = (game: Pick<CatalogueGame, "categories">, asked: string | undefined): CategoryId | "all" =>
  asked !== undefined && isCategoryId(asked) && game.categories.includes(asked) ? asked : (game.categories[0] ?? "all")

/** The game page's path (SPEC.md 2.3 casino/{subcategory}/game/{gameId}/{gameName}). */
export const gamePagePath = (lng: string, game: Pick<CatalogueGame, "id" | "slug" | "categories">, asked?: string): string =>
  `/${lng}/casino/${gameCategory(game, asked)}/game/${encodeURIComponent(game.id)}/${encodeURIComponent(game.slug)}`

/**
 * The game routes of earlier versions of the site (SPEC.md 2.3 "Old game routes redirect with status 301 to current
 * ones"): /{lng}/casino/game/{gameId}, /{lng}/casino/play/{gameId}, /{lng}/{category route}/game/{gameId} and
 * /{lng}/games/casino/{gameId}. Answers the game id an old route names, else undefined.
 */
export const oldGameRouteId = (pathname: string): { readonly lng: string; readonly gameId: string; readonly category?: CategoryId } | undefined => {
  const parts = pathname.split("/").filter((p) => p !== "")
  const [lng, a, b, c, ...rest] = parts
  if (lng === undefined || !/^[a-z]{2}$/.test(lng) || rest.length > 0 || a === undefined || b === undefined || c === undefined) return undefined
  if (!/^[a-z0-9-]{1,64}$/.test(c)) return undefined
  if (a === "casino" && (b === "game" || b === "play")) return { lng, gameId: c }
  if (a === "games" && b === "casino") return { lng, gameId: c }
  if (b === "game") {
    const category = CASINO_CATEGORIES.find((cat) => cat.route === a)
    if (category !== undefined) return { lng, gameId: c, category: category.id }
  }
  return undefined
}
