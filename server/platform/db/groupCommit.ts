import { Deferred, Effect, Exit, Queue, type Scope } from "effect"

/**
 * Group commit: writes that arrive while the database is busy go together, as one statement and one transaction, so
 * a crowd of players costs the database one commit (one WAL flush, one round trip, one plan) per group instead of one
 * per write. Nothing waits to be grouped: a write that finds a lane free goes at once, alone; only the writes that
 * arrive while every lane is busy form the next group, as many as came (at most `maxGroup`).
 *
 * `together` writes a group and answers one result per write, in order. A group that fails as a whole (a deadlock
 * the database broke, a defect in one write) is written again one by one with `alone`, so that one write's fault is
 * only its own. Neither may run inside another transaction: a group waits on locks a caller's transaction may hold.
 */
export interface GroupCommitOptions<I, O, E> {
  readonly together: (writes: ReadonlyArray<I>) => Effect.Effect<ReadonlyArray<O>, E>
  readonly alone: (write: I) => Effect.Effect<O, E>
  /** How many groups may be in the database at once (connections it may hold): 4 unless said. */
  readonly lanes?: number
  /** The most writes in one group (a group holds its writers' locks until it commits): 32 unless said. */
  readonly maxGroup?: number
}

// Four of the pool's connections at most (the rest stay for reads and other writes); groups small enough that the
// locks a group holds are held for a few milliseconds.
export const DEFAULT_GROUP_LANES = 4
const DEFAULT_MAX_GROUP = 32

interface Waiting<I, O, E> {
  readonly write: I
  readonly answer: Deferred.Deferred<O, E>
}

export const makeGroupCommit = <I, O, E>(options: GroupCommitOptions<I, O, E>): Effect.Effect<(write: I) => Effect.Effect<O, E>, never, Scope.Scope> =>
  Effect.gen(function* () {
    const maxGroup = options.maxGroup ?? DEFAULT_MAX_GROUP
    const queue = yield* Effect.acquireRelease(Queue.unbounded<Waiting<I, O, E>>(), Queue.shutdown)

    const writeAlone = (waiting: Waiting<I, O, E>) => Effect.flatMap(Effect.exit(options.alone(waiting.write)), (exit) => Deferred.done(waiting.answer, exit))

    const writeGroup = (group: ReadonlyArray<Waiting<I, O, E>>) =>
      group.length === 1
        ? writeAlone(group[0]!)
        : Effect.flatMap(Effect.exit(options.together(group.map((waiting) => waiting.write))), (exit) =>
            Exit.isSuccess(exit) && exit.value.length === group.length
              ? Effect.forEach(group, (waiting, i) => Deferred.succeed(waiting.answer, exit.value[i]!), { discard: true })
              : Effect.forEach(group, writeAlone, { discard: true })
          )

    // A group cut off at shutdown answers its writers (interrupted) rather than leaving them waiting.
    const lane = Effect.forever(
      Effect.flatMap(Queue.takeBetween(queue, 1, maxGroup), (taken) => {
        const group = [...taken]
        return writeGroup(group).pipe(Effect.onInterrupt(() => Effect.forEach(group, (waiting) => Deferred.interrupt(waiting.answer), { discard: true })))
      })
    )
    for (let i = 0; i < (options.lanes ?? DEFAULT_GROUP_LANES); i++) yield* Effect.forkScoped(Effect.interruptible(lane))

    return (write: I) =>
      Effect.flatMap(Deferred.make<O, E>(), (answer) => Effect.zipRight(Queue.offer(queue, { write, answer }), Deferred.await(answer)))
  })

/**
 * A group statement's rows (each naming its write's place in the group, `ord`) as one answer per write, in the group's
 * order; a write left unanswered or answered twice is a defect of the statement.
 */
export const answersInOrder = <R extends { readonly ord: number }>(rows: ReadonlyArray<R>, writes: number): Effect.Effect<ReadonlyArray<Omit<R, "ord">>> => {
  const answers = new Array<Omit<R, "ord"> | undefined>(writes).fill(undefined)
  for (const { ord, ...row } of rows) answers[ord] = row
  return rows.length === writes && answers.every((row) => row !== undefined)
    ? Effect.succeed(answers as ReadonlyArray<Omit<R, "ord">>)
    : Effect.die(new Error(`a group of ${writes} writes was answered with ${rows.length} rows`))
}
