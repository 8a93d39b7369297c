import { describe, expect, it } from "@effect/vitest"
import { Deferred, Effect, Fiber } from "effect"
import { of, Subject } from "rxjs"
import { forEachValue } from "../../../src/adapters/observe"

describe("forEachValue: an RxJS observable consumed by an Effect program", () => {
  it.effect("handles every value in order, one at a time, and ends when the observable completes", () =>
    Effect.gen(function* () {
      const seen: Array<string> = []
      // Each handler yields before it records: were two to run at once, the order would interleave.
      yield* forEachValue(of(1, 2, 3), (n) => Effect.zipRight(Effect.yieldNow(), Effect.sync(() => void seen.push(`start ${n}`, `end ${n}`))))
      expect(seen).toEqual(["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
    }))

  it.effect("values emitted while a handler runs wait their turn; interrupting unsubscribes", () =>
    Effect.gen(function* () {
      const source = new Subject<number>()
      const seen: Array<number> = []
      const first = yield* Deferred.make<void>()
      const fiber = yield* Effect.fork(
        forEachValue(source, (n) => Effect.zipRight(n === 1 ? Deferred.await(first) : Effect.void, Effect.sync(() => void seen.push(n))))
      )
      yield* Effect.yieldNow()
      source.next(1)
      source.next(2)
      expect(seen).toEqual([])
      yield* Deferred.succeed(first, undefined)
      yield* Effect.yieldNow()
      yield* Effect.yieldNow()
      expect(seen).toEqual([1, 2])
      expect(source.observed).toBe(true)
      yield* Fiber.interrupt(fiber)
      expect(source.observed).toBe(false)
    }))
})
