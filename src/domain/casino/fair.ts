import { hmac } from "@noble/hashes/hmac.js"
import { sha256 } from "@noble/hashes/sha2.js"
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js"

/**
 * The provably fair scheme of the in-house studio (ARCHITECTURE 6), the same in the server that plays a round and in
 * the browser's verifier that recomputes it:
 *
 * - the server draws a secret server seed (32 random bytes, written as 64 hex digits) and shows its commitment, the
 *   SHA-256 of those bytes, before any round is played with it;
 * - the player holds a client seed they may change; every round of a seed pair takes the next nonce (0, 1, 2, …);
 * - a round's randomness is the byte stream HMAC-SHA256(key = server seed bytes, message = "clientSeed:nonce:cursor")
 *   for cursor 0, 1, 2, … (32 bytes per cursor), read in order;
 * - a game turns that stream into its outcome by its published mapping, drawing whole numbers with `RoundRandom.int`.
 *
 * Rotating the seed reveals the old server seed: anyone can then check it hashes to the commitment and recompute
 * every round played with it.
 */

/** The seeds and the nonce one round was played with. */
export interface RoundSeeds {
  /** 64 lowercase hex digits: the server seed's 32 bytes. */
  readonly serverSeed: string
  readonly clientSeed: string
  readonly nonce: number
}

export const SERVER_SEED_BYTES = 32
/** The longest client seed a player may choose (code units). */
export const CLIENT_SEED_MAX_LENGTH = 64

const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/

/** Whether a text is a server seed as the scheme writes it (64 lowercase hex digits). */
export const isServerSeed = (text: string): boolean => SERVER_SEED_PATTERN.test(text)

/** The commitment shown before play: SHA-256 of the server seed's bytes, 64 lowercase hex digits. */
export const commitmentOf = (serverSeed: string): string => bytesToHex(sha256(hexToBytes(serverSeed)))

/** The 32 bytes of a round's stream at `cursor`. */
export const roundBlock = (seeds: RoundSeeds, cursor: number): Uint8Array =>
  hmac(sha256, hexToBytes(seeds.serverSeed), utf8ToBytes(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`))

/** The largest range `int` draws from: six bytes, so every value is an exact JavaScript integer. */
export const MAX_RANGE = 2 ** 48

/**
 * A round's random stream, read byte by byte in order. `int(n)` is the only way a mapping draws: it reads the fewest
 * whole bytes that cover n values (k bytes, big-endian) and, when the k-byte number falls in the incomplete top
 * stretch (at or above the largest multiple of n below 256^k), rejects it and reads k more bytes. Every accepted
 * number is then exactly uniform over 0 … n−1: among the 256^k patterns of k bytes, each value has the same count.
 */
export class RoundRandom {
  private block: Uint8Array
  private cursor = 0
  private offset = 0
  /** How many bytes the round has read, for the verifier's "bytes used" line. */
  bytesRead = 0

  constructor(readonly seeds: RoundSeeds) {
    this.block = roundBlock(seeds, 0)
  }

  /** The next byte of the stream (0–255). */
  nextByte(): number {
    if (this.offset === this.block.length) {
      this.cursor += 1
      this.block = roundBlock(this.seeds, this.cursor)
      this.offset = 0
    }
    this.bytesRead += 1
    return this.block[this.offset++]!
  }

  /** A whole number drawn uniformly from 0 … n−1 (1 ≤ n ≤ 2^48). */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > MAX_RANGE) throw new RangeError(`int(${n}): the range must be a whole number from 1 to 2^48`)
    if (n === 1) return 0
    const width = bytesFor(n)
    const limit = acceptLimit(n, width)
    for (;;) {
      let value = 0
      for (let i = 0; i < width; i++) value = value * 256 + this.nextByte()
      if (value < limit) return value % n
    }
  }

  /** The first k of the numbers 0 … n−1 in a uniformly random order (a partial Fisher–Yates shuffle). */
  sample(n: number, k: number): ReadonlyArray<number> {
    const items = Array.from({ length: n }, (_, i) => i)
    for (let i = 0; i < k; i++) {
      const j = i + this.int(n - i)
      const swapped = items[i]!
      items[i] = items[j]!
      items[j] = swapped
    }
    return items.slice(0, k)
  }
}

/** How many whole bytes a draw from n values reads. */
export const bytesFor = (n: number): number => {
  let width = 1
  while (256 ** width < n) width++
  return width
}

/** The first k-byte number a draw from n values rejects: the largest multiple of n not above 256^k. */
export const acceptLimit = (n: number, width: number): number => Math.floor(256 ** width / n) * n
