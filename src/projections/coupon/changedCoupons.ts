import { HISTORY_PAGE, type HistoryQuery, type PlacedCoupon } from "../../domain/api/coupon"

/** Whether the history's query (its period and status, SPEC.md 2.5) takes the coupon, as the server's history call does. */
export const historyTakes = (query: HistoryQuery, coupon: PlacedCoupon): boolean =>
  coupon.placedAt >= query.from && coupon.placedAt <= query.to && (query.status === "all" || query.status === coupon.status)

/** The history's order: newest placement first, the larger id first at the same moment. */
const newestFirst = (a: PlacedCoupon, b: PlacedCoupon): number => b.placedAt - a.placedAt || b.id - a.id

/**
 * The history's list once the changes feed brought `changed` coupons: each one shown is replaced by its new state, or
 * leaves when the query no longer takes it (a settled coupon under "open"); one not shown that the query takes comes
 * in at its place. The list stays what the history call would answer now, at most a page of it.
 */
export const withChangedCoupons = (
  shown: ReadonlyArray<PlacedCoupon>,
  query: HistoryQuery,
  changed: ReadonlyArray<PlacedCoupon>
): ReadonlyArray<PlacedCoupon> => {
  if (changed.length === 0) return shown
  const byId = new Map(changed.map((coupon) => [coupon.id, coupon]))
  const known = new Set(shown.map((coupon) => coupon.id))
  const added = [...byId.values()].filter((coupon) => !known.has(coupon.id) && historyTakes(query, coupon))
  if (added.length === 0 && !shown.some((coupon) => byId.has(coupon.id))) return shown
  const kept = shown.flatMap((coupon) => {
    const now = byId.get(coupon.id)
    if (now === undefined) return [coupon]
    return historyTakes(query, now) ? [now] : []
  })
  return added.length === 0 ? kept : [...kept, ...added].sort(newestFirst).slice(0, HISTORY_PAGE)
}
