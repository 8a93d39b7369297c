import { Clock, Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import type { AccountRef, Currency } from "../../src/domain/account/ledger"
import { LimitRefusalCode, ResponsibleGamingRefused } from "../../src/domain/api/limits"
import {
  type CASHBACK_REFUSALS,
  type CashbackAnswer,
  type CashbackPaidRow,
  type CashbackPeriod,
  CashbackRefusalCode,
  CashbackRefused,
  CashbackUnavailable
} from "../../src/domain/api/promoCashback"
import {
  AUTO_PAYOUT_DELAY_MS,
  cashbackKey,
  cashbackOf,
  type CashbackProgramme,
  CASHBACK_PROGRAMMES,
  CLAIMABLE_PERIODS,
  isPeriodStart,
  minPayoutOf,
  netLossOf,
  periodStartOf,
  premiumTurnoverOf,
  RATE_BP,
  type RoundTotals,
  WEEK_MS
} from "../../src/domain/promo/cashback"
import { LedgerService } from "../account/ledger"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { type CashbackPlayerRow, type CashbackSettlementRow, makeCashbackRepo } from "./cashbackRepo"

/** Where cashback is paid from. */
export const CASHBACK_HOUSE: AccountRef = "house:casino-cashback"
export const CASHBACK_KIND = "cashback"
/** How often the leader pays the cashback of the periods past their automatic payout time. */
export const CASHBACK_SWEEP = Duration.seconds(5)
/** How many ended periods back the automatic payout looks (more than one: a leader may have been down at the time). */
const SWEPT_PERIODS = 2

export interface CashbackServiceShape {
  readonly overview: (userId: number, programme: CashbackProgramme) => Effect.Effect<CashbackAnswer, CashbackUnavailable>
  readonly claim: (
    userId: number,
    programme: CashbackProgramme,
    periodStart: number
  ) => Effect.Effect<CashbackPeriod, CashbackRefused | CashbackUnavailable | ResponsibleGamingRefused>
  /** Every programme's ended periods past their automatic payout time settled for every player with rounds in them. */
  readonly sweep: Effect.Effect<void>
  readonly paid: Effect.Effect<ReadonlyArray<CashbackPaidRow>>
}

export class CashbackService extends Context.Tag("oddsfold/server/CashbackService")<CashbackService, CashbackServiceShape>() {}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

type CashbackRefusal = (typeof CASHBACK_REFUSALS)[number]

const noTotals: RoundTotals = { stakes: 0, wins: 0 }

const refuse = (reason: CashbackRefusal, words: string) => new CashbackRefused({ reason, code: CashbackRefusalCode[reason], title: words, message: words })

const withheldRefusal = new ResponsibleGamingRefused({
  status: 403,
  code: LimitRefusalCode.selfExcluded,
  title: "Cashback closed",
  message: "While a self-exclusion, time-out or self-block is in effect, or the account is blocked, no cashback is paid.",
  limitType: 30,
  remaining: null,
  until: null
})

/** A period as the pages show it: its rounds, what the programme pays for them, and its settlement if any. */
const periodOf = (programme: CashbackProgramme, currency: string, start: number, totals: RoundTotals, settled: CashbackSettlementRow | undefined, atMs: number): CashbackPeriod => {
  const end = start + WEEK_MS
  const counted = settled === undefined ? totals : { stakes: settled.stakes, wins: settled.wins }
  return {
    start,
    end,
    stakes: counted.stakes,
    wins: counted.wins,
    netLoss: netLossOf(counted),
    cashback: cashbackOf(programme, counted, currency),
    status: settled?.status ?? (end > atMs ? "open" : "claimable"),
    paid: settled?.amount ?? 0,
    settledAt: settled?.settled_at.getTime() ?? null,
    settledBy: settled?.settled_by ?? null
  }
}

/**
 * Casino cashback (migration 067) on the account area's ledger: a programme's period is settled once per player, by
 * whoever comes first, the player's claim (any time after the period ends) or the leader's automatic payout
 * (AUTO_PAYOUT_DELAY_MS after it ends, every CASHBACK_SWEEP). The amount is the domain's, from the period's rounds,
 * which no longer change once it has ended; settle_cashback holds the player's lock, finds an earlier settlement, and
 * withholds the period from a banned or excluded player.
 */
export const CashbackServiceLive = Layer.scoped(
  CashbackService,
  Effect.gen(function* () {
    const repo = yield* makeCashbackRepo
    const ledger = yield* LedgerService

    const playerOf = (userId: number, at: Date) =>
      Effect.flatMap(
        repo.player(userId, at),
        Option.match({ onNone: () => Effect.fail(new CashbackUnavailable({ message: "your main account is not open yet" })), onSome: Effect.succeed })
      )

    const totalsOf = (userId: number, currency: string, start: number) =>
      Effect.map(repo.totals(userId, currency, new Date(start), new Date(start + WEEK_MS)), (rows) => {
        const row = rows[0]
        return row === undefined ? noTotals : { stakes: row.stakes, wins: row.wins }
      })

    /** Settles the ended period starting at `start`; answers settle_cashback's outcome. */
    const settle = (programme: CashbackProgramme, userId: number, player: CashbackPlayerRow, start: number, totals: RoundTotals, by: "claim" | "auto", at: Date) =>
      Effect.gen(function* () {
        const amount = cashbackOf(programme, totals, player.currency)
        const key = cashbackKey(programme, userId, start)
        const posting =
          amount === 0
            ? null
            : yield* ledger
                .prepare(CASHBACK_KIND, {
                  key,
                  entries: [
                    { account: CASHBACK_HOUSE, currency: player.currency as Currency, amount: -amount },
                    { account: `player:${player.main_id}` as AccountRef, currency: player.currency as Currency, amount }
                  ]
                })
                .pipe(Effect.orDie)
        const outcome = yield* repo.settle({
          programme,
          userId,
          periodStart: new Date(start),
          periodEnd: new Date(start + WEEK_MS),
          currency: player.currency,
          stakes: totals.stakes,
          wins: totals.wins,
          rateBp: RATE_BP[programme],
          amount,
          by,
          at,
          posting,
          key
        })
        if (!["paid", "nothing_due", "withheld", "settled_before"].includes(outcome)) {
          return yield* Effect.dieMessage(`the ledger refused the cashback ${key}: ${outcome}`)
        }
        return outcome
      })

    const overview: CashbackServiceShape["overview"] = (userId, programme) =>
      Effect.gen(function* () {
        const at = yield* now
        const player = yield* playerOf(userId, at)
        const current = periodStartOf(at.getTime())
        const oldest = current - CLAIMABLE_PERIODS * WEEK_MS
        const totals = new Map((yield* repo.totals(userId, player.currency, new Date(oldest), new Date(current + WEEK_MS))).map((row) => [row.period_start, row]))
        const settled = new Map((yield* repo.settlements(programme, userId, new Date(oldest))).map((row) => [row.period_start.getTime(), row]))
        const past: Array<CashbackPeriod> = []
        for (let start = current - WEEK_MS; start >= oldest; start -= WEEK_MS) {
          if (totals.has(start) || settled.has(start)) past.push(periodOf(programme, player.currency, start, totals.get(start) ?? noTotals, settled.get(start), at.getTime()))
        }
        return {
          terms: {
            programme,
            currency: player.currency,
            rateBp: RATE_BP[programme],
            minPayout: minPayoutOf(player.currency),
            premiumTurnover: premiumTurnoverOf(player.currency),
            autoPayoutDelayMs: AUTO_PAYOUT_DELAY_MS
          },
          excluded: player.excluded || player.banned,
          current: periodOf(programme, player.currency, current, totals.get(current) ?? noTotals, undefined, at.getTime()),
          past
        }
      })

    const claim: CashbackServiceShape["claim"] = (userId, programme, start) =>
      Effect.gen(function* () {
        const at = yield* now
        if (!isPeriodStart(start)) return yield* refuse("notAPeriod", "that is not the start of a cashback period")
        if (start + WEEK_MS > at.getTime()) return yield* refuse("notEnded", "the period has not ended yet")
        if (start < periodStartOf(at.getTime()) - CLAIMABLE_PERIODS * WEEK_MS) return yield* refuse("tooOld", "that period is too old to claim")
        const player = yield* playerOf(userId, at)
        const totals = yield* totalsOf(userId, player.currency, start)
        const before = (yield* repo.settlements(programme, userId, new Date(start))).find((row) => row.period_start.getTime() === start)
        if (before === undefined && totals.stakes === 0) return yield* refuse("nothingDue", "you played no casino rounds in that period")
        const outcome = before === undefined ? yield* settle(programme, userId, player, start, totals, "claim", at) : "settled_before"
        const row = (yield* repo.settlements(programme, userId, new Date(start))).find((settled) => settled.period_start.getTime() === start)
        if (outcome === "withheld" || row?.status === "withheld") return yield* withheldRefusal
        return periodOf(programme, player.currency, start, totals, row, at.getTime())
      })

    const sweep = Effect.gen(function* () {
      const at = yield* now
      const latestEnded = periodStartOf(at.getTime()) - WEEK_MS
      for (const programme of CASHBACK_PROGRAMMES) {
        for (let start = latestEnded; start > latestEnded - SWEPT_PERIODS * WEEK_MS; start -= WEEK_MS) {
          if (start + WEEK_MS + AUTO_PAYOUT_DELAY_MS > at.getTime()) continue
          for (const userId of yield* repo.unsettled(programme, new Date(start), new Date(start + WEEK_MS))) {
            const player = Option.getOrUndefined(yield* repo.player(userId, at))
            if (player === undefined) continue
            yield* settle(programme, userId, player, start, yield* totalsOf(userId, player.currency, start), "auto", at)
          }
        }
      }
    })

    const leadership = yield* ClusterLeadership
    yield* leadership.whileLeading(
      "the cashback payout",
      Effect.repeat(sweep.pipe(Effect.catchAllCause((cause) => Effect.logWarning("the cashback payout failed", cause.toString().slice(0, 300)))), Schedule.spaced(CASHBACK_SWEEP))
    )

    return {
      overview,
      claim,
      sweep,
      paid: Effect.map(repo.paid, (rows) =>
        rows.map((row) => ({ programme: row.programme, periodStart: row.period_start.getTime(), currency: row.currency, players: row.players, paid: row.paid }))
      )
    }
  })
)
