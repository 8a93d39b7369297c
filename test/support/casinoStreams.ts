import { RoundRandom } from "../../src/domain/casino/fair"

/**
 * Round streams a casino test writes by hand: the bytes a round reads, or the whole numbers its draws return, so a
 * test can count a game's mapping over every byte pattern or every value of its draws.
 */

/** A RoundRandom with its real draws (int, sample) but no stream of its own: the caller replaces what it reads. */
const bare = (): RoundRandom => Object.assign(Object.create(RoundRandom.prototype) as RoundRandom, { bytesRead: 0 })

/** A RoundRandom whose stream is the given bytes (then zeros). */
export const scriptedBytes = (bytes: ReadonlyArray<number>): RoundRandom => {
  const random = bare()
  let at = 0
  random.nextByte = () => bytes[at++] ?? 0
  return random
}

/**
 * A RoundRandom whose draws return the given whole numbers in order (each checked to be in its range), and which
 * records the ranges it was asked for, so a test can check a mapping draws what its rules say.
 */
export const scriptedDraws = (values: ReadonlyArray<number>): RoundRandom & { readonly ranges: Array<number> } => {
  const random = bare() as RoundRandom & { ranges: Array<number> }
  random.ranges = []
  let at = 0
  random.int = (n: number) => {
    const value = values[at++] ?? 0
    if (value < 0 || value >= n) throw new RangeError(`a scripted draw of ${value} from ${n} values`)
    random.ranges.push(n)
    return value
  }
  return random
}
