import { pathToFileURL } from "node:url"
import { HttpServer } from "@effect/platform"
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import { serverLayer } from "./serverLayer"
import { urlFor } from "./startServer"
import { serverOptionsFromEnv } from "./serverOptions"

export { startServer, type RunningServer, type StartServerOptions } from "./startServer"
export type { ServerOptions } from "./serverOptions"
export type { DatabaseOptions } from "./db/databaseLayer"

/**
 * `tsx server/main.ts`: reads PORT, HOST, DATABASE_URL, DATA_DIR, CLIENT_DIR, TOKEN_SECRET, applies the migrations
 * and the seed, serves until SIGINT/SIGTERM, then closes the server and the database before exiting.
 */
const main = Effect.gen(function* () {
  const options = yield* serverOptionsFromEnv
  yield* Effect.scoped(
    Effect.gen(function* () {
      const context = yield* Layer.build(serverLayer(options))
      const server = yield* Effect.provide(HttpServer.HttpServer, context)
      const port = server.address._tag === "TcpAddress" ? server.address.port : options.port
      // The one line scripts wait for; stdout, no log prefix.
      console.log(`Oddsfold is running at ${urlFor(options.host, port)}/`)
      return yield* Effect.never
    })
  )
})

// Only when run as the entry point: tests and e2e import startServer from here without starting a second server.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  NodeRuntime.runMain(main)
}
