import { Effect, Layer, ManagedRuntime, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databaseLayer } from "../../server/platform/db/databaseLayer"
import { applyMigrations, readMigrations } from "../../server/platform/db/migrations"
import type { LineAction } from "../../server/sports/simulator/model"
import { SportsWorldStore, SportsWorldStoreLive } from "../../server/sports/worldStore"
import { type FreshDatabase, freshPostgresSchema, TEST_DATABASE_URL } from "./support/databases"

/**
 * The developer's actions on the line (a game finished, a market suspended) as the line's producer reads them: the
 * ones kept after the last it played. Several processes keep actions at once, each on connections of its own, and an
 * action numbered before another may commit after it; the producer, reading while they do, must still meet every one
 * exactly once, or a finished game is never played and its coupons never settle. PostgreSQL only: PGlite has one
 * connection, so nothing commits out of order there.
 */

const SLOW = 120_000
const PROCESSES = 3
const ACTIONS_EACH = 60

describe.skipIf(TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "")("the line's actions kept by several processes at once", () => {
  let database: FreshDatabase
  const processes: Array<ManagedRuntime.ManagedRuntime<SportsWorldStore, never>> = []
  beforeAll(async () => {
    database = await freshPostgresSchema(TEST_DATABASE_URL!)
    if (database.options.kind !== "postgres") throw new Error("a PostgreSQL schema was asked for")
    const { schema, url } = database.options
    const layerOf = () =>
      SportsWorldStoreLive.pipe(
        Layer.provideMerge(databaseLayer({ kind: "postgres", url: Redacted.make(Redacted.value(url)), schema, pool: { max: 8, connectMs: 5_000, statementMs: 5_000, acquireMs: 5_000 } })),
        Layer.orDie
      )
    const first = ManagedRuntime.make(layerOf())
    await first.runPromise(Effect.flatMap(readMigrations(), applyMigrations).pipe(Effect.provide(databaseLayer(database.options)), Effect.orDie))
    processes.push(first)
    for (let i = 1; i < PROCESSES; i++) processes.push(ManagedRuntime.make(layerOf()))
  }, SLOW)
  afterAll(async () => {
    await Promise.all(processes.map((runtime) => runtime.dispose()))
    await database?.dispose()
  }, SLOW)

  it(
    "are each read once, in order, by a producer reading after the last it played while they are kept",
    async () => {
      const finishes: ReadonlyArray<ReadonlyArray<LineAction>> = processes.map((_, p) =>
        Array.from({ length: ACTIONS_EACH }, (_, i) => ({ kind: "finish", gameId: `g${p * 1_000 + i}`, at: 1_800_000_000_000 + i }))
      )
      let keeping = true
      // Each process keeps its actions eight at a time, as many players' and developers' calls land at once.
      const kept = Promise.all(
        processes.map(async (runtime, p) => {
          for (let i = 0; i < ACTIONS_EACH; i += 8) {
            await Promise.all(finishes[p]!.slice(i, i + 8).map((action) => runtime.runPromise(Effect.flatMap(SportsWorldStore, (store) => store.record(action)))))
          }
        })
      ).finally(() => (keeping = false))
      // The producer: reads after the last seq it met, as often as it can, then once more after every action is kept.
      const met: Array<{ readonly seq: number; readonly action: LineAction }> = []
      const read = () =>
        processes[0]!.runPromise(
          Effect.flatMap(SportsWorldStore, (store) => store.actionsAfter(met.at(-1)?.seq ?? 0)).pipe(Effect.map((fresh) => void met.push(...fresh)))
        )
      while (keeping) await read()
      await kept
      await read()

      const seqs = met.map((m) => m.seq)
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b))
      expect(met.map((m) => (m.action.kind === "finish" ? m.action.gameId : "")).sort()).toEqual(finishes.flat().map((a) => (a.kind === "finish" ? a.gameId : "")).sort())
    },
    SLOW
  )
})
