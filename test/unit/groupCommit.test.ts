import { describe, expect, it } from "@effect/vitest"
import { Cause, Deferred, Effect, Exit, Fiber, Scope } from "effect"
import { answersInOrder, makeGroupCommit } from "../../server/platform/db/groupCommit"

/**
 * A database stand-in that records what it was asked to write and holds every write until the test opens its gate:
 * so the test decides when lanes are busy, and sees which writes went together.
 */
const recordingDatabase = Effect.gen(function* () {
  const gate = yield* Deferred.make<void>()
  const groups: Array<ReadonlyArray<number>> = []
  const alone: Array<number> = []
  return {
    gate,
    groups,
    alone,
    together: (writes: ReadonlyArray<number>) =>
      Effect.zipRight(
        Effect.sync(() => groups.push(writes)),
        Effect.as(Deferred.await(gate), writes.map((n) => n * 10))
      ),
    one: (write: number) => Effect.zipRight(Effect.sync(() => alone.push(write)), Effect.as(Deferred.await(gate), write * 10))
  }
})

describe("group commit", () => {
  it.scoped("writes alone what finds a lane free, and together what arrives while the lanes are busy, each answered its own result", () =>
    Effect.gen(function* () {
      const db = yield* recordingDatabase
      const write = yield* makeGroupCommit({ together: db.together, alone: db.one, lanes: 1, maxGroup: 10 })
      const first = yield* Effect.fork(write(1))
      // The one lane holds write 1 (alone) until the gate opens; 2, 3 and 4 wait for it.
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      const rest = yield* Effect.fork(Effect.all([write(2), write(3), write(4)], { concurrency: "unbounded" }))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      expect(db.alone).toEqual([1])
      expect(db.groups).toEqual([])
      yield* Deferred.succeed(db.gate, undefined)
      expect(yield* Fiber.join(first)).toBe(10)
      expect(yield* Fiber.join(rest)).toEqual([20, 30, 40])
      expect(db.groups).toEqual([[2, 3, 4]])
    })
  )

  it.scoped("never puts more than maxGroup writes in one group", () =>
    Effect.gen(function* () {
      const db = yield* recordingDatabase
      const write = yield* makeGroupCommit({ together: db.together, alone: db.one, lanes: 1, maxGroup: 3 })
      const first = yield* Effect.fork(write(0))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      const rest = yield* Effect.fork(Effect.all([1, 2, 3, 4, 5, 6, 7].map(write), { concurrency: "unbounded" }))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      yield* Deferred.succeed(db.gate, undefined)
      yield* Fiber.join(first)
      expect(yield* Fiber.join(rest)).toEqual([10, 20, 30, 40, 50, 60, 70])
      expect(db.groups).toEqual([
        [1, 2, 3],
        [4, 5, 6]
      ])
      expect(db.alone).toEqual([0, 7])
    })
  )

  it.scoped("writes a group that fails again one by one, so one write's fault is only its own", () =>
    Effect.gen(function* () {
      const gate = yield* Deferred.make<void>()
      const alone: Array<number> = []
      const write = yield* makeGroupCommit({
        // The group fails as a whole whenever it holds the bad write, 13 (a defect, as a broken statement would be).
        together: (writes: ReadonlyArray<number>) =>
          writes.includes(13) ? Effect.dieMessage("write 13 is broken") : Effect.succeed(writes.map((n) => n * 10)),
        alone: (n: number) =>
          Effect.zipRight(
            Effect.sync(() => alone.push(n)),
            n === 0 ? Effect.as(Deferred.await(gate), 0) : n === 13 ? Effect.fail("refused 13" as const) : Effect.succeed(n * 10)
          ),
        lanes: 1,
        maxGroup: 10
      })
      const first = yield* Effect.fork(write(0))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      const others = yield* Effect.fork(Effect.all([write(12), write(13), write(14)].map(Effect.exit), { concurrency: "unbounded" }))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      yield* Deferred.succeed(gate, undefined)
      yield* Fiber.join(first)
      const [twelve, thirteen, fourteen] = yield* Fiber.join(others)
      expect(twelve).toEqual(Exit.succeed(120))
      expect(thirteen).toEqual(Exit.fail("refused 13"))
      expect(fourteen).toEqual(Exit.succeed(140))
      expect(alone).toEqual([0, 12, 13, 14])
    })
  )

  it.scoped("keeps as many groups in the database at once as it has lanes", () =>
    Effect.gen(function* () {
      const db = yield* recordingDatabase
      const write = yield* makeGroupCommit({ together: db.together, alone: db.one, lanes: 2, maxGroup: 10 })
      const all = yield* Effect.fork(Effect.all([1, 2, 3, 4, 5].map(write), { concurrency: "unbounded" }))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      // Two writes in the database, one per lane; the other three wait for a lane, and then go together.
      expect(db.alone).toEqual([1, 2])
      expect(db.groups).toEqual([])
      yield* Deferred.succeed(db.gate, undefined)
      expect(yield* Fiber.join(all)).toEqual([10, 20, 30, 40, 50])
      expect(db.groups).toEqual([[3, 4, 5]])
    })
  )

  it.scoped("writes a group again one by one when the statement answered another number of results than writes", () =>
    Effect.gen(function* () {
      const gate = yield* Deferred.make<void>()
      const alone: Array<number> = []
      const write = yield* makeGroupCommit({
        together: (writes: ReadonlyArray<number>) => Effect.succeed(writes.slice(1).map((n) => n * 10)),
        alone: (n: number) => Effect.zipRight(Effect.sync(() => alone.push(n)), Effect.as(n === 0 ? Deferred.await(gate) : Effect.void, n * 10)),
        lanes: 1
      })
      const first = yield* Effect.fork(write(0))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      const rest = yield* Effect.fork(Effect.all([write(1), write(2)], { concurrency: "unbounded" }))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      yield* Deferred.succeed(gate, undefined)
      yield* Fiber.join(first)
      expect(yield* Fiber.join(rest)).toEqual([10, 20])
      expect(alone).toEqual([0, 1, 2])
    })
  )

  it.live("answers the writers of a group cut off at shutdown (interrupted) instead of leaving them waiting", () =>
    Effect.gen(function* () {
      const db = yield* recordingDatabase
      const scope = yield* Scope.make()
      const write = yield* Scope.extend(makeGroupCommit({ together: db.together, alone: db.one, lanes: 1 }), scope)
      const writer = yield* Effect.fork(write(1))
      yield* Effect.yieldNow().pipe(Effect.repeatN(20))
      expect(db.alone).toEqual([1])
      yield* Scope.close(scope, Exit.void)
      const exit = yield* Fiber.await(writer).pipe(Effect.timeout("1 second"))
      expect(Exit.isFailure(exit) && Cause.isInterruptedOnly(exit.cause)).toBe(true)
    })
  )
})

describe("a group statement's rows as answers", () => {
  it.effect("puts the rows in the order of the writes, whatever order the statement answered them in", () =>
    Effect.gen(function* () {
      const answers = yield* answersInOrder([{ ord: 2, v: "c" }, { ord: 0, v: "a" }, { ord: 1, v: "b" }], 3)
      expect(answers).toEqual([{ v: "a" }, { v: "b" }, { v: "c" }])
    })
  )

  it.effect("is a defect when a write is left unanswered or answered twice", () =>
    Effect.gen(function* () {
      for (const rows of [[{ ord: 0 }, { ord: 1 }], [{ ord: 0 }, { ord: 1 }, { ord: 1 }], [{ ord: 0 }, { ord: 1 }, { ord: 3 }]]) {
        const exit = yield* Effect.exit(answersInOrder(rows, 3))
        expect(Exit.isFailure(exit) && Cause.isDie(exit.cause), JSON.stringify(rows)).toBe(true)
      }
    })
  )
})
