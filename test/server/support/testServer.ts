import { afterAll, beforeAll } from "vitest"
import { startServer, type RunningServer, type StartServerOptions } from "../../../server/startServer"
import type { DatabaseUnderTest, FreshDatabase } from "./databases"

export interface TestServer {
  /** Valid once beforeAll has run. */
  readonly url: string
  readonly database: FreshDatabase
  readonly server: RunningServer
  /** Every log line the server wrote, to check what it logs (and what it must never log). */
  readonly logs: Array<string>
}

/**
 * Starts one real server on a fresh database for the enclosing describe block and stops it afterwards.
 * Returns a live view: read its fields inside tests, not at collection time.
 */
export const useTestServer = (db: DatabaseUnderTest, options: Omit<StartServerOptions, "database" | "log"> = {}): TestServer => {
  const logs: Array<string> = []
  let database: FreshDatabase | undefined
  let server: RunningServer | undefined
  beforeAll(async () => {
    database = await db.fresh()
    server = await startServer({
      // Test files make many sessions from one address; the limit itself has its own test.
      sessionCreationLimit: { limit: 100_000, window: "1 minute" },
      loginLimit: { limit: 100_000, window: "1 minute" },
      registrationLimit: { limit: 100_000, window: "1 minute" },
      ...options,
      database: database.options,
      log: (line) => logs.push(line)
    })
  })
  afterAll(async () => {
    await server?.close()
    await database?.dispose()
  })
  const started = <A>(value: A | undefined): A => {
    if (value === undefined) throw new Error("the test server has not started")
    return value
  }
  return {
    get url() {
      return started(server).url
    },
    get server() {
      return started(server)
    },
    get database() {
      return started(database)
    },
    logs
  }
}
