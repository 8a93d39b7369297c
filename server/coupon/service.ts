import { Clock, Context, Duration, Effect, Either, Layer, Option, Schema } from "effect"
import { type Currency, type MinorUnits, movements } from "../../src/domain/account/ledger"
import { WalletRefusalCode } from "../../src/domain/account/wallets"
import { AccountNotFound, WalletRefused } from "../../src/domain/api/account"
import { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import { PromoCodeRefused, PromoRefusalCode } from "../../src/domain/api/promo"
import { normalizePromoCode, PROMO_REFUSAL_WORDS, type PromoCodeRefusal } from "../../src/domain/promo/promoCodes"
import { FREE_BET_REFUSAL_WORDS, type FreeBetRefusal, freeBetRefusal } from "../../src/domain/promo/freeBets"
import { expressPromotionsOf } from "../../src/domain/promo/expressPromotions"
import {
  BetToPlace,
  CouponNotFound,
  CouponRefused,
  type CouponLimitsAnswer,
  FreeBetNotFound,
  FreeBetRefusalCode,
  FreeBetRefused,
  type FreeBetsAnswer,
  type CouponStatus,
  HISTORY_PAGE,
  type HistoryQuery,
  InsufficientBalance,
  type PlacedCoupon,
  PlacementKeyReused,
  PlacementRefusalCode,
  PricesChanged,
  problemCodes
} from "../../src/domain/api/coupon"
import { CouponType, type CouponTypeId } from "../../src/domain/coupon/couponType"
import { linesOf, possibleWin, totalStake } from "../../src/domain/coupon/lines"
import { BONUS_ACCOUNT, bonusBetCoef, couponCoefficient, type CouponFeatures, couponFeaturesOf, stakeOf } from "../../src/domain/coupon/rules"
import { betRefusal } from "../../src/domain/session/rights"
import type { MarketType, SportId } from "../../src/domain/sports/feed"
import { LedgerService, postedOrRefused } from "../account/ledger"
import { ConfigService } from "../config/service"
import { DatabaseFault } from "../platform/db/databaseFault"
import { makeGroupCommit } from "../platform/db/groupCommit"
import { SportsFeed } from "../sports/feed"
import { makeAccountFacts } from "./accountFacts"
import { CouponLimitsTable } from "./limits"
import { makeInPlayWait } from "./inPlayWait"
import { checkAgainstLine, hasLiveBet, type LineCheck, refusalMessage, requestHashOf } from "./placement"
import {
  type CouponRow,
  type FreeBetOutcome,
  isFreeBetOutcome,
  isPromoOutcome,
  type LegRow,
  makeCouponRepo,
  type NewCoupon,
  type NewLeg,
  limitRefusalOf,
  newLegOf,
  newLegRow,
  type PromoOutcome
} from "./repo"

/** The coupon area's settings (tests shorten them). */
export interface CouponOptions {
  /** How long a coupon with a live bet waits before it is taken (the in-play delay); default 3 s, 0 allowed. */
  readonly inPlayDelay?: Duration.DurationInput | undefined
  /** How often the settler looks for finished games; default 1 s, 0: never (tests run it themselves). */
  readonly settleEvery?: Duration.DurationInput | undefined
}

export const DEFAULT_IN_PLAY_DELAY = Duration.seconds(3)

export type PlaceError =
  | AccountNotFound
  | WalletRefused
  | CouponRefused
  | PricesChanged
  | InsufficientBalance
  | PlacementKeyReused
  | ResponsibleGamingRefused
  | PromoCodeRefused
  | FreeBetRefused
  | FreeBetNotFound
/** The refusals a placement may end with, as a coupon waiting the in-play delay keeps them (the contract's own error Schemas). */
const PlaceRefusal: Schema.Schema<PlaceError, any> = Schema.Union(
  AccountNotFound,
  WalletRefused,
  CouponRefused,
  PricesChanged,
  InsufficientBalance,
  PlacementKeyReused,
  ResponsibleGamingRefused,
  PromoCodeRefused,
  FreeBetRefused,
  FreeBetNotFound
)

export interface CouponServiceShape {
  /**
   * Places the player's coupon (see the layer's comment): the placed coupon, or a typed refusal. Idempotent by the
   * body's key: the same key and content answer the first coupon, and nothing is posted again.
   */
  readonly place: (userId: number, body: BetToPlace) => Effect.Effect<PlacedCoupon, PlaceError>
  readonly limits: (userId: number, accountId: number) => Effect.Effect<CouponLimitsAnswer, AccountNotFound>
  readonly history: (userId: number, query: HistoryQuery) => Effect.Effect<ReadonlyArray<PlacedCoupon>>
  /** The player's own coupon; another player's answers as a missing one. */
  readonly coupon: (userId: number, couponId: number) => Effect.Effect<PlacedCoupon, CouponNotFound>
  /** The player's free bets a coupon may stake now. */
  readonly freeBets: (userId: number) => Effect.Effect<FreeBetsAnswer>
}

export class CouponService extends Context.Tag("oddsfold/server/CouponService")<CouponService, CouponServiceShape>() {}

const notFound = new AccountNotFound({ message: "you have no such account" })
const banned = new WalletRefused({ code: WalletRefusalCode.banned, message: "Your account is blocked: bets cannot be placed." })
const frozen_ = new WalletRefused({ code: WalletRefusalCode.frozen, message: "Your accounts are frozen: please contact support." })
const couponNotFound = new CouponNotFound({ message: "you have no such coupon" })
const keyReused = new PlacementKeyReused({ code: PlacementRefusalCode.placementKeyReused, message: "this placement key was used for another coupon: make a new one for a new coupon" })

/** place_coupon's refusals of a promo code, as the promo area names them (migration 073). */
const promoRefusalOf: Record<PromoOutcome, PromoCodeRefusal> = {
  promo_unknown: "unknown",
  promo_office_only: "officeOnly",
  promo_not_yet: "notYet",
  promo_ended: "ended",
  promo_used_up: "usedUp",
  promo_already_used: "alreadyUsed",
  promo_currency: "currency"
}
const promoRefused = (outcome: PromoOutcome) => {
  const reason = promoRefusalOf[outcome]
  return new PromoCodeRefused({ reason, code: PromoRefusalCode[reason], title: "Promo code", message: `The coupon was not placed: ${PROMO_REFUSAL_WORDS[reason]}.` })
}

const freeBetNotFound = new FreeBetNotFound({ code: 86, message: "you have no such free bet" })
const freeBetRefused = (reason: FreeBetRefusal) =>
  new FreeBetRefused({ reason, code: FreeBetRefusalCode[reason], message: `The coupon was not placed: ${FREE_BET_REFUSAL_WORDS[reason]}.` })
/** place_coupon's refusals of a free bet (migration 075): what changed between the server's read and its lock. */
const freeBetOutcomeRefusal = (outcome: FreeBetOutcome) =>
  outcome === "freebet_unknown" ? freeBetNotFound : freeBetRefused(outcome === "freebet_used" ? "used" : outcome === "freebet_expired" ? "expired" : "amount")

/** The ledger key of a coupon's stake: one reservation per player and placement key. */
export const reserveKeyOf = (userId: number, key: string): string => `coupon-stake:${userId}:${key}`

/** The ledger refusing a stake's shape is a defect here: the stake was made from an accepted coupon. */
const malformedStake = (error: { readonly refusal: { readonly _tag: string } }) => Effect.die(new DatabaseFault(`a stake the ledger refuses: ${error.refusal._tag}`))

const numberOf = (value: number | null): number | null => (value === null ? null : Number(value))

/** A stored coupon and its legs as the contract answers them. */
export const toPlacedCoupon = (row: CouponRow, legs: ReadonlyArray<LegRow>): PlacedCoupon => ({
  id: row.id,
  typeId: row.type as CouponTypeId,
  accountId: row.account_id,
  currency: row.currency,
  stake: row.stake,
  systemValue: row.system_value,
  coef: numberOf(row.coef),
  bonusCoef: numberOf(row.bonus_coef),
  possibleWin: { min: row.possible_win_min, max: row.possible_win_max },
  placedAt: row.placed_at.getTime(),
  status: row.status as CouponStatus,
  payout: row.payout,
  settledAt: row.settled_at === null ? null : row.settled_at.getTime(),
  vip: row.vip,
  promoCode: row.promo_code,
  ...(row.boost_percent === null || row.boost_cap === null ? {} : { boost: { percent: row.boost_percent, cap: row.boost_cap, paid: row.boost_paid } }),
  ...(row.free_bet_id === null ? {} : { freeBetId: row.free_bet_id }),
  ...(row.hyper_percent > 0 ? { hyper: { percent: row.hyper_percent, paid: row.hyper_paid } } : {}),
  ...(row.anti_express_percent > 0 ? { antiExpress: { percent: row.anti_express_percent, paid: row.anti_express_paid } } : {}),
  legs: legs.map((leg) => ({
    id: leg.outcome_id,
    gameId: leg.game_id,
    sportId: leg.sport_id as SportId,
    champName: leg.championship_name,
    home: leg.home,
    away: leg.away,
    startsAt: leg.starts_at.getTime(),
    marketType: leg.market_type as MarketType,
    period: leg.period,
    line: numberOf(leg.line),
    outcome: leg.outcome_kind,
    ...(leg.outcome_name === "" ? {} : { outcomeName: leg.outcome_name }),
    coef: Number(leg.coef),
    isLive: leg.is_live,
    blockId: leg.block_id,
    banker: leg.banker,
    status: leg.status,
    score: leg.final_home === null || leg.final_away === null ? null : { home: leg.final_home, away: leg.final_away }
  }))
})

/**
 * The coupon area's service. Placing:
 * 1. the account: its currency and type are facts it never changes, remembered from the first placement from it;
 *    the first time they are read, with the player's ban level, the wallet's freeze and the key's coupon if any
 *    (AccountNotFound, WalletRefused, or that coupon's answer);
 * 2. the bets made again from the current line and checked (placement.ts) against the limits of the account's
 *    currency, which this server holds in memory (limits.ts): CouponRefused or PricesChanged, unless the
 *    key made a coupon before, which answers instead (the first coupon, or PlacementKeyReused for other content), or
 *    the player may no longer bet (WalletRefused);
 * 3. a coupon with a live bet waits the in-play delay (a key placed before answers at once): kept in the database as
 *    a pending placement (inPlayWait.ts) with its deadline, so that whichever process is alive at the deadline
 *    finishes it exactly once: this one, whose request waits on its Clock for the answer, else any process's sweep.
 *    At the deadline it is checked again the same way (a market suspended meanwhile refuses it, a price the policy
 *    takes is taken at the line's price); a request with the same key is answered with the same outcome;
 * 4. in ONE statement (place_coupon, migrations 019 and 035; with the placements that arrived meanwhile, place_coupons): a banned player or a frozen wallet refused
 *    (WalletRefused), the coupon's promo code checked under its row's lock (PromoCodeRefused, migration 073: valid,
 *    once per player, so two placements at once with one code make one coupon), the stake reserved in the ledger (key: player + placement key; a concurrent request with the
 *    same key waits on the account's lock and then answers the coupon the first one wrote) and the coupon with its
 *    legs written. InsufficientBalance when the account cannot pay, AccountNotFound when it was closed: nothing is
 *    written.
 */
export const CouponServiceLive = (options: CouponOptions = {}) =>
  Layer.scoped(
    CouponService,
    Effect.gen(function* () {
      const repo = yield* makeCouponRepo
      // Placements that arrive while the database is busy are committed together (never inside a transaction of ours).
      const placeGrouped = yield* makeGroupCommit({ together: repo.placeGroup, alone: repo.place })
      const accounts = makeAccountFacts()
      const ledger = yield* LedgerService
      const config = yield* ConfigService
      const feed = yield* SportsFeed
      const limitsTable = yield* CouponLimitsTable
      const inPlayDelay = Duration.decode(options.inPlayDelay ?? DEFAULT_IN_PLAY_DELAY)

      const features = (): CouponFeatures => couponFeaturesOf(config.siteConfig())

      const load = (row: CouponRow) => Effect.map(repo.legsOf([row.id]), (legs) => toPlacedCoupon(row, legs))

      /** The coupon a placement key already made, if its content is the same (else the key is refused). */
      const replay = (row: CouponRow, hash: string) => (row.request_hash === hash ? load(row) : Effect.fail(keyReused))

      /** The bets checked against `lineRead` (the line now, or as it is at the end of an in-play delay). */
      const checked = (body: BetToPlace, accountType: number, currency: string, lineRead = feed.line) =>
        Effect.flatMap(lineRead, (line): Effect.Effect<Extract<LineCheck, { _tag: "Accepted" }>, CouponRefused | PricesChanged> => {
          const check = checkAgainstLine(line, body, limitsTable.of(currency), features(), accountType)
          switch (check._tag) {
            case "Refused":
              return Effect.fail(new CouponRefused({ problems: check.problems, code: problemCodes[check.problems[0]!._tag], message: refusalMessage(check.problems) }))
            case "PricesChanged":
              return Effect.fail(new PricesChanged({ changes: check.changes, code: PlacementRefusalCode.pricesChanged, message: "Prices have changed: confirm the new prices to place the coupon." }))
            case "Accepted":
              return Effect.succeed(check)
          }
        })

      /**
       * The account read with the player's ban, the wallet's freeze and the key's coupon: that coupon (Keyed), or the
       * account if the player may bet from it (Read, and remembered), else AccountNotFound or WalletRefused.
       */
      const readAccount = (userId: number, body: BetToPlace) =>
        Effect.gen(function* () {
          const found = yield* repo.account(userId, body.accountId, body.key)
          // A key seen before: the first coupon (same content) or PlacementKeyReused, whatever the line says now.
          const keyed = Option.isSome(found) && found.value.keyed_coupon_id !== null ? yield* repo.byKey(userId, body.key) : Option.none<CouponRow>()
          if (Option.isSome(keyed)) return { _tag: "Keyed" as const, coupon: keyed.value }
          if (Option.isNone(found) || found.value.closed) return yield* notFound
          const { ban_level, ban_version, currency, frozen, id, type } = found.value
          // The player's right to bet, by the rule the rights call answers (src/domain/session/rights.ts).
          const refusal = betRefusal({ ban: { banLevel: ban_level, banVersion: ban_version }, walletFrozen: frozen })
          if (refusal === "banned") return yield* banned
          if (refusal !== null) return yield* frozen_
          const account = { id, userId, type, currency }
          accounts.remember(account)
          return { _tag: "Read" as const, account }
        })

      /** The account a coupon is placed from: its currency and type, known already or read (with the key's coupon). */
      const placingAccount = (userId: number, body: BetToPlace) => {
        const known = accounts.get(body.accountId)
        return known !== undefined && known.userId === userId ? Effect.succeed({ _tag: "Known" as const, account: known }) : readAccount(userId, body)
      }

      const delayed = Duration.greaterThan(inPlayDelay, Duration.zero)

      /**
       * A kept placement at the end of its wait: the account read again (a coupon made by the key meanwhile answers),
       * the bets checked again against the line played on to the deadline at least (a market suspended meanwhile
       * refuses it, a price the policy takes is taken at the line's price), then written. The line moves only at the
       * producer's ticks: read as it stands, it could be the line from before the wait, and the coupon taken at the
       * prices the delay is there to re-check.
       */
      const placeNow = (userId: number, body: BetToPlace, hash: string, dueAt: Date): Effect.Effect<PlacedCoupon, PlaceError> =>
        Effect.gen(function* () {
          const read = yield* readAccount(userId, body)
          if (read._tag === "Keyed") return yield* replay(read.coupon, hash)
          const accepted = yield* checked(body, read.account.type, read.account.currency, feed.lineAt(dueAt.getTime()))
          return yield* write(userId, body, hash, read.account, accepted)
        })

      const inPlay = yield* makeInPlayWait({
        kind: "coupon",
        request: BetToPlace,
        refusal: PlaceRefusal,
        keyReused,
        finish: placeNow,
        couponOf: (coupon: PlacedCoupon) => coupon.id,
        made: (userId, request, hash) => Effect.flatMap(repo.byKey(userId, request.key), (coupon) => (Option.isNone(coupon) ? Effect.succeedNone : Effect.asSome(replay(coupon.value, hash))))
      })

      const place = (userId: number, body: BetToPlace): Effect.Effect<PlacedCoupon, PlaceError> =>
        Effect.gen(function* () {
          const hash = requestHashOf(body)
          const placing = yield* placingAccount(userId, body)
          if (placing._tag === "Keyed") return yield* replay(placing.coupon, hash)
          const { account } = placing
          // A key placed before answers with its coupon, and a player who may not bet is refused for that, not for
          // what the line says about the bets now: for an account known without reading it, read here, where the
          // answer would otherwise be a refusal of the bets...
          const readIfKnown = placing._tag === "Known" ? readAccount(userId, body) : Effect.succeed(placing)
          const checkedFirst = yield* Effect.either(checked(body, account.type, account.currency))
          if (Either.isLeft(checkedFirst)) {
            const read = yield* readIfKnown
            if (read._tag === "Keyed") return yield* replay(read.coupon, hash)
            // A key waiting its in-play delay answers with what the wait ends in, not with what the line says now.
            if (delayed) {
              const waited = yield* inPlay.waiting(userId, body.key, hash)
              if (Option.isSome(waited)) return waited.value
            }
            return yield* Effect.fail(checkedFirst.left)
          }
          const accepted = checkedFirst.right
          if (hasLiveBet(accepted) && delayed) {
            // ... or where it would wait the in-play delay.
            const read = yield* readIfKnown
            if (read._tag === "Keyed") return yield* replay(read.coupon, hash)
            // The wait is kept in the database, so that any process finishes it if this one is gone by then.
            return yield* inPlay.wait({
              userId,
              key: body.key,
              hash,
              request: body,
              prices: accepted.bets.map(({ entry }) => ({ id: entry.market.id, coef: entry.market.coef })),
              delay: inPlayDelay
            })
          }
          return yield* write(userId, body, hash, account, accepted)
        })

      /** Writes an accepted coupon: the stake reserved and the coupon with its legs, in ONE statement (see above). */
      const write = (
        userId: number,
        body: BetToPlace,
        hash: string,
        account: { readonly id: number; readonly type: number; readonly currency: string },
        accepted: Extract<LineCheck, { _tag: "Accepted" }>
      ): Effect.Effect<PlacedCoupon, PlaceError> =>
        Effect.gen(function* () {
          const { draft } = accepted
          const bonus = draft.bonusBet ? (bonusBetCoef(features().bonusBet, draft.type, draft.bets) ?? null) : null
          const stake = stakeOf(draft, bonus ?? undefined)
          const made = linesOf(stake)
          const win = possibleWin(stake)
          if (made === undefined || win === undefined) return yield* Effect.die(new DatabaseFault("an accepted coupon makes no lines"))
          const total = totalStake(made.lines)
          const coefs = draft.bets.map((bet) => bet.market.coef)
          const coef = couponCoefficient(draft.type, coefs, bonus ?? undefined) ?? null
          const placedAt = new Date(yield* Clock.currentTimeMillis)
          // Types 4 and 9 keep their stakes per block and per leg.
          const amount = draft.type === CouponType.blocks || draft.type === CouponType.multiSingles ? 0 : draft.amount
          const amountByBlock = draft.type === CouponType.blocks ? draft.amountByBlockId : {}
          const legs: ReadonlyArray<NewLeg> = accepted.bets.map(({ entry, game }, position) =>
            newLegOf(entry, position, game?.championshipName ?? entry.champName, {
              blockId: entry.blockId,
              banker: entry.banker,
              amount: draft.type === CouponType.multiSingles ? (draft.amountByBetId[entry.market.id] ?? 0) : 0
            })
          )

          // The code as stored (upper case); its terms read here, checked again by place_coupon under the code's lock.
          const promoCode = normalizePromoCode(draft.promoCode)
          const boost = promoCode === "" ? undefined : yield* repo.boostCode(promoCode)
          const coefsMilli = draft.bets.map((bet) => Math.round(bet.market.coef * 1000))
          // The free bet, the player's own (else not found), checked by its rules here and again under its lock.
          if (body.freeBetId !== undefined) {
            const found = yield* repo.freeBet(userId, body.freeBetId)
            if (Option.isNone(found)) return yield* freeBetNotFound
            const fb = found.value
            const refusal = freeBetRefusal(
              { currency: fb.currency, amount: fb.amount, minCoefMilli: fb.min_coef_milli, anyType: fb.free_bet_any_type, expiresAt: fb.expires_at.getTime(), used: fb.status === "used" },
              { type: draft.type, currency: account.currency, stake: total, coefMilli: coef === null ? null : Math.round(coef * 1000) },
              placedAt.getTime()
            )
            // A free bet settled otherwise (expired) is refused as expired.
            if (refusal !== null || (fb.status !== "active" && fb.status !== "used")) return yield* freeBetRefused(refusal ?? "expired")
          }
          // The express promotions of a real-money express (src/domain/promo/expressPromotions.ts); the slip showed the same.
          const promotions = expressPromotionsOf(draft.type, coefsMilli, account.type !== BONUS_ACCOUNT && body.freeBetId === undefined)
          const reserve =
            body.freeBetId === undefined
              ? movements.reserveStake(reserveKeyOf(userId, body.key), `player:${account.id}`, account.currency as Currency, total as MinorUnits)
              : movements.reserveFreeBet(reserveKeyOf(userId, body.key), account.currency as Currency, total as MinorUnits)
          const posting = yield* ledger.prepare("reserve_stake", reserve).pipe(Effect.catchTags({ UnknownLedgerAccount: () => Effect.fail(notFound), LedgerMalformed: malformedStake }))
          const coupon: NewCoupon = {
            userId,
            accountId: account.id,
            currency: account.currency,
            type: draft.type,
            amount,
            amountByBlock,
            stake: total,
            systemValue: draft.type === CouponType.system ? draft.systemValue : 0,
            coef,
            bonusCoef: bonus,
            possibleWinMin: win.min,
            possibleWinMax: win.max,
            placedAt,
            vip: draft.vip,
            promoCode,
            placementKey: body.key,
            requestHash: hash,
            boost,
            freeBetId: body.freeBetId,
            hyperPercent: promotions.hyperPercent,
            antiExpressPercent: promotions.antiExpressPercent
          }
          const placed = yield* placeGrouped({ posting, coupon, legs })
          if (isPromoOutcome(placed.outcome)) return yield* promoRefused(placed.outcome)
          if (isFreeBetOutcome(placed.outcome)) return yield* freeBetOutcomeRefusal(placed.outcome)
          if (placed.outcome === "banned") return yield* banned
          if (placed.outcome === "frozen") return yield* frozen_
          // The player's limits or exclusion refused the stake in the statement that would have reserved it.
          if (placed.outcome === "rg_excluded" || placed.outcome === "rg_session" || placed.outcome === "rg_currency" || placed.outcome === "rg_limit") {
            return yield* limitRefusalOf(placed, account.currency)!
          }
          const posted = yield* postedOrRefused(posting, reserve, { ...placed, outcome: placed.outcome }).pipe(
            Effect.catchTags({
              InsufficientFunds: (error) =>
                Effect.fail(new InsufficientBalance({ balance: error.balance, code: PlacementRefusalCode.insufficientBalance, message: "Your balance is too low for this stake." })),
              IdempotencyConflict: () => Effect.fail(keyReused),
              LedgerAccountClosed: () => Effect.fail(notFound),
              UnknownLedgerAccount: () => Effect.fail(notFound),
              LedgerMalformed: malformedStake
            })
          )
          if (posted.replayed || placed.coupon_id === null) {
            // A request with the same key committed first (this one waited on the account's lock): its coupon answers.
            const first = yield* repo.byKey(userId, body.key)
            return yield* Option.isSome(first) ? replay(first.value, hash) : Effect.fail(keyReused)
          }
          // The answer is what was just written (read back, it would be the same rows).
          const id = placed.coupon_id
          const row: CouponRow = {
            id,
            user_id: userId,
            account_id: account.id,
            currency: account.currency,
            type: draft.type,
            amount,
            amount_by_block: amountByBlock,
            stake: total,
            system_value: coupon.systemValue,
            coef,
            bonus_coef: bonus,
            possible_win_min: win.min,
            possible_win_max: win.max,
            status: "open",
            payout: 0,
            placed_at: placedAt,
            settled_at: null,
            vip: draft.vip,
            promo_code: promoCode,
            request_hash: hash,
            boost_percent: boost?.percent ?? null,
            boost_cap: boost?.cap ?? null,
            boost_paid: 0,
            free_bet_id: body.freeBetId ?? null,
            hyper_percent: promotions.hyperPercent,
            hyper_paid: 0,
            anti_express_percent: promotions.antiExpressPercent,
            anti_express_paid: 0
          }
          return toPlacedCoupon(
            row,
            legs.map((leg) => ({ id: 0, ...newLegRow(id, leg), status: "open", final_home: null, final_away: null }))
          )
        })

      return {
        place,
        limits: (userId, accountId) =>
          Effect.gen(function* () {
            const found = yield* repo.account(userId, accountId)
            if (Option.isNone(found) || found.value.closed) return yield* notFound
            const { currency, id } = found.value
            return { ...limitsTable.of(currency), accountId: id, currency, inPlayDelayMs: Duration.toMillis(inPlayDelay) }
          }),
        history: (userId, { from, status, to }) =>
          Effect.gen(function* () {
            // Beyond the year 9999 a Date is invalid: such a bound is the latest time there is.
            const at = (ms: number) => new Date(Math.min(ms, Date.UTC(9999, 11, 31)))
            const rows = yield* repo.history({ userId, from: at(from), to: at(to), status, limit: HISTORY_PAGE })
            const legs = yield* repo.legsOf(rows.map((row) => row.id))
            const byCoupon = new Map<number, Array<LegRow>>()
            for (const leg of legs) {
              const list = byCoupon.get(leg.coupon_id)
              if (list === undefined) byCoupon.set(leg.coupon_id, [leg])
              else list.push(leg)
            }
            return rows.map((row) => toPlacedCoupon(row, byCoupon.get(row.id) ?? []))
          }),
        freeBets: (userId) =>
          Effect.gen(function* () {
            const rows = yield* repo.freeBetsOf(userId, new Date(yield* Clock.currentTimeMillis))
            return {
              freeBets: rows.map((row) => ({
                id: row.id,
                currency: row.currency,
                amount: row.amount,
                minCoef: row.min_coef_milli / 1000,
                anyType: row.free_bet_any_type,
                expiresAt: row.expires_at.getTime()
              }))
            }
          }),
        coupon: (userId, couponId) =>
          Effect.flatMap(repo.byId(userId, couponId), (row) => (Option.isNone(row) ? Effect.fail(couponNotFound) : load(row.value)))
      }
    })
  )
