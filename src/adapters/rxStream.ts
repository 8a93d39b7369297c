import { Effect, Stream } from "effect"
import type { Observable } from "rxjs"

/**
 * An RxJS observable as an Effect Stream: DOM streams are built with RxJS operators (domStreams.ts) and consumed
 * by Effect services. Subscribes when the stream runs and unsubscribes when it stops.
 */
export const streamFromObservable = <A>(observable: Observable<A>): Stream.Stream<A> =>
  Stream.asyncPush<A>((emit) =>
    Effect.acquireRelease(
      Effect.sync(() =>
        observable.subscribe({
          next: (value) => void emit.single(value),
          // DOM event streams do not fail; an error here is a bug in an operator, so it ends the fiber as a defect.
          error: (error: unknown) => void emit.die(error),
          complete: () => void emit.end()
        })
      ),
      (subscription) => Effect.sync(() => subscription.unsubscribe())
    )
  )
