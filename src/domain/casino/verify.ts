import { Either, ParseResult, Schema } from "effect"
import { bytesToHex } from "@noble/hashes/utils.js"
import { CLIENT_SEED_MAX_LENGTH, commitmentOf, isServerSeed, RoundRandom, roundBlock, type RoundSeeds } from "./fair"
import type { Ratio } from "./game"
import { instantGameOf } from "./games"

/**
 * The verifier's rule: a past round recomputed from its revealed server seed, its client seed, its nonce, the game
 * and the player's choices, by the same published mapping the server played it with (src/domain/casino/fair.ts and
 * the game's `draw` and `multipleOf`). Anyone can run it: it needs nothing but what the round shows.
 */

export interface VerifyInput {
  readonly serverSeed: string
  readonly clientSeed: string
  readonly nonce: number
  readonly gameId: string
  /** The choices as the game's Schema encodes them (the round's `choices`). */
  readonly choices: unknown
  /** The commitment shown before play, when known: the server seed must hash to it. */
  readonly commitment: string | null
}

/** Which input is wrong, and how. */
export type VerifyProblem =
  | { readonly field: "serverSeed"; readonly reason: "notHex64" }
  | { readonly field: "clientSeed"; readonly reason: "empty" | "tooLong" }
  | { readonly field: "nonce"; readonly reason: "notWhole" }
  | { readonly field: "gameId"; readonly reason: "unknown" }
  | { readonly field: "choices"; readonly reason: "invalid"; readonly detail: string }

export interface Verified {
  /** The outcome as the game's Schema encodes it (what the round shows). */
  readonly outcome: unknown
  readonly multiple: Ratio
  /** How many bytes of the round's stream the mapping read, and those bytes in hex, in order. */
  readonly bytesRead: number
  readonly bytesHex: string
  /** SHA-256 of the server seed, and whether it is the commitment given (null: none was given). */
  readonly commitment: string
  readonly commitmentMatches: boolean | null
}

/** The first `count` bytes of a round's stream, as `RoundRandom` reads them. */
export const streamBytes = (seeds: RoundSeeds, count: number): Uint8Array => {
  const out = new Uint8Array(count)
  for (let cursor = 0, filled = 0; filled < count; cursor++) {
    const block = roundBlock(seeds, cursor)
    const take = Math.min(block.length, count - filled)
    out.set(block.subarray(0, take), filled)
    filled += take
  }
  return out
}

/** What a stream of a round needs: the seeds as the scheme writes them, or the first of them that is wrong. */
export type SeedsProblem = Extract<VerifyProblem, { readonly field: "serverSeed" | "clientSeed" | "nonce" }>

/** The seeds of a round as typed (the server seed trimmed and lowercased), or which of them is wrong. */
export const seedsOf = (input: { readonly serverSeed: string; readonly clientSeed: string; readonly nonce: number }): Either.Either<RoundSeeds, SeedsProblem> => {
  const serverSeed = input.serverSeed.trim().toLowerCase()
  if (!isServerSeed(serverSeed)) return Either.left({ field: "serverSeed", reason: "notHex64" })
  if (input.clientSeed.length === 0) return Either.left({ field: "clientSeed", reason: "empty" })
  if (input.clientSeed.length > CLIENT_SEED_MAX_LENGTH) return Either.left({ field: "clientSeed", reason: "tooLong" })
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) return Either.left({ field: "nonce", reason: "notWhole" })
  return Either.right({ serverSeed, clientSeed: input.clientSeed, nonce: input.nonce })
}

/** The server seed's SHA-256, and whether it is the commitment given (null: none was given). */
export const commitmentCheck = (serverSeed: string, given: string | null): { readonly commitment: string; readonly commitmentMatches: boolean | null } => {
  const commitment = commitmentOf(serverSeed)
  const typed = given?.trim().toLowerCase() ?? ""
  return { commitment, commitmentMatches: typed === "" ? null : typed === commitment }
}

export const verifyRound = (input: VerifyInput): Either.Either<Verified, VerifyProblem> => {
  const checkedSeeds = seedsOf(input)
  if (Either.isLeft(checkedSeeds)) return Either.left(checkedSeeds.left)
  const seeds = checkedSeeds.right
  const game = instantGameOf(input.gameId)
  if (game === undefined) return Either.left({ field: "gameId", reason: "unknown" })
  const decoded = Schema.decodeUnknownEither(game.choices)(input.choices)
  if (Either.isLeft(decoded)) return Either.left({ field: "choices", reason: "invalid", detail: ParseResult.TreeFormatter.formatErrorSync(decoded.left) })
  const random = new RoundRandom(seeds)
  const outcome = game.draw(decoded.right, random)
  const multiple = game.multipleOf(decoded.right, outcome)
  return Either.right({
    outcome: Schema.encodeSync(game.outcomeSchema)(outcome),
    multiple,
    bytesRead: random.bytesRead,
    bytesHex: bytesToHex(streamBytes(seeds, random.bytesRead)),
    ...commitmentCheck(seeds.serverSeed, input.commitment)
  })
}
