import { hostname } from "node:os"
import { randomBytes } from "node:crypto"
import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Duration, Effect, Either, Fiber, Layer, Option, Stream, SubscriptionRef } from "effect"
import { ClusterLeadership } from "./leadership"

/**
 * Leadership of a cluster of processes on one PostgreSQL, as a lease row (`cluster_leases`, migration 053).
 *
 * Why a lease row and not a session advisory lock: an advisory lock lives as long as one connection, so it needs a
 * connection of its own held open for the process's life, which a transaction-mode pooler (PgBouncer) does not give
 * (each statement may run on another server connection, and a session lock would stay behind on whichever one took
 * it). A lease is a few single statements on any pooled connection, renewed every second; its expiry is judged by the
 * database's clock alone, and each takeover raises the term, so a late renewal by an earlier holder changes nothing.
 *
 * The leader's safety: the lease it last renewed ends, in the database, `lease` after the renewal reached the
 * database, so at least `lease` after this process sent it. The leader stops its work once `stepDownAfter` has passed
 * since it sent the last renewal that came back (measured on this process's monotonic clock), leaving
 * `lease - stepDownAfter` for the work to be interrupted before any other process may take the lease.
 *
 * A follower tries to take the lease every `renewEvery`: after a holder dies (killed, or cut from the database) the
 * lease expires within `lease` and is taken within `renewEvery` more; a holder that stops cleanly hands it over at once.
 */
export interface LeaseTiming {
  /** How long a lease lasts after its renewal, on the database's clock. */
  readonly lease: Duration.Duration
  /** How often the leader renews it and a follower tries to take it. */
  readonly renewEvery: Duration.Duration
  /** How long after the last renewal it sent (and got back) the leader stops its work when no later one came back. */
  readonly stepDownAfter: Duration.Duration
}

export const LEASE_TIMING: LeaseTiming = { lease: Duration.seconds(3), renewEvery: Duration.seconds(1), stepDownAfter: Duration.seconds(2) }

/** The one lease a cluster's processes compete for. */
const CLUSTER_LEASE = "cluster"

/** This process (and this layer: a test may run two in one process) among the holders, for the row and the logs. */
const holderName = (): string => `${hostname()}:${process.pid}:${randomBytes(6).toString("hex")}`

/** Milliseconds on a clock no one can move (the server's Clock may be a test's or a developer's shifted one). */
const monotonicMillis = Effect.sync(() => performance.now())

const refusal = (timing: LeaseTiming): string | undefined => {
  const [lease, renew, stepDown] = [timing.lease, timing.renewEvery, timing.stepDownAfter].map(Duration.toMillis) as [number, number, number]
  if (!(renew > 0 && stepDown > renew && lease > stepDown)) return "a lease's timing must be renewEvery < stepDownAfter < lease"
  return undefined
}

export const leaseLeadershipLayer = (timing: LeaseTiming = LEASE_TIMING): Layer.Layer<ClusterLeadership, never, SqlClient.SqlClient> =>
  Layer.scoped(
    ClusterLeadership,
    Effect.gen(function* () {
      const problem = refusal(timing)
      if (problem !== undefined) return yield* Effect.dieMessage(problem)
      const sql = yield* SqlClient.SqlClient
      const holder = holderName()
      const leaseMs = Duration.toMillis(timing.lease)
      const renewMs = Duration.toMillis(timing.renewEvery)
      const stepDownMs = Duration.toMillis(timing.stepDownAfter)

      /** Takes the lease when it is free, expired, or already ours; answers the new term. */
      const take = sql<{ term: string | number }>`
        insert into cluster_leases as held (name, holder, term, expires_at)
        values (${CLUSTER_LEASE}, ${holder}, 1, clock_timestamp() + ${leaseMs}::float8 * interval '1 millisecond')
        on conflict (name) do update
          set holder = excluded.holder, term = held.term + 1, expires_at = excluded.expires_at
          where held.expires_at <= clock_timestamp() or held.holder = excluded.holder
        returning term`.pipe(Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => Number(row.term))))
      /** Extends the lease of this term; none when another process has taken it since. */
      const renew = (term: number) =>
        sql<{ term: string | number }>`
          update cluster_leases set expires_at = clock_timestamp() + ${leaseMs}::float8 * interval '1 millisecond'
          where name = ${CLUSTER_LEASE} and holder = ${holder} and term = ${term}
          returning term`.pipe(Effect.map((rows) => rows.length > 0))
      /** Ends the lease of this term at once, so that another process takes over without waiting for it to expire. */
      const release = (term: number) =>
        sql`update cluster_leases set expires_at = clock_timestamp() where name = ${CLUSTER_LEASE} and holder = ${holder} and term = ${term}`

      const leading = yield* SubscriptionRef.make(false)
      /** How many whileLeading works run now: a leader stepping down waits for them to be stopped. */
      const running = yield* SubscriptionRef.make(0)
      const when = <A>(ref: SubscriptionRef.SubscriptionRef<A>, holds: (a: A) => boolean) =>
        ref.changes.pipe(Stream.filter(holds), Stream.take(1), Stream.runDrain)

      let term: number | undefined
      const joining = yield* Effect.makeSemaphore(1)
      /** The monotonic time after which this process must no longer be working as the leader. */
      let workUntil = 0

      const stepDown = (why: string) =>
        Effect.gen(function* () {
          const was = term
          term = undefined
          yield* SubscriptionRef.set(leading, false)
          const stopped = yield* when(running, (n) => n === 0).pipe(Effect.timeoutOption(Duration.millis(leaseMs - stepDownMs)))
          if (Option.isNone(stopped)) yield* Effect.logError(`the cluster's work did not stop within ${leaseMs - stepDownMs} ms of losing the lease (term ${was})`)
          yield* Effect.logWarning(`this process no longer leads the cluster (term ${was}): ${why}`)
        })

      const step = Effect.gen(function* () {
        const sentAt = yield* monotonicMillis
        if (term === undefined) {
          // A lease taken later than stepDownAfter after asking would be one to give up at once.
          const taken = yield* Effect.either(take.pipe(Effect.timeout(Duration.millis(stepDownMs))))
          if (Either.isRight(taken) && Option.isSome(taken.right)) {
            term = taken.right.value
            workUntil = sentAt + stepDownMs
            yield* Effect.logInfo(`this process leads the cluster (term ${term})`)
            yield* SubscriptionRef.set(leading, true)
          }
          return Math.max(0, renewMs - ((yield* monotonicMillis) - sentAt))
        }
        if (sentAt >= workUntil) {
          yield* stepDown(`no renewal of the lease came back within ${stepDownMs} ms`)
          return 0
        }
        const renewed = yield* Effect.either(renew(term).pipe(Effect.timeout(Duration.millis(workUntil - sentAt))))
        if (Either.isRight(renewed)) {
          if (!renewed.right) {
            yield* stepDown("another process holds the lease")
            return 0
          }
          workUntil = sentAt + stepDownMs
        } else {
          yield* Effect.logWarning(`renewing the cluster lease failed: ${renewed.left._tag === "TimeoutException" ? "no answer in time" : renewed.left.message}`)
        }
        const now = yield* monotonicMillis
        return Math.max(0, Math.min(renewMs - (now - sentAt), workUntil - now))
      })

      const electAfter = (pause: number): Effect.Effect<never> =>
        Effect.zipRight(Effect.sleep(Duration.millis(pause)), Effect.flatMap(step, electAfter))
      let electing: Fiber.RuntimeFiber<never> | undefined
      /** The first try at once, so that a process starting alone leads before it serves; then every `renewEvery`. */
      const join = Effect.gen(function* () {
        if (electing !== undefined) return
        const pause = yield* step
        // Interruptible even when forked from an uninterruptible region (a layer's acquisition may be one).
        electing = yield* Effect.forkDaemon(Effect.interruptible(electAfter(pause).pipe(Effect.withClock(Clock.make()))))
      }).pipe(Effect.withClock(Clock.make()), joining.withPermits(1))
      yield* Effect.addFinalizer(() =>
        Effect.gen(function* () {
          if (electing !== undefined) yield* Fiber.interrupt(electing)
          const held = term
          if (held !== undefined) {
            yield* stepDown("this process stops")
            yield* release(held).pipe(Effect.timeout(Duration.seconds(2)), Effect.ignore)
          }
        })
      )

      return ClusterLeadership.of({
        // Fenced by the clock too: a leader whose event loop was blocked past its lease is not one any more, even
        // before its election has had the turn to step down.
        leading: Effect.map(SubscriptionRef.get(leading), (lead) => lead && performance.now() < workUntil),
        join,
        whileLeading: (name, work) =>
          Effect.forkScoped(
            Effect.forever(
              Effect.gen(function* () {
                yield* when(leading, (lead) => lead)
                yield* Effect.acquireUseRelease(
                  SubscriptionRef.update(running, (n) => n + 1),
                  () =>
                    Effect.raceFirst(
                      work.pipe(
                        Effect.catchAllCause((cause) => Effect.logError(`${name} stopped`, cause)),
                        Effect.zipRight(Effect.never)
                      ),
                      when(leading, (lead) => !lead)
                    ),
                  () => SubscriptionRef.update(running, (n) => n - 1)
                )
              })
            )
          ).pipe(Effect.asVoid)
      })
    })
  )
