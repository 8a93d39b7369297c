import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Effect, Layer, Redacted, Schedule, Stream } from "effect"
import { couponLimitsFrom, type CurrencyCouponLimits, FALLBACK_LIMITS_CURRENCY, limitsForCurrency } from "../../src/domain/coupon/currencyLimits"
import type { CouponLimits } from "../../src/domain/coupon/rules"
import { DatabaseFault, orDieQuietly } from "../platform/db/databaseFault"
import { SqlNotifications } from "../platform/db/sqlNotifications"
import { randomSecret } from "../platform/secureRandom"
import { makeCouponLimitsRepo } from "./limitsRepo"

/** What migration 037's trigger announces: the coupon limits changed (whoever changed them). */
export const COUPON_LIMITS_CHANNEL = "oddsfold_coupon_limits_changed"

/** While the listening connection is being (re)made. */
const RELISTEN = Schedule.spaced("1 second")
const PROBE_EVERY = Schedule.spaced("250 millis")
/** While this server does not hear the database, it reads the limits again this often instead. */
const REREAD_UNHEARD = Schedule.spaced("1 second")

export interface CouponLimitsTableShape {
  /** The limits of a coupon in `currency` now, from memory (no query): its currency's, else RUB's. */
  readonly of: (currency: string) => CouponLimits
  /** Every currency's limits, as the database holds them now (the operator's `limits show`). */
  readonly stored: Effect.Effect<ReadonlyArray<CurrencyCouponLimits>>
  /**
   * Stores one currency's limits (the operator's `limits set`): this server holds them once the call answers, the
   * others as soon as they hear the database announce the change.
   */
  readonly set: (limits: CurrencyCouponLimits) => Effect.Effect<CurrencyCouponLimits>
}

export class CouponLimitsTable extends Context.Tag("oddsfold/server/CouponLimitsTable")<CouponLimitsTable, CouponLimitsTableShape>() {}

const byCurrency = (rows: ReadonlyArray<CurrencyCouponLimits>): ReadonlyMap<string, CurrencyCouponLimits> => new Map(rows.map((row) => [row.currency, row]))

/**
 * The coupon limits per currency (migration 037), kept in memory so that a placement reads none from the database.
 * Read at start, and again whenever the database announces a change on COUPON_LIMITS_CHANNEL, which every server
 * instance on the database hears, whoever made the change. Until a probe it sent itself comes back on that channel
 * (at start, and after the listening connection was lost), a server cannot tell that it would hear a change: it
 * reads the table again every second meanwhile, so a change reaches every instance within about a second either way.
 */
export const CouponLimitsTableLive = Layer.scoped(
  CouponLimitsTable,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const notifications = yield* SqlNotifications
    const repo = yield* makeCouponLimitsRepo

    const hasFallback = (rows: ReadonlyArray<CurrencyCouponLimits>) => rows.some((row) => row.currency === FALLBACK_LIMITS_CURRENCY)
    const first = yield* repo.all
    if (!hasFallback(first)) return yield* Effect.die(new DatabaseFault(`coupon_limits has no ${FALLBACK_LIMITS_CURRENCY} row, the limits of every unlisted currency`))
    let table = byCurrency(first)
    // Reads may finish out of order: the one started last wins (it saw every change announced before it started).
    let started = 0
    let kept = 0
    const reread = Effect.gen(function* () {
      const mine = ++started
      const rows = yield* repo.all
      if (mine < kept) return
      if (!hasFallback(rows)) return yield* Effect.logWarning(`coupon_limits has no ${FALLBACK_LIMITS_CURRENCY} row: the limits read before are kept`)
      kept = mine
      table = byCurrency(rows)
    })
    const rereadOrWarn = Effect.catchAllCause(reread, (cause) => Effect.logWarning("the coupon limits could not be read again; the ones read before are kept", cause))

    let hearing = false
    const listenOnce = Effect.gen(function* () {
      const probe = `probe:${Redacted.value(yield* randomSecret)}`
      const heard = (payload: string) =>
        Effect.zipRight(
          Effect.sync(() => {
            if (payload === probe) hearing = true
          }),
          // Once the probe is heard, a change committed before the LISTEN was in place is read too.
          rereadOrWarn
        )
      const probing = orDieQuietly(sql`select pg_notify(${COUPON_LIMITS_CHANNEL}, ${probe})`).pipe(Effect.repeat({ schedule: PROBE_EVERY, until: () => hearing }))
      yield* Effect.all([Stream.runForEach(notifications.listen(COUPON_LIMITS_CHANNEL), heard), probing], { concurrency: 2, discard: true })
    }).pipe(
      Effect.ensuring(Effect.sync(() => (hearing = false))),
      Effect.tapError((error) => Effect.logWarning(`the coupon limits are read every second until the database is heard again: ${error.message}`))
    )
    // On the machine's own clock: a server run on a test's clock still hears the database in real time.
    const realTime = Clock.make()
    yield* Effect.forkScoped(Effect.retry(listenOnce, RELISTEN).pipe(Effect.withClock(realTime)))
    yield* Effect.forkScoped(Effect.repeat(Effect.unless(rereadOrWarn, () => hearing), REREAD_UNHEARD).pipe(Effect.withClock(realTime)))

    return {
      of: (currency) => {
        const limits = limitsForCurrency(table, currency)
        // The table always holds the fallback currency (checked at every read).
        return couponLimitsFrom(limits!)
      },
      stored: repo.all,
      set: (limits) => Effect.tap(repo.set(limits), () => rereadOrWarn)
    }
  })
)
