import { Clock, Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import { type AccountRef, type Currency, HouseAccount } from "../../src/domain/account/ledger"
import { LimitRefusalCode, ResponsibleGamingRefused } from "../../src/domain/api/limits"
import {
  type LoyaltyAnswer,
  type LoyaltyCatalogueItem,
  type LoyaltyEntry,
  type LoyaltyExchangeAnswer,
  type LoyaltyExchangeRequest,
  type LoyaltyRefusal,
  LoyaltyRefusalCode,
  LoyaltyRefused,
  LoyaltyUnavailable,
  type LoyaltyWeekRow
} from "../../src/domain/api/promoLoyalty"
import { BONUS_VALIDITY_MS, DEFAULT_CASINO_WEIGHT, requirementOf } from "../../src/domain/promo/bonuses"
import {
  type DecidedStake,
  earnedKeyOf,
  exchangeOutcome,
  LOYALTY_CATALOGUE,
  type LoyaltyRewardId,
  pointsOf,
  rewardAmountOf,
  rewardOf
} from "../../src/domain/promo/loyalty"
import { LedgerService } from "../account/ledger"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { type DecidedCouponRow, type DecidedRoundRow, type EarnedEntry, makeLoyaltyRepo } from "./loyaltyRepo"
import { makePromoRepo } from "./repo"
import { BONUS_CREDIT_KIND, bonusOf, PROMO_HOUSE } from "./service"

/** How often the leader awards the points of the stakes decided since it last looked. */
export const LOYALTY_SWEEP = Duration.seconds(5)
/** How far before its cursor a scan looks again: a settlement that committed late may carry an earlier time. */
const LATE_COMMIT_MARGIN_MS = 60_000
/** Decided stakes read per page. */
const PAGE = 500
/** The points ledger entries the page lists. */
const HISTORY = 50

export interface LoyaltyServiceShape {
  readonly points: (userId: number) => Effect.Effect<LoyaltyAnswer, LoyaltyUnavailable>
  readonly exchange: (userId: number, request: LoyaltyExchangeRequest) => Effect.Effect<LoyaltyExchangeAnswer, LoyaltyRefused | LoyaltyUnavailable | ResponsibleGamingRefused>
  /** The points of every stake decided since the last sweep awarded (each once), and the cursor moved. */
  readonly sweep: Effect.Effect<void>
  readonly report: Effect.Effect<ReadonlyArray<LoyaltyWeekRow>>
}

export class LoyaltyService extends Context.Tag("oddsfold/server/LoyaltyService")<LoyaltyService, LoyaltyServiceShape>() {}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const excludedRefusal = new ResponsibleGamingRefused({
  status: 403,
  code: LimitRefusalCode.selfExcluded,
  title: "Rewards closed",
  message: "While a self-exclusion, time-out or self-block is in effect, or the account is blocked, points cannot be exchanged.",
  limitType: 30,
  remaining: null,
  until: null
})

const refusalWords: Record<LoyaltyRefusal, string> = {
  notEnoughPoints: "you do not have enough points for this reward",
  keyReused: "this exchange key was used for another reward"
}

const refuse = (reason: LoyaltyRefusal, balance: number) =>
  new LoyaltyRefused({ reason, code: LoyaltyRefusalCode[reason], title: refusalWords[reason], message: refusalWords[reason], balance })

const couponStake = (row: DecidedCouponRow): DecidedStake => ({
  _tag: "coupon",
  stake: row.stake,
  currency: row.currency,
  coefMilli: row.coef_milli,
  status: row.status,
  realMoney: row.real_money
})

const roundStake = (row: DecidedRoundRow): DecidedStake => ({ _tag: "round", stake: row.stake, currency: row.currency, game: row.game_id, realMoney: row.real_money })

const earned = (source: "coupon" | "round", row: DecidedCouponRow | DecidedRoundRow, stake: DecidedStake): ReadonlyArray<EarnedEntry> => {
  const points = pointsOf(stake)
  return points === 0
    ? []
    : [{ userId: row.user_id, key: earnedKeyOf({ _tag: source, id: row.id }), source, points, stake: row.stake, currency: row.currency, at: row.decided_at }]
}

const catalogueIn = (currency: string): ReadonlyArray<LoyaltyCatalogueItem> =>
  LOYALTY_CATALOGUE.map((reward) => ({
    id: reward.id,
    points: reward.points,
    product: reward.product,
    amount: rewardAmountOf(reward, currency),
    multiplier: reward.wagering.multiplier,
    minCoef: reward.product === "sport" ? reward.wagering.minCoefMilli / 1000 : 0
  }))

/**
 * Loyalty points (migration 072). Points are awarded by a follow-up of the settlements, not inside them: the leader
 * scans the stakes decided since its cursor every LOYALTY_SWEEP, and a player's own page and exchange first award
 * theirs, so the player never waits for the sweep. Coupon settlement and casino rounds are hot paths with their own
 * lock order and time budgets, and their several writers (settler, cash-out, stepped and crash rounds) would each have
 * to remember the points; reading the decided stakes afterwards keeps the rule in one place (src/domain/promo/
 * loyalty.ts, the code the properties test) and leaves those paths as they are. Every entry is keyed by its coupon or
 * round, so two scans, two processes or a settlement seen twice award once.
 */
export const LoyaltyServiceLive = Layer.scoped(
  LoyaltyService,
  Effect.gen(function* () {
    const repo = yield* makeLoyaltyRepo
    const promoRepo = yield* makePromoRepo
    const ledger = yield* LedgerService

    /** Awards the points of the stakes decided in (from, to], the player's own or everyone's, page by page. */
    const award = (userId: number | null, from: Date, to: Date) =>
      Effect.gen(function* () {
        for (const source of ["coupon", "round"] as const) {
          let after = { at: from, id: 0 }
          for (;;) {
            const page = { userId, afterAt: after.at, afterId: after.id, to, limit: PAGE }
            const rows = source === "coupon" ? yield* repo.decidedCoupons(page) : yield* repo.decidedRounds(page)
            yield* repo.insertEarned(rows.flatMap((row) => earned(source, row, source === "coupon" ? couponStake(row as DecidedCouponRow) : roundStake(row as DecidedRoundRow))))
            const last = rows.at(-1)
            if (rows.length < PAGE || last === undefined) break
            after = { at: last.decided_at, id: last.id }
          }
        }
      })

    const scanStart = Effect.map(repo.cursor, Option.match({ onNone: () => new Date(0), onSome: (upto) => new Date(upto.getTime() - LATE_COMMIT_MARGIN_MS) }))

    const sweep = Effect.gen(function* () {
      const at = yield* now
      yield* award(null, yield* scanStart, at)
      yield* repo.moveCursor(at)
    })

    const awardPlayer = (userId: number, at: Date) => Effect.flatMap(scanStart, (from) => award(userId, from, at))

    const leadership = yield* ClusterLeadership
    yield* leadership.whileLeading(
      "the loyalty points award",
      Effect.repeat(sweep.pipe(Effect.catchAllCause((cause) => Effect.logWarning("the loyalty points award failed", cause.toString().slice(0, 300)))), Schedule.spaced(LOYALTY_SWEEP))
    )

    const playerOf = (userId: number, at: Date) =>
      Effect.flatMap(
        repo.player(userId, at),
        Option.match({ onNone: () => Effect.fail(new LoyaltyUnavailable({ message: "your main account is not open yet" })), onSome: Effect.succeed })
      )

    const points: LoyaltyServiceShape["points"] = (userId) =>
      Effect.gen(function* () {
        const at = yield* now
        const player = yield* playerOf(userId, at)
        yield* awardPlayer(userId, at)
        const totals = yield* repo.totals(userId)
        const history = yield* repo.history(userId, HISTORY)
        return {
          currency: player.currency,
          balance: totals.earned - totals.spent,
          earned: totals.earned,
          spent: totals.spent,
          excluded: player.barred,
          catalogue: catalogueIn(player.currency),
          history: history.map(
            (row): LoyaltyEntry => ({
              kind: row.points > 0 ? "earned" : "spent",
              source: row.source,
              points: row.points,
              stake: row.stake,
              currency: row.currency,
              rewardId: (row.reward_id as LoyaltyRewardId | null) ?? null,
              bonusId: row.bonus_id,
              at: row.made_at.getTime()
            })
          )
        }
      })

    const exchange: LoyaltyServiceShape["exchange"] = (userId, request) =>
      Effect.gen(function* () {
        const at = yield* now
        const player = yield* playerOf(userId, at)
        const reward = rewardOf(request.rewardId)
        if (reward === undefined) return yield* new LoyaltyUnavailable({ message: "there is no such reward" })
        yield* awardPlayer(userId, at)
        const totals = yield* repo.totals(userId)
        // Told before anything is written; exchange_loyalty_points checks it all again under the player's lock.
        const early = exchangeOutcome(totals.earned - totals.spent, reward, player.barred)
        if (early._tag === "refused" && early.reason === "excluded") return yield* excludedRefusal
        const amount = rewardAmountOf(reward, player.currency)
        const bonusAccountId = yield* promoRepo.bonusAccount(userId, player.currency, at)
        const posting = yield* ledger
          .prepare(BONUS_CREDIT_KIND, {
            key: `bonus:loyalty:${userId}:${request.key}`,
            entries: [
              { account: PROMO_HOUSE, currency: player.currency as Currency, amount: -amount },
              // A free bet's money is held by the house until it is staked (src/domain/promo/freeBets.ts).
              { account: reward.id === "free-bet" ? HouseAccount.freeBets : (`player:${bonusAccountId}` as AccountRef), currency: player.currency as Currency, amount }
            ]
          })
          .pipe(Effect.orDie)
        const answer = yield* repo.exchange({
          userId,
          key: request.key,
          rewardId: reward.id,
          points: reward.points,
          product: reward.product,
          bonusAccountId,
          mainAccountId: player.main_id,
          currency: player.currency,
          amount,
          requirement: requirementOf(reward.wagering, amount),
          minCoefMilli: reward.product === "sport" ? reward.wagering.minCoefMilli : 0,
          weights: reward.product === "casino" ? reward.wagering.weights : {},
          defaultWeight: DEFAULT_CASINO_WEIGHT,
          expiresAt: new Date(at.getTime() + BONUS_VALIDITY_MS),
          posting
        })
        switch (answer.outcome) {
          case "exchanged":
          case "replayed": {
            const row = answer.bonus_pk === null ? Option.none() : yield* promoRepo.bonusById(answer.bonus_pk)
            if (Option.isNone(row)) return yield* Effect.dieMessage(`the exchange ${request.key} has no bonus`)
            return { balance: answer.balance, bonus: bonusOf(row.value) }
          }
          case "not_enough":
            return yield* refuse("notEnoughPoints", answer.balance)
          case "key_reused":
            return yield* refuse("keyReused", answer.balance)
          case "excluded":
            return yield* excludedRefusal
          default:
            return yield* Effect.dieMessage(`the ledger refused the exchange ${request.key}: ${answer.outcome}`)
        }
      })

    return {
      points,
      exchange,
      sweep,
      report: Effect.map(repo.weeks, (rows) =>
        rows.map((row) => ({ weekStart: row.week_start.getTime(), earned: row.earned, spent: row.spent, earners: row.earners, exchanges: row.exchanges }))
      )
    }
  })
)
