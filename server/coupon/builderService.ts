import { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import { Clock, Context, Duration, Effect, Either, Layer, Option, Schema } from "effect"
import { type Currency, type MinorUnits, movements } from "../../src/domain/account/ledger"
import { WalletRefusalCode } from "../../src/domain/account/wallets"
import { AccountNotFound, WalletRefused } from "../../src/domain/api/account"
import {
  BUILDER_REFUSED_CODE,
  BuilderPriceChanged,
  BuilderRefused,
  BuilderToPlace,
  CouponRefused,
  InsufficientBalance,
  type PlacedCoupon,
  PlacementKeyReused,
  PlacementRefusalCode,
  problemCodes
} from "../../src/domain/api/coupon"
import { CouponType } from "../../src/domain/coupon/couponType"
import { couponFeaturesOf } from "../../src/domain/coupon/rules"
import { betRefusal } from "../../src/domain/session/rights"
import { LedgerService, postedOrRefused } from "../account/ledger"
import { ConfigService } from "../config/service"
import { DatabaseFault, transactionOrDie } from "../platform/db/databaseFault"
import { SportsFeed } from "../sports/feed"
import { type BuilderCheck, builderHashOf, builderWin, checkBuilderAgainstLine, describeBuilderRefusal } from "./builderPlacement"
import { makeBuilderRepo } from "./builderRepo"
import { makeInPlayWait } from "./inPlayWait"
import { CouponLimitsTable } from "./limits"
import { refusalMessage } from "./placement"
import { type CouponRow, makeCouponRepo, type NewCoupon, type NewLeg, isFreeBetOutcome, isPromoOutcome, limitRefusalOf, newLegOf } from "./repo"
import { type CouponOptions, DEFAULT_IN_PLAY_DELAY, reserveKeyOf, toPlacedCoupon } from "./service"

export type BuilderPlaceError = AccountNotFound | WalletRefused | BuilderRefused | CouponRefused | BuilderPriceChanged | InsufficientBalance | PlacementKeyReused | ResponsibleGamingRefused
/** The refusals a bet builder may end with, as one waiting the in-play delay keeps them (the contract's own error Schemas). */
const BuilderPlaceRefusal: Schema.Schema<BuilderPlaceError, any> = Schema.Union(
  AccountNotFound,
  WalletRefused,
  BuilderRefused,
  CouponRefused,
  BuilderPriceChanged,
  InsufficientBalance,
  PlacementKeyReused,
  ResponsibleGamingRefused
)

export class BetBuilderService extends Context.Tag("oddsfold/server/BetBuilderService")<
  BetBuilderService,
  {
    /** Places a bet builder (see the layer's comment): the coupon, or a typed refusal; idempotent by the body's key. */
    readonly place: (userId: number, body: BuilderToPlace) => Effect.Effect<PlacedCoupon, BuilderPlaceError>
    /** Which of the player's coupons (by id) are bet builders: the history and the printed coupon say so. */
    readonly builders: (couponIds: ReadonlyArray<number>) => Effect.Effect<ReadonlySet<number>>
  }
>() {}

const notFound = new AccountNotFound({ message: "you have no such account" })
const banned = new WalletRefused({ code: WalletRefusalCode.banned, message: "Your account is blocked: bets cannot be placed." })
const frozen_ = new WalletRefused({ code: WalletRefusalCode.frozen, message: "Your accounts are frozen: please contact support." })
const keyReused = new PlacementKeyReused({ code: PlacementRefusalCode.placementKeyReused, message: "this placement key was used for another coupon: make a new one for a new coupon" })

/**
 * The bet builder's placing, the coupon's steps (server/coupon/service.ts) for one game at one price:
 * 1. the player's account, with the key's coupon if the key was used (that coupon answers, or PlacementKeyReused);
 * 2. the legs and the price from the line now (builderPlacement.ts): BuilderRefused, CouponRefused for the stake
 *    limits, BuilderPriceChanged when the player's policy does not take the line's price;
 * 3. a live game waits the in-play delay, kept in the database (inPlayWait.ts) so that whichever process is alive at
 *    the deadline finishes it exactly once, then is checked again (against the line played on to the deadline); a
 *    request with the same key is answered with what the wait ended in;
 * 4. in ONE database transaction: the stake reserved and the coupon written by place_coupon (an express whose coef is
 *    the builder's price, the legs at their own prices), and the coupon marked a bet builder (migration 043), which
 *    the settler pays as one bet. The ledger key is the coupon's (player + placement key), so one key places one
 *    coupon whichever call it came through.
 */
export const BetBuilderServiceLive = (options: CouponOptions = {}) =>
  Layer.scoped(
    BetBuilderService,
    Effect.gen(function* () {
      const repo = yield* makeCouponRepo
      const builders = yield* makeBuilderRepo
      const ledger = yield* LedgerService
      const config = yield* ConfigService
      const feed = yield* SportsFeed
      const limitsTable = yield* CouponLimitsTable
      const inPlayDelay = Duration.decode(options.inPlayDelay ?? DEFAULT_IN_PLAY_DELAY)
      const transaction = transactionOrDie(repo.withTransaction)

      const load = (row: CouponRow) => Effect.map(repo.legsOf([row.id]), (legs) => ({ ...toPlacedCoupon(row, legs), builder: true }))
      const replay = (row: CouponRow, hash: string) => (row.request_hash === hash ? load(row) : Effect.fail(keyReused))

      /** The builder checked against `lineRead` (the line now, or as it is at the end of an in-play delay). */
      const checked = (body: BuilderToPlace, accountType: number, currency: string, lineRead = feed.line) =>
        Effect.flatMap(lineRead, (line): Effect.Effect<Extract<BuilderCheck, { _tag: "Accepted" }>, BuilderRefused | CouponRefused | BuilderPriceChanged> => {
          const check = checkBuilderAgainstLine(line, body, limitsTable.of(currency), couponFeaturesOf(config.siteConfig()), accountType)
          switch (check._tag) {
            case "Refused":
              return Effect.fail(new BuilderRefused({ reason: check.reason, code: BUILDER_REFUSED_CODE, message: `The bet builder cannot be placed: ${describeBuilderRefusal(check.reason)}.` }))
            case "LimitsRefused":
              return Effect.fail(new CouponRefused({ problems: check.problems, code: problemCodes[check.problems[0]!._tag], message: refusalMessage(check.problems) }))
            case "PriceChanged":
              return Effect.fail(new BuilderPriceChanged({ coef: check.coef, code: PlacementRefusalCode.pricesChanged, message: "The price has changed: confirm the new price to place the bet builder." }))
            case "Accepted":
              return Effect.succeed(check)
          }
        })

      /**
       * The player's account read with the key's coupon: that coupon (Keyed), or the account if the player may bet
       * from it (Read), else AccountNotFound or WalletRefused.
       */
      const readAccount = (userId: number, body: BuilderToPlace) =>
        Effect.gen(function* () {
          const found = yield* repo.account(userId, body.accountId, body.key)
          if (Option.isSome(found) && found.value.keyed_coupon_id !== null) {
            const first = yield* repo.byKey(userId, body.key)
            if (Option.isSome(first)) return { _tag: "Keyed" as const, coupon: first.value }
          }
          if (Option.isNone(found) || found.value.closed) return yield* notFound
          const account = found.value
          const refusal = betRefusal({ ban: { banLevel: account.ban_level, banVersion: account.ban_version }, walletFrozen: account.frozen })
          if (refusal === "banned") return yield* banned
          if (refusal !== null) return yield* frozen_
          return { _tag: "Read" as const, account }
        })

      /** A kept builder at the end of its wait: the account read again, the builder checked again, then written. */
      const placeNow = (userId: number, body: BuilderToPlace, hash: string, dueAt: Date): Effect.Effect<PlacedCoupon, BuilderPlaceError> =>
        Effect.gen(function* () {
          const read = yield* readAccount(userId, body)
          if (read._tag === "Keyed") return yield* replay(read.coupon, hash)
          const accepted = yield* checked(body, read.account.type, read.account.currency, feed.lineAt(dueAt.getTime()))
          return yield* write(userId, body, hash, read.account, accepted)
        })

      const delayed = Duration.greaterThan(inPlayDelay, Duration.zero)
      const inPlay = yield* makeInPlayWait({
        kind: "builder",
        request: BuilderToPlace,
        refusal: BuilderPlaceRefusal,
        keyReused,
        finish: placeNow,
        couponOf: (coupon: PlacedCoupon) => coupon.id,
        made: (userId, request, hash) => Effect.flatMap(repo.byKey(userId, request.key), (coupon) => (Option.isNone(coupon) ? Effect.succeedNone : Effect.asSome(replay(coupon.value, hash))))
      })

      const place = (userId: number, body: BuilderToPlace): Effect.Effect<PlacedCoupon, BuilderPlaceError> =>
        Effect.gen(function* () {
          const hash = builderHashOf(body)
          const read = yield* readAccount(userId, body)
          if (read._tag === "Keyed") return yield* replay(read.coupon, hash)
          const { account } = read
          const checkedFirst = yield* Effect.either(checked(body, account.type, account.currency))
          if (Either.isLeft(checkedFirst)) {
            // A key waiting its in-play delay answers with what the wait ends in, not with what the line says now.
            if (delayed) {
              const waited = yield* inPlay.waiting(userId, body.key, hash)
              if (Option.isSome(waited)) return waited.value
            }
            return yield* Effect.fail(checkedFirst.left)
          }
          const accepted = checkedFirst.right
          if (accepted.game.status === "live" && delayed) {
            // The wait is kept in the database, so that any process finishes it if this one is gone by then.
            return yield* inPlay.wait({ userId, key: body.key, hash, request: body, prices: [{ id: body.bets.join("+"), coef: accepted.quote.coef }], delay: inPlayDelay })
          }
          return yield* write(userId, body, hash, account, accepted)
        })

      /** Writes an accepted builder: the stake reserved, the coupon written and marked a builder, in one transaction. */
      const write = (
        userId: number,
        body: BuilderToPlace,
        hash: string,
        account: { readonly id: number; readonly type: number; readonly currency: string },
        accepted: Extract<BuilderCheck, { _tag: "Accepted" }>
      ): Effect.Effect<PlacedCoupon, BuilderPlaceError> =>
        Effect.gen(function* () {
          const { game, legs, quote } = accepted
          const stake = body.amount
          const win = builderWin(stake, quote.coef)
          const placedAt = new Date(yield* Clock.currentTimeMillis)
          const newLegs: ReadonlyArray<NewLeg> = legs.map((entry, position) => newLegOf(entry, position, game.championshipName))
          const reserve = movements.reserveStake(reserveKeyOf(userId, body.key), `player:${account.id}`, account.currency as Currency, stake as MinorUnits)
          const posting = yield* ledger
            .prepare("reserve_stake", reserve)
            .pipe(
              Effect.catchTags({
                UnknownLedgerAccount: () => Effect.fail(notFound),
                LedgerMalformed: (error) => Effect.die(new DatabaseFault(`a stake the ledger refuses: ${error.refusal._tag}`))
              })
            )
          const coupon: NewCoupon = {
            userId,
            accountId: account.id,
            currency: account.currency,
            // An express in every column the coupon's other readers know; coupon_builders says it is one bet.
            type: CouponType.express,
            amount: stake,
            amountByBlock: {},
            stake,
            systemValue: 0,
            coef: quote.coef,
            bonusCoef: null,
            possibleWinMin: win,
            possibleWinMax: win,
            placedAt,
            vip: false,
            promoCode: "",
            placementKey: body.key,
            requestHash: hash
          }
          const placed = yield* transaction(
            Effect.gen(function* () {
              const row = yield* repo.place({ posting, coupon, legs: newLegs })
              if (row.coupon_id !== null) yield* builders.mark(row.coupon_id, game.id)
              return row
            })
          )
          if (placed.outcome === "banned") return yield* banned
          if (placed.outcome === "frozen") return yield* frozen_
          // The player's limits or exclusion refused the stake in the statement that would have reserved it.
          if (placed.outcome === "rg_excluded" || placed.outcome === "rg_session" || placed.outcome === "rg_currency" || placed.outcome === "rg_limit") {
            return yield* limitRefusalOf(placed, account.currency)!
          }
          // A bet builder carries no promo code: place_coupon never refuses one.
          if (isPromoOutcome(placed.outcome) || isFreeBetOutcome(placed.outcome)) {
            return yield* Effect.die(new DatabaseFault(`a bet builder refused for its promo code or free bet: ${placed.outcome}`))
          }
          const posted = yield* postedOrRefused(posting, reserve, { ...placed, outcome: placed.outcome }).pipe(
            Effect.catchTags({
              InsufficientFunds: (error) =>
                Effect.fail(new InsufficientBalance({ balance: error.balance, code: PlacementRefusalCode.insufficientBalance, message: "Your balance is too low for this stake." })),
              IdempotencyConflict: () => Effect.fail(keyReused),
              LedgerAccountClosed: () => Effect.fail(notFound),
              UnknownLedgerAccount: () => Effect.fail(notFound),
              LedgerMalformed: (error) => Effect.die(new DatabaseFault(`a stake the ledger refuses: ${error.refusal._tag}`))
            })
          )
          if (posted.replayed || placed.coupon_id === null) {
            const first = yield* repo.byKey(userId, body.key)
            return yield* Option.isSome(first) ? replay(first.value, hash) : Effect.fail(keyReused)
          }
          const written = yield* repo.byId(userId, placed.coupon_id)
          if (Option.isNone(written)) return yield* Effect.die(new DatabaseFault("a bet builder just written cannot be read"))
          return yield* load(written.value)
        })

      return { place, builders: builders.among }
    })
  )
