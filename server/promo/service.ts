import { Clock, Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import { type AccountRef, type Currency, HouseAccount } from "../../src/domain/account/ledger"
import { LimitRefusalCode, ResponsibleGamingRefused } from "../../src/domain/api/limits"
import {
  type BonusesAnswer,
  type NewPromoCode,
  type PlayerBonus,
  PromoBonusNotFound,
  PromoCodeExists,
  type PromoCodeInfo,
  PromoCodeInvalid,
  PromoCodeRefused,
  PromoRefusalCode,
  PromoUnavailable
} from "../../src/domain/api/promo"
import {
  BONUS_FALLBACK_CURRENCY,
  BONUS_VALIDITY_MS,
  type BonusProduct,
  DEFAULT_CASINO_WEIGHT,
  depositBonusOf,
  type DepositBonusTerms,
  FIRST_DEPOSIT_BONUS,
  FREE_BET_WAGERING,
  outcomeOf,
  REDEPOSIT_BONUS,
  requirementOf,
  WAGERING,
  type WageringTerms
} from "../../src/domain/promo/bonuses"
import { isOfficeKind, normalizePromoCode, PROMO_REFUSAL_WORDS, type PromoCodeRefusal, promoCodeRefusal } from "../../src/domain/promo/promoCodes"
import { LedgerService } from "../account/ledger"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { type BonusRow, type CodeRow, makePromoRepo, type WalletRow } from "./repo"

/** Where bonus money comes from and goes back to. */
export const PROMO_HOUSE: AccountRef = HouseAccount.promotions
export const BONUS_CREDIT_KIND = "bonus_credit"
/** How often the leader settles the met and expired bonuses of every player. */
export const PROMO_SWEEP = Duration.seconds(5)

/** A credited deposit, as the cashier tells the bonus engine inside the transaction that credits it. */
export interface CreditedDeposit {
  readonly userId: number
  readonly depositId: string
  readonly currency: string
  readonly amount: number
}

export interface PromoServiceShape {
  readonly bonuses: (userId: number) => Effect.Effect<BonusesAnswer, PromoUnavailable>
  readonly redeem: (userId: number, code: string) => Effect.Effect<PlayerBonus, PromoCodeRefused | PromoUnavailable | ResponsibleGamingRefused>
  /**
   * The deposit bonus a credited deposit brings (the first-deposit bonus chosen, else the re-deposit bonus), awarded in
   * the caller's transaction; a deposit awards at most once (keyed by the deposit), a player one first-deposit bonus.
   */
  readonly onDepositCredited: (deposit: CreditedDeposit) => Effect.Effect<void>
  /** A withdrawal asked for: every active bonus converts if met, else is forfeited (in the caller's transaction, before it reserves). */
  readonly onWithdrawalRequested: (userId: number) => Effect.Effect<void>
  /** The player's met bonuses converted and expired ones expired now. */
  readonly settleDue: (userId: number) => Effect.Effect<void>
  readonly sweep: Effect.Effect<void>
  readonly createCode: (code: NewPromoCode) => Effect.Effect<PromoCodeInfo, PromoCodeInvalid | PromoCodeExists>
  readonly codes: Effect.Effect<ReadonlyArray<PromoCodeInfo>>
  readonly setRequirement: (bonusId: number, requirement: number) => Effect.Effect<PlayerBonus, PromoBonusNotFound>
}

export class PromoService extends Context.Tag("oddsfold/server/PromoService")<PromoService, PromoServiceShape>() {}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

export const bonusOf = (row: BonusRow): PlayerBonus => ({
  id: row.id,
  kind: row.kind,
  product: row.product,
  currency: row.currency,
  amount: row.amount,
  requirement: row.requirement,
  wagered: row.wagered,
  minCoef: row.min_coef_milli / 1000,
  weights: Object.entries(row.weights).map(([game, weight]) => ({ game, weight })),
  defaultWeight: row.default_weight,
  status: row.status,
  awardedAt: row.awarded_at.getTime(),
  expiresAt: row.expires_at.getTime(),
  settledAt: row.settled_at?.getTime() ?? null,
  released: row.released,
  ...(row.free_bet ? { freeBet: { anyType: row.free_bet_any_type } } : {})
})

const codeInfoOf = (row: CodeRow): PromoCodeInfo => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  currency: row.currency,
  amount: row.amount,
  validFrom: row.valid_from.getTime(),
  validUntil: row.valid_until.getTime(),
  maxUses: row.max_uses,
  uses: row.uses,
  ...(row.boost_percent === null ? {} : { boostPercent: row.boost_percent })
})

const ofCurrency = (table: Readonly<Record<string, number>>, currency: string): number => table[currency] ?? table[BONUS_FALLBACK_CURRENCY]!

const offerOf = (product: BonusProduct | "none", terms: DepositBonusTerms, currency: string) =>
  product === "none"
    ? null
    : { product, percent: terms.percent, cap: ofCurrency(terms.caps, currency), minDeposit: ofCurrency(terms.minDeposit, currency), multiplier: WAGERING[product].multiplier }

const settingsOf = (wallet: WalletRow) => {
  const choice = wallet.first_deposit_bonus_choice
  return {
    bonus_type: wallet.bonus_type ?? (choice === "casino" ? "casino" : "sport"),
    first_deposit_bonus_type: wallet.first_deposit_bonus_type ?? choice
  } as const
}

const refusalWords = PROMO_REFUSAL_WORDS

const outcomeRefusal: Record<string, PromoCodeRefusal | undefined> = {
  unknown: "unknown",
  already_used: "alreadyUsed",
  replayed: "alreadyUsed",
  not_yet: "notYet",
  ended: "ended",
  used_up: "usedUp",
  currency: "currency"
}

const excludedRefusal = new ResponsibleGamingRefused({
  status: 403,
  code: LimitRefusalCode.selfExcluded,
  title: "Bonuses closed",
  message: "While a self-exclusion, time-out or self-block is in effect you take no bonuses.",
  limitType: 30,
  remaining: null,
  until: null
})

/**
 * The bonus engine on the account area's ledger (migration 062). Bonus money goes from the house 'promo-bonuses' to the
 * player's bonus account with the bonus's row, in one statement; the wagering is counted by the database where the
 * stakes are written; the met and the expired are settled by the cluster's leader every PROMO_SWEEP and whenever the
 * player reads their bonuses, each once (the row is held while it is settled, and the ledger keys it).
 */
export const PromoServiceLive = Layer.scoped(
  PromoService,
  Effect.gen(function* () {
    const repo = yield* makePromoRepo
    const ledger = yield* LedgerService

    const awardTerms = (product: BonusProduct, wagering: WageringTerms, amount: number) => ({
      product,
      requirement: requirementOf(wagering, amount),
      minCoefMilli: product === "sport" ? wagering.minCoefMilli : 0,
      weights: product === "casino" ? wagering.weights : {},
      defaultWeight: DEFAULT_CASINO_WEIGHT
    })

    /** The credit of a bonus: to the player's bonus account, or, for a free bet, to the house's free-bets account. */
    const creditPosting = (key: string, bonusAccountId: number, currency: string, amount: number, freeBet = false) =>
      ledger
        .prepare(BONUS_CREDIT_KIND, {
          key,
          entries: [
            { account: PROMO_HOUSE, currency: currency as Currency, amount: -amount },
            { account: freeBet ? HouseAccount.freeBets : (`player:${bonusAccountId}` as AccountRef), currency: currency as Currency, amount }
          ]
        })
        .pipe(Effect.orDie)

    const settleRow = (row: BonusRow, at: Date) => {
      const outcome = outcomeOf({ status: row.status, requirement: row.requirement, wagered: row.wagered, expiresAt: row.expires_at.getTime() }, at.getTime())
      return outcome === "keep" ? Effect.void : Effect.asVoid(repo.settle(row.id, outcome, at))
    }

    const settleDue = (userId: number) =>
      Effect.gen(function* () {
        const at = yield* now
        for (const row of yield* repo.dueOf(userId, at)) yield* settleRow(row, at)
      })

    const sweep = Effect.gen(function* () {
      const at = yield* now
      for (const row of yield* repo.allDue(at)) yield* settleRow(row, at)
    })

    const leadership = yield* ClusterLeadership
    yield* leadership.whileLeading(
      "the bonus sweep",
      Effect.repeat(sweep.pipe(Effect.catchAllCause((cause) => Effect.logWarning("the bonus sweep failed", cause.toString().slice(0, 300)))), Schedule.spaced(PROMO_SWEEP))
    )

    const walletOf = (userId: number, at: Date) =>
      Effect.flatMap(repo.wallet(userId, at), Option.match({ onNone: () => Effect.fail(new PromoUnavailable({ message: "your main account is not open yet" })), onSome: Effect.succeed }))

    const onDepositCredited: PromoServiceShape["onDepositCredited"] = (deposit) =>
      Effect.gen(function* () {
        const at = yield* now
        const wallet = Option.getOrUndefined(yield* repo.wallet(deposit.userId, at))
        if (wallet === undefined || wallet.excluded || wallet.currency !== deposit.currency) return
        const first = !(yield* repo.hasCreditedDeposit(deposit.userId, deposit.depositId))
        const offer = depositBonusOf(first, settingsOf(wallet), deposit.currency, deposit.amount)
        if (offer === null) return
        const bonusAccountId = yield* repo.bonusAccount(deposit.userId, wallet.currency, at)
        const sourceKey = `deposit:${deposit.depositId}`
        const posting = yield* creditPosting(`bonus:${sourceKey}`, bonusAccountId, wallet.currency, offer.amount)
        const answer = yield* repo.award({
          userId: deposit.userId,
          kind: offer.kind,
          sourceKey,
          bonusAccountId,
          mainAccountId: wallet.main_id,
          currency: wallet.currency,
          amount: offer.amount,
          expiresAt: new Date(at.getTime() + BONUS_VALIDITY_MS),
          posting,
          ...awardTerms(offer.product, WAGERING[offer.product], offer.amount)
        })
        if (answer.outcome !== "awarded" && answer.outcome !== "replayed" && answer.outcome !== "excluded") {
          yield* Effect.logWarning(`promo: the deposit bonus of deposit ${deposit.depositId} was not awarded: ${answer.outcome}`)
        }
      })

    const onWithdrawalRequested: PromoServiceShape["onWithdrawalRequested"] = (userId) =>
      Effect.gen(function* () {
        const at = yield* now
        for (const row of yield* repo.activeOf(userId)) yield* repo.settle(row.id, row.wagered >= row.requirement ? "convert" : "forfeit", at)
      })

    const bonuses: PromoServiceShape["bonuses"] = (userId) =>
      Effect.gen(function* () {
        yield* settleDue(userId)
        const at = yield* now
        const wallet = yield* walletOf(userId, at)
        const settings = settingsOf(wallet)
        const firstDepositMade = yield* repo.hasCreditedDeposit(userId, "")
        const rows = yield* repo.bonusesOf(userId)
        return {
          currency: wallet.currency,
          excluded: wallet.excluded,
          firstDepositChoice: settings.first_deposit_bonus_type,
          firstDepositMade,
          firstDeposit: wallet.excluded || firstDepositMade ? null : offerOf(settings.first_deposit_bonus_type, FIRST_DEPOSIT_BONUS, wallet.currency),
          redeposit: wallet.excluded ? null : offerOf(settings.bonus_type, REDEPOSIT_BONUS, wallet.currency),
          bonusBalance: wallet.bonus_balance ?? 0,
          bonuses: rows.map(bonusOf)
        }
      })

    const redeem: PromoServiceShape["redeem"] = (userId, text) =>
      Effect.gen(function* () {
        const at = yield* now
        const wallet = yield* walletOf(userId, at)
        if (wallet.excluded) return yield* excludedRefusal
        const refuse = (reason: PromoCodeRefusal) => new PromoCodeRefused({ reason, code: PromoRefusalCode[reason], title: refusalWords[reason], message: refusalWords[reason] })
        const code = Option.getOrUndefined(yield* repo.codeByText(normalizePromoCode(text)))
        // Told before anything is written; the statement checks it all again under the code's lock.
        const early = promoCodeRefusal(
          code === undefined ? null : { validFrom: code.valid_from.getTime(), validUntil: code.valid_until.getTime(), maxUses: code.max_uses, uses: code.uses, currency: code.currency },
          at.getTime(),
          wallet.currency,
          code === undefined ? false : yield* repo.usedBy(code.id, userId)
        )
        // A coupon code is told where it belongs whatever its window or uses.
        if (code !== undefined && !isOfficeKind(code.kind)) return yield* refuse("slipOnly")
        if (early !== null || code === undefined) return yield* refuse(early ?? "unknown")
        const product: BonusProduct = code.kind === "casino" ? "casino" : "sport"
        const wagering = code.kind === "freebet" ? FREE_BET_WAGERING : WAGERING[product]
        const bonusAccountId = yield* repo.bonusAccount(userId, wallet.currency, at)
        const posting = yield* creditPosting(`bonus:promo:${code.id}:${userId}`, bonusAccountId, wallet.currency, code.amount, code.kind === "freebet")
        const answer = yield* repo.redeem({
          userId,
          codeId: code.id,
          bonusAccountId,
          mainAccountId: wallet.main_id,
          currency: wallet.currency,
          amount: code.amount,
          expiresAt: new Date(at.getTime() + BONUS_VALIDITY_MS),
          posting,
          ...awardTerms(product, wagering, code.amount)
        })
        if (answer.outcome === "excluded") return yield* excludedRefusal
        if (answer.outcome !== "redeemed" || answer.bonus_pk === null) return yield* refuse(outcomeRefusal[answer.outcome] ?? "unknown")
        const row = yield* repo.bonusById(answer.bonus_pk)
        return bonusOf(Option.getOrThrow(row))
      })

    const createCode: PromoServiceShape["createCode"] = (request) =>
      Effect.gen(function* () {
        if (request.validUntil <= request.validFrom) return yield* new PromoCodeInvalid({ field: "validUntil", message: "the code must end after it starts" })
        if ((request.kind === "boost") !== (request.boostPercent !== undefined)) {
          return yield* new PromoCodeInvalid({ field: "boostPercent", message: "a boost code needs its percent, and only a boost code has one" })
        }
        if (!(yield* repo.currencyKnown(request.currency))) return yield* new PromoCodeInvalid({ field: "currency", message: `no currency ${request.currency}` })
        const code = normalizePromoCode(request.code)
        const made = yield* repo.insertCode({
          code,
          kind: request.kind,
          currency: request.currency,
          amount: request.amount,
          boostPercent: request.boostPercent ?? null,
          validFrom: new Date(request.validFrom),
          validUntil: new Date(request.validUntil),
          maxUses: request.maxUses,
          at: yield* now
        })
        if (Option.isNone(made)) return yield* new PromoCodeExists({ message: `the code ${code} exists already` })
        return codeInfoOf(made.value)
      })

    return {
      bonuses,
      redeem,
      onDepositCredited,
      onWithdrawalRequested,
      settleDue,
      sweep,
      createCode,
      codes: Effect.map(repo.codes, (rows) => rows.map(codeInfoOf)),
      setRequirement: (bonusId, requirement) =>
        Effect.gen(function* () {
          const changed = yield* repo.setRequirement(bonusId, requirement)
          const row = Option.isNone(changed) ? Option.none() : yield* repo.bonusById(bonusId)
          if (Option.isNone(row)) return yield* new PromoBonusNotFound({ message: `no active bonus ${bonusId}` })
          return bonusOf(row.value)
        })
    }
  })
)
