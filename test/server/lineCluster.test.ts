import { randomBytes } from "node:crypto"
import { jetstreamManager } from "@nats-io/jetstream"
import { connect } from "@nats-io/transport-node"
import { Effect, Layer, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game } from "../../src/domain/sports/feed"
import type { BrokerOptions } from "../../server/platform/broker/brokerLayer"
import { makeInProcessBroker } from "../../server/platform/broker/inProcessBroker"
import { ClusterLeadership } from "../../server/platform/cluster/leadership"
import { type RunningServer, startServer } from "../../server/startServer"
import { fixedSecret } from "../support/worldSecrets"
import { type AccountServices, accountServicesOn, playerWithMoney, signedInCookie } from "./support/accounts"
import { couponBody } from "./support/coupons"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"

/**
 * One producer of the line (ARCHITECTURE 6, "Scale-out"): server instances on one database and one broker, one of them
 * leading. The leader ticks the line; every instance plays the same ticks, so at the same version they answer the
 * same bytes, a price read on one is the price placed on another, and an instance that starts late catches up. On the
 * in-process broker always (several servers of this test process share it as processes share NATS), and on NATS
 * JetStream when TEST_NATS_URL is set (CI: nats://127.0.0.1:4222 when a NATS server answers there).
 */

const START = Date.UTC(2026, 6, 1, 19, 0, 0)
/** The producer's tick; the test's clock stands still between its moves, so a tick plays only what the test moved. */
const SPORTS = { secret: fixedSecret(23), live: 30, line: 60, tickEvery: "50 millis" as const }
const PLACE = "/web-api/coupon/place"
const SLOW = 180_000
const TEST_NATS_URL = process.env["TEST_NATS_URL"]

/** A process that never leads: it only hears the leader's ticks. */
const following = Layer.succeed(ClusterLeadership, ClusterLeadership.of({ leading: Effect.succeed(false), whileLeading: () => Effect.void, join: Effect.void }))

interface BrokerUnderTest {
  readonly label: string
  readonly make: () => { readonly options: BrokerOptions; readonly dispose: () => Promise<void> }
}

const inProcess: BrokerUnderTest = {
  label: "in-process",
  make: () => ({ options: { kind: "given", broker: makeInProcessBroker() }, dispose: async () => {} })
}

const nats = (url: string): BrokerUnderTest => ({
  label: "NATS",
  make: () => {
    // A prefix of this test's own: its stream and subjects meet no other test's on the shared server.
    const prefix = `t${randomBytes(6).toString("hex")}`
    return {
      options: { kind: "nats", url, prefix },
      dispose: async () => {
        const connection = await connect({ servers: url })
        const manager = await jetstreamManager(connection)
        await manager.streams.delete(`${prefix}_line_ticks`).catch(() => false)
        await connection.close()
      }
    }
  }
})

const brokersUnderTest = TEST_NATS_URL === undefined || TEST_NATS_URL === "" ? [inProcess] : [inProcess, nats(TEST_NATS_URL)]
const cases = databasesUnderTest.flatMap((db) => brokersUnderTest.map((broker) => ({ db, broker, label: `${db.label} with the ${broker.label} broker` })))

const mainMarket = (game: Game) => game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")

describe.each(cases)("one producer of the line on $label", ({ broker: brokerUnderTest, db }) => {
  const clock = makeManualClock(START)
  let database: FreshDatabase
  let accounts: AccountServices
  let broker: ReturnType<BrokerUnderTest["make"]>
  const running: Array<RunningServer> = []
  const start = async (leadership?: Layer.Layer<ClusterLeadership>) => {
    const server = await startServer({
      database: database.options,
      clock: clock.clock,
      sports: SPORTS,
      broker: broker.options,
      leadership,
      coupon: { inPlayDelay: 0, settleEvery: 0 },
      sessionCreationLimit: { limit: 100_000, window: "1 minute" },
      operatorToken: Redacted.make(TEST_OPERATOR_TOKEN),
      log: () => {}
    })
    running.push(server)
    return server
  }
  const stop = async (server: RunningServer) => {
    await server.close()
    running.splice(running.indexOf(server), 1)
  }

  beforeAll(async () => {
    database = await db.fresh()
    accounts = accountServicesOn(database)
    broker = brokerUnderTest.make()
  }, SLOW)
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()))
    await accounts?.dispose()
    await database?.dispose()
    await broker?.dispose()
  }, SLOW)

  const text = async (server: RunningServer, path: string, cookie?: string) => {
    const response = await fetch(`${server.url}${path}`, { headers: cookie === undefined ? {} : cookieHeader(cookie) })
    return { status: response.status, body: await response.text() }
  }
  /** What a player sees of the line on a server, byte for byte: the top lists, the menus and football's championships. */
  const lineOn = async (server: RunningServer) => {
    const paths = [
      "/bff-api/sports/top?section=live",
      "/bff-api/sports/top?section=line",
      "/bff-api/sports/menu?section=live",
      "/bff-api/sports/menu?section=line",
      "/bff-api/sports/championships?section=live&sport=football"
    ]
    return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await text(server, path)).body] as const)))
  }
  const versionOn = async (server: RunningServer) => (JSON.parse((await text(server, "/bff-api/sports/top?section=live")).body) as { version: number }).version
  /** Waits until every server has played the line to the clock's time: the version of now, the world's epoch being START. */
  const caughtUp = async (...servers: ReadonlyArray<RunningServer>) => {
    const version = clock.nowMillis() - START + 1
    for (const server of servers) await expect.poll(() => versionOn(server), { timeout: 15_000, interval: 50 }).toBe(version)
  }

  it(
    "gives every instance the same line at the same version, takes on one instance the price read on another, and brings an instance started late to the same version",
    async () => {
      const leader = await start()
      const follower = await start(following)
      await caughtUp(leader, follower)
      // The clock moves by odd amounts, so no two instances could land on the same times by ticking on their own.
      for (const by of [1_370, 2_015, 999, 4_321]) {
        clock.advance(by)
        await caughtUp(leader, follower)
        expect(await lineOn(follower)).toEqual(await lineOn(leader))
      }

      // A live price read on the leader, placed through the follower at the same version: taken, not "price changed".
      const accountId = await playerWithMoney(accounts, 9_301, "RUB", 100_00)
      const cookie = await signedInCookie(follower.url, database, 9_301)
      const live = JSON.parse((await text(leader, "/bff-api/sports/top?section=live")).body) as { version: number; games: ReadonlyArray<Game> }
      expect(await versionOn(follower)).toBe(live.version)
      const game = live.games.find((g) => mainMarket(g) !== undefined)!
      const outcome = mainMarket(game)!.outcomes[0]!
      const placed = await fetch(`${follower.url}${PLACE}`, {
        method: "POST",
        headers: { "content-type": "application/json", ...cookieHeader(cookie) },
        body: JSON.stringify(couponBody(accountId, [{ id: outcome.id, coef: outcome.price }], { amount: 10_00 }))
      })
      expect([placed.status, placed.status === 200 ? "" : await placed.text()]).toEqual([200, ""])

      // An instance started late makes the line at the last tick and plays on with the others.
      clock.advance(6_250)
      await caughtUp(leader, follower)
      const late = await start(following)
      await caughtUp(late)
      expect(await lineOn(late)).toEqual(await lineOn(leader))
      clock.advance(1_111)
      await caughtUp(leader, follower, late)
      expect(await lineOn(late)).toEqual(await lineOn(leader))
    },
    SLOW
  )

  it(
    "continues the line from the last tick when another instance takes the lead: the version never goes back",
    async () => {
      const [leader] = running
      const followers = running.slice(1)
      const before = await versionOn(followers[0]!)
      await stop(leader!)
      // While no one leads the line stands still.
      clock.advance(2_000)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await versionOn(followers[0]!)).toBe(before)
      const next = await start()
      clock.advance(500)
      await caughtUp(next, ...followers)
      for (const follower of followers) expect(await lineOn(follower)).toEqual(await lineOn(next))
    },
    SLOW
  )
})
