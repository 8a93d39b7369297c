import { Clock, Context, Effect, Layer, Schedule } from "effect"
import { couponLimitsFrom, type CurrencyCouponLimits, FALLBACK_LIMITS_CURRENCY, limitsForCurrency } from "../../src/domain/coupon/currencyLimits"
import type { CouponLimits } from "../../src/domain/coupon/rules"
import { DatabaseFault } from "../platform/db/databaseFault"
import { ChangeNotices } from "../platform/changeNotices/changeNotices"
import { makeCouponLimitsRepo } from "./limitsRepo"

/** The kind of change notice migration 037's trigger makes (through migration 058): the coupon limits changed. */
export const COUPON_LIMITS_NOTICE = "coupon_limits"

/** While this server does not hear the change notices, it reads the limits again this often instead. */
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
 * Read at start, and again whenever a change notice of them is heard (server/platform/changeNotices/), which every
 * server instance hears, whoever made the change. While it does not hear the notices (at start, and whenever they may
 * have been missed) a server cannot tell that it would hear a change: it reads the table again every second meanwhile,
 * and once more when it hears them again, so a change reaches every instance within about a second either way.
 */
export const CouponLimitsTableLive = Layer.scoped(
  CouponLimitsTable,
  Effect.gen(function* () {
    const notices = yield* ChangeNotices
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

    yield* notices.listen({
      heard: (batch) => (batch.some((notice) => notice.kind === COUPON_LIMITS_NOTICE) ? rereadOrWarn : Effect.void),
      deaf: Effect.void,
      // A change made while the notices were not heard is read now.
      back: rereadOrWarn
    })
    // On the machine's own clock: a server run on a test's clock still reads the limits in real time.
    yield* Effect.forkScoped(Effect.repeat(Effect.unless(rereadOrWarn, notices.hearing), REREAD_UNHEARD).pipe(Effect.withClock(Clock.make())))

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
