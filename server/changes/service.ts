import { Context, Effect, Layer } from "effect"
import { type AccountChanges, CHANGES_PAGE } from "../../src/domain/api/changes"
import { WalletService } from "../account/service"
import { type LegRow, makeCouponRepo } from "../coupon/repo"
import { toPlacedCoupon } from "../coupon/service"
import { makeChangesRepo } from "./repo"

export interface ChangesServiceShape {
  /**
   * What changed for the player since `since` (see src/domain/api/changes.ts): nothing but the version when nothing
   * did; the accounts and the changed coupons when something did; the version and the accounts, and `reload`, when
   * no `since` was sent or it is not a version the player has reached.
   */
  readonly poll: (userId: number, since: number | undefined) => Effect.Effect<AccountChanges>
}

export class ChangesService extends Context.Tag("oddsfold/server/ChangesService")<ChangesService, ChangesServiceShape>() {}

/**
 * The changes feed. The version is the database's (migration 041): every writer of a player's accounts, wallet,
 * coupons or legs moves it in its own transaction, so the feed needs no word from them and is the same in every
 * server process. The answer is read in order: the version first, then what is stamped up to it, then the accounts
 * (at least as new as the version): a change that commits meanwhile is answered again by the next poll, never lost.
 */
export const ChangesServiceLive = Layer.effect(
  ChangesService,
  Effect.gen(function* () {
    const repo = yield* makeChangesRepo
    const coupons = yield* makeCouponRepo
    const wallets = yield* WalletService

    const poll = (userId: number, since: number | undefined): Effect.Effect<AccountChanges> =>
      Effect.gen(function* () {
        const version = yield* repo.version(userId)
        if (since === version) return { version, accounts: null, coupons: [], reload: false }
        if (since === undefined || since > version) return { version, accounts: yield* wallets.accountData(userId), coupons: [], reload: true }
        const rows = yield* repo.changed({ userId, since, upTo: version, limit: CHANGES_PAGE + 1 })
        const accounts = yield* wallets.accountData(userId)
        if (rows.length > CHANGES_PAGE) return { version, accounts, coupons: [], reload: true }
        const legs = new Map<number, Array<LegRow>>()
        for (const leg of yield* coupons.legsOf(rows.map((row) => row.id))) {
          const of = legs.get(leg.coupon_id)
          if (of === undefined) legs.set(leg.coupon_id, [leg])
          else of.push(leg)
        }
        return { version, accounts, coupons: rows.map((row) => toPlacedCoupon(row, legs.get(row.id) ?? [])), reload: false }
      })

    return { poll }
  })
)
