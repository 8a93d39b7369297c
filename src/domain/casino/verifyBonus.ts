import { Either, ParseResult, Schema } from "effect"
import { bytesToHex } from "@noble/hashes/utils.js"
import { bonusGameOf } from "./bonusGames/catalogue"
import { RoundRandom } from "./fair"
import { commitmentCheck, seedsOf, type SeedsProblem, streamBytes } from "./verify"

/**
 * The verifier's rule for a bonus mini-game's play: drawn from the player's casino seed pair with its nonce like a
 * round, by the game's published mapping (src/domain/casino/bonusGames/games.ts), and its prize (a multiple of the
 * currency's prize base) from the outcome and the player's choice.
 */

export interface BonusVerifyInput {
  readonly serverSeed: string
  readonly clientSeed: string
  readonly nonce: number
  readonly gameId: string
  /** The player's choice as the game's Schema encodes it. */
  readonly choice: unknown
  readonly commitment: string | null
}

export type BonusVerifyProblem =
  | SeedsProblem
  | { readonly field: "gameId"; readonly reason: "unknown" }
  | { readonly field: "choice"; readonly reason: "invalid"; readonly detail: string }

export interface BonusVerified {
  readonly outcome: unknown
  /** The prize in multiples of the prize base. */
  readonly prizeMultiple: number
  readonly bytesRead: number
  readonly bytesHex: string
  readonly commitment: string
  readonly commitmentMatches: boolean | null
}

export const verifyBonusPlay = (input: BonusVerifyInput): Either.Either<BonusVerified, BonusVerifyProblem> => {
  const checkedSeeds = seedsOf(input)
  if (Either.isLeft(checkedSeeds)) return Either.left(checkedSeeds.left)
  const seeds = checkedSeeds.right
  const game = bonusGameOf(input.gameId)
  if (game === undefined) return Either.left({ field: "gameId", reason: "unknown" })
  const choice = Schema.decodeUnknownEither(game.choice)(input.choice)
  if (Either.isLeft(choice)) return Either.left({ field: "choice", reason: "invalid", detail: ParseResult.TreeFormatter.formatErrorSync(choice.left) })
  const random = new RoundRandom(seeds)
  const outcome = game.draw(choice.right, random)
  return Either.right({
    outcome: Schema.encodeSync(game.outcomeSchema)(outcome),
    prizeMultiple: game.prizeOf(choice.right, outcome),
    bytesRead: random.bytesRead,
    bytesHex: bytesToHex(streamBytes(seeds, random.bytesRead)),
    ...commitmentCheck(seeds.serverSeed, input.commitment)
  })
}
