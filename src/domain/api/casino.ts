import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { CatalogueCategory, CatalogueGame, CatalogueId, CatalogueProvider, CategoryId, GameTag, LaunchKind, SearchQuery } from "../casino/catalogue"
import { TrimmedPlayerText } from "../playerText"
import { LanguageCode } from "../shell/language"
import { Unauthorized } from "./errors"
import { OperatorAccess } from "./operator"

/**
 * The casino's lobby calls: the catalogue (a hot read, served from memory and keyed by the catalogue's version), its
 * search, providers, the signed-in player's favorites and recently played games, a game's launch, SPEC.md 7's games
 * preview and list-available-partitions calls, and the operator's catalogue commands.
 */

/** The catalogue is the same for everyone and changes rarely: browsers revalidate it with its ETag. */
export const CATALOGUE_CACHE_CONTROL = "public, max-age=0, must-revalidate"

/** No such game, or one the operator hid: 404 (a hidden game is not served to anyone). */
export class CasinoGameNotFound extends Schema.TaggedError<CasinoGameNotFound>()(
  "CasinoGameNotFound",
  { message: Schema.String, gameId: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** The game is listed but cannot be started now (its provider is not connected on this server): 503. */
export class CasinoGameUnavailable extends Schema.TaggedError<CasinoGameUnavailable>()(
  "CasinoGameUnavailable",
  { message: Schema.String, gameId: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}

/** An operator's change the catalogue refuses (a duplicate id, an unknown provider or category): 409. */
export class CatalogueChangeRefused extends Schema.TaggedError<CatalogueChangeRefused>()(
  "CatalogueChangeRefused",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The whole lobby: categories with their counts, providers and visible games, and the version they are of. */
export const Catalogue = Schema.Struct({
  version: Schema.Int,
  categories: Schema.Array(CatalogueCategory),
  providers: Schema.Array(Schema.Struct({ ...CatalogueProvider.fields, games: Schema.Int })),
  games: Schema.Array(CatalogueGame)
})
export type Catalogue = typeof Catalogue.Type

export const GameIdPath = Schema.Struct({ gameId: CatalogueId })

/** The player's favorite games, by id, the most recently added first. */
export const FavoriteGames = Schema.Struct({ games: Schema.Array(CatalogueId) })
export type FavoriteGames = typeof FavoriteGames.Type

/** The player's recently played games (my-casino), the latest first; times are epoch milliseconds. */
export const RecentGames = Schema.Struct({ games: Schema.Array(Schema.Struct({ gameId: CatalogueId, playedAt: Schema.Int })) })
export type RecentGames = typeof RecentGames.Type

/**
 * What a game's page needs to start it: an in-house game's id (its screen runs on this site), or an external game's
 * page to show in an iframe.
 */
export const GameLaunch = Schema.Union(
  Schema.TaggedStruct("in-house", { gameId: CatalogueId }),
  Schema.TaggedStruct("external", { gameId: CatalogueId, url: Schema.String })
)
export type GameLaunch = typeof GameLaunch.Type

/** SPEC.md 7 "Games preview call: whence, groupId, ref, lng, fcountry, includeCategories=false". */
export const GAMES_PREVIEW_PATH = "/third-party/api/games-preview"
export const GamesPreviewParams = Schema.Struct({
  whence: Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{1,32}$/))),
  groupId: Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{1,32}$/))),
  ref: Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{1,32}$/))),
  lng: Schema.optional(LanguageCode),
  fcountry: Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Za-z]{2}$/))),
  includeCategories: Schema.optional(Schema.Literal("true", "false"))
})
/** The preview: the first games of the lobby (a category's when groupId names one), and the categories when asked. */
export const GamesPreview = Schema.Struct({ games: Schema.Array(CatalogueGame), categories: Schema.NullOr(Schema.Array(CatalogueCategory)) })
export type GamesPreview = typeof GamesPreview.Type
/** How many games the preview shows. */
export const GAMES_PREVIEW_SIZE = 12

/** SPEC.md 7 "GET /third-party/api/list-available-partitions: listAvailablePartitions, success". */
export const LIST_AVAILABLE_PARTITIONS_PATH = "/third-party/api/list-available-partitions"
export const AvailablePartitions = Schema.Struct({ listAvailablePartitions: Schema.Array(CatalogueCategory), success: Schema.Boolean })
export type AvailablePartitions = typeof AvailablePartitions.Type

export const casinoGroup = HttpApiGroup.make("casino")
  .add(HttpApiEndpoint.get("catalogue", "/web-api/casino/catalogue").addSuccess(Catalogue))
  .add(
    HttpApiEndpoint.get("search", "/web-api/casino/search")
      .setUrlParams(Schema.Struct({ q: SearchQuery }))
      .addSuccess(Schema.Struct({ games: Schema.Array(CatalogueGame) }))
  )
  .add(HttpApiEndpoint.get("providers", "/web-api/casino/providers").addSuccess(Schema.Struct({ providers: Catalogue.fields.providers })))
  .add(HttpApiEndpoint.get("favorites", "/web-api/casino/favorites").addSuccess(FavoriteGames).addError(Unauthorized))
  .add(HttpApiEndpoint.put("addFavorite", "/web-api/casino/favorites/:gameId").setPath(GameIdPath).addSuccess(FavoriteGames).addError(Unauthorized).addError(CasinoGameNotFound))
  .add(HttpApiEndpoint.del("removeFavorite", "/web-api/casino/favorites/:gameId").setPath(GameIdPath).addSuccess(FavoriteGames).addError(Unauthorized))
  .add(HttpApiEndpoint.get("recent", "/web-api/casino/recent").addSuccess(RecentGames).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("launch", "/web-api/casino/games/:gameId/launch")
      .setPath(GameIdPath)
      .addSuccess(GameLaunch)
      .addError(Unauthorized)
      .addError(CasinoGameNotFound)
      .addError(CasinoGameUnavailable)
  )
  .add(HttpApiEndpoint.get("gamesPreview", GAMES_PREVIEW_PATH).setUrlParams(GamesPreviewParams).addSuccess(GamesPreview))
  .add(HttpApiEndpoint.get("listAvailablePartitions", LIST_AVAILABLE_PARTITIONS_PATH).addSuccess(AvailablePartitions))

/** A game as the operator sees it: with its hidden flag and its external page, if any. */
export const OperatorCasinoGame = Schema.Struct({ ...CatalogueGame.fields, hidden: Schema.Boolean, launchUrl: Schema.NullOr(Schema.String) })
export type OperatorCasinoGame = typeof OperatorCasinoGame.Type

/** A game the operator adds: an external one names its page; the provider is made when it is new. */
export const NewCasinoGame = Schema.Struct({
  id: CatalogueId,
  name: TrimmedPlayerText(1, 100),
  provider: CatalogueId,
  providerName: Schema.optional(TrimmedPlayerText(1, 100)),
  categories: Schema.Array(CategoryId).pipe(Schema.minItems(1), Schema.maxItems(16)),
  tags: Schema.optionalWith(Schema.Array(GameTag).pipe(Schema.maxItems(16)), { default: () => [] }),
  rtp: Schema.Int.pipe(Schema.between(0, 10_000)),
  maxWin: Schema.Int.pipe(Schema.between(1, 1_000_000_000)),
  position: Schema.optionalWith(Schema.Int.pipe(Schema.between(-1_000_000, 1_000_000)), { default: () => 0 }),
  launch: LaunchKind,
  launchUrl: Schema.optionalWith(Schema.NullOr(Schema.String.pipe(Schema.pattern(/^https:\/\/[^\s]{1,2000}$/))), { default: () => null })
})
export type NewCasinoGame = typeof NewCasinoGame.Type

/** The operator's catalogue calls (`npm run operator -- casino ...`), behind the operator token. */
export const operatorCasinoGroup = HttpApiGroup.make("operatorCasino")
  .add(HttpApiEndpoint.get("games", "/web-api/operator/casino/games").addSuccess(Schema.Array(OperatorCasinoGame)))
  .add(HttpApiEndpoint.post("addGame", "/web-api/operator/casino/games").setPayload(NewCasinoGame).addSuccess(OperatorCasinoGame).addError(CatalogueChangeRefused))
  .add(
    HttpApiEndpoint.post("setHidden", "/web-api/operator/casino/games/:gameId/hidden")
      .setPath(GameIdPath)
      .setPayload(Schema.Struct({ hidden: Schema.Boolean }))
      .addSuccess(OperatorCasinoGame)
      .addError(CasinoGameNotFound)
  )
  .add(
    HttpApiEndpoint.post("setPosition", "/web-api/operator/casino/games/:gameId/position")
      .setPath(GameIdPath)
      .setPayload(Schema.Struct({ position: Schema.Int.pipe(Schema.between(-1_000_000, 1_000_000)) }))
      .addSuccess(OperatorCasinoGame)
      .addError(CasinoGameNotFound)
  )
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
