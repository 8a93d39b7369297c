import { Effect } from "effect"

/**
 * One player's casino calls in this process one after another: their rounds, steps and plays take the next nonce of
 * the same seed pair, and calls racing for it would all but one be drawn again. Across processes the statements'
 * own checks (the nonce or step they were computed for, under the player's lock) decide. A lane is dropped when its
 * last call ends, so the map holds only players with a call in flight.
 */
export const makePlayerLanes = () => {
  const lanes = new Map<number, { readonly lock: Effect.Semaphore; users: number }>()
  return <A, E, R>(userId: number, effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
    Effect.suspend(() => {
      let lane = lanes.get(userId)
      if (lane === undefined) {
        lane = { lock: Effect.unsafeMakeSemaphore(1), users: 0 }
        lanes.set(userId, lane)
      }
      const held = lane
      held.users++
      return held.lock.withPermits(1)(effect).pipe(
        Effect.ensuring(
          Effect.sync(() => {
            held.users--
            if (held.users === 0) lanes.delete(userId)
          })
        )
      )
    })
}
