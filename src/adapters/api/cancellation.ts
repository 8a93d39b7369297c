import { Cause, Effect, Fiber } from "effect"
import { type ApiError, Cancelled } from "../../domain/api/clientErrors"
import { CANCELLED_STATUS } from "./errorModel"

const cancelled = () => new Cancelled({ status: CANCELLED_STATUS })

/** Fails with Cancelled as soon as `signal` aborts (at once if it already has). */
const abortOf = (signal: AbortSignal): Effect.Effect<never, Cancelled> =>
  Effect.async<never, Cancelled>((resume) => {
    if (signal.aborted) {
      resume(Effect.fail(cancelled()))
      return
    }
    const onAbort = () => resume(Effect.fail(cancelled()))
    signal.addEventListener("abort", onAbort, { once: true })
    return Effect.sync(() => signal.removeEventListener("abort", onAbort))
  })

/**
 * SPEC.md 8: a cancelled request is status 499, not an error page. The call runs in its own fiber so that
 * an interruption of that request (the caller's `signal` aborting, which also aborts the fetch, or the request
 * fiber being interrupted by anything but the caller) reaches the caller as a `Cancelled` failure it can log.
 * Interrupting the caller itself stays an interruption: there is no one left to receive a value.
 */
export const cancellable = <A>(call: Effect.Effect<A, ApiError>, signal: AbortSignal | undefined): Effect.Effect<A, ApiError> =>
  Effect.suspend(() => (signal?.aborted === true ? Effect.fail(cancelled()) : runCancellable(call, signal)))

const runCancellable = <A>(call: Effect.Effect<A, ApiError>, signal: AbortSignal | undefined): Effect.Effect<A, ApiError> => {
  const inOwnFiber = Effect.flatMap(Effect.fork(call), Fiber.join)
  const raced = signal === undefined ? inOwnFiber : Effect.raceFirst(inOwnFiber, abortOf(signal))
  return Effect.catchAllCause(raced, (cause) => (Cause.isInterruptedOnly(cause) ? Effect.fail(cancelled()) : Effect.failCause(cause)))
}
