import { Context, Effect, Layer, Option } from "effect"

/**
 * The port third-party games start through (ARCHITECTURE 6 "Third-party games sit behind a provider port"): given an
 * external game of the catalogue and the player, the page to show in the game page's iframe, or none when this
 * server has no connection to the game's provider. A real aggregator plugs in here; in-house games never pass here.
 */
export interface ExternalGame {
  readonly id: string
  readonly provider: string
  readonly launchUrl: string
}

export interface GameProviderShape {
  readonly launchUrl: (game: ExternalGame, player: { readonly userId: number }) => Effect.Effect<Option.Option<string>>
}

export class GameProvider extends Context.Tag("oddsfold/server/casino/GameProvider")<GameProvider, GameProviderShape>() {}

/** The embedded default: only the in-house studio is connected, so no external game starts. */
export const InHouseOnlyGameProviderLive = Layer.succeed(GameProvider, { launchUrl: () => Effect.succeed(Option.none()) })
