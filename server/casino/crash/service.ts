import { randomBytes } from "node:crypto"
import { Clock, Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import type { AccountRef, Currency, LedgerTransaction } from "../../../src/domain/account/ledger"
import {
  type CrashBet,
  type CrashBetAnswer,
  type CrashRound,
  CRASH_BETTING_MS,
  CRASH_PAUSE_MS,
  CrashRefusalCode,
  type CrashState,
  type PlaceCrashBetRequest,
  type RecentCrashes
} from "../../../src/domain/api/casinoCrash"
import {
  CasinoPlayForbidden,
  CasinoRoundInvalid,
  CasinoRoundNotFound,
  CasinoRoundRefusalCode,
  type CasinoRoundRefused
} from "../../../src/domain/api/casinoRounds"
import type { ResponsibleGamingRefused } from "../../../src/domain/api/limits"
import { type Ratio, ratio, winOn } from "../../../src/domain/casino/game"
import {
  CRASH_MAX_POINT,
  CRASH_MIN_TARGET,
  crashMultipleOf,
  crashRoundRandom,
  crashTimeOf,
  drawCrashPoint,
  multiplierAt,
  seedChain,
  timeToReach
} from "../../../src/domain/casino/games/crash"
import { LedgerService } from "../../account/ledger"
import { ClusterLeadership } from "../../platform/cluster/leadership"
import { DatabaseFault } from "../../platform/db/databaseFault"
import { makePlayerLanes } from "../playerLanes"
import { refused, refusalOf } from "../rounds/refusals"
import { CASINO_HOUSE, CASINO_ROUND_KIND, roundLedgerKey } from "../rounds/service"
import { type ChainRow, type CrashBetRow, makeCrashRepo, type CrashRoundRow } from "./repo"
import { newServerSeed, sha256Hex } from "../../platform/secureRandom"

export type PlaceCrashBetError = CasinoRoundInvalid | CasinoRoundRefused | CasinoPlayForbidden | ResponsibleGamingRefused
export type CashOutCrashError = CasinoRoundNotFound | CasinoRoundRefused

export interface CasinoCrashServiceShape {
  readonly state: (userId: number) => Effect.Effect<CrashState>
  readonly place: (userId: number, request: PlaceCrashBetRequest) => Effect.Effect<CrashBetAnswer, PlaceCrashBetError>
  readonly cashOut: (userId: number, betId: string) => Effect.Effect<CrashBetAnswer, CashOutCrashError>
  readonly recent: Effect.Effect<RecentCrashes>
  /** One step of the round loop now (the loop runs it every CRASH_TICK; tests may run it at once). */
  readonly tick: Effect.Effect<void>
}

export class CasinoCrashService extends Context.Tag("oddsfold/server/CasinoCrashService")<CasinoCrashService, CasinoCrashServiceShape>() {}

/** How often the loop looks at the round (real time): the crash and the automatic cash-outs are paid this late at most. */
export const CRASH_TICK = Duration.millis(100)
/** Rounds of one chain: its seeds are computed once per process (10,000 hashes); the next chain is made after the last. */
export const CRASH_CHAIN_LENGTH = 10_000
/**
 * How long after the crash time the round's remaining bets are settled: a cash-out by hand stamped before the crash
 * but still on its way to the database is paid, not beaten by the settlement.
 */
export const CRASH_SETTLE_GRACE_MS = 300

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** A chain as a process holds it: every seed s_0 … s_length (the secret ones included). Never logged. */
interface HeldChain {
  readonly id: number
  readonly commitment: string
  readonly salt: string
  readonly seeds: ReadonlyArray<string>
}

const holdChain = (row: ChainRow): HeldChain => ({ id: row.id, commitment: row.commitment, salt: row.salt, seeds: seedChain(row.last_seed, row.length) })

const crashPointOf = (chain: HeldChain, round: number): number => drawCrashPoint(crashRoundRandom(chain.seeds[round]!, chain.salt, round))

/** The stake out or the win in as one ledger transaction's entries. */
const entriesOf = (accountId: number, currency: Currency, amount: number, direction: "stake" | "win"): LedgerTransaction["entries"] => {
  const player = `player:${accountId}` as AccountRef
  return direction === "stake"
    ? [
        { account: player, currency, amount: -amount },
        { account: CASINO_HOUSE, currency, amount }
      ]
    : [
        { account: CASINO_HOUSE, currency, amount: -amount },
        { account: player, currency, amount }
      ]
}

const betOf = (row: CrashBetRow): CrashBet => ({
  betId: row.round_id,
  roundId: row.crash_round_id,
  currency: row.currency,
  stake: row.stake,
  autoCashOut: row.auto_cash_out,
  cashedOutAt: row.cashed_out_ms === null ? null : multiplierAt(row.cashed_out_ms),
  settled: row.settled_at !== null,
  win: row.settled_at === null ? null : row.win,
  multiple: row.settled_at === null ? null : { num: row.multiple_num, den: row.multiple_den }
})

/**
 * The crash game's shared rounds. The loop (run by the cluster's leader, every CRASH_TICK) keeps the rounds going: it
 * makes the chain when there is none, opens the next round, pays automatic cash-outs as the curve passes them, and
 * settles a round once its crash time is past. Every step reads and writes PostgreSQL (a restarted process, or the next
 * leader, continues from there: a round is made once per number, a bet paid once); memory only caches the current round
 * and its bets for the state read, which every poll answers without a query, and every process refreshes it.
 */
export const CasinoCrashServiceLive = Layer.scoped(
  CasinoCrashService,
  Effect.gen(function* () {
    const repo = yield* makeCrashRepo
    const ledger = yield* LedgerService
    const inLane = makePlayerLanes()

    const chains = new Map<number, HeldChain>()
    const chainById = (id: number) =>
      Effect.gen(function* () {
        const held = chains.get(id)
        if (held !== undefined) return held
        const row = yield* repo.chain(id)
        if (Option.isNone(row)) return yield* Effect.die(new DatabaseFault(`a crash round of an unknown chain ${id}`))
        const made = holdChain(row.value)
        chains.clear() // only the chain in play (and one old one at a switch) is ever needed
        chains.set(id, made)
        return made
      })

    /** What the state read serves from memory: the current round and its bets by player, refreshed every tick. */
    let current: { round: CrashRoundRow; chain: HeldChain; previousSeed: string; bets: Map<number, CrashBetRow> } | undefined
    let recentCache: RecentCrashes = { rounds: [] }
    let recentOf = -1

    const settleBet = (bet: CrashBetRow, multiple: Ratio, cashedOutMs: number | null, at: Date) =>
      Effect.gen(function* () {
        const win = winOn(bet.stake, multiple)
        const posting =
          win === 0
            ? null
            : yield* ledger
                .prepare(CASINO_ROUND_KIND, { key: `${roundLedgerKey(bet.user_id, bet.round_id)}:settle`, entries: entriesOf(bet.account_id, bet.currency as Currency, win, "win") })
                .pipe(Effect.orDie)
        return yield* repo.settle({ roundPk: bet.round_pk, cashedOutMs, win, multiple, outcome: { cashedOutMs }, posting, at: posting?.at ?? at })
      })

    /** Every bet of a round past its crash time paid: its automatic target when reached, else nothing (the cap: the cap). */
    const settleRound = (round: CrashRoundRow, chain: HeldChain, at: Date) =>
      Effect.gen(function* () {
        const crashPoint = crashPointOf(chain, round.round)
        yield* repo.settleRound(round.id, chain.seeds[round.round]!, crashPoint, at, () =>
          Effect.gen(function* () {
            for (const bet of yield* repo.betsOfRound(round.id)) {
              if (bet.settled_at !== null) continue
              yield* settleBet(bet, crashMultipleOf({ autoCashOut: bet.auto_cash_out ?? undefined }, crashPoint), null, at)
            }
          })
        )
      })

    /** The automatic cash-outs the curve has passed by `elapsed`, paid during the flight. */
    const payReachedTargets = (round: CrashRoundRow, chain: HeldChain, elapsed: number, at: Date) =>
      Effect.gen(function* () {
        const crashPoint = crashPointOf(chain, round.round)
        for (const bet of current?.round.id === round.id ? current.bets.values() : []) {
          const target = bet.auto_cash_out
          if (bet.settled_at !== null || target === null || target > crashPoint || timeToReach(target) > elapsed) continue
          yield* settleBet(bet, ratio(target, 100), null, at)
        }
      })

    const newChain = (at: Date) =>
      Effect.gen(function* () {
        const lastSeed = newServerSeed()
        const seeds = seedChain(lastSeed, CRASH_CHAIN_LENGTH)
        const salt = randomBytes(16).toString("hex")
        const id = yield* repo.insertChain({ lastSeed, length: CRASH_CHAIN_LENGTH, commitment: seeds[0]!, salt, at })
        const held: HeldChain = { id, commitment: seeds[0]!, salt, seeds }
        chains.clear()
        chains.set(id, held)
        return held
      })

    const openRound = (chain: HeldChain, number: number, at: Date) =>
      repo.insertRound({
        chainId: chain.id,
        round: number,
        createdAt: at,
        startsAt: new Date(at.getTime() + CRASH_BETTING_MS),
        crashMs: crashTimeOf(crashPointOf(chain, number))
      })

    const refresh = Effect.gen(function* () {
      const newest = yield* repo.newestRound
      if (Option.isNone(newest)) return
      const round = newest.value
      const chain = yield* chainById(round.chain_id)
      const bets = new Map<number, CrashBetRow>()
      for (const bet of yield* repo.betsOfRound(round.id)) bets.set(bet.user_id, bet)
      current = { round, chain, previousSeed: chain.seeds[round.round - 1]!, bets }
      const settledUpTo = round.settled_at === null ? round.id - 1 : round.id
      if (settledUpTo !== recentOf) {
        recentCache = {
          rounds: (yield* repo.recent).map((row) => ({
            id: row.id,
            number: row.round,
            commitment: row.commitment,
            salt: row.salt,
            seed: row.seed,
            crashPoint: row.crash_point,
            startsAt: row.starts_at.getTime()
          }))
        }
        recentOf = settledUpTo
      }
    })

    // One tick at a time in this process (the loop's, and a first reader's before any round exists).
    const ticking = Effect.unsafeMakeSemaphore(1)
    const isTimeForNext = (round: CrashRoundRow, at: Date) =>
      round.settled_at !== null && at.getTime() >= round.starts_at.getTime() + round.crash_ms + CRASH_PAUSE_MS
    /**
     * Opens round 1 (of the newest chain, or of a new one) or the round after a settled one, under the cluster's crash
     * lock and after looking again: a second process ticking at the same moment finds the round already open, so no
     * two chains or rounds are ever started side by side (paying and settling are safe to repeat without it).
     */
    const openNext = (at: Date) =>
      repo.exclusively(
        Effect.gen(function* () {
          const newest = yield* repo.newestRound
          if (Option.isNone(newest)) {
            const chain = Option.match(yield* repo.newestChain, { onNone: () => undefined, onSome: (row) => row })
            return yield* openRound(chain === undefined ? yield* newChain(at) : yield* chainById(chain.id), 1, at)
          }
          const round = newest.value
          if (!isTimeForNext(round, at)) return
          const chain = yield* chainById(round.chain_id)
          const next = round.round + 1
          yield* next <= chain.seeds.length - 1 ? openRound(chain, next, at) : Effect.flatMap(newChain(at), (fresh) => openRound(fresh, 1, at))
        })
      )
    const tick = ticking.withPermits(1)(Effect.gen(function* () {
      const at = yield* now
      const newest = yield* repo.newestRound
      if (Option.isNone(newest)) yield* openNext(at)
      else {
        const round = newest.value
        const elapsed = at.getTime() - round.starts_at.getTime()
        if (round.settled_at === null) {
          const chain = yield* chainById(round.chain_id)
          if (elapsed >= round.crash_ms + CRASH_SETTLE_GRACE_MS) yield* settleRound(round, chain, at)
          else if (elapsed >= 0) yield* payReachedTargets(round, chain, Math.min(elapsed, round.crash_ms - 1), at)
        } else if (isTimeForNext(round, at)) yield* openNext(at)
      }
      yield* refresh
    }))

    // The loop, once per cluster (the leader's): a failed tick (the database away for a moment) is logged and the next
    // one tries again. Every other process only reads the round into its memory, as often, for its state reads.
    const leadership = yield* ClusterLeadership
    yield* leadership.whileLeading(
      "the crash round loop",
      Effect.repeat(
        tick.pipe(Effect.catchAllCause((cause) => Effect.logWarning("the crash round loop failed a tick", cause.toString().slice(0, 300)))),
        Schedule.spaced(CRASH_TICK)
      )
    )
    const follow = Effect.unlessEffect(ticking.withPermits(1)(refresh), leadership.leading).pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("reading the crash round failed", cause.toString().slice(0, 300)))
    )
    yield* Effect.forkScoped(Effect.repeat(follow, Schedule.spaced(CRASH_TICK)))

    const roundOf = (at: number): CrashRound | undefined => {
      if (current === undefined) return undefined
      const { chain, previousSeed, round } = current
      const startsAt = round.starts_at.getTime()
      const crashedAt = startsAt + round.crash_ms
      const phase = at < startsAt ? "betting" : at < crashedAt ? "flight" : "crashed"
      // Nothing of the crash before its time: the point and the seed are computed only once it has passed.
      const crashed = phase === "crashed"
      return {
        id: round.id,
        number: round.round,
        commitment: chain.commitment,
        salt: chain.salt,
        previousSeed,
        phase,
        createdAt: round.created_at.getTime(),
        startsAt,
        crashPoint: crashed ? crashPointOf(chain, round.round) : null,
        crashedAt: crashed ? crashedAt : null,
        seed: crashed ? chain.seeds[round.round]! : null
      }
    }

    const waitForRound = Effect.gen(function* () {
      while (current === undefined) {
        // The leader opens the first round; another process waits for it to be there.
        yield* Effect.if(leadership.leading, { onTrue: () => tick, onFalse: () => ticking.withPermits(1)(refresh) })
        if (current === undefined) yield* Effect.sleep(CRASH_TICK)
      }
    })

    const state = (userId: number): Effect.Effect<CrashState> =>
      Effect.gen(function* () {
        yield* waitForRound
        const at = (yield* now).getTime()
        const bet = current!.bets.get(userId)
        return { serverTime: at, round: roundOf(at)!, bet: bet === undefined ? null : betOf(bet), players: current!.bets.size }
      })

    const remember = (bet: CrashBetRow) => {
      if (current !== undefined && current.round.id === bet.crash_round_id) current.bets.set(bet.user_id, bet)
    }

    const place = (userId: number, request: PlaceCrashBetRequest): Effect.Effect<CrashBetAnswer, PlaceCrashBetError> =>
      Effect.gen(function* () {
        const auto = request.autoCashOut ?? null
        if (auto !== null && (auto < CRASH_MIN_TARGET || auto > CRASH_MAX_POINT)) {
          return yield* new CasinoRoundInvalid({
            code: CasinoRoundRefusalCode.invalidChoices,
            field: "autoCashOut",
            message: `autoCashOut: from ${CRASH_MIN_TARGET / 100}× to ${CRASH_MAX_POINT / 100}×`
          })
        }
        if (!Number.isSafeInteger(request.stake * CRASH_MAX_POINT)) {
          return yield* new CasinoRoundInvalid({ code: CasinoRoundRefusalCode.invalidStake, field: "stake", message: "stake: too large for this game" })
        }
        const choices = auto === null ? {} : { autoCashOut: auto }
        const requestHash = sha256Hex(JSON.stringify(["crash", request.roundId, request.stake, auto]))
        const answerOf = (pk: number, balance: number | null) =>
          Effect.gen(function* () {
            const row = yield* repo.betByPk(pk)
            remember(row)
            return { bet: betOf(row), balance: balance ?? (yield* repo.balance(row.account_id)), serverTime: (yield* now).getTime() }
          })
        for (let tries = 0; tries < 3; tries++) {
          const account = yield* repo.activeAccount(userId)
          if (Option.isNone(account)) {
            const known = yield* repo.betById(userId, request.betId)
            if (Option.isSome(known) && known.value.request_hash === requestHash) return yield* answerOf(known.value.round_pk, null)
            return yield* refused(CasinoRoundRefusalCode.noAccount, "Open an account to play for money.")
          }
          const { currency, id: accountId } = account.value
          const posting = yield* ledger
            .prepare(CASINO_ROUND_KIND, { key: roundLedgerKey(userId, request.betId), entries: entriesOf(accountId, currency as Currency, request.stake, "stake") })
            .pipe(Effect.orDie)
          const row = yield* repo.place({
            userId,
            betId: request.betId,
            requestHash,
            crashRoundId: request.roundId,
            accountId,
            stake: request.stake,
            autoCashOut: auto,
            choices,
            posting
          })
          switch (row.outcome) {
            case "played":
            case "replayed":
              return yield* answerOf(row.round_pk!, row.balance)
            case "closed":
              return yield* refused(CrashRefusalCode.bettingClosed, "Betting on this round is closed: bet on the next one.")
            case "already_bet":
              return yield* refused(CrashRefusalCode.alreadyBet, "You already have a bet on this round.")
            case "stale":
              continue
            default:
              return yield* refusalOf(row, currency)
          }
        }
        return yield* refused(CasinoRoundRefusalCode.busy, "The bet could not be placed now; nothing was paid. Please try again.")
      })

    const cashOut = (userId: number, betId: string): Effect.Effect<CrashBetAnswer, CashOutCrashError> =>
      Effect.gen(function* () {
        const at = yield* now
        const found = yield* repo.betById(userId, betId)
        if (Option.isNone(found)) return yield* new CasinoRoundNotFound({ message: "no such bet of yours" })
        const bet = found.value
        const answer = (row: CrashBetRow, balance: number) => {
          remember(row)
          return { bet: betOf(row), balance, serverTime: at.getTime() }
        }
        if (bet.settled_at !== null) {
          // Paid before (a cash-out sent twice, or the automatic target): answered as it is, nothing moves.
          if (bet.cashed_out_ms !== null || bet.win > 0) return answer(bet, yield* repo.balance(bet.account_id))
          return yield* refused(CrashRefusalCode.tooLate, "The round crashed before your cash-out.")
        }
        const round = yield* repo.roundById(bet.crash_round_id)
        if (Option.isNone(round)) return yield* Effect.die(new DatabaseFault("a crash bet without its round"))
        const elapsed = at.getTime() - round.value.starts_at.getTime()
        if (elapsed < 0) return yield* refused(CrashRefusalCode.notInFlight, "The round has not taken off yet.")
        if (elapsed >= round.value.crash_ms) return yield* refused(CrashRefusalCode.tooLate, "The round crashed before your cash-out.")
        const chain = yield* chainById(round.value.chain_id)
        const crashPoint = crashPointOf(chain, round.value.round)
        const autoCashOut = bet.auto_cash_out ?? undefined
        const multiple = crashMultipleOf({ autoCashOut }, crashPoint, elapsed)
        // An automatic target the curve passed before this moment is what the bet won.
        const byHand = autoCashOut === undefined || elapsed < timeToReach(autoCashOut) || autoCashOut > crashPoint
        const settled = yield* settleBet(bet, multiple, byHand ? elapsed : null, at)
        if (settled.outcome === "too_late") return yield* refused(CrashRefusalCode.tooLate, "The round crashed before your cash-out.")
        const row = yield* repo.betByPk(bet.round_pk)
        if (settled.outcome === "settled_before" && row.cashed_out_ms === null && row.win === 0) {
          return yield* refused(CrashRefusalCode.tooLate, "The round crashed before your cash-out.")
        }
        return answer(row, settled.balance ?? (yield* repo.balance(row.account_id)))
      })

    return {
      state,
      place: (userId, request) => inLane(userId, place(userId, request)),
      cashOut: (userId, betId) => inLane(userId, cashOut(userId, betId)),
      recent: Effect.zipRight(waitForRound, Effect.sync(() => recentCache)),
      tick
    }
  })
)
