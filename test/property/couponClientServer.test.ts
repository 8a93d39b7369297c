import { fixedSecret } from "../support/worldSecrets"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CouponEdited, CouponSettingsChanged } from "../../src/commands/coupon/events"
import { ConfigLoaded } from "../../src/commands/config/events"
import type { Event } from "../../src/commands/registry"
import { SportsGamesChanged } from "../../src/commands/sports/events"
import { betEntryOf } from "../../src/domain/coupon/bet"
import { DEFAULT_COUPON_SETTINGS } from "../../src/domain/coupon/couponSettings"
import type { CouponEdit } from "../../src/domain/coupon/couponState"
import type { CouponLimits } from "../../src/domain/coupon/rules"
import type { Game } from "../../src/domain/sports/feed"
import { createWorld, DEFAULT_WORLD } from "../../server/sports/simulator/world"
import { foldEvents } from "../../src/projections/fold"
import { betToPlaceOf, couponView } from "../../src/projections/coupon/selectors"
import { initialStates } from "../../src/projections/registry"
import { checkAgainstLine } from "../../server/coupon/placement"
import { demoConfig } from "../support/demoConfig"

/**
 * ARCHITECTURE 6: the client's check is for the player's convenience, the server's is the law, and both run the same
 * rules. For coupons built on a simulated line as a player builds them (any bets, type, system, bankers, blocks,
 * stakes, policy), the coupon offers its place button exactly when the server's check of what it sends accepts it.
 */

const NOW = 1_800_000_000_000
const world = createWorld({ ...DEFAULT_WORLD, secret: fixedSecret(7), live: 12, line: 40 }, NOW)
const games: ReadonlyArray<Game> = [...world.games.values()].map((g) => g.game)
const limits: CouponLimits = { minBetAmount: 10_00, maxBetAmount: 100_000_00, maxPayout: 10_000_000_00, minAmountTypes: [0, 1, 2, 4, 9], maxAmountTypes: [0, 1, 2, 4, 9] }
const features = { bonusBet: true, vipBet: true, oneClick: true }
/** The client holding the whole line and the site's config, folded once. */
const lineStates = foldEvents(initialStates(), [
  new ConfigLoaded({ lang: "en", config: demoConfig({ features }) }),
  new SportsGamesChanged({ key: "line", at: NOW, version: world.version, full: true, games, removed: [] })
])

/** An outcome of the line by indices (taken modulo what there is). */
const pickOutcome = (g: number, m: number, o: number) => {
  const game = games[g % games.length]!
  const market = game.markets[m % game.markets.length]!
  const outcome = market.outcomes[o % market.outcomes.length]!
  return { game, market, outcome }
}

const pick = fc.tuple(fc.nat(), fc.nat(), fc.nat())
const coupon = fc.record({
  picks: fc.array(pick, { minLength: 1, maxLength: 6 }),
  type: fc.constantFrom(0, 1, 2, 4, 9),
  systemValue: fc.integer({ min: 2, max: 7 }),
  bankers: fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
  blocks: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 6, maxLength: 6 }),
  amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 200_000_00 })),
  betAmounts: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 6, maxLength: 6 }),
  blockAmounts: fc.array(fc.integer({ min: 0, max: 50_000 }), { minLength: 3, maxLength: 3 }),
  promo: fc.constantFrom("", "SPRING"),
  vip: fc.boolean(),
  removeBonus: fc.boolean(),
  changeCoefAction: fc.constantFrom(0 as const, 1 as const, 2 as const)
})

describe("the client's coupon rules and the server's placement check agree (issue 9)", () => {
  it("the coupon offers to place exactly the coupons the server accepts", () => {
    fc.assert(
      fc.property(coupon, (c) => {
        const edits: Array<CouponEdit> = []
        const chosen = c.picks.map(([g, m, o]) => pickOutcome(g, m, o))
        chosen.forEach(({ game, market, outcome }, i) => edits.push({ _tag: "AddBet", bet: betEntryOf(game, market, outcome), at: NOW + i }))
        edits.push({ _tag: "ChangeType", typeId: c.type as 0 | 1 | 2 | 4 | 9 }, { _tag: "ChangeSystemValue", value: c.systemValue })
        chosen.forEach(({ outcome }, i) => {
          if (c.bankers[i]) edits.push({ _tag: "ToggleBanker", betId: outcome.id })
          edits.push({ _tag: "ChangeBlock", betId: outcome.id, blockId: c.blocks[i]! })
          edits.push({ _tag: "ChangeBetAmount", betId: outcome.id, amount: c.betAmounts[i]! })
        })
        c.blockAmounts.forEach((amount, block) => edits.push({ _tag: "ChangeBlockAmount", blockId: block, amount }))
        edits.push({ _tag: "ChangeAmount", amount: c.amount }, { _tag: "ChangePromoCode", code: c.promo }, { _tag: "ChangeVip", on: c.vip })
        if (c.removeBonus) edits.push({ _tag: "RemoveBonusBet" })

        const events: Array<Event> = [
          new CouponSettingsChanged({ settings: { ...DEFAULT_COUPON_SETTINGS, changeCoefAction: c.changeCoefAction } }),
          ...edits.map((edit) => new CouponEdited({ edit }))
        ]
        const states = foldEvents(lineStates, events)
        const view = couponView(states.coupon, states.couponSettings.settings, states, limits, features, { type: 0, balance: null })
        const offered = states.coupon.bets.length > 0 && view.problems.length === 0 && Object.keys(view.pricesToAccept).length === 0
        const body = betToPlaceOf(states, 11, "coupon-property-000000")
        const check = checkAgainstLine(world, body, limits, features, 0)
        expect(check._tag === "Accepted", JSON.stringify({ problems: view.problems, check })).toBe(offered)
      }),
      { numRuns: 300 }
    )
  }, 120_000)
})
