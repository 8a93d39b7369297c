import { Redacted } from "effect"
import { afterAll, beforeAll } from "vitest"
import { DEV_TOKEN_HEADER } from "../../../src/domain/api/devtools"
import { devTokenOf } from "../../../server/devtools/devToken"
import { makeInProcessBroker } from "../../../server/platform/broker/inProcessBroker"
import { startServer, type RunningServer, type StartServerOptions } from "../../../server/startServer"
import type { DatabaseUnderTest, FreshDatabase } from "./databases"

export interface TestServer {
  /** Valid once beforeAll has run. */
  readonly url: string
  readonly database: FreshDatabase
  readonly server: RunningServer
  /** Every log line the server wrote, to check what it logs (and what it must never log). */
  readonly logs: Array<string>
  /** The dev calls' header (the server's dev token), for the tests that read the mailbox or finish a game. */
  readonly devHeaders: Readonly<Record<string, string>>
}

/** The operator token of a test server that was given none: dev calls need one to be derived from. */
export const TEST_OPERATOR_TOKEN = "operator-token-of-every-test-server-0123456789"

/**
 * Starts one real server on a fresh database for the enclosing describe block and stops it afterwards.
 * Returns a live view: read its fields inside tests, not at collection time.
 */
export const useTestServer = (db: DatabaseUnderTest, options: Omit<StartServerOptions, "database" | "log"> = {}): TestServer => {
  const logs: Array<string> = []
  const operatorToken = options.operatorToken ?? Redacted.make(TEST_OPERATOR_TOKEN)
  const devHeaders = { [DEV_TOKEN_HEADER]: Redacted.value(devTokenOf(operatorToken)) }
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
      operatorToken,
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
    logs,
    devHeaders
  }
}

export interface TwoTestServers {
  /** The server useTestServer starts, its database shared with `second`. */
  readonly first: TestServer
  /** A second instance on first's database (another process of a cluster); it logs nowhere. Valid once beforeAll has run. */
  readonly second: RunningServer
}

/**
 * Two server instances on one fresh database for the enclosing describe block, as two processes of a cluster are:
 * what one of them does to a session (or the database does) the other must hear.
 */
export const useTwoTestServers = (db: DatabaseUnderTest): TwoTestServers => {
  // One broker for both, as the processes of a cluster share a NATS server: whichever leads relays the change notices.
  const broker = { kind: "given", broker: makeInProcessBroker() } as const
  const first = useTestServer(db, { broker })
  let second: RunningServer | undefined
  beforeAll(async () => {
    second = await startServer({ database: first.database.options, broker, log: () => undefined })
  }, 60_000)
  afterAll(async () => {
    await second?.close()
  })
  return {
    first,
    get second() {
      if (second === undefined) throw new Error("the second test server has not started")
      return second
    }
  }
}

/**
 * How long a test waits for a server to refuse a session ended elsewhere: far under the session cache's own freshness
 * (minutes, server/session/sessionCache.ts), so what is refused this soon was refused because the database announced it.
 */
export const ANNOUNCED_SOON = { timeout: 1500, interval: 50 } as const
