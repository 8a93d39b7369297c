import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { CASINO_ROUNDS_BASE, CasinoPlayForbidden, CasinoRoundInvalid, CasinoRoundNotFound, CasinoRoundRefused, MAX_ROUND_STAKE, Multiple, RoundId } from "./casinoRounds"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"

/**
 * The casino's crash game (src/domain/casino/games/crash.ts): one shared round after another, run by the server. Every
 * call is the signed-in player's own (no session: 401); money is minor units of the player's active account; times
 * are milliseconds since the epoch BY THE SERVER'S CLOCK (`serverTime` lets the client correct its own).
 *
 * A round: betting for CRASH_BETTING_MS from `createdAt` to `startsAt`, then the flight (the multiplier is
 * multiplierAt(now − startsAt)) until the crash, then crashed: the crash point and the round's seed s_i are shown, and
 * the next round opens CRASH_PAUSE_MS later. The crash point is never served, nor computable, before the crash.
 *
 * - placeBet: in the betting phase only (else 409 bettingClosed), one bet per player and round; the stake is debited at
 *   once; `betId` is the client's idempotency key (shared with every casino round id: the same id and request answer
 *   the first bet and debit once). An automatic cash-out target (hundredths, 101 … 100,000,000) pays exactly the
 *   target × stake when the crash point reaches it.
 * - cashOut: during the flight, by the SERVER's time at the request: the bet is paid multiplierAt(t) × stake at once;
 *   at or after the crash time it is refused (409 tooLate). The same cash-out again answers the bet as it is.
 * - a win is ⌊stake × multiplier / 100⌋ (winOn: rounded down to the minor unit), credited in one ledger transaction
 *   per bet; a bet is settled once. A bet appears in GET /web-api/casino/rounds once settled (game "crash", its
 *   seeds those of the chain: the commitment s_0, the salt as the client seed, the round number as the nonce).
 */

export const CASINO_CRASH_BASE = `${CASINO_ROUNDS_BASE}/crash`

/** How long betting stays open at the start of each round (ms). */
export const CRASH_BETTING_MS = 6_000
/** How long a crashed round is shown before the next one opens its betting (ms). */
export const CRASH_PAUSE_MS = 3_000
/** How many crashed rounds the recent list shows. */
export const CRASH_RECENT_ROUNDS = 20

/** The `code` of this group's refusals, besides CasinoRoundRefusalCode's. */
export const CrashRefusalCode = {
  /** The round is not taking bets (its flight has begun, or it is not the current round). */
  bettingClosed: 70,
  /** The cash-out came at or after the crash: the bet is lost. */
  tooLate: 71,
  /** The player already has a bet on this round. */
  alreadyBet: 72,
  /** The round has not taken off yet: nothing to cash out. */
  notInFlight: 73
} as const

const Hex64 = Schema.String.pipe(Schema.pattern(/^[0-9a-f]{64}$/))

export const CrashPhase = Schema.Literal("betting", "flight", "crashed")
export type CrashPhase = typeof CrashPhase.Type

/** A round as everyone sees it. */
export const CrashRound = Schema.Struct({
  /** The round's id (what a bet names). */
  id: Schema.Int,
  /** Its number i in its chain: the nonce of its draw. */
  number: Schema.Int,
  /** The chain's commitment s_0 and public salt (the draw's client seed). */
  commitment: Hex64,
  salt: Schema.String,
  /** s_(i−1): the seed this round's must hash to (s_0 for round 1). */
  previousSeed: Hex64,
  phase: CrashPhase,
  createdAt: Schema.Number,
  startsAt: Schema.Number,
  /** Once crashed: the crash point (hundredths; below 100 is a crash at 1.00×), its time and the round's seed s_i. */
  crashPoint: Schema.NullOr(Schema.Int),
  crashedAt: Schema.NullOr(Schema.Number),
  seed: Schema.NullOr(Hex64)
})
export type CrashRound = typeof CrashRound.Type

/** A player's bet. */
export const CrashBet = Schema.Struct({
  betId: Schema.String,
  roundId: Schema.Int,
  currency: Schema.String,
  stake: Schema.Int,
  /** The automatic cash-out target (hundredths), null without one. */
  autoCashOut: Schema.NullOr(Schema.Int),
  /** The multiplier (hundredths) of a cash-out by hand, null without one. */
  cashedOutAt: Schema.NullOr(Schema.Int),
  settled: Schema.Boolean,
  /** What the settled bet paid back (stake included), null before. */
  win: Schema.NullOr(Schema.Int),
  multiple: Schema.NullOr(Multiple)
})
export type CrashBet = typeof CrashBet.Type

export const CrashState = Schema.Struct({
  /** The server's clock when it answered. */
  serverTime: Schema.Number,
  round: CrashRound,
  /** The player's bet on this round, null without one. */
  bet: Schema.NullOr(CrashBet),
  /** How many players bet on this round. */
  players: Schema.Int
})
export type CrashState = typeof CrashState.Type

export const PlaceCrashBetRequest = Schema.Struct({
  betId: RoundId,
  /** The round the bet is for (its `id`): a bet meant for a round whose betting closed is refused, never moved on. */
  roundId: Schema.Int.pipe(Schema.between(1, Number.MAX_SAFE_INTEGER)),
  stake: Schema.Int.pipe(Schema.between(1, MAX_ROUND_STAKE)),
  /** Hundredths; checked by the server against the game's range (field "autoCashOut" when out of it). */
  autoCashOut: Schema.optional(Schema.Int)
})
export type PlaceCrashBetRequest = typeof PlaceCrashBetRequest.Type

export const CrashBetAnswer = Schema.Struct({ bet: CrashBet, balance: Schema.Int, serverTime: Schema.Number })
export type CrashBetAnswer = typeof CrashBetAnswer.Type

/** A crashed round with what verifies it. */
export const CrashedRound = Schema.Struct({
  id: Schema.Int,
  number: Schema.Int,
  commitment: Hex64,
  salt: Schema.String,
  seed: Hex64,
  crashPoint: Schema.Int,
  startsAt: Schema.Number
})
export type CrashedRound = typeof CrashedRound.Type

export const RecentCrashes = Schema.Struct({ rounds: Schema.Array(CrashedRound) })
export type RecentCrashes = typeof RecentCrashes.Type

/** A settled crash bet's `outcome` in the rounds history: the round and how the bet ended. */
export const CrashOutcome = Schema.Struct({
  crashRoundId: Schema.Int,
  crashPoint: Schema.Int,
  /** ms after the round's start of a cash-out by hand, null without one. */
  cashedOutMs: Schema.NullOr(Schema.Int)
})
export type CrashOutcome = typeof CrashOutcome.Type

const BetIdPath = Schema.Struct({ betId: RoundId })

export const casinoCrashGroup = HttpApiGroup.make("casinoCrash")
  .add(HttpApiEndpoint.get("crashState", `${CASINO_CRASH_BASE}/state`).addSuccess(CrashState).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("placeCrashBet", `${CASINO_CRASH_BASE}/bets`)
      .setPayload(PlaceCrashBetRequest)
      .addSuccess(CrashBetAnswer)
      .addError(Unauthorized)
      .addError(CasinoRoundInvalid)
      .addError(CasinoRoundRefused)
      .addError(CasinoPlayForbidden)
      .addError(ResponsibleGamingRefused)
  )
  .add(
    HttpApiEndpoint.post("cashOutCrash", `${CASINO_CRASH_BASE}/bets/:betId/cash-out`)
      .setPath(BetIdPath)
      .addSuccess(CrashBetAnswer)
      .addError(Unauthorized)
      .addError(CasinoRoundNotFound)
      .addError(CasinoRoundRefused)
  )
  .add(HttpApiEndpoint.get("recentCrashes", `${CASINO_CRASH_BASE}/rounds`).addSuccess(RecentCrashes).addError(Unauthorized))
