import { createServer } from "node:http"
import { HttpApiBuilder, HttpApiScalar } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Layer, Logger } from "effect"
import { preparedDatabase } from "./db/prepareDatabase"
import { ConfigHandlersLive } from "./http/configHandlers"
import { DocumentedApi } from "./http/documentedApi"
import { MiddlewareLive } from "./http/middleware"
import { SessionHandlersLive } from "./http/sessionHandlers"
import { StaticFilesLive } from "./http/staticFiles"
import type { ServerOptions } from "./serverOptions"
import { ConfigStoreLive } from "./services/ConfigStore"
import { FingerprintsLive } from "./services/Fingerprints"
import { SessionJanitorLive } from "./services/sessionJanitor"
import { SessionStoreLive } from "./services/SessionStore"
import { TokenSignerLive } from "./services/TokenSigner"

/**
 * The whole back end as one Layer: database (migrated, seeded) -> services -> the contract's handlers ->
 * HTTP server with /openapi.json, /docs, the static client and the middleware. Building it starts listening;
 * closing its scope stops the server, then the background work, then the database.
 */
export const serverLayer = (options: ServerOptions) => {
  const database = preparedDatabase(options.database)
  const services = Layer.mergeAll(
    ConfigStoreLive,
    FingerprintsLive.pipe(Layer.provideMerge(SessionStoreLive)),
    TokenSignerLive(options.tokenSecret)
  ).pipe(Layer.provideMerge(database))

  const api = HttpApiBuilder.api(DocumentedApi).pipe(
    Layer.provide([ConfigHandlersLive, SessionHandlersLive]),
    Layer.provide(services)
  )

  // The port opens only once the database is migrated and seeded: a request that arrived earlier would wait for
  // a handler that is not there yet, instead of being refused and retried by its client.
  const listener = Layer.flatMap(services, () => NodeHttpServer.layer(() => createServer(), { port: options.port, host: options.host }))

  const http = HttpApiBuilder.serve().pipe(
    Layer.provide(StaticFilesLive(options.clientDir)),
    Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" })),
    Layer.provide(HttpApiScalar.layer({ path: "/docs" })),
    Layer.provide(MiddlewareLive),
    Layer.provide(api),
    Layer.provideMerge(listener)
  )

  return Layer.mergeAll(http, SessionJanitorLive.pipe(Layer.provide(services))).pipe(Layer.provide(runtimeOverrides(options)))
}

/** The clock and the log destination, when the caller replaces them (tests). */
const runtimeOverrides = (options: ServerOptions): Layer.Layer<never> => {
  const clock = options.clock === undefined ? Layer.empty : Layer.setClock(options.clock)
  const log = options.log
  const logger =
    log === undefined ? Layer.empty : Logger.replace(Logger.defaultLogger, Logger.map(Logger.logfmtLogger, (line) => log(line)))
  return Layer.merge(clock, logger)
}
