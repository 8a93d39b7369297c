/**
 * The simulator's only source of chance: mulberry32, a small 32-bit generator whose whole state is one number, so
 * a world carries its generator's state as plain data and the same seed replays the same world. Not for anything
 * a player could profit from predicting (that is the provably fair scheme's job, not the line's).
 */
export class Rng {
  constructor(private state: number) {
    this.state = state >>> 0
  }

  /** The state to store in the world, to go on from where this generator stopped. */
  get saved(): number {
    return this.state
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Uniform integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  pick<A>(items: ReadonlyArray<A>): A {
    return items[Math.floor(this.next() * items.length)]!
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  /** A standard normal (Box–Muller). */
  normal(): number {
    const u = 1 - this.next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next())
  }

  /** A Poisson count of mean `mean` (inversion for small means, a rounded normal for large ones). */
  poisson(mean: number): number {
    if (mean <= 0) return 0
    if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()))
    const u = this.next()
    let k = 0
    let p = Math.exp(-mean)
    let cumulative = p
    while (u > cumulative && k < 200) {
      k += 1
      p *= mean / k
      cumulative += p
    }
    return k
  }
}

/** A seed from any integer (negative or large ones too). */
export const seedState = (seed: number): number => {
  let h = (Math.trunc(seed) ^ 0x9e3779b9) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
  return (h ^ (h >>> 16)) >>> 0
}
