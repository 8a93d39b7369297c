import { type Cipher, createCipheriv, createHmac, randomBytes } from "node:crypto"
import { Redacted } from "effect"

/**
 * The simulator's only source of chance: streams of a keyed cryptographic generator. A world's secret (at least 256
 * random bits, made at the deployment's first start: server/sports/feed.ts) keys AES-256; each draw of the world (a
 * match's making, its play, its k-th move, a slot of the schedule, an outright, a pairing's past) reads its own stream,
 * the encryption of the blocks (its purpose, its numbers, a counter). So every process that shares the secret draws the
 * same world, and one that does not cannot compute a draw to come from the code, the epoch and every draw it has seen.
 *
 * The secret is held as a Redacted text and an AES key object: neither prints, serialises nor logs its value.
 */

/** Bytes of a new world's secret (256 bits). */
const SECRET_BYTES = 32
/** A world's secret as it is kept: base64url of at least SECRET_BYTES bytes. */
const SECRET_TEXT = /^[A-Za-z0-9_-]{43,}$/
/** Blocks encrypted at a time: most draws read fewer than 16 numbers. */
const BLOCKS_AT_ONCE = 4
/** Streams begun at once at most (`streams`). */
const BATCH = 256
const BLOCK = 16
const TWO_32 = 4_294_967_296
/** Where the blocks to encrypt are written, as little-endian words (the same blocks on every machine). */
const INPUT_BYTES = Buffer.alloc(BATCH * BLOCK)
const INPUT = new DataView(INPUT_BYTES.buffer, INPUT_BYTES.byteOffset, INPUT_BYTES.byteLength)
const writeBlock = (at: number, purpose: number, a: number, b: number, counter: number) => {
  INPUT.setUint32(at, purpose, true)
  INPUT.setUint32(at + 4, a, true)
  INPUT.setUint32(at + 8, b, true)
  INPUT.setUint32(at + 12, counter, true)
}

const nameCheck = (part: number) => {
  if (!(Number.isInteger(part) && part >= 0 && part < TWO_32)) throw new RangeError(`a stream is named by integers in [0, 2^32), not ${part}`)
}

/**
 * What a stream is drawn for: each purpose has its own number, so no two draws of the world ever read the same stream.
 * A purpose, once used, keeps its number (a world's draws would change under it).
 */
export const Purpose = {
  /** The matches of a start slot (schedule.ts): the slot. */
  slot: 1,
  /** A match's sides, sport and strength (script.ts): its number. */
  matchMaking: 2,
  /** A match's scores and sets: its number. */
  matchPlay: 3,
  /** When a match's goals land: its number. */
  goalSteps: 4,
  /** A line match's price moves: its number. */
  lineDrift: 5,
  /** A match's view moving in play: its number and the step. */
  liveDrift: 6,
  /** An outright's participants, chances and race (outrights.ts): its number. */
  outrightMaking: 7,
  /** An election's result: its number. */
  outrightResult: 8,
  /** An election's k-th price move: its number and k. */
  electionDrift: 9,
  /** A pairing's made-up past (history.ts): the hash of its championship and sides. */
  pairingPast: 10
} as const

type PurposeNumber = (typeof Purpose)[keyof typeof Purpose]

export class WorldSecret {
  readonly #text: Redacted.Redacted<string>
  /** AES-256 in ECB over blocks that never repeat: counter mode with the stream's purpose in each block. */
  readonly #blocks: Cipher

  private constructor(text: Redacted.Redacted<string>) {
    this.#text = text
    // The cipher's key is derived from the secret, so a key is never the kept text itself.
    const key = createHmac("sha256", Buffer.from(Redacted.value(text), "base64url")).update("oddsfold sports world: draws", "utf8").digest()
    this.#blocks = createCipheriv("aes-256-ecb", key, null).setAutoPadding(false)
  }

  /** A new secret of SECRET_BYTES random bytes. */
  static random(): WorldSecret {
    return new WorldSecret(Redacted.make(randomBytes(SECRET_BYTES).toString("base64url")))
  }

  /** The secret kept as `text` (base64url of at least 32 bytes); undefined for anything else. */
  static fromText(text: Redacted.Redacted<string>): WorldSecret | undefined {
    return SECRET_TEXT.test(Redacted.value(text)) ? new WorldSecret(text) : undefined
  }

  /** The secret as it is kept (server/sports/worldStore.ts): never logged, never served. */
  get text(): Redacted.Redacted<string> {
    return this.#text
  }

  /** The stream of one draw: `purpose` and up to two numbers name it (each an integer in [0, 2^32)). */
  stream(purpose: PurposeNumber, a = 0, b = 0): Rng {
    return this.streams(purpose, a, b, 1)[0]!
  }

  /**
   * The streams `stream(purpose, a, b)` for `count` numbers b from `from` on, their first blocks encrypted at once
   * (a match's view moving at each step of its play: one call to the cipher, not one a step).
   */
  streams(purpose: PurposeNumber, a: number, from: number, count: number): ReadonlyArray<Rng> {
    nameCheck(a)
    nameCheck(from)
    nameCheck(from + Math.max(0, count - 1))
    const refill = (b: number) => (counter: number) => this.#encrypt(purpose, a, b, counter, BLOCKS_AT_ONCE)
    const rngs: Array<Rng> = []
    for (let done = 0; done < count; done += BATCH) {
      const firsts = this.#encryptFirsts(purpose, a, from + done, Math.min(BATCH, count - done))
      for (let i = 0; i * BLOCK < firsts.length; i++) rngs.push(new Rng(refill(from + done + i), firsts.subarray(i * BLOCK, (i + 1) * BLOCK), 1))
    }
    return rngs
  }

  /** `blocks` blocks of the stream (purpose, a, b) from block `counter`. */
  #encrypt(purpose: number, a: number, b: number, counter: number, blocks: number): Buffer {
    for (let i = 0; i < blocks; i++) writeBlock(i * BLOCK, purpose, a, b, counter + i)
    return this.#blocks.update(INPUT_BYTES.subarray(0, blocks * BLOCK))
  }

  /** The first block of each of `count` streams (purpose, a, b) from b = `from`. */
  #encryptFirsts(purpose: number, a: number, from: number, count: number): Buffer {
    for (let i = 0; i < count; i++) writeBlock(i * BLOCK, purpose, a, from + i, 0)
    return this.#blocks.update(INPUT_BYTES.subarray(0, count * BLOCK))
  }

  toString(): string {
    return "<redacted>"
  }

  toJSON(): string {
    return "<redacted>"
  }

  [Symbol.for("nodejs.util.inspect.custom")](): string {
    return "WorldSecret(<redacted>)"
  }
}

/** Uniform draws from one stream, read 32 bits at a time. */
export class Rng {
  private at = 0

  constructor(
    private readonly refill: (counter: number) => Buffer,
    private bytes: Buffer,
    /** The stream's next block. */
    private counter: number
  ) {}

  /** Uniform in [0, 1). */
  next(): number {
    if (this.at >= this.bytes.length) {
      this.bytes = this.refill(this.counter)
      this.counter += this.bytes.length / BLOCK
      this.at = 0
    }
    const word = this.bytes.readUInt32LE(this.at)
    this.at += 4
    return word / TWO_32
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
