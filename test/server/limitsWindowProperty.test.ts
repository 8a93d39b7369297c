import { createHash } from "node:crypto"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Duration, Effect, Layer, Logger, LogLevel, ManagedRuntime } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type AccountRef, type Currency, type MinorUnits, movements } from "../../src/domain/account/ledger"
import type { LimitTypeCode } from "../../src/domain/limits/limitTypes"
import { LedgerService, LedgerServiceLive } from "../../server/account/ledger"
import { WalletService, WalletServiceLive } from "../../server/account/service"
import { makeCouponRepo, type NewCoupon, type NewLeg } from "../../server/coupon/repo"
import { LimitsService, LimitsServiceLive, type LimitsServiceShape, ResponsibleGaming, ResponsibleGamingLive } from "../../server/limits/service"
import { preparedDatabase } from "../../server/platform/db/preparedDatabase"
import { ensurePlayer } from "./support/accounts"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"

/**
 * The rolling-window rule of money limits (UKGC RTS 12, SPEC.md 4), driven through the server's own services on a
 * real database: generated sequences of limit changes (decreases, increases, removals, confirmations, rejections),
 * clock moves and deposits (admitted and credited in one transaction, as the cashier does) or stakes (coupons placed
 * by place_coupon, settled with generated payouts). The oracle is a brute-force model written here: the limits that
 * bind by the spec's rules, and every window summed deposit by deposit, coupon by coupon.
 */

/** The spec's numbers, written here by hand: the oracle does not read the code's constants. */
const DAY = 86_400
const WINDOW: Readonly<Record<number, number>> = {
  1: DAY, 2: 7 * DAY, 3: 30 * DAY,
  10: DAY, 11: 7 * DAY, 12: 30 * DAY,
  20: DAY, 21: 7 * DAY, 22: 30 * DAY
}
/** The value that asks for no limit of a money type. */
const NO_LIMIT = 999_999_999
/** Refusal codes of the limit actions: nothing waits (48), the approval time has not come (47). */
const NOTHING_PENDING = 48
const NOT_YET_DUE = 47
const START = Date.UTC(2026, 6, 1, 9, 0, 0)

/** What binds for one limit type in the model: the value (absent: none) and a loosening that waits. */
interface ModelLimit {
  bound: number | undefined
  pending: { readonly value: number; readonly askedAt: number } | undefined
}

/**
 * The model of the limits' lifecycle: a lower value (or a first limit) binds at once and drops what waited; a higher
 * one, or a removal, waits until confirmed at least 86400 s after it was asked for; asking for the value that binds
 * drops what waited; a rejection drops every waiting change.
 */
class LimitsModel {
  readonly limits = new Map<number, ModelLimit>()

  set(type: number, value: number, now: number): void {
    const limit = this.limits.get(type) ?? { bound: undefined, pending: undefined }
    const current = limit.bound ?? Number.POSITIVE_INFINITY
    const asked = value === NO_LIMIT ? Number.POSITIVE_INFINITY : value
    if (asked < current) this.limits.set(type, { bound: asked, pending: undefined })
    else if (asked > current) this.limits.set(type, { bound: limit.bound, pending: { value: asked, askedAt: now } })
    else this.limits.set(type, { bound: limit.bound, pending: undefined })
  }

  /** The confirmation's expected answer: applied (the due changes bind), or the refusal's code and due time. */
  confirm(now: number): { readonly code: number; readonly dueAt: number | null } | "confirmed" {
    const waiting = [...this.limits.entries()].filter(([, limit]) => limit.pending !== undefined)
    if (waiting.length === 0) return { code: NOTHING_PENDING, dueAt: null }
    const due = waiting.filter(([, limit]) => now - limit.pending!.askedAt >= DAY)
    if (due.length === 0) return { code: NOT_YET_DUE, dueAt: Math.min(...waiting.map(([, limit]) => limit.pending!.askedAt)) + DAY }
    for (const [type, limit] of due) {
      const value = limit.pending!.value
      this.limits.set(type, { bound: value === Number.POSITIVE_INFINITY ? undefined : value, pending: undefined })
    }
    return "confirmed"
  }

  reject(): boolean {
    const waiting = [...this.limits.values()].some((limit) => limit.pending !== undefined)
    for (const [type, limit] of this.limits) this.limits.set(type, { ...limit, pending: undefined })
    return waiting
  }

  bound(type: number): number | undefined {
    return this.limits.get(type)?.bound
  }
}

/** An amount counted against a limit: a deposit, or a coupon's stake less its payout (for loss limits). */
interface Counted {
  readonly at: number
  readonly stake: number
  payout: number
}

/** Brute force: what counts in the window of `seconds` ending at `now`, entry by entry (now - seconds < at <= now). */
const usedIn = (entries: ReadonlyArray<Counted>, now: number, seconds: number, net: boolean): number => {
  let sum = 0
  for (const entry of entries) if (entry.at > now - seconds && entry.at <= now) sum += net ? entry.stake - entry.payout : entry.stake
  return sum
}

/** Loss limits (10-12) count stakes less payouts; wagering and deposit limits the gross amounts. */
const isLoss = (type: number): boolean => type >= 10 && type <= 12

/** The limit with the least left among `types` that bind (the lowest type on a tie), or none. */
const tightest = (model: LimitsModel, types: ReadonlyArray<number>, entries: ReadonlyArray<Counted>, now: number) => {
  let best: { type: number; left: number } | undefined
  for (const type of types) {
    const value = model.bound(type)
    if (value === undefined) continue
    const left = value - usedIn(entries, now, WINDOW[type]!, isLoss(type))
    if (best === undefined || left < best.left) best = { type, left }
  }
  return best
}

type Step<T extends number, Act> =
  | { readonly kind: "wait"; readonly seconds: number; readonly edge: { readonly window: number; readonly entry: number; readonly offset: -1 | 0 } | undefined }
  | { readonly kind: "set"; readonly type: T; readonly how: "value" | "up" | "down" | "remove"; readonly value: number }
  | { readonly kind: "confirm" }
  | { readonly kind: "reject" }
  | Act

/**
 * Clock moves from seconds to weeks, with the window and approval edges (a day less a second, a day, a day and one);
 * or to the last second an earlier deposit or stake counts in a window (offset -1), or the first it no longer does.
 */
const waitStep = fc.record({
  kind: fc.constant("wait" as const),
  edge: fc.option(fc.record({ window: fc.constantFrom(DAY, 7 * DAY, 30 * DAY), entry: fc.nat(), offset: fc.constantFrom(-1 as const, 0 as const) }), { nil: undefined }),
  seconds: fc.oneof(
    fc.integer({ min: 0, max: 3600 }),
    fc.integer({ min: 3601, max: 3 * DAY }),
    fc.integer({ min: 3 * DAY, max: 5 * 7 * DAY }),
    fc.constantFrom(DAY - 1, DAY, DAY + 1, 7 * DAY, 30 * DAY)
  )
})
/**
 * A change of a limit: a generated value, or one above (an increase) or below (a decrease) what binds, or a removal;
 * up and down are read against the model's binding value, so that increases and decreases come often.
 */
const setStep = <T extends number>(types: ReadonlyArray<T>) =>
  fc.record({
    kind: fc.constant("set" as const),
    type: fc.constantFrom(...types),
    how: fc.constantFrom("value" as const, "up" as const, "up" as const, "down" as const, "remove" as const),
    value: fc.integer({ min: 1, max: 100_000 })
  })
const askedValue = (step: { readonly how: "value" | "up" | "down" | "remove"; readonly value: number }, bound: number | undefined): number =>
  step.how === "remove"
    ? NO_LIMIT
    : bound === undefined || step.how === "value"
      ? step.value
      : step.how === "up"
        ? bound + step.value
        : Math.max(1, bound - step.value)
/** An amount: a generated one, or exactly what the tightest limit leaves (edge 0) or one more (edge 1). */
const amountOf = { amount: fc.integer({ min: 1, max: 80_000 }), edge: fc.constantFrom(undefined, 0 as const, 1 as const) }
const pick = (edge: 0 | 1 | undefined, amount: number, left: number | undefined): number =>
  edge !== undefined && left !== undefined && left + edge > 0 ? left + edge : amount

/**
 * A sequence: some limits set first (so that later changes are often increases that wait), then up to ten steps of
 * limit changes, confirmations, rejections, clock moves and the money's own acts.
 */
const stepsOf = <T extends number, Act>(types: ReadonlyArray<T>, act: fc.Arbitrary<Act>): fc.Arbitrary<ReadonlyArray<Step<T, Act>>> =>
  fc
    .tuple(
      fc.subarray([...types], { minLength: 1 }).chain((first) =>
        fc.tuple(...first.map((type) => fc.record({ kind: fc.constant("set" as const), type: fc.constant(type), how: fc.constant("value" as const), value: fc.integer({ min: 1, max: 100_000 }) })))
      ),
      fc.array(
        fc.oneof(
          { weight: 3, arbitrary: waitStep },
          { weight: 3, arbitrary: setStep(types) },
          { weight: 3, arbitrary: fc.constant({ kind: "confirm" as const }) },
          { weight: 1, arbitrary: fc.constant({ kind: "reject" as const }) },
          { weight: 4, arbitrary: act }
        ) as fc.Arbitrary<Step<T, Act>>,
        { minLength: 4, maxLength: 10 }
      )
    )
    .map(([first, rest]): ReadonlyArray<Step<T, Act>> => [...first, ...rest])

describe.each(databasesUnderTest)("the money limits' rolling windows through the server on $label", (db) => {
  const clock = makeManualClock(START)
  let database: FreshDatabase
  let runtime: ManagedRuntime.ManagedRuntime<LimitsService | ResponsibleGaming | LedgerService | WalletService | SqlClient.SqlClient, unknown>
  const run = <A, E>(effect: Effect.Effect<A, E, LimitsService | ResponsibleGaming | LedgerService | WalletService | SqlClient.SqlClient>) =>
    runtime.runPromise(effect)
  /** An answer as plain data (an Effect error's own fields): what the assertions compare and print. */
  const outcomeOf = <A, E>(effect: Effect.Effect<A, E, LimitsService | ResponsibleGaming | LedgerService | WalletService | SqlClient.SqlClient>) =>
    run(Effect.match(effect, { onFailure: (error: E) => ({ refused: { ...(error as object), _tag: (error as { _tag?: string })._tag } as Record<string, unknown> }), onSuccess: () => ({ refused: undefined }) }))
  beforeAll(async () => {
    database = await db.fresh()
    runtime = ManagedRuntime.make(
      Layer.mergeAll(LimitsServiceLive, ResponsibleGamingLive, LedgerServiceLive, WalletServiceLive).pipe(
        Layer.provideMerge(preparedDatabase(database.options)),
        Layer.provide(Layer.setClock(clock.clock)),
        Layer.provide(Logger.minimumLogLevel(LogLevel.Warning))
      )
    )
    await runtime.runPromise(Effect.void)
  }, 60_000)
  afterAll(async () => {
    await runtime?.dispose()
    await database?.dispose()
  })

  const now = () => Math.floor(clock.nowMillis() / 1000)
  let players = 0
  /** A fresh player per sequence, with a RUB main account (and `money` deposited before any limit, for stakes). */
  const newPlayer = (money: number) =>
    run(
      Effect.gen(function* () {
        const userId = 7_100 + ++players
        yield* ensurePlayer(userId)
        const { accountId } = yield* (yield* WalletService).openMainAccount(userId, "RUB")
        if (money > 0) yield* (yield* LedgerService).deposit(`rg-window-seed-${userId}`, accountId, money as MinorUnits)
        return { userId, accountId }
      })
    )

  /** A limit change, confirmation or rejection through the limits service, checked against the model. */
  const lifecycle = async (userId: number, model: LimitsModel, step: Step<number, never>, entries: ReadonlyArray<Counted>) => {
    const limits = (effect: (service: LimitsServiceShape) => Effect.Effect<unknown, { readonly _tag: string }>) => outcomeOf(Effect.flatMap(LimitsService, effect))
    if (step.kind === "wait") {
      const edge = step.edge
      const target = edge === undefined || entries.length === 0 ? undefined : entries[edge.entry % entries.length]!.at + edge.window + edge.offset
      clock.advance(Duration.seconds(target === undefined || target <= now() ? step.seconds : target - now()))
    }
    else if (step.kind === "set") {
      const value = askedValue(step, model.bound(step.type))
      const saved = await limits((service) => service.save(userId, [{ limitType: step.type as LimitTypeCode, limitValue: value, selfExcludeReason: null }]))
      expect(saved.refused, `set ${step.type} to ${value}`).toBeUndefined()
      model.set(step.type, value, now())
    } else if (step.kind === "confirm") {
      const expected = model.confirm(now())
      const answer = await limits((service) => service.action(userId, "confirm"))
      if (expected === "confirmed") expect(answer.refused, "confirm").toBeUndefined()
      else expect(answer.refused, "confirm").toMatchObject({ _tag: "LimitNotDue", ...expected })
    } else {
      const waited = model.reject()
      const answer = await limits((service) => service.action(userId, "reject"))
      if (waited) expect(answer.refused, "reject").toBeUndefined()
      else expect(answer.refused, "reject").toMatchObject({ _tag: "LimitNotDue", code: NOTHING_PENDING })
    }
  }

  /** The limits view's balance of each binding money limit is its value less the model's window sum. */
  const checkBalances = async (userId: number, model: LimitsModel, types: ReadonlyArray<number>, entries: ReadonlyArray<Counted>) => {
    const listed = await run(Effect.flatMap(LimitsService, (service) => service.list(userId)))
    for (const type of types) {
      const value = model.bound(type)
      const active = listed.filter((limit) => limit.limitType === type && limit.limitState === "ACTIVE")
      const pending = listed.filter((limit) => limit.limitType === type && limit.limitState === "PENDING")
      expect(active.map((limit) => [limit.limitValue, limit.limitBalance]), `type ${type}`).toEqual(
        value === undefined ? [] : [[value, value - usedIn(entries, now(), WINDOW[type]!, isLoss(type))]]
      )
      const waiting = model.limits.get(type)?.pending
      expect(pending.map((limit) => [limit.limitValue, limit.startedAt]), `type ${type} pending`).toEqual(
        waiting === undefined ? [] : [[waiting.value === Number.POSITIVE_INFINITY ? NO_LIMIT : waiting.value, waiting.askedAt]]
      )
    }
  }

  const DEPOSIT_TYPES = [20, 21, 22] as const
  type DepositStep = Step<20 | 21 | 22, { readonly kind: "deposit"; readonly amount: number; readonly edge: 0 | 1 | undefined }>

  it("admits a deposit exactly when every binding deposit limit keeps its 24 h, 7 d and 30 d window under it", { timeout: 120_000 }, async () => {
    let deposits = 0
    await fc.assert(
      fc.asyncProperty(stepsOf(DEPOSIT_TYPES, fc.record({ kind: fc.constant("deposit" as const), amount: amountOf.amount, edge: amountOf.edge })), async (steps: ReadonlyArray<DepositStep>) => {
        const { accountId, userId } = await newPlayer(0)
        const model = new LimitsModel()
        const admitted: Array<Counted> = []
        for (const step of steps) {
          if (step.kind !== "deposit") {
            await lifecycle(userId, model, step, admitted)
            continue
          }
          const t = now()
          const binding = tightest(model, DEPOSIT_TYPES, admitted, t)
          const amount = pick(step.edge, step.amount, binding?.left)
          const fits = binding === undefined || amount <= binding.left
          const answer = await outcomeOf(
            Effect.gen(function* () {
              const ledger = yield* LedgerService
              const credit = ledger.deposit(`rg-window-${userId}-${++deposits}`, accountId, amount as MinorUnits)
              return yield* (yield* ResponsibleGaming).depositWithin(userId, "RUB", amount, credit)
            })
          )
          if (fits) {
            expect(answer.refused, `deposit of ${amount} at ${t}`).toBeUndefined()
            admitted.push({ at: t, stake: amount, payout: 0 })
            // The law itself: in every window ending at this deposit, the deposits stay under each limit binding now.
            for (const type of DEPOSIT_TYPES) {
              const value = model.bound(type)
              if (value !== undefined) expect(usedIn(admitted, t, WINDOW[type]!, false)).toBeLessThanOrEqual(value)
            }
          } else {
            expect(answer.refused, `deposit of ${amount} at ${t}`).toMatchObject({
              _tag: "ResponsibleGamingRefused",
              code: 42,
              limitType: binding!.type,
              // The player reads what is left, never below nothing (a limit lowered under what was already deposited).
              remaining: Math.max(0, binding!.left)
            })
          }
        }
        await checkBalances(userId, model, DEPOSIT_TYPES, admitted)
        // What was admitted is what was credited: the ledger's deposits into the account, summed by the database.
        const credited = await database.query(
          `select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
           where e.account_id = $1 and t.kind = 'deposit'`,
          [accountId]
        )
        expect(Number(credited[0]!["total"])).toBe(admitted.reduce((sum, d) => sum + d.stake, 0))
      }),
      { numRuns: 30 }
    )
  })

  const STAKE_TYPES = [1, 2, 3, 10, 11, 12] as const
  type StakeAct =
    | { readonly kind: "stake"; readonly amount: number; readonly edge: 0 | 1 | undefined }
    | { readonly kind: "settle"; readonly entry: number; readonly result: "lost" | "won" | "void"; readonly times: number }
  type StakeStep = Step<(typeof STAKE_TYPES)[number], StakeAct>
  const stakeAct: fc.Arbitrary<StakeAct> = fc.oneof(
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("stake" as const), amount: amountOf.amount, edge: amountOf.edge }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("settle" as const), entry: fc.nat(), result: fc.constantFrom("lost" as const, "won" as const, "void" as const), times: fc.integer({ min: 2, max: 4 }) })
    }
  )

  /** One leg on a game of no feed: place_coupon judges the stake, not the game. */
  const leg: NewLeg = {
    position: 0,
    outcomeId: "rg-window-outcome",
    gameId: "g7100",
    marketType: "1x2",
    period: 0,
    line: null,
    outcomeKind: "home",
    outcomeName: "",
    sportId: "football",
    championshipName: "Limits League",
    home: "Home",
    away: "Away",
    startsAt: new Date(Date.UTC(2030, 0, 1)),
    coef: 2,
    isLive: false,
    blockId: 0,
    banker: false,
    amount: 0
  }

  it("places a coupon exactly when every binding wagering and loss limit keeps its window under it (place_coupon)", { timeout: 120_000 }, async () => {
    let coupons = 0
    await fc.assert(
      fc.asyncProperty(stepsOf(STAKE_TYPES, stakeAct), async (steps: ReadonlyArray<StakeStep>) => {
        const { accountId, userId } = await newPlayer(1_000_000_000)
        const player: AccountRef = `player:${accountId}`
        const model = new LimitsModel()
        const placed: Array<Counted & { readonly couponId: number; open: boolean }> = []
        for (const step of steps) {
          if (step.kind === "settle") {
            const open = placed.filter((coupon) => coupon.open)
            if (open.length === 0) continue
            const coupon = open[step.entry % open.length]!
            const payout = step.result === "lost" ? 0 : step.result === "void" ? coupon.stake : coupon.stake * step.times
            await run(
              Effect.gen(function* () {
                const repo = yield* makeCouponRepo
                const ledger = yield* LedgerService
                const key = `rg-window-settle-${coupon.couponId}`
                const posted =
                  step.result === "void"
                    ? yield* ledger.post("void_stake", movements.voidStake(key, player, "RUB" as Currency, coupon.stake as MinorUnits))
                    : yield* ledger.post("settle", movements.settle(key, player, "RUB" as Currency, coupon.stake as MinorUnits, payout as MinorUnits))
                const marked = yield* repo.markSettled({ couponId: coupon.couponId, status: step.result, payout, at: new Date(clock.nowMillis()), transactionId: posted.transactionId })
                expect(marked).toBe(true)
              })
            )
            coupon.open = false
            coupon.payout = payout
            continue
          }
          if (step.kind !== "stake") {
            await lifecycle(userId, model, step, placed)
            continue
          }
          const t = now()
          const binding = tightest(model, STAKE_TYPES, placed, t)
          const amount = pick(step.edge, step.amount, binding?.left)
          const fits = binding === undefined || amount <= binding.left
          const key = `rg-window-stake-${userId}-${++coupons}`
          const answer = await run(
            Effect.gen(function* () {
              const repo = yield* makeCouponRepo
              const posting = yield* (yield* LedgerService).prepare("reserve_stake", movements.reserveStake(key, player, "RUB" as Currency, amount as MinorUnits))
              const coupon: NewCoupon = {
                userId,
                accountId,
                currency: "RUB",
                type: 0,
                amount,
                amountByBlock: {},
                stake: amount,
                systemValue: 0,
                coef: 2,
                bonusCoef: null,
                possibleWinMin: 2 * amount,
                possibleWinMax: 2 * amount,
                placedAt: new Date(clock.nowMillis()),
                vip: false,
                promoCode: "",
                placementKey: key,
                requestHash: createHash("sha256").update(key).digest("hex")
              }
              return yield* repo.place({ posting, coupon, legs: [leg] })
            })
          )
          if (fits) {
            expect(answer, `stake of ${amount} at ${t}`).toMatchObject({ outcome: "posted" })
            placed.push({ at: t, stake: amount, payout: 0, couponId: answer.coupon_id!, open: true })
            // The law itself: in every window ending at this stake, the stakes (less payouts, for losses) stay under each limit binding now.
            for (const type of STAKE_TYPES) {
              const value = model.bound(type)
              if (value !== undefined) expect(usedIn(placed, t, WINDOW[type]!, isLoss(type))).toBeLessThanOrEqual(value)
            }
          } else {
            expect(answer, `stake of ${amount} at ${t}`).toMatchObject({ outcome: "rg_limit", coupon_id: null, rg_type: binding!.type, rg_remaining: binding!.left })
          }
        }
        await checkBalances(userId, model, STAKE_TYPES, placed)
        // What was placed is what was written: the player's coupons and their stakes, as the database keeps them.
        const rows = await database.query("select stake::bigint as stake, payout::bigint as payout from coupons where user_id = $1 order by id", [userId])
        expect(rows.map((row) => [Number(row["stake"]), Number(row["payout"])])).toEqual(placed.map((coupon) => [coupon.stake, coupon.payout]))
      }),
      { numRuns: 30 }
    )
  })
})
