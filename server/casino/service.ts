import { publishedFiguresOf } from "../../src/domain/casino/published"
import { createHash } from "node:crypto"
import { Clock, Context, Duration, Effect, Layer, Option, Schedule, Schema } from "effect"
import {
  type AvailablePartitions,
  type Catalogue,
  CasinoGameNotFound,
  CasinoGameUnavailable,
  CatalogueChangeRefused,
  type FavoriteGames,
  GAMES_PREVIEW_SIZE,
  type GameLaunch,
  type GamesPreview,
  type NewCasinoGame,
  type OperatorCasinoGame,
  type RecentGames
} from "../../src/domain/api/casino"
import {
  type CatalogueGame,
  type CatalogueProvider,
  CatalogueGame as CatalogueGameSchema,
  categoryCounts,
  isCategoryId,
  selectGames
} from "../../src/domain/casino/catalogue"
import { CachedBody } from "../platform/http/compression"
import { type CatalogueRepo, type GameRow, makeCatalogueRepo } from "./catalogueRepo"
import { GameProvider } from "./gameProvider"

/**
 * The casino's catalogue served from memory (ARCHITECTURE 6, hot reads): read at start and again only when the
 * catalogue's version (migration 046, moved by triggers on any change) moves, which a fiber checks every
 * CATALOGUE_POLL_INTERVAL; the lobby's answer is encoded once per version. Favorites, recently played games and
 * launches are the player's own and read the database.
 */
export const CATALOGUE_POLL_INTERVAL = Duration.seconds(1)

/** How many recently played games my-casino lists. */
export const RECENT_GAMES_LIMIT = 50
/** How many favorites a player keeps at most: one more is refused as an unknown game would be, never stored. */
export const FAVORITES_MAX = 200

interface Snapshot {
  readonly version: number
  readonly rows: ReadonlyArray<GameRow>
  readonly visible: ReadonlyArray<CatalogueGame>
  readonly providers: ReadonlyArray<CatalogueProvider>
  readonly catalogue: Catalogue
  readonly body: CachedBody
}

const decodeGame = Schema.decodeUnknownOption(CatalogueGameSchema)

/** An in-house game's return and largest win come from its own rules; another provider's from the catalogue row. */
const figuresOf = (row: GameRow): { readonly rtp: number; readonly maxWin: number } =>
  (row.launch_kind === "in-house" ? publishedFiguresOf(row.id) : undefined) ?? { rtp: row.rtp, maxWin: row.max_win }

/** A row as the lobby shows it; a row the schema refuses (an operator's odd SQL) is left out rather than served. */
const toGame = (row: GameRow): Option.Option<CatalogueGame> =>
  decodeGame({
    id: row.id,
    slug: row.slug,
    name: row.name,
    provider: row.provider_id,
    categories: row.categories.filter(isCategoryId),
    tags: row.tags,
    ...figuresOf(row),
    position: row.position,
    launch: row.launch_kind
  })

const toOperatorGame = (row: GameRow): OperatorCasinoGame => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  provider: row.provider_id,
  categories: row.categories.filter(isCategoryId),
  tags: row.tags as OperatorCasinoGame["tags"],
  ...figuresOf(row),
  position: row.position,
  launch: row.launch_kind,
  hidden: row.hidden,
  launchUrl: row.launch_url
})

const jsonBody = (value: unknown): CachedBody => {
  const bytes = Buffer.from(JSON.stringify(value))
  return new CachedBody(bytes, "application/json", `W/"${createHash("sha1").update(bytes).digest("base64url")}"`)
}

const snapshotOf = (version: number, rows: ReadonlyArray<GameRow>, providerRows: ReadonlyArray<{ id: string; name: string; in_house: boolean }>): Snapshot => {
  const visible = rows.filter((row) => !row.hidden).flatMap((row) => Option.toArray(toGame(row)))
  const providers = providerRows.map((p) => ({ id: p.id, name: p.name, inHouse: p.in_house }))
  const catalogue: Catalogue = {
    version,
    categories: categoryCounts(visible),
    // Only providers with a game to show: a provider whose games are all hidden has no page.
    providers: providers.map((p) => ({ ...p, games: visible.filter((g) => g.provider === p.id).length })).filter((p) => p.games > 0),
    games: selectGames(visible, { _tag: "all" }, providers)
  }
  return { version, rows, visible, providers, catalogue, body: jsonBody(catalogue) }
}

export interface CasinoServiceShape {
  /** The lobby's answer of the current version: no query. */
  readonly catalogueAnswer: () => CachedBody
  readonly catalogue: () => Catalogue
  /** A visible game, or none (unknown or hidden). */
  readonly visibleGame: (id: string) => Option.Option<CatalogueGame>
  readonly search: (query: string) => ReadonlyArray<CatalogueGame>
  readonly gamesPreview: (groupId: string | undefined, includeCategories: boolean) => GamesPreview
  readonly partitions: () => AvailablePartitions
  readonly favorites: (userId: number) => Effect.Effect<FavoriteGames>
  readonly addFavorite: (userId: number, gameId: string) => Effect.Effect<FavoriteGames, CasinoGameNotFound>
  readonly removeFavorite: (userId: number, gameId: string) => Effect.Effect<FavoriteGames>
  readonly recent: (userId: number) => Effect.Effect<RecentGames>
  /** Starts a game for the player: it joins their recently played. */
  readonly launch: (userId: number, gameId: string) => Effect.Effect<GameLaunch, CasinoGameNotFound | CasinoGameUnavailable>
  /** The operator's view and changes; each change is served at once by this process (and within a second by others). */
  readonly operatorGames: Effect.Effect<ReadonlyArray<OperatorCasinoGame>>
  readonly addGame: (game: NewCasinoGame) => Effect.Effect<OperatorCasinoGame, CatalogueChangeRefused>
  readonly setHidden: (gameId: string, hidden: boolean) => Effect.Effect<OperatorCasinoGame, CasinoGameNotFound>
  readonly setPosition: (gameId: string, position: number) => Effect.Effect<OperatorCasinoGame, CasinoGameNotFound>
  readonly refresh: Effect.Effect<void>
}

export class CasinoService extends Context.Tag("oddsfold/server/casino/CasinoService")<CasinoService, CasinoServiceShape>() {}

const notFound = (gameId: string) => new CasinoGameNotFound({ message: "there is no such game in the casino", gameId })
const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const load = (repo: CatalogueRepo) =>
  Effect.gen(function* () {
    // The version is read first: a change committed in between makes the next poll reload again.
    const version = yield* repo.version
    return snapshotOf(version, yield* repo.games, yield* repo.providers)
  })

export const CasinoServiceLive = Layer.scoped(
  CasinoService,
  Effect.gen(function* () {
    const repo = yield* makeCatalogueRepo
    const provider = yield* GameProvider
    let current = yield* load(repo)
    const refresh = Effect.gen(function* () {
      if ((yield* repo.version) !== current.version) current = yield* load(repo)
    })
    yield* refresh.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("reloading the casino catalogue failed", cause)),
      Effect.repeat(Schedule.spaced(CATALOGUE_POLL_INTERVAL)),
      Effect.forkScoped
    )
    const reload = Effect.flatMap(load(repo), (next) => Effect.sync(() => void (current = next)))
    const visibleGame = (id: string) => Option.fromNullable(current.visible.find((g) => g.id === id))
    const favorites = (userId: number) => Effect.map(repo.favorites(userId), (games) => ({ games }))
    const operatorGame = (gameId: string) =>
      Effect.flatMap(repo.game(gameId), (row) => (Option.isSome(row) ? Effect.succeed(toOperatorGame(row.value)) : Effect.fail(notFound(gameId))))

    return {
      catalogueAnswer: () => current.body,
      catalogue: () => current.catalogue,
      visibleGame,
      search: (query) => selectGames(current.visible, { _tag: "search", query }, current.providers),
      gamesPreview: (groupId, includeCategories) => {
        const selection = groupId !== undefined && isCategoryId(groupId) ? ({ _tag: "category", category: groupId } as const) : ({ _tag: "all" } as const)
        return {
          games: selectGames(current.visible, selection, current.providers).slice(0, GAMES_PREVIEW_SIZE),
          categories: includeCategories ? current.catalogue.categories : null
        }
      },
      partitions: () => ({ listAvailablePartitions: current.catalogue.categories.filter((c) => c.games > 0), success: true }),
      favorites,
      addFavorite: (userId, gameId) =>
        Effect.gen(function* () {
          if (Option.isNone(visibleGame(gameId))) return yield* notFound(gameId)
          const kept = yield* repo.favorites(userId)
          if (!kept.includes(gameId) && kept.length >= FAVORITES_MAX) return { games: kept }
          yield* repo.addFavorite(userId, gameId, yield* now)
          return yield* favorites(userId)
        }),
      removeFavorite: (userId, gameId) => Effect.zipRight(repo.removeFavorite(userId, gameId), favorites(userId)),
      recent: (userId) =>
        Effect.map(repo.recent(userId, RECENT_GAMES_LIMIT), (found) => ({ games: found.map((row) => ({ gameId: row.game_id, playedAt: row.played_at.getTime() })) })),
      launch: (userId, gameId) =>
        Effect.gen(function* () {
          const game = visibleGame(gameId)
          if (Option.isNone(game)) return yield* notFound(gameId)
          let launch: GameLaunch
          if (game.value.launch === "in-house") launch = { _tag: "in-house", gameId }
          else {
            const row = current.rows.find((r) => r.id === gameId)
            const url = row?.launch_url == null ? Option.none() : yield* provider.launchUrl({ id: gameId, provider: game.value.provider, launchUrl: row.launch_url }, { userId })
            if (Option.isNone(url)) return yield* new CasinoGameUnavailable({ message: "this game's provider is not connected", gameId })
            launch = { _tag: "external", gameId, url: url.value }
          }
          yield* repo.touchRecent(userId, gameId, yield* now)
          return launch
        }),
      operatorGames: Effect.map(repo.games, (rows) => rows.map(toOperatorGame)),
      addGame: (game) =>
        Effect.gen(function* () {
          if ((game.launch === "external") !== (game.launchUrl !== null)) {
            return yield* new CatalogueChangeRefused({ message: "an external game needs its https page, and an in-house game has none" })
          }
          if (game.providerName === undefined && !(yield* repo.providerExists(game.provider))) {
            return yield* new CatalogueChangeRefused({ message: `there is no provider ${game.provider}: give its name to add it` })
          }
          const added = yield* orRefused(
            repo.addGame({ ...game, providerName: game.providerName ?? null, categories: [...new Set(game.categories)], tags: [...new Set(game.tags)] })
          )
          if (!added) return yield* new CatalogueChangeRefused({ message: `a game with the id ${game.id} exists already` })
          yield* reload
          return yield* Effect.orDie(operatorGame(game.id))
        }),
      setHidden: (gameId, hidden) =>
        Effect.gen(function* () {
          if (!(yield* repo.setHidden(gameId, hidden))) return yield* notFound(gameId)
          yield* reload
          return yield* operatorGame(gameId)
        }),
      setPosition: (gameId, position) =>
        Effect.gen(function* () {
          if (!(yield* repo.setPosition(gameId, position))) return yield* notFound(gameId)
          yield* reload
          return yield* operatorGame(gameId)
        }),
      refresh: reload
    }
  })
)

/** A database refusal of an operator's change (a foreign key) is a refusal to say, not a defect. */
const orRefused = <A, E, R>(effect: Effect.Effect<A, E, R>) =>
  Effect.catchAll(effect, (error) => Effect.fail(new CatalogueChangeRefused({ message: `the catalogue refused the change: ${String((error as { message?: string }).message ?? error)}` })))
