import { resolve } from "node:path"
import { HttpServer } from "@effect/platform"
import { Cause, Context, Effect, Exit, Layer, Scope } from "effect"
import type { ServerOptions } from "./options"
import { DEFAULT_SESSION_CREATION_LIMIT } from "./session/layer"
import { serverLayer } from "./serverLayer"
import { urlFor } from "./platform/siteOrigin"

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (no trailing slash) */
  readonly url: string
  readonly port: number
  /** Stops listening, finishes background work and closes the database. */
  readonly close: () => Promise<void>
}

export type StartServerOptions = Partial<ServerOptions>

// The address to reach a server listening on `host` from this machine: the site's origin's fallback too.
export { urlFor } from "./platform/siteOrigin"

/**
 * Starts a complete server for tests and end-to-end runs. Defaults: any free port on 127.0.0.1, an in-memory
 * PGlite, the client from ./dist/client, no trusted proxy, the default session-creation limit. Rejects (nothing left running) when it cannot start.
 */
export const startServer = async (options: StartServerOptions = {}): Promise<RunningServer> => {
  const host = options.host ?? "127.0.0.1"
  const layer = serverLayer({
    ...options,
    port: options.port ?? 0,
    host,
    database: options.database ?? { kind: "pglite" },
    clientDir: options.clientDir ?? resolve("dist/client"),
    production: options.production ?? false,
    trustedProxies: options.trustedProxies ?? [],
    sessionCreationLimit: options.sessionCreationLimit ?? DEFAULT_SESSION_CREATION_LIMIT
  })
  const scope = Effect.runSync(Scope.make())
  const built = await Effect.runPromiseExit(Layer.buildWithScope(layer, scope))
  if (Exit.isFailure(built)) {
    await Effect.runPromise(Scope.close(scope, built))
    throw new Error(`the server did not start: ${Cause.pretty(built.cause)}`)
  }
  const address = Context.get(built.value, HttpServer.HttpServer).address
  const port = address._tag === "TcpAddress" ? address.port : 0
  let closing: Promise<void> | undefined
  return {
    url: urlFor(host, port),
    port,
    close: () => (closing ??= Effect.runPromise(Scope.close(scope, Exit.void)))
  }
}
