import { randomUUID } from "node:crypto"
import type * as SqlClient from "@effect/sql/SqlClient"
import { type Clock, Effect, Layer, ManagedRuntime } from "effect"
import { LedgerService, LedgerServiceLive } from "../../../server/account/ledger"
import { CouponSettler, CouponSettlerLive } from "../../../server/coupon/settler"
import { databaseLayer } from "../../../server/platform/db/databaseLayer"
import { SportsFeed } from "../../../server/sports/feed"
import { SportsFeedFromSettings, type SportsFeedOptions } from "../../../server/sports/feedLayer"
import { AloneInThisProcess } from "../../../server/sports/simulatedFeed"
import { SportsWorldStore, SportsWorldStoreLive } from "../../../server/sports/worldStore"
import type { World } from "../../../server/sports/simulator/model"
import { WorldSecret } from "../../../server/sports/simulator/prng"
import { DEFAULT_WORLD, worldAt } from "../../../server/sports/simulator/world"
import type { Game, Market } from "../../../src/domain/sports/feed"
import type { FreshDatabase } from "./databases"

/**
 * The coupon settler with a line of its own, on the same data as a running test server: what a second server
 * process is to the first. Its world is the server's (the one the database keeps, at the same clock's time), so a
 * test can finish a game here and settle the coupons the server placed on it.
 */
export interface SettlerProcess {
  readonly run: <A, E>(effect: Effect.Effect<A, E, CouponSettler | SportsFeed | LedgerService | SqlClient.SqlClient>) => Promise<A>
  /**
   * The simulator's world behind this process's line, drawn again the way the simulated feed draws it (from the world
   * and the developer's actions the database keeps, at the line's time): a test's oracle of the results to come.
   */
  readonly world: () => Promise<World>
  readonly settleOnce: () => Promise<{ readonly legs: number; readonly coupons: number }>
  readonly finish: (gameId: string) => Promise<void>
  readonly dispose: () => Promise<void>
}

export const settlerProcessOn = (database: FreshDatabase, clock: Clock.Clock, sports: SportsFeedOptions): SettlerProcess => {
  const runtime = ManagedRuntime.make(
    CouponSettlerLive({ settleEvery: 0 }).pipe(
      // settleEvery 0: no loop of its own, so nothing for a leadership to decide; the test settles by hand.
      Layer.provideMerge(Layer.mergeAll(LedgerServiceLive, SportsWorldStoreLive, SportsFeedFromSettings({ ...sports, tickEvery: 0 }))),
      // A process of its own (as the settler's was): its own broker, its own producer.
      Layer.provideMerge(AloneInThisProcess),
      Layer.provideMerge(databaseLayer(database.options)),
      Layer.provide(Layer.setClock(clock)),
      Layer.orDie
    )
  )
  const run = <A, E>(effect: Effect.Effect<A, E, CouponSettler | SportsFeed | LedgerService | SqlClient.SqlClient>) =>
    runtime.runPromise(Effect.withClock(effect, clock))
  return {
    run,
    world: () =>
      runtime.runPromise(
        Effect.gen(function* () {
          const line = yield* Effect.flatMap(SportsFeed, (feed) => feed.line)
          const store = yield* SportsWorldStore
          const kept = yield* store.open({ secret: WorldSecret.random(), live: 0, line: 0, epoch: line.now })
          const actions = yield* store.actionsAfter(0)
          return worldAt({ ...DEFAULT_WORLD, secret: kept.secret, live: kept.live, line: kept.line }, kept.epoch, actions.map((stored) => stored.action), line.now)
        }).pipe(Effect.withClock(clock))
      ),
    settleOnce: () => run(Effect.flatMap(CouponSettler, (settler) => settler.settleOnce)),
    finish: async (gameId) => {
      const result = await run(Effect.flatMap(SportsFeed, (feed) => feed.finish(gameId)))
      if (result === undefined) throw new Error(`the settler's line has no game ${gameId}`)
    },
    dispose: () => runtime.dispose()
  }
}

/** A game's main market (match result, or winner where there is no draw) while it takes bets. */
export const mainMarket = (game: Game): Market | undefined => game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")

/** A bet as the client sends it: an outcome id and the price the player saw. */
export interface BetLeg {
  readonly id: string
  readonly coef: number
}

/**
 * A coupon as the client sends it to POST /web-api/coupon/place: a single of one leg or an express of more, RUB 100.00,
 * policy 0 (always ask), a fresh placement key; `fields` override any of it.
 */
export const couponBody = (accountId: number, legs: ReadonlyArray<BetLeg>, fields: Record<string, unknown> = {}) => ({
  key: `k-${randomUUID()}`,
  typeId: legs.length === 1 ? 0 : 1,
  accountId,
  amount: 100_00,
  amountByBlockId: {},
  amountByBetId: {},
  bets: legs.map((leg) => ({ id: leg.id, coef: leg.coef, blockId: 0, banker: false })),
  systemValue: 0,
  changeCoefAction: 0,
  exactCoef: 0,
  promoCode: "",
  vip: false,
  bonusBet: false,
  ...fields
})
