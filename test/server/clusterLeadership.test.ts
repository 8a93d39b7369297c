import { createServer, type Server, Socket } from "node:net"
import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import pg from "pg"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { ClusterLeadership } from "../../server/platform/cluster/leadership"
import { leaseLeadershipLayer } from "../../server/platform/cluster/leaseLeadership"
import { preparedDatabase } from "../../server/platform/db/preparedDatabase"
import { type RunningServer, startServer } from "../../server/startServer"
import { type DatabaseUnderTest, databasesUnderTest, type FreshDatabase, freshPostgresSchema, TEST_DATABASE_URL } from "./support/databases"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"

/**
 * One leader per cluster, elected through the database: of two processes (two leadership layers on two pools, or two
 * whole servers) on one database exactly one runs the cluster's work; when it stops, or is cut from the database, the
 * other takes over within 10 s, and the one cut off stops its work before the other may start it.
 */

const SLOW = 60_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A process's leadership with a job under it that counts its passes (every 100 ms) and says when it runs. */
interface Member {
  readonly passes: () => number
  readonly working: () => boolean
  readonly leading: () => Promise<boolean>
  readonly stop: () => Promise<void>
}

/** Holds the event loop for `ms`, as building the world does at a server's start. */
const blockEventLoop = (ms: number) => {
  const until = performance.now() + ms
  while (performance.now() < until) {
    // busy: no timer, no I/O
  }
}

/** A member's start: `blockMs` of event loop held after its leadership layer is built, then it joins the election. */
const memberOn = async (options: FreshDatabase["options"], blockMs = 0): Promise<Member> => {
  let passes = 0
  let working = false
  const runtime = ManagedRuntime.make(
    Layer.scopedDiscard(
      Effect.gen(function* () {
        const leadership = yield* ClusterLeadership
        yield* leadership.whileLeading(
          "a counting job",
          Effect.acquireUseRelease(
            Effect.sync(() => (working = true)),
            () => Effect.forever(Effect.zipRight(Effect.sync(() => passes++), Effect.sleep("100 millis"))),
            () => Effect.sync(() => (working = false))
          )
        )
        if (blockMs > 0) blockEventLoop(blockMs)
        yield* leadership.join
      })
    ).pipe(Layer.provideMerge(leaseLeadershipLayer()), Layer.provideMerge(preparedDatabase(options)), Layer.orDie)
  )
  await runtime.runPromise(Effect.void)
  return {
    passes: () => passes,
    working: () => working,
    leading: () => runtime.runPromise(Effect.flatMap(ClusterLeadership, (leadership) => leadership.leading)),
    stop: () => runtime.dispose()
  }
}

/** Waits until `holds`, checking every 20 ms; answers the milliseconds it took, or fails after `limit` ms. */
const within = async (limit: number, holds: () => boolean | Promise<boolean>): Promise<number> => {
  const started = performance.now()
  while (!(await holds())) {
    if (performance.now() - started > limit) throw new Error(`not within ${limit} ms`)
    await sleep(20)
  }
  return performance.now() - started
}

/** A fresh database for the enclosing describe block, and the members a test starts on it, stopped after each test. */
const useMembersDatabase = (db: DatabaseUnderTest) => {
  const held: { database: FreshDatabase; readonly members: Array<Member> } = { database: undefined as never, members: [] }
  beforeAll(async () => {
    held.database = await db.fresh()
  }, SLOW)
  afterEach(async () => {
    await Promise.all(held.members.splice(0).map((member) => member.stop()))
  })
  afterAll(async () => {
    await held.database?.dispose()
  })
  return held
}

describe.each(databasesUnderTest)("two processes' leadership on one $label database", (db) => {
  const held = useMembersDatabase(db)
  const members = held.members
  let database: FreshDatabase
  beforeAll(() => void (database = held.database))

  it("exactly one leads, and only its job runs", async () => {
    const [first, second] = [await memberOn(database.options), await memberOn(database.options)] as [Member, Member]
    members.push(first, second)
    await sleep(2_500)
    expect(await first.leading()).toBe(true)
    expect(await second.leading()).toBe(false)
    // 2.5 s of passes every 100 ms in the leader, none in the other.
    expect(first.passes()).toBeGreaterThanOrEqual(15)
    expect(second.passes()).toBe(0)
    expect(second.working()).toBe(false)
  }, SLOW)

  it("when the leader stops, the other leads within 10 s and its job runs there", async () => {
    const [first, second] = [await memberOn(database.options), await memberOn(database.options)] as [Member, Member]
    members.push(second)
    expect(await first.leading()).toBe(true)
    await first.stop()
    const took = await within(10_000, () => second.leading())
    // A leader that stops hands the lease over at once: the other takes it at its next try, once a second.
    expect(took).toBeLessThan(1_500)
    await within(1_000, () => second.working())
    const [{ terms }] = (await database.query("select count(*)::int as terms from cluster_leases")) as Array<any>
    expect(terms).toBe(1)
  }, SLOW)
})

describe.each(databasesUnderTest)("a leader's start and stalls on $label", (db) => {
  const held = useMembersDatabase(db)
  const members = held.members
  let database: FreshDatabase
  beforeAll(() => void (database = held.database))
  const term = async () => Number(((await database.query("select term from cluster_leases")) as Array<any>)[0]?.term ?? 0)

  it("a process whose start holds the event loop for 2.5 s leads from its start on, in one term, without stepping down", async () => {
    const member = await memberOn(database.options, 2_500)
    members.push(member)
    expect(await member.leading()).toBe(true)
    const taken = await term()
    await sleep(4_000)
    expect(await member.leading()).toBe(true)
    // One term all along: the lease was never given up and taken again.
    expect(await term()).toBe(taken)
    expect(member.passes()).toBeGreaterThanOrEqual(25)
  }, SLOW)

  it("a leader whose event loop was held past its lease is no leader when it wakes, and leads again in a new term", async () => {
    const member = await memberOn(database.options)
    members.push(member)
    expect(await member.leading()).toBe(true)
    const before = await term()
    blockEventLoop(3_500)
    // Before its election had a turn to notice: it must not act on a lease that lapsed.
    expect(await member.leading()).toBe(false)
    await within(5_000, () => member.leading())
    expect(await term()).toBeGreaterThan(before)
  }, SLOW)
})

/** A TCP relay to PostgreSQL that can be cut: every connection through it dropped and no new one let through. */
const relayTo = async (url: string) => {
  const target = new URL(url)
  const sockets = new Set<Socket>()
  const upstreams = new Set<Socket>()
  const server: Server = createServer((client) => {
    const upstream = new Socket()
    upstream.connect(Number(target.port || 5432), target.hostname)
    upstreams.add(upstream)
    upstream.on("close", () => upstreams.delete(upstream))
    for (const socket of [client, upstream]) {
      sockets.add(socket)
      socket.on("close", () => sockets.delete(socket))
      socket.on("error", () => undefined)
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as { port: number }).port
  const relayed = new URL(url)
  relayed.hostname = "127.0.0.1"
  relayed.port = String(port)
  return {
    url: relayed.toString(),
    /** The ports the relay's connections to PostgreSQL come from: pg_stat_activity's client_port of the relayed backends. */
    upstreamPorts: () => [...upstreams].map((socket) => socket.localPort).filter((port) => port !== undefined),
    cut: () => {
      server.close()
      for (const socket of sockets) socket.destroy()
    }
  }
}

describe.skipIf(TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "")("leadership on PostgreSQL when the leader is cut off", () => {
  let database: FreshDatabase
  const members: Array<Member> = []
  beforeAll(async () => {
    database = await freshPostgresSchema(TEST_DATABASE_URL!)
  }, SLOW)
  afterAll(async () => {
    await Promise.all(members.splice(0).map((member) => member.stop()))
    await database?.dispose()
  })

  it("a killed connection alone costs the leader nothing: its pool opens another and it keeps the lease", async () => {
    const options = database.options as Extract<FreshDatabase["options"], { kind: "postgres" }>
    const relay = await relayTo(TEST_DATABASE_URL!)
    const first = await memberOn({ ...options, url: Redacted.make(relay.url) })
    const second = await memberOn(options)
    members.push(first, second)
    expect(await first.leading()).toBe(true)
    // Every connection of the leader's pool killed by the server (the relay still lets new ones through).
    const killer = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await killer.connect()
    const ports = relay.upstreamPorts()
    expect(ports.length).toBeGreaterThan(0)
    const { rows } = await killer.query("select pg_terminate_backend(pid) as killed from pg_stat_activity where client_port = any($1::int[])", [ports])
    await killer.end()
    expect(rows.length).toBe(ports.length)
    await sleep(4_000)
    expect(await first.leading()).toBe(true)
    expect(await second.leading()).toBe(false)
    await Promise.all(members.splice(0).map((member) => member.stop()))
  }, SLOW)

  it("a leader cut from the database stops its job before the other starts it, and the other leads within 10 s", async () => {
    const options = database.options as Extract<FreshDatabase["options"], { kind: "postgres" }>
    const relay = await relayTo(TEST_DATABASE_URL!)
    const first = await memberOn({ ...options, url: Redacted.make(relay.url) })
    const second = await memberOn(options)
    members.push(first, second)
    expect(await first.leading()).toBe(true)
    await sleep(1_500)
    expect(second.working()).toBe(false)

    // Watch both jobs every 10 ms from the cut on: they must never run at the same time.
    let both = false
    const watching = setInterval(() => {
      if (first.working() && second.working()) both = true
    }, 10)
    const cutAt = performance.now()
    relay.cut()
    const stopped = await within(10_000, () => !first.working())
    const took = await within(10_000, () => second.working())
    clearInterval(watching)
    const takeover = performance.now() - cutAt
    console.log(`cut leader stopped its job after ${Math.round(stopped)} ms; the other took over after ${Math.round(takeover)} ms (${Math.round(took)} ms after the stop)`)
    expect(both).toBe(false)
    // The lease lasts 3 s after its last renewal; the cut leader stops after 2 s without one.
    expect(stopped).toBeLessThan(3_000)
    expect(takeover).toBeLessThan(10_000)
    expect(await second.leading()).toBe(true)
    expect(await first.leading()).toBe(false)
  }, SLOW)
})

describe.skipIf(TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "")("two servers on one PostgreSQL schema", () => {
  let database: FreshDatabase
  const servers: Array<{ readonly server: RunningServer; readonly logs: Array<string> }> = []
  beforeAll(async () => {
    database = await freshPostgresSchema(TEST_DATABASE_URL!)
  }, SLOW)
  afterAll(async () => {
    await Promise.all(servers.map(({ server }) => server.close()))
    await database?.dispose()
  }, SLOW)

  const start = async () => {
    const logs: Array<string> = []
    const server = await startServer({ database: database.options, operatorToken: Redacted.make(TEST_OPERATOR_TOKEN), log: (line) => logs.push(line) })
    servers.push({ server, logs })
    return { server, logs }
  }
  const leads = (logs: ReadonlyArray<string>) => logs.some((line) => line.includes("this process leads the cluster"))

  it("one of them leads; when it stops the other leads within 10 s", async () => {
    const first = await start()
    const second = await start()
    await sleep(1_500)
    expect(leads(first.logs)).toBe(true)
    expect(leads(second.logs)).toBe(false)
    const [lease] = (await database.query("select term from cluster_leases")) as Array<any>

    const stoppedAt = performance.now()
    await first.server.close()
    servers.splice(0, 1)
    await within(10_000, () => leads(second.logs))
    expect(performance.now() - stoppedAt).toBeLessThan(10_000)
    const [after] = (await database.query("select term from cluster_leases")) as Array<any>
    // A takeover is a new term: whatever the first leader still had in flight names the old one.
    expect(Number(after.term)).toBeGreaterThan(Number(lease.term))
  }, SLOW)
})
