import { Clock, Context, Duration, Effect, Either, Layer, Schedule } from "effect"
import { type Currency, HouseAccount, type MinorUnits, movements } from "../../src/domain/account/ledger"
import type { CouponTypeId } from "../../src/domain/coupon/couponType"
import type { GameResult, MarketType } from "../../src/domain/sports/feed"
import { settleOutcome } from "../../src/domain/sports/outcomes"
import { isOutright } from "../../src/domain/sports/outright"
import { LedgerService } from "../account/ledger"
import { boostExtra } from "../../src/domain/promo/couponPromo"
import { expressPromotionPayout } from "../../src/domain/promo/expressPromotions"
import { freeBetPayout } from "../../src/domain/promo/freeBets"
import { DatabaseFault, transactionOrDie } from "../platform/db/databaseFault"
import { SportsFeed } from "../sports/feed"
import { type LegRow, type LegResult, makeCouponRepo } from "./repo"
import { makeBuilderRepo } from "./builderRepo"
import { decideBuilder } from "./builderSettlement"
import { decide, type PlacedCouponRecord } from "./settlement"
import type { CouponOptions } from "./service"
import { ClusterLeadership } from "../platform/cluster/leadership"

/** What one pass of the settler did. */
export interface SettleReport {
  /** Legs decided in this pass. */
  readonly legs: number
  /** Coupons paid (or lost, or voided) in this pass, and posted to the ledger by it. */
  readonly coupons: number
}

export interface CouponSettlerShape {
  /** One pass: decides the legs whose games ended, then pays every coupon whose legs are all decided. */
  readonly settleOnce: Effect.Effect<SettleReport>
}

export class CouponSettler extends Context.Tag("oddsfold/server/CouponSettler")<CouponSettler, CouponSettlerShape>() {}

export const DEFAULT_SETTLE_EVERY = Duration.seconds(1)
/** Coupons paid per pass at most (the next pass, a second later, takes the rest). */
const PAY_BATCH = 500

/** The ledger key of a coupon's settlement: one per coupon, whoever settles it and however often. */
export const settleKeyOf = (couponId: number): string => `coupon-settle:${couponId}`

const sameGame = (leg: LegRow, game: { readonly home: string; readonly away: string; readonly startsAt: number }) =>
  leg.home === game.home && leg.away === game.away && leg.starts_at.getTime() === game.startsAt

/**
 * How a leg ended, or undefined while its game is on. A leg whose game finished is settled against the result
 * (src/domain/sports/outcomes.ts). The line is the feed's (server/sports/feed.ts); the simulator's is the same in every
 * server process and across restarts, and it knows the result of every match it made however long ago it ended
 * (`Line.resultOf`); so a leg is void only when its game is not the line's (an id the line never made, or one that
 * names other sides or another start, as a world made anew after its database row was deleted would have) or is an
 * election decided long before the settler came to it: the event is off for this line, and the stake of that leg comes
 * back, as bookmakers rule for a cancelled event.
 */
export const legResultOf = (
  leg: LegRow,
  resultOf: (gameId: string) => GameResult | undefined,
  onLine: (gameId: string) => { readonly home: string; readonly away: string; readonly startsAt: number } | undefined
): Omit<LegResult, "at"> | undefined => {
  const result = resultOf(leg.game_id)
  if (result !== undefined && sameGame(leg, result)) {
    const status = settleOutcome(
      { gameId: leg.game_id, marketType: leg.market_type as MarketType, period: leg.period, line: leg.line === null ? null : Number(leg.line), kind: leg.outcome_kind },
      result
    )
    // An outright's result is its finishing order, not a score: its legs keep none.
    return { legId: leg.id, status, score: isOutright(result) ? null : result.score }
  }
  const game = onLine(leg.game_id)
  if (game !== undefined && sameGame(leg, game)) return undefined
  return { legId: leg.id, status: "void", score: null }
}

/**
 * The settler: every `settleEvery` on the server's Clock (forked with the layer, as the feed's ticks are), and
 * whenever a test calls `settleOnce`. Safe to run twice and in several processes at once: a leg is decided by a
 * conditional update (only while open), and a coupon is paid in one database transaction that locks its open row,
 * posts the settlement under a key derived from the coupon id (the ledger posts a key once), and marks it settled
 * with a conditional update; a second settler waits on the row, then finds it settled and does nothing.
 */
export const CouponSettlerLive = (options: CouponOptions = {}) =>
  Layer.scoped(
    CouponSettler,
    Effect.gen(function* () {
      const repo = yield* makeCouponRepo
      const builders = yield* makeBuilderRepo
      const ledger = yield* LedgerService
      const feed = yield* SportsFeed
      const transaction = transactionOrDie(repo.withTransaction)
      let indexed: { readonly of: ReadonlyArray<GameResult>; readonly byId: ReadonlyMap<string, GameResult> } | undefined

      const decideLegs = Effect.gen(function* () {
        const games = yield* repo.openGames
        if (games.length === 0) return 0
        const line = yield* feed.line
        if (indexed?.of !== line.results) indexed = { of: line.results, byId: new Map(line.results.map((result) => [result.id, result])) }
        const results = indexed.byId
        // Games still on the line (the same id, teams and start) wait; the legs of the rest are decided now.
        const ended = new Set<string>()
        for (const { away, game_id, home, starts_at } of games) {
          const game = line.games.get(game_id)?.game
          if (game === undefined || game.home !== home || game.away !== away || game.startsAt !== starts_at.getTime()) ended.add(game_id)
        }
        const legs = yield* repo.openLegsOf([...ended])
        const at = new Date(yield* Clock.currentTimeMillis)
        let decided = 0
        // A game that ended longer ago than the results the line keeps (a server down for days) is looked up alone.
        const resultOf = (id: string) => results.get(id) ?? line.resultOf(id)
        for (const leg of legs) {
          const result = legResultOf(leg, resultOf, (id) => line.games.get(id)?.game)
          if (result === undefined) continue
          yield* repo.settleLeg({ ...result, at })
          decided++
        }
        return decided
      })

      const pay = (couponId: number) =>
        transaction(
          Effect.gen(function* () {
            const locked = yield* repo.lockOpen(couponId)
            if (locked._tag === "None") return false
            const row = locked.value
            const legs = yield* repo.legsOf([couponId])
            if (legs.some((leg) => leg.status === "open")) return false
            const coupon: PlacedCouponRecord = {
              type: row.type as CouponTypeId,
              amount: row.amount,
              amountByBlock: row.amount_by_block,
              systemValue: row.system_value,
              bonusCoef: row.bonus_coef === null ? null : Number(row.bonus_coef),
              legs: legs.map((leg) => ({ coef: Number(leg.coef), banker: leg.banker, blockId: leg.block_id, amount: leg.amount }))
            }
            const results = legs.map((leg) => (leg.status === "open" ? "void" : leg.status))
            // A bet builder is one bet at its own price (builderSettlement.ts), not the product of its legs.
            const builder = (yield* builders.among([couponId])).has(couponId)
            const decision = builder && row.coef !== null ? decideBuilder(row.stake, Number(row.coef), results) : decide(coupon, results)
            const player = `player:${row.account_id}` as const
            const currency = row.currency as Currency
            const stake = row.stake as MinorUnits
            // A coupon promo code's boost adds to a won coupon's winnings (src/domain/promo/couponPromo.ts).
            const boost =
              decision.status === "won" && row.boost_percent !== null && row.boost_cap !== null
                ? boostExtra({ percent: row.boost_percent, cap: row.boost_cap }, row.stake, decision.payout)
                : 0
            const at = new Date(yield* Clock.currentTimeMillis)
            if (row.free_bet_id !== null) {
              // A free-bet coupon pays its winnings only; a void one gives the free bet back (src/domain/promo/freeBets.ts).
              const isVoid = decision.status === "void"
              const paid = isVoid ? 0 : freeBetPayout(decision.status, row.stake, decision.payout) + boost
              const posted = yield* ledger.post(isVoid ? "void_stake" : "settle", movements.settleFreeBet(settleKeyOf(couponId), player, currency, stake, paid as MinorUnits, isVoid))
              if (isVoid) yield* repo.returnFreeBet(row.free_bet_id, couponId)
              const marked = yield* repo.markSettled({ couponId, status: decision.status, payout: paid, at, transactionId: posted.transactionId, boostPaid: boost })
              if (!marked) return yield* Effect.die(new DatabaseFault(`coupon ${couponId} was settled while this settler held its row`))
              return true
            }
            // The express promotions it was placed with (src/domain/promo/expressPromotions.ts), paid by the promotions account.
            const promotions =
              decision.status !== "void" && (row.hyper_percent > 0 || row.anti_express_percent > 0)
                ? expressPromotionPayout(
                    { hyperPercent: row.hyper_percent, antiExpressPercent: row.anti_express_percent },
                    legs.map((leg, i) => ({ coefMilli: Math.round(Number(leg.coef) * 1000), result: results[i]! })),
                    row.stake,
                    decision.payout,
                    row.currency
                  )
                : { hyper: 0, antiExpress: 0 }
            const extra = boost + promotions.hyper + promotions.antiExpress
            const posted =
              decision.status === "void"
                ? yield* ledger.post("void_stake", movements.voidStake(settleKeyOf(couponId), player, currency, stake))
                : yield* ledger.post("settle", movements.settleBoosted(settleKeyOf(couponId), player, currency, stake, decision.payout as MinorUnits, extra as MinorUnits, HouseAccount.promotions))
            const marked = yield* repo.markSettled({
              couponId,
              status: decision.status,
              payout: decision.status === "void" ? row.stake : decision.status === "won" ? decision.payout + boost + promotions.hyper : 0,
              at,
              transactionId: posted.transactionId,
              boostPaid: boost,
              hyperPaid: promotions.hyper,
              antiExpressPaid: promotions.antiExpress
            })
            if (!marked) return yield* Effect.die(new DatabaseFault(`coupon ${couponId} was settled while this settler held its row`))
            return true
          })
        )

      const settleOnce = Effect.gen(function* () {
        const legs = yield* decideLegs
        let coupons = 0
        for (const id of yield* repo.decided(PAY_BATCH)) {
          // A coupon the ledger refuses (its account was closed meanwhile) stays open and is logged; the rest go on.
          const paid = yield* Effect.either(pay(id))
          if (Either.isLeft(paid)) yield* Effect.logWarning(`coupon ${id} could not be settled: ${paid.left._tag}`)
          else if (paid.right) coupons++
        }
        return { legs, coupons }
      })

      const every = Duration.decode(options.settleEvery ?? DEFAULT_SETTLE_EVERY)
      if (Duration.greaterThan(every, Duration.zero)) {
        const guarded = settleOnce.pipe(Effect.catchAllCause((cause) => Effect.logError("the coupon settler's pass failed", cause)))
        yield* (yield* ClusterLeadership).whileLeading("the coupon settler", Effect.repeat(guarded, Schedule.spaced(every)))
      }
      return { settleOnce }
    })
  )
