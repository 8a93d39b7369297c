import { Context, Effect, Layer } from "effect"

/**
 * The server's options as the areas read them (ARCHITECTURE.md section 2). The platform names no setting of an
 * area: each area adds the ones it reads to this interface in its own `layer.ts` (declaration merging), and
 * server/options.ts's ServerOptions, which main.ts reads from the environment and tests build, extends it.
 */
export interface AreaSettings {
  /** NODE_ENV=production: no demo player, no sandboxes, no developer's tools. */
  readonly production: boolean
}

export class ServerSettings extends Context.Tag("oddsfold/server/ServerSettings")<ServerSettings, AreaSettings>() {}

/** A layer made from the server's settings: how an area's layer reads its own. */
export const withSettings = <A, E, R>(make: (settings: AreaSettings) => Layer.Layer<A, E, R>): Layer.Layer<A, E, R | ServerSettings> =>
  Layer.unwrapEffect(Effect.map(ServerSettings, make))
