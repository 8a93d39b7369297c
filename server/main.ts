import { pathToFileURL } from "node:url"
import { HttpServer } from "@effect/platform"
import { NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Redacted } from "effect"
import { devMailboxLink } from "../src/domain/api/devtools"
import { DEMO_PLAYER } from "../src/domain/session/demoPlayer"
import { devTokenOf } from "./devtools/devToken"
import { operatorFilePath, operatorTokenFromEnv, publishOperatorAccess } from "./operator/operatorFile"
import { serverOptionsFromEnv } from "./options"
import { serverLayer } from "./serverLayer"
import { urlFor } from "./startServer"

export { startServer, type RunningServer, type StartServerOptions } from "./startServer"
export type { ServerOptions } from "./options"
export type { DatabaseOptions } from "./platform/db/databaseLayer"

/**
 * `node dist/server/main.mjs` (npm start) or `tsx server/main.ts`: reads PORT, HOST, DATABASE_URL, DATA_DIR,
 * CLIENT_DIR, TOKEN_SECRET, TRUSTED_PROXIES, OPERATOR_TOKEN, OPERATOR_FILE and NODE_ENV, applies the migrations and the seed, serves until
 * SIGINT/SIGTERM, then closes the server and the database before exiting. When it cannot start (database
 * unreachable, data folder in use, a bad setting) it says why in one line and exits with 1.
 */
/** The address a tool on this machine calls: a wildcard host is reached on loopback, by number (no name lookup). */
const loopbackUrl = (host: string, port: number): string =>
  ["0.0.0.0", "", "localhost"].includes(host) ? `http://127.0.0.1:${port}` : host === "::" ? `http://[::1]:${port}` : urlFor(host, port).replace("localhost", host.includes(":") ? `[${host}]` : host)

const main = Effect.gen(function* () {
  const operatorToken = yield* operatorTokenFromEnv
  const options = { ...(yield* serverOptionsFromEnv), operatorToken }
  yield* Effect.scoped(
    Effect.gen(function* () {
      const context = yield* Layer.build(serverLayer(options))
      const server = yield* Effect.provide(HttpServer.HttpServer, context)
      const port = server.address._tag === "TcpAddress" ? server.address.port : options.port
      // The one line scripts wait for; stdout, no log prefix.
      console.log(`Oddsfold is running at ${urlFor(options.host, port)}/`)
      // The operator tool (npm run operator) reaches this server through the file; the token never goes to stdout.
      const operatorFile = operatorFilePath(process.env)
      const devToken = options.production ? undefined : devTokenOf(operatorToken)
      yield* publishOperatorAccess(operatorFile, { url: loopbackUrl(options.host, port), token: operatorToken, devToken })
      console.log(`Operator tool: npm run operator -- verification list (access in ${operatorFile})`)
      if (devToken !== undefined) {
        // The seeded demo player and the dev mailbox (non-production only), so a newcomer can sign in and read the
        // codes the site sends at once. The dev token rides in the link's fragment, which never reaches a server log.
        console.log(`Demo player: sign in with ${DEMO_PLAYER.email} and the password ${DEMO_PLAYER.password}`)
        console.log(`Dev mailbox (the codes and links the site sends): ${devMailboxLink(urlFor(options.host, port), "en", Redacted.value(devToken))}`)
      }
      return yield* Effect.never
    })
  )
}).pipe(
  Effect.catchAll((error) =>
    Effect.sync(() => {
      console.error(`Oddsfold cannot start: ${error.message}`)
      process.exit(1)
    })
  )
)

// Only when run as the entry point: tests and e2e import startServer from here without starting a second server.
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  NodeRuntime.runMain(main)
}
