import { randomBytes } from "node:crypto"
import { jetstreamManager } from "@nats-io/jetstream"
import { connect } from "@nats-io/transport-node"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { Broker, BrokerUnavailable, type BrokerShape } from "../../server/platform/broker/broker"
import { brokerLayer, type BrokerOptions } from "../../server/platform/broker/brokerLayer"
import { makeInProcessBroker } from "../../server/platform/broker/inProcessBroker"
import { ChangeNotices, ChangeNoticesLive } from "../../server/platform/changeNotices/changeNotices"
import type { ChangeNotice } from "../../server/platform/changeNotices/notice"
import { dropStale } from "../../server/platform/changeNotices/relay"
import { ClusterLeadership } from "../../server/platform/cluster/leadership"
import { leaseLeadershipLayer } from "../../server/platform/cluster/leaseLeadership"
import { preparedDatabase } from "../../server/platform/db/preparedDatabase"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"

/**
 * Change notices (migration 058, server/platform/changeNotices/): a change committed in the database reaches the
 * listeners of every process of the cluster through the broker, relayed by whichever process leads; none is lost when
 * the leader dies after the commit and before relaying it, and the table of notices empties as they are relayed.
 * Each "process" here is its own leadership, database pool and broker connection on one database.
 */

const SLOW = 90_000
const TEST_NATS_URL = process.env["TEST_NATS_URL"]
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface BrokerUnderTest {
  readonly label: string
  /** The broker options of one process of a cluster; every call of one `make` reaches the same cluster. */
  readonly make: () => { readonly options: () => BrokerOptions; readonly dispose: () => Promise<void> }
}

const inProcess: BrokerUnderTest = {
  label: "shared in-process",
  make: () => {
    const broker = makeInProcessBroker()
    return { options: () => ({ kind: "given", broker }), dispose: async () => {} }
  }
}

const nats = (url: string): BrokerUnderTest => ({
  label: "NATS",
  make: () => {
    const prefix = `t${randomBytes(6).toString("hex")}`
    return {
      options: () => ({ kind: "nats", url, prefix }),
      dispose: async () => {
        const connection = await connect({ servers: url })
        await (await jetstreamManager(connection)).streams.delete(`${prefix}_changes_notices`).catch(() => false)
        await connection.close()
      }
    }
  }
})

const brokersUnderTest = TEST_NATS_URL === undefined || TEST_NATS_URL === "" ? [inProcess] : [inProcess, nats(TEST_NATS_URL)]
const cases = databasesUnderTest.flatMap((db) => brokersUnderTest.map((broker) => ({ db, broker, label: `${db.label} with the ${broker.label} broker` })))

/** A process's broker whose publications all fail (it hears what others publish): one that dies before it relays. */
const cutFromPublishing = (options: BrokerOptions): Layer.Layer<Broker, unknown> =>
  Layer.effect(
    Broker,
    Effect.map(Broker, (broker): BrokerShape => ({ ...broker, publish: () => Effect.fail(new BrokerUnavailable({ message: "cut from the broker" })) }))
  ).pipe(Layer.provide(brokerLayer(options)))

interface Process {
  readonly heard: Array<ChangeNotice>
  readonly hearing: () => Promise<boolean>
  readonly deafTimes: () => number
  readonly leading: () => Promise<boolean>
  readonly stop: () => Promise<void>
}

const processOn = async (database: FreshDatabase["options"], broker: Layer.Layer<Broker, unknown>): Promise<Process> => {
  const heard: Array<ChangeNotice> = []
  let deaf = 0
  const runtime = ManagedRuntime.make(
    Layer.scopedDiscard(
      Effect.gen(function* () {
        const notices = yield* ChangeNotices
        yield* notices.listen({
          heard: (batch) => Effect.sync(() => void heard.push(...batch)),
          deaf: Effect.sync(() => void deaf++),
          back: Effect.void
        })
        yield* (yield* ClusterLeadership).join
      })
    ).pipe(Layer.provideMerge(ChangeNoticesLive), Layer.provideMerge(leaseLeadershipLayer()), Layer.provideMerge(preparedDatabase(database)), Layer.provideMerge(broker), Layer.orDie)
  )
  await runtime.runPromise(Effect.void)
  return {
    heard,
    hearing: () => runtime.runPromise(Effect.map(ChangeNotices, (notices) => notices.hearing())),
    deafTimes: () => deaf,
    leading: () => runtime.runPromise(Effect.flatMap(ClusterLeadership, (leadership) => leadership.leading)),
    stop: () => runtime.dispose()
  }
}

/**
 * The two processes, the leading one first, once exactly one leads. Both run in this test's one event loop, so the
 * start of the second (its database pool, its checks) may hold up the first's renewal and move the lease once.
 */
const leaderFirst = async (a: Process, b: Process): Promise<[Process, Process]> => {
  await expect.poll(async () => (await a.leading()) !== (await b.leading()), { timeout: 10_000 }).toBe(true)
  return (await a.leading()) ? [a, b] : [b, a]
}

const limitsNotices = (process: Process) => process.heard.filter((notice) => notice.kind === "coupon_limits").length

describe.each(cases)("change notices on $label", ({ db, broker }) => {
  let database: FreshDatabase
  let cluster: ReturnType<BrokerUnderTest["make"]>
  const processes: Array<Process> = []
  beforeAll(async () => {
    database = await db.fresh()
  }, SLOW)
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((process) => process.stop()))
    await cluster?.dispose()
    await database.query("delete from change_notices")
  })
  afterAll(async () => {
    await database?.dispose()
  })
  const start = async (layer?: Layer.Layer<Broker, unknown>) => {
    const process = await processOn(database.options, layer ?? brokerLayer(cluster.options()))
    processes.push(process)
    return process
  }

  it("a change committed through one process reaches the other's listener within a second", async () => {
    cluster = broker.make()
    const [leader, other] = await leaderFirst(await start(), await start())
    await expect.poll(() => other.hearing(), { timeout: 3_000 }).toBe(true)
    const before = limitsNotices(other)
    const committedAt = performance.now()
    await database.query("update coupon_limits set max_bet_amount = max_bet_amount where currency = 'RUB'")
    await expect.poll(() => limitsNotices(other), { timeout: 1_000, interval: 20 }).toBe(before + 1)
    console.log(`a change notice reached the other process ${Math.round(performance.now() - committedAt)} ms after its commit`)
    expect(limitsNotices(leader)).toBe(before + 1)
  }, SLOW)

  it("a change committed while the leader cannot relay is relayed by the next leader, once", async () => {
    cluster = broker.make()
    // The leader: its database works, its relay never reaches the broker, as a process that dies right after a commit.
    const doomed = await start(cutFromPublishing(cluster.options()))
    await expect.poll(() => doomed.leading(), { timeout: 5_000 }).toBe(true)
    const other = await start()
    await sleep(1_500)
    expect(await doomed.leading()).toBe(true)
    await database.query("update coupon_limits set max_bet_amount = max_bet_amount where currency = 'EUR'")
    await sleep(1_000)
    expect(limitsNotices(other)).toBe(0)
    expect((await database.query("select kind from change_notices")).map((row) => row["kind"])).toEqual(["coupon_limits"])
    await doomed.stop()
    // The other takes the lease within a second or so and relays what the dead one left.
    await expect.poll(() => limitsNotices(other), { timeout: 5_000, interval: 50 }).toBe(1)
    await expect.poll(async () => (await database.query("select count(*)::int as n from change_notices"))[0]!["n"], { timeout: 2_000 }).toBe(0)
    await sleep(1_000)
    expect(limitsNotices(other)).toBe(1)
  }, SLOW)

  it("a backlog of 1,200 changes empties the table, every notice heard once and in order", async () => {
    cluster = broker.make()
    const [, other] = await leaderFirst(await start(), await start())
    await expect.poll(() => other.hearing(), { timeout: 3_000 }).toBe(true)
    await database.query(
      "insert into change_notices (kind, subject) select 'session', lpad(to_hex(n), 64, '0') from generate_series(1, 1200) as n"
    )
    await expect.poll(() => other.heard.filter((notice) => notice.kind === "session").length, { timeout: 10_000, interval: 50 }).toBe(1_200)
    const subjects = other.heard.filter((notice) => notice.kind === "session").map((notice) => parseInt(notice.subject, 16))
    expect(subjects).toEqual(Array.from({ length: 1_200 }, (_, i) => i + 1))
    // The relay deletes a batch once it is published, so the last rows may go a moment after they were heard.
    await expect.poll(async () => (await database.query("select count(*)::int as n from change_notices"))[0]!["n"], { timeout: 5_000, interval: 50 }).toBe(0)
  }, SLOW)

  it("a process that stops hearing the relay stops trusting what it kept within 3 s", async () => {
    cluster = broker.make()
    const leader = await start()
    await expect.poll(() => leader.leading(), { timeout: 5_000 }).toBe(true)
    // The other can hear but not relay: once the leader is gone nothing comes any more.
    const other = await start(cutFromPublishing(cluster.options()))
    await sleep(1_500)
    expect(await leader.leading()).toBe(true)
    await expect.poll(() => other.hearing(), { timeout: 3_000 }).toBe(true)
    expect(other.deafTimes()).toBe(0)
    const stoppedAt = performance.now()
    processes.splice(processes.indexOf(leader), 1)
    await leader.stop()
    await expect.poll(() => other.hearing(), { timeout: 5_000, interval: 20 }).toBe(false)
    expect(performance.now() - stoppedAt).toBeLessThan(3_000)
    expect(other.deafTimes()).toBe(1)
    // It leads now, but its relay reaches no one: it stays deaf.
    expect(await other.leading()).toBe(true)
    await sleep(1_000)
    expect(await other.hearing()).toBe(false)
  }, SLOW)

  it("a notice no relay could publish for ten minutes is dropped, a newer one kept", async () => {
    await database.query(
      "insert into change_notices (kind, subject, made_at) values ('session', 'old', clock_timestamp() - interval '11 minutes'), ('session', 'new', clock_timestamp() - interval '9 minutes')"
    )
    const runtime = ManagedRuntime.make(preparedDatabase(database.options).pipe(Layer.orDie))
    try {
      expect(await runtime.runPromise(dropStale)).toBe(1)
    } finally {
      await runtime.dispose()
    }
    expect((await database.query("select subject from change_notices")).map((row) => row["subject"])).toEqual(["new"])
  }, SLOW)
})
