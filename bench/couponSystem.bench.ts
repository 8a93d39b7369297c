/**
 * The system calculation of issue 9: the possible win (minimum and maximum) of a system of 16 selections for every
 * k from 2 to 16, as the coupon computes it (src/domain/coupon/lines.ts: elementary symmetric sums), against the
 * brute force a naive coupon would run: enumerate every line of every k and sum its payout. Goal: under 1 ms for
 * all k. Run: node --import tsx bench/couponSystem.bench.ts (part of npm run bench).
 */
import { CouponType } from "../src/domain/coupon/couponType"
import { possibleWin } from "../src/domain/coupon/lines"

const N = 16
const ROUNDS = 9
const coefs = Array.from({ length: N }, (_, i) => 1.25 + (i % 7) * 0.35)
const legs = coefs.map((coef) => ({ coef }))
const STAKE = 1_000_000_00

const bestOf = (run: () => number): { readonly ms: number; readonly result: number } => {
  let best = Number.POSITIVE_INFINITY
  let result = 0
  for (let i = 0; i < ROUNDS; i++) {
    const start = process.hrtime.bigint()
    result = run()
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e6)
  }
  return { ms: best, result }
}

const ours = bestOf(() => {
  let sum = 0
  for (let k = 2; k <= N; k++) sum += possibleWin({ type: CouponType.system, legs, amount: STAKE, systemValue: k })!.max
  return sum
})

// Brute force: every subset of the 16 selections is a line of the k it has; its payout is the exact product.
const bruteForce = bestOf(() => {
  const thousandths = coefs.map((c) => BigInt(Math.round(c * 1000)))
  let sum = 0
  for (let k = 2; k <= N; k++) {
    let lines = 0
    let exact = 0n
    for (let mask = 0; mask < 1 << N; mask++) {
      let bits = 0
      for (let m = mask; m !== 0; m &= m - 1) bits++
      if (bits !== k) continue
      lines++
      let product = 1n
      for (let i = 0; i < N; i++) if ((mask >> i) & 1) product *= thousandths[i]!
      exact += product
    }
    const perLine = BigInt(Math.floor(STAKE / lines))
    const scale = 1000n ** BigInt(k)
    sum += Number((2n * perLine * exact + scale) / (2n * scale))
  }
  return sum
})

if (ours.result !== bruteForce.result) throw new Error(`the two disagree: ${ours.result} vs ${bruteForce.result}`)
console.log(`coupon system, 16 selections, every k: ours ${ours.ms.toFixed(3)} ms, brute force ${bruteForce.ms.toFixed(1)} ms`)
console.log(`  ratio ours/brute force: ${(ours.ms / bruteForce.ms).toFixed(5)} (goal: ours under 1 ms)`)
