import { Effect, Queue } from "effect"
import type { Observable } from "rxjs"

/**
 * Runs `f` for each value of an RxJS observable, one at a time and in order, until the effect is interrupted
 * (which unsubscribes) or the observable completes. DOM streams are built with RxJS (domStreams.ts, ARCHITECTURE 5)
 * and consumed here by Effect programs, without Effect's Stream machinery on the first route.
 */
export const forEachValue = <A, R>(source: Observable<A>, f: (value: A) => Effect.Effect<void, never, R>): Effect.Effect<void, never, R> =>
  Effect.scoped(
    Effect.gen(function* () {
      // Values arrive from DOM callbacks outside any fiber: an unbounded queue hands them over in order.
      const queue = yield* Queue.unbounded<{ readonly value: A } | "completed">()
      yield* Effect.acquireRelease(
        Effect.sync(() =>
          source.subscribe({
            next: (value) => void queue.unsafeOffer({ value }),
            // DOM event streams do not fail; an error here is a bug in an operator, so it ends the fiber as a defect.
            error: (error: unknown) => {
              throw error
            },
            complete: () => void queue.unsafeOffer("completed")
          })
        ),
        (subscription) => Effect.sync(() => subscription.unsubscribe())
      )
      for (;;) {
        const next = yield* Queue.take(queue)
        if (next === "completed") return
        yield* f(next.value)
      }
    })
  )
