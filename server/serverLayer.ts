import { dirname, join } from "node:path"
import { HttpApiBuilder, HttpApiScalar, HttpMiddleware } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { Clock, Data, Effect, Layer, Logger } from "effect"
import { AreasLive } from "./areas"
import { preparedDatabase } from "./platform/db/preparedDatabase"
import { DevClock, makeShiftableClock, noDevClock } from "./platform/devClock"
import { DocumentedApi } from "./platform/http/documentedApi"
import { HotRoutes, HotRoutesLive, makeFrontServer } from "./platform/http/hotRoutes"
import { MiddlewareLive } from "./platform/http/middleware"
import { PageHeadsLive } from "./platform/http/pageHeads"
import { PageRedirectsLive } from "./platform/http/pageRedirects"
import { makeProxyTrust, parseTrustedProxies, ProxyTrustService } from "./platform/http/proxyTrust"
import { RateLimiterLive } from "./platform/http/rateLimit"
import { StaticFilesLive } from "./platform/http/staticFiles"
import { brokerLayer } from "./platform/broker/brokerLayer"
import { ClusterLeadership, singleProcessLeadership } from "./platform/cluster/leadership"
import { leaseLeadershipLayer } from "./platform/cluster/leaseLeadership"
import { ChangeNoticesLive } from "./platform/changeNotices/changeNotices"
import { DatabaseOutboxLive } from "./platform/outbox/databaseOutbox"
import { MailboxLive } from "./platform/outbox/mailbox"
import type { ServerOptions } from "./options"
import { ServerSettings } from "./platform/settings"
import { SiteOriginLive } from "./platform/siteOrigin"

/** Node's own limits on a connection: headers must arrive within 10 s and a whole request within 15 s (else 408). */
const NODE_LIMITS = { headersTimeout: 10_000, requestTimeout: 15_000 }

export class InvalidSetting extends Data.TaggedError("InvalidSetting")<{ readonly message: string }> {}

/**
 * The whole back end as one Layer: database (migrated) -> the areas (their services and handlers) -> HTTP server
 * with /openapi.json, /docs, the static client and the middleware, behind the front server's hot routes.
 * Building it starts listening; closing its scope stops the server, then the background work, then the database.
 */
export const serverLayer = (options: ServerOptions) => {
  const proxyTrust = Layer.effect(
    ProxyTrustService,
    Effect.try({
      try: () => makeProxyTrust(parseTrustedProxies(options.trustedProxies)),
      catch: (error) => new InvalidSetting({ message: error instanceof Error ? error.message : String(error) })
    })
  )
  // What every area may use: its settings, rate limits, the outbox (the embedded default unless a delivery adapter
  // is given) and the dev mailbox on it, the site's origin for the links of its e-mails, and the hot routes' list.
  const siteOrigin = SiteOriginLive({ publicUrl: options.publicUrl, production: options.production, host: options.host, port: options.port })
  // Off production the clock may be moved forward by the developer (the dev clock call).
  const shiftable = options.production ? undefined : makeShiftableClock(options.clock ?? Clock.make())
  const devClock = Layer.succeed(DevClock, shiftable?.service ?? noDevClock)
  // Several processes may share a PostgreSQL server: one of them, elected through it, does the cluster's background
  // work. PGlite is one process per data folder (or a caller's own client, the tests'): it always leads.
  const leadership = options.leadership ?? (options.database.kind === "postgres" ? leaseLeadershipLayer() : singleProcessLeadership)
  // The broker first: a BROKER_URL that names no usable broker is refused before the database is opened or migrated.
  const platform = ChangeNoticesLive.pipe(
    Layer.provideMerge(Layer.mergeAll(Layer.succeed(ServerSettings, options), devClock, RateLimiterLive, options.outbox ?? DatabaseOutboxLive, MailboxLive, siteOrigin, HotRoutesLive, PageHeadsLive, PageRedirectsLive, leadership)),
    Layer.provideMerge(preparedDatabase(options.database)),
    Layer.provideMerge(brokerLayer(options.broker))
  )
  const services = Layer.mergeAll(AreasLive, proxyTrust).pipe(Layer.provideMerge(platform))

  const api = HttpApiBuilder.api(DocumentedApi).pipe(Layer.provide(services))

  // The port opens only once the database is migrated and the services are loaded: a request that arrived
  // earlier would wait for a handler that is not there yet, instead of being refused and retried by its client.
  const listener = Layer.unwrapEffect(
    Effect.gen(function* () {
      const hot = yield* HotRoutes
      const routes = yield* hot.all
      const writes = yield* hot.writes
      const mounts = yield* hot.mounts
      const trust = yield* ProxyTrustService
      // Built: from now on this process may lead the cluster (and may already, before its first request).
      yield* (yield* ClusterLeadership).join
      return NodeHttpServer.layer(() => makeFrontServer(routes, writes, trust, NODE_LIMITS, mounts), { port: options.port, host: options.host })
    })
  ).pipe(Layer.provide(services))

  const http = HttpApiBuilder.serve().pipe(
    // No spans are exported anywhere; making one per request only costs time.
    HttpMiddleware.withTracerDisabledWhen(() => true),
    Layer.provide(
      StaticFilesLive({
        clientDir: options.clientDir,
        production: options.production,
        firstPaintRenderer: options.firstPaintRenderer ?? join(dirname(options.clientDir), "first-paint", "firstPaint.mjs")
      })
    ),
    Layer.provide(HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" })),
    Layer.provide(HttpApiScalar.layer({ path: "/docs" })),
    Layer.provide(MiddlewareLive),
    Layer.provide(api),
    Layer.provide(services),
    Layer.provideMerge(listener)
  )

  return http.pipe(Layer.provide(runtimeOverrides(options, shiftable?.clock ?? options.clock)))
}

/** The clock and the log destination, when the caller replaces them (tests). */
const runtimeOverrides = (options: ServerOptions, serverClock: Clock.Clock | undefined): Layer.Layer<never> => {
  const clock = serverClock === undefined ? Layer.empty : Layer.setClock(serverClock)
  const log = options.log
  const logger =
    log === undefined ? Layer.empty : Logger.replace(Logger.defaultLogger, Logger.map(Logger.logfmtLogger, (line) => log(line)))
  return Layer.mergeAll(clock, logger, Layer.setTracerEnabled(false))
}
