import { Clock, Duration, Effect, Either, Option, Schedule, Schema } from "effect"
import { makePendingPlacements, type PendingKind, type PendingRow, SWEEP_EVERY } from "./pendingPlacements"

/** How often a request whose kept placement another process holds looks for its outcome. */
const OUTCOME_POLL = Duration.millis(100)

/** What the in-play delay of one kind of request needs to know of it. */
export interface InPlayWaitKind<Req, Out, Err> {
  readonly kind: PendingKind
  /** The request as kept in the row. */
  readonly request: Schema.Schema<Req, any>
  /** Every refusal the request may end with, as kept in the row (the contract's own error Schemas). */
  readonly refusal: Schema.Schema<Err, any>
  /** The answer to a key used before for other content. */
  readonly keyReused: Err
  /**
   * Finishes a kept request at its deadline: checked again against the line played on to `dueAt` at least (the line
   * moves only at the producer's ticks: read as it stands, it could be the line from before the wait), then done.
   */
  readonly finish: (userId: number, request: Req, hash: string, dueAt: Date) => Effect.Effect<Out, Err>
  /** The coupon an outcome made (kept in the row). */
  readonly couponOf: (out: Out) => number
  /** What the key made, if anything, answered for the kept `request` (whose content `hash` is). */
  readonly made: (userId: number, request: Req, hash: string) => Effect.Effect<Option.Option<Out>, Err>
}

/**
 * The in-play delay of one kind of request, kept in the database (pendingPlacements.ts) so that whichever process is
 * alive at the deadline finishes it exactly once: the one that accepted it, whose request waits on its Clock for the
 * answer, else any process's sweep (every SWEEP_EVERY, past SWEEP_GRACE). A request with the same key is answered
 * with the same outcome: what it made, or the refusal kept. The sweep lives as long as the calling scope.
 */
export const makeInPlayWait = <Req, Out, Err>(spec: InPlayWaitKind<Req, Out, Err>) =>
  Effect.gen(function* () {
    const pending = yield* makePendingPlacements
    const { kind } = spec
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
    const encodeRequest = Schema.encodeSync(spec.request)
    const decodeRequest = Schema.decodeUnknownSync(spec.request)
    const encodeRefusal = Schema.encodeSync(spec.refusal)
    const decodeRefusal = Schema.decodeUnknownSync(spec.refusal)
    const gone = Effect.dieMessage("a kept placement is gone")

    /** Finishes a kept request this process has taken, and keeps its outcome: the row as finished (by whoever first). */
    const finishPending = (row: PendingRow): Effect.Effect<PendingRow> =>
      Effect.gen(function* () {
        const userId = Number(row.user_id)
        const outcome = yield* Effect.either(spec.finish(userId, decodeRequest(row.request), row.request_hash, row.due_at))
        const finished = yield* pending.finish(kind, userId, row.placement_key, yield* now, Either.isRight(outcome) ? { couponId: spec.couponOf(outcome.right) } : { refusal: encodeRefusal(outcome.left) })
        if (Option.isSome(finished)) return finished.value
        return yield* Effect.flatMap(pending.read(kind, userId, row.placement_key), Option.match({ onNone: () => gone, onSome: Effect.succeed }))
      })

    /**
     * A finished request's answer: what it made (for the same content), or its refusal. What it made is looked for
     * even when a refusal was kept: a holder whose lease ran out may have done it after another process kept a
     * refusal, and the money decides.
     */
    const answerOf = (row: PendingRow, hash: string): Effect.Effect<Out, Err> =>
      Effect.gen(function* () {
        const made = yield* spec.made(Number(row.user_id), decodeRequest(row.request), hash)
        if (Option.isSome(made)) return made.value
        if (row.coupon_id === null) return yield* Effect.fail(decodeRefusal(row.refusal))
        return yield* Effect.dieMessage("what a kept placement made is gone")
      })

    /**
     * The answer of a kept request: waits out its delay on this process's Clock, then takes it and finishes it, or,
     * when another process holds it, waits for the outcome that one writes (or for its lease to run out).
     */
    const awaitOutcome = (row: PendingRow, hash: string): Effect.Effect<Out, Err> =>
      Effect.gen(function* () {
        if (row.request_hash !== hash) return yield* Effect.fail(spec.keyReused)
        const userId = Number(row.user_id)
        const left = row.due_at.getTime() - (yield* now).getTime()
        if (left > 0) yield* Effect.sleep(Duration.millis(left))
        for (;;) {
          const current = yield* pending.read(kind, userId, row.placement_key)
          if (Option.isNone(current)) return yield* gone
          if (current.value.finished_at !== null) return yield* answerOf(current.value, hash)
          // This request waited the delay itself: the request is due for it whatever another clock says.
          const taken = yield* pending.claim(kind, userId, row.placement_key, yield* now, true)
          if (Option.isSome(taken)) return yield* answerOf(yield* finishPending(taken.value), hash)
          yield* Effect.sleep(OUTCOME_POLL)
        }
      })

    /** Every process takes the requests overdue past the grace whose process is gone (or never came back). */
    const sweep = Effect.gen(function* () {
      const at = yield* now
      for (const due of yield* pending.overdue(kind, at)) {
        const taken = yield* pending.claim(kind, Number(due.user_id), due.placement_key, at, false)
        if (Option.isSome(taken)) yield* finishPending(taken.value)
      }
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning(`finishing overdue live requests (${kind}) failed`, cause)))
    yield* Effect.forkScoped(Effect.repeat(sweep, Schedule.spaced(SWEEP_EVERY)))

    return {
      /**
       * Keeps an accepted request until `delay` from now and answers what the wait ends in (a request kept before
       * under the key answers its own outcome, or keyReused for other content).
       */
      wait: (accepted: {
        readonly userId: number
        readonly key: string
        readonly hash: string
        readonly request: Req
        readonly prices: ReadonlyArray<{ readonly id: string; readonly coef: number }>
        readonly delay: Duration.Duration
      }): Effect.Effect<Out, Err> =>
        Effect.gen(function* () {
          const acceptedAt = yield* now
          const kept = yield* pending.accept({
            kind,
            userId: accepted.userId,
            key: accepted.key,
            hash: accepted.hash,
            request: encodeRequest(accepted.request),
            prices: accepted.prices,
            acceptedAt,
            dueAt: new Date(acceptedAt.getTime() + Duration.toMillis(accepted.delay))
          })
          return yield* awaitOutcome(kept, accepted.hash)
        }),
      /** What the wait of a key kept before ends in (keyReused for other content); none when the key never waited. */
      waiting: (userId: number, key: string, hash: string): Effect.Effect<Option.Option<Out>, Err> =>
        Effect.flatMap(pending.read(kind, userId, key), (kept) => (Option.isNone(kept) ? Effect.succeedNone : Effect.asSome(awaitOutcome(kept.value, hash))))
    }
  })
