import { Clock, Context, Effect, Layer, Option } from "effect"
import type { AccountRef, Currency } from "../../src/domain/account/ledger"
import type { BringFriendAnswer, PartnersReport } from "../../src/domain/api/partners"
import { maskedAccount, REFERRAL_REWARD, referralCodeOf, referralRewardOf, type ReferralOutcome } from "../../src/domain/promo/partners"
import { LedgerService } from "../account/ledger"
import { DatabaseFault } from "../platform/db/databaseFault"
import { makePartnersRepo } from "./repo"

/** Where the referrers' rewards come from: one house account per currency (migration 069). */
export const PARTNER_HOUSE: AccountRef = "house:partner-rewards"
export const REFERRAL_REWARD_KIND = "referral_reward"

/** A credited deposit, as the cashier tells the partner programme inside the transaction that credits it. */
export interface CreditedDeposit {
  readonly userId: number
  readonly depositId: string
  readonly currency: string
  readonly amount: number
}

export interface PartnersServiceShape {
  /**
   * A friend's deposit credited, in the caller's transaction: if it is the friend's first, their referrer's reward is
   * decided once (keyed by the friend) and, when due, posted from the house to the referrer's account in the
   * deposit's currency (ledger key `referral:<friend's user id>`). A replayed or concurrent notice pays nothing more.
   */
  readonly onDepositCredited: (deposit: CreditedDeposit) => Effect.Effect<void>
  /** The player's bring-a-friend page: their code, the rule, their friends and what they earned. */
  readonly bringFriend: (userId: number) => Effect.Effect<BringFriendAnswer>
  readonly report: Effect.Effect<PartnersReport>
}

export class PartnersService extends Context.Tag("oddsfold/server/PartnersService")<PartnersService, PartnersServiceShape>() {}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

export const PartnersServiceLive = Layer.effect(
  PartnersService,
  Effect.gen(function* () {
    const repo = yield* makePartnersRepo
    const ledger = yield* LedgerService

    const onDepositCredited: PartnersServiceShape["onDepositCredited"] = (deposit) =>
      Effect.gen(function* () {
        const at = yield* now
        const found = yield* repo.referrerOf(deposit.userId, deposit.currency, at)
        if (Option.isNone(found)) return
        const referrer = found.value
        // The reward is paid in the deposit's own currency, into the referrer's account of that currency: no exchange
        // rate is involved, and a referrer without such an account is not given one they never opened.
        const due = referralRewardOf(deposit.amount)
        const outcome: ReferralOutcome =
          due === 0 ? "below_minimum" : referrer.barred ? "referrer_barred" : referrer.account_id === null ? "no_account" : "paid"
        const reward = outcome === "paid" ? due : 0
        const claimed = yield* repo.claim({
          referredId: deposit.userId,
          referrerId: referrer.referrer_id,
          depositId: deposit.depositId,
          depositAmount: deposit.amount,
          currency: deposit.currency,
          reward,
          outcome,
          at
        })
        if (!claimed || outcome !== "paid" || referrer.account_id === null) return
        const currency = deposit.currency as Currency
        const posted = yield* ledger
          .post(REFERRAL_REWARD_KIND, {
            key: `referral:${deposit.userId}`,
            entries: [
              { account: PARTNER_HOUSE, currency, amount: -reward },
              { account: `player:${referrer.account_id}` as AccountRef, currency, amount: reward }
            ]
          })
          .pipe(Effect.catchAll((error) => Effect.die(new DatabaseFault(`a referral reward: the ledger refused ${error._tag}`))))
        yield* repo.setRewardTransaction(deposit.userId, posted.transactionId)
      })

    const bringFriend: PartnersServiceShape["bringFriend"] = (userId) =>
      Effect.map(Effect.all([repo.accountOf(userId), repo.friends(userId)]), ([accountId, rows]) => {
        const earned = new Map<string, number>()
        for (const row of rows) {
          if (row.outcome === "paid" && row.currency !== null && row.reward !== null) earned.set(row.currency, (earned.get(row.currency) ?? 0) + row.reward)
        }
        return {
          referralCode: referralCodeOf(accountId),
          rule: REFERRAL_REWARD,
          friends: rows.map((row) => ({
            account: maskedAccount(row.account_id),
            registeredAt: row.registered_at.getTime(),
            deposited: row.deposited,
            outcome: row.outcome,
            currency: row.currency,
            reward: row.reward ?? 0
          })),
          earned: [...earned].map(([currency, amount]) => ({ currency, amount }))
        }
      })

    const report: PartnersServiceShape["report"] = Effect.gen(function* () {
      const referrers = yield* repo.referrerReport
      const marks = yield* repo.markReport
      return {
        referrers: referrers.map((r) => ({ account: r.account_id, referred: r.referred, deposited: r.deposited, currency: r.currency, rewards: r.rewards })),
        marks: marks.map((m) => ({ kind: m.kind, mark: m.mark, registrations: m.registrations, firstDeposits: m.first_deposits }))
      }
    })

    return { onDepositCredited, bringFriend, report }
  })
)
