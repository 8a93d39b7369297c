import { describe, expect, it } from "vitest"
import { LoggedOut, SessionChecked } from "../../src/commands/session/events"
import { TotoCouponPlaced, TotoCouponPlaceFailed, TotoCouponsLoaded, TotoDrawLoaded, TotoDrawLoadFailed, TotoLoaded } from "../../src/commands/toto/events"
import { NetworkError, ServerRefused } from "../../src/domain/api/clientErrors"
import { totoProjection } from "../../src/projections/toto/toto"

/** Toto's state as its pages read it: the overview, the draws by id, the player's coupons, the last placement. */

const draw = (id: number, pool: number) => ({
  id,
  status: "selling" as const,
  currency: "RUB",
  baseStake: 1_000,
  openedAt: 1_000,
  closesAt: 900_000,
  games: [],
  pool,
  coupons: pool / 1_000,
  margin: null,
  jackpotIn: null,
  jackpotOut: null,
  tiers: null,
  settledAt: null
})
const coupon = (couponId: string, prize: number | null = null) => ({
  couponId,
  drawId: 3,
  picks: ["1", "X2"] as const,
  combinations: 2,
  currency: "RUB",
  stake: 2_000,
  placedAt: 1_000,
  matched: prize === null ? null : 2,
  tierLines: prize === null ? null : [1, 1, 0],
  prize
})
const overview = {
  current: draw(3, 0),
  recent: [],
  jackpot: 0,
  currency: "RUB",
  baseStake: 1_000,
  maxCombinations: 1_296,
  marginBp: 1_500,
  tiers: [],
  now: 5
}

const fold = (events: ReadonlyArray<any>): typeof totoProjection.initial => events.reduce((state, event) => totoProjection.apply(state, event), totoProjection.initial)

describe("the toto projection", () => {
  it("keeps the overview, the latest read of a draw by id, and a 404 draw as missing", () => {
    const state = fold([
      new TotoLoaded({ answer: overview }),
      new TotoDrawLoaded({ draw: draw(3, 0) }),
      new TotoDrawLoaded({ draw: draw(3, 5_000) }),
      new TotoDrawLoadFailed({ drawId: 4, error: new ServerRefused({ status: 404, title: "TotoNotFound" }) }),
      new TotoDrawLoadFailed({ drawId: 5, error: new NetworkError({ message: "offline" }) })
    ])
    expect(state.status).toBe("loaded")
    expect(state.draws["3"]?.pool).toBe(5_000)
    expect(state.missingDraws).toEqual([4])
  })
  it("a placed coupon is the last placement and heads the coupons read once; a newer read replaces them", () => {
    const placed = fold([
      new SessionChecked({ userId: 7 }),
      new TotoCouponsLoaded({ coupons: [coupon("older-coupon")] }),
      new TotoCouponPlaceFailed({ couponKey: "first-try", error: new NetworkError({ message: "offline" }) }),
      new TotoCouponPlaced({ answer: { coupon: coupon("new-coupon"), balance: 8_000 } }),
      new TotoCouponPlaced({ answer: { coupon: coupon("new-coupon"), balance: 8_000 } })
    ])
    expect(placed.lastPlaced?.couponId).toBe("new-coupon")
    expect(placed.placeError).toBeNull()
    expect(placed.coupons?.map((c) => c.couponId)).toEqual(["new-coupon", "older-coupon"])
    const settled = totoProjection.apply(placed, new TotoCouponsLoaded({ coupons: [coupon("new-coupon", 3_867)] }))
    expect(settled.coupons).toEqual([coupon("new-coupon", 3_867)])
  })
  it("another player (or a guest) in the browser starts from nothing: the coupons were the last player's", () => {
    const state = fold([new SessionChecked({ userId: 7 }), new TotoCouponPlaced({ answer: { coupon: coupon("new-coupon"), balance: 8_000 } }), new LoggedOut({})])
    expect(state.coupons).toBeNull()
    expect(state.lastPlaced).toBeNull()
    expect(state.owner).toBeNull()
  })
})
