import { Schema } from "effect"
import { commitmentOf, isServerSeed, RoundRandom } from "../fair"
import { type Ratio, ratio } from "../game"

/**
 * Crash: one shared round every few seconds. A multiplier rises from 1.00× along a published curve until the round's
 * crash point; a player who cashes out before it (by hand, or by the automatic cash-out target they set with their
 * bet) wins the multiplier at that moment times the stake, and a player still in at the crash loses the stake.
 *
 * The mapping (multipliers in hundredths, so 1.00× is 100): with N = 2^40, the round draws h = int(N) and its crash
 * point is C = min(⌊99·N / (N − h)⌋, 100,000,000). A C below 100 is shown as a crash at 1.00× (before the curve
 * starts: about 1 round in 100). Since N − h is uniform over 1 … N, C ≥ x exactly when N − h ≤ ⌊99·N / x⌋, so for
 * every x of 1.01× … 1,000,000.00×:
 *
 *     P(C ≥ x) = ⌊99·N / x⌋ / N,  and a cash-out at x returns  x·⌊99·N / x⌋ / (100·N)  of the stake.
 *
 * That is 99% exactly when x divides 99·2^40 and below it by less than x / (100·N) otherwise: under 10^−6 of the stake
 * at the largest target, under 10^−12 at 1.01×. The published RTP, 99%, is therefore the most any target
 * returns; `rtpAt` gives the exact return of each target. Cashing out by hand at a moment chosen before the round is
 * the same bet as a target (the curve is fixed; the only thing the round reveals is that it has not crashed yet), so
 * no way of playing returns more than 99%.
 *
 * The curve: at t ms after the start the multiplier is ⌊100 · e^(0.00006·t)⌋ hundredths (2.00× after 11.55 s, 10×
 * after 38.4 s). The round crashes at the first whole millisecond the curve reaches C (`crashTimeOf`). The largest
 * win is 1,000,000× (a crash point is capped there: a player still in at the cap is paid it).
 *
 * Seeds: the rounds of a shared game cannot take a player's client seed, so their seeds come from a chain nobody can
 * run ahead of. The operator draws a secret last seed s_L and hashes backwards, s_(i−1) = SHA-256(s_i) (of the seed's
 * 32 bytes, as `commitmentOf`), down to s_0, which is published as the chain's commitment before round 1. Round i
 * (1 … L) plays with s_i: its stream is the scheme's RoundRandom with server seed s_i, the chain's public salt as the
 * client seed (published with the commitment) and nonce i. When round i ends, s_i is revealed: SHA-256(s_i) is the
 * seed revealed before it (s_0 for round 1), and hashing it i times gives the commitment; the next round's seed is a
 * preimage of it, which nobody can compute.
 */

/** N: the crash draw's range, five whole bytes read by `int` with no rejection. */
export const CRASH_RANGE = 2 ** 40
/** The return every target's crash chance is built on: 99 hundredths. */
export const CRASH_RTP_HUNDREDTHS = 99
/** The lowest automatic cash-out target: 1.01×, in hundredths. */
export const CRASH_MIN_TARGET = 101
/** The cap of the curve and the highest target: 1,000,000×, in hundredths. */
export const CRASH_MAX_POINT = 100_000_000
/** The curve's growth rate per millisecond: the multiplier is e^(rate · t). */
export const CRASH_GROWTH_PER_MS = 0.00006

export const CrashChoices = Schema.Struct({
  /** The automatic cash-out target in hundredths; without it the player cashes out by hand (or rides to the cap). */
  autoCashOut: Schema.optional(Schema.Int.pipe(Schema.between(CRASH_MIN_TARGET, CRASH_MAX_POINT)))
})
export type CrashChoices = typeof CrashChoices.Type

/** ⌊a / b⌋ for whole a, b below 2^53, exact (a float quotient can round up across a whole number). */
const floorDivide = (a: number, b: number): number => {
  let q = Math.floor(a / b)
  while (q * b > a) q -= 1
  while ((q + 1) * b <= a) q += 1
  return q
}

/** The crash point (hundredths) a draw h of 0 … range−1 gives: min(⌊99·range / (range − h)⌋, cap). */
export const crashPointFrom = (h: number, range: number = CRASH_RANGE): number =>
  Math.min(floorDivide(CRASH_RTP_HUNDREDTHS * range, range - h), CRASH_MAX_POINT)

/** The round's crash point, drawn from its stream: h = int(2^40). */
export const drawCrashPoint = (random: RoundRandom): number => crashPointFrom(random.int(CRASH_RANGE))

/** The crash point as the round shows it: below 1.00× is shown as 1.00×. */
export const shownCrashPoint = (crashPoint: number): number => Math.max(crashPoint, 100)

/** The exact return of cashing out at target x (hundredths): x · ⌊99·N / x⌋ / (100·N). */
export const rtpAt = (target: number): Ratio =>
  ratio(target * floorDivide(CRASH_RTP_HUNDREDTHS * CRASH_RANGE, target), 100 * CRASH_RANGE)

export const crash = {
  id: "crash",
  /** The most any way of playing returns (each target's exact return is `rtpAt`). */
  rtp: ratio(99, 100),
  maxWin: ratio(1_000_000, 1),
  choices: CrashChoices
} as const

/** The curve: the multiplier (hundredths) t ms after the round's start, capped at 1,000,000×. */
export const multiplierAt = (elapsedMs: number): number => {
  if (elapsedMs <= 0) return 100
  return Math.min(Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs)), CRASH_MAX_POINT)
}

/** The first whole millisecond at which the curve reaches x (hundredths, 100 … cap). */
export const timeToReach = (target: number): number => {
  if (target <= 100) return 0
  let t = Math.max(0, Math.ceil(Math.log(target / 100) / CRASH_GROWTH_PER_MS) - 2)
  while (multiplierAt(t) < target) t += 1
  while (t > 0 && multiplierAt(t - 1) >= target) t -= 1
  return t
}

/** When the round crashes, in ms after its start: at once below 1.00×, else when the curve reaches the crash point. */
export const crashTimeOf = (crashPoint: number): number => (crashPoint < 100 ? 0 : timeToReach(crashPoint))

/**
 * What a player's bet pays back as a multiple of the stake: the automatic target when the crash point reaches it,
 * else the curve at the moment of a cash-out by hand made before the crash (`cashedOutAtMs`), else nothing. A cash-out
 * by hand at or after the crash time is too late. Whichever of the two comes first counts.
 */
export const crashMultipleOf = (bet: CrashChoices, crashPoint: number, cashedOutAtMs?: number): Ratio => {
  const crashTime = crashTimeOf(crashPoint)
  const byHand = cashedOutAtMs !== undefined && cashedOutAtMs < crashTime ? multiplierAt(cashedOutAtMs) : undefined
  const auto = bet.autoCashOut !== undefined && crashPoint >= bet.autoCashOut ? bet.autoCashOut : undefined
  if (byHand !== undefined && auto !== undefined) {
    return ratio(cashedOutAtMs! < timeToReach(auto) ? byHand : auto, 100)
  }
  if (byHand !== undefined) return ratio(byHand, 100)
  if (auto !== undefined) return ratio(auto, 100)
  // still in at the cap: paid the cap
  return crashPoint === CRASH_MAX_POINT ? ratio(CRASH_MAX_POINT, 100) : ratio(0, 1)
}

/** A seed chain of `length` rounds from its secret last seed: [s_0 (the commitment), s_1, …, s_length]. */
export const seedChain = (lastSeed: string, length: number): ReadonlyArray<string> => {
  if (!isServerSeed(lastSeed)) throw new RangeError("a chain's last seed is 64 lowercase hex digits")
  const chain = [lastSeed]
  for (let i = 0; i < length; i++) chain.push(commitmentOf(chain[chain.length - 1]!))
  return chain.reverse()
}

/** Whether a revealed seed is round `round`'s of the chain with this commitment: hashing it `round` times gives it. */
export const verifiesAgainstCommitment = (seed: string, round: number, commitment: string): boolean => {
  if (!isServerSeed(seed) || !Number.isInteger(round) || round < 1) return false
  let hashed = seed
  for (let i = 0; i < round; i++) hashed = commitmentOf(hashed)
  return hashed === commitment
}

/** Whether a revealed seed follows the one revealed before it (s_0 for round 1): SHA-256 of it is that seed. */
export const followsPreviousSeed = (seed: string, previous: string): boolean => isServerSeed(seed) && commitmentOf(seed) === previous

/** Round i's random stream: server seed s_i, the chain's public salt as the client seed, nonce i. */
export const crashRoundRandom = (seed: string, salt: string, round: number): RoundRandom =>
  new RoundRandom({ serverSeed: seed, clientSeed: salt, nonce: round })
