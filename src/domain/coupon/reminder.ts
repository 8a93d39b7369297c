import { Schema } from "effect"
import type { BetEntry } from "./bet"

/**
 * The coupon reminder (SPEC.md 4, 9): when a bet enters an empty coupon a time to remind is stored, 30 s after a live
 * bet and 5 min after a line bet. It shows once, only while that bet is still in the coupon and not blocked and the
 * player is not on the coupon page; it closes when the coupon empties or the coupon page opens. Kept in session
 * storage (SPEC.md 3 "coupon notification record": id, timeToShow, isShown).
 */
export const REMINDER_AFTER_LIVE_MS = 30_000
export const REMINDER_AFTER_LINE_MS = 300_000

export const CouponReminder = Schema.Struct({ id: Schema.String, timeToShow: Schema.Int, isShown: Schema.Boolean })
export type CouponReminder = typeof CouponReminder.Type

export const COUPON_REMINDER_STORAGE_KEY = "oddsfold.couponReminder"

/** The reminder a bet added at `at` sets. */
export const reminderFor = (bet: Pick<BetEntry, "market">, at: number): CouponReminder => ({
  id: bet.market.id,
  timeToShow: at + (bet.market.isLive ? REMINDER_AFTER_LIVE_MS : REMINDER_AFTER_LINE_MS),
  isShown: false
})

/** The page the coupon lives on: no reminder shows there (SPEC.md 4). */
export const isCouponPage = (path: string): boolean => /^\/[a-z]{2}\/coupon\/?$/.test(path)

/** Whether the reminder may show now: its bet is still in the coupon and not blocked, and the coupon page is not open. */
export const reminderMayShow = (reminder: CouponReminder, bets: ReadonlyArray<BetEntry>, onCouponPage: boolean): boolean =>
  !reminder.isShown && !onCouponPage && bets.some((bet) => bet.market.id === reminder.id && !bet.isBlocked)

/** A stored reminder, or none when what is stored is not one. */
export const parseStoredReminder = (text: string | undefined): CouponReminder | null => {
  if (text === undefined) return null
  try {
    return Schema.decodeUnknownOption(CouponReminder)(JSON.parse(text)).pipe((o) => (o._tag === "Some" ? o.value : null))
  } catch {
    return null
  }
}
