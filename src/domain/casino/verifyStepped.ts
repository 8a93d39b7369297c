import { Either, ParseResult, Schema } from "effect"
import { bytesToHex } from "@noble/hashes/utils.js"
import { RoundRandom } from "./fair"
import { type Ratio, winOn } from "./game"
import { steppedGameOf } from "./games/stepped"
import { commitmentCheck, seedsOf, type SeedsProblem, streamBytes } from "./verify"

/**
 * The verifier's rule for a stepped round (mines, blackjack): the game's published mapping draws everything the round
 * will need from the revealed seeds at its start (the mines' tiles, the 59 cards in the order they are dealt), then
 * the recorded actions are replayed one by one by the game's rules, and the round ends by its abandon rule when it was
 * abandoned. What it gives is what the round must show: its last view, what it staked and the multiple it paid.
 */

export interface SteppedVerifyInput {
  readonly serverSeed: string
  readonly clientSeed: string
  readonly nonce: number
  readonly gameId: string
  /** The choices as the game's Schema encodes them (mines: { mines }; blackjack: {}). */
  readonly choices: unknown
  /** The actions in the order the round took them, as the game's Schema encodes them. */
  readonly actions: ReadonlyArray<unknown>
  /** The round was ended by the game's abandon rule after its actions. */
  readonly abandoned: boolean
  readonly commitment: string | null
}

export type SteppedVerifyProblem =
  | SeedsProblem
  | { readonly field: "gameId"; readonly reason: "unknown" }
  | { readonly field: "choices"; readonly reason: "invalid"; readonly detail: string }
  /** Action `index` (0-based) is not one of the game's, or its rules do not allow it there, or the round was over. */
  | { readonly field: "actions"; readonly reason: "invalid" | "refused"; readonly index: number; readonly detail: string }

export interface SteppedVerified {
  /** The round's state as drawn at its start, hidden draws included (as the game's state Schema encodes it). */
  readonly drawn: unknown
  /** The round's view after the actions (and the abandon rule): everything, once the round is over. */
  readonly view: unknown
  readonly over: boolean
  /** What the round staked, in opening stakes (blackjack's doubles and split add to it). */
  readonly stakeUnits: number
  /** What it paid back as a multiple of the opening stake (zero while it is not over). */
  readonly multiple: Ratio
  readonly bytesRead: number
  readonly bytesHex: string
  readonly commitment: string
  readonly commitmentMatches: boolean | null
}

const detailOf = (error: ParseResult.ParseError): string => ParseResult.TreeFormatter.formatErrorSync(error)

export const verifySteppedRound = (input: SteppedVerifyInput): Either.Either<SteppedVerified, SteppedVerifyProblem> => {
  const checkedSeeds = seedsOf(input)
  if (Either.isLeft(checkedSeeds)) return Either.left(checkedSeeds.left)
  const seeds = checkedSeeds.right
  const game = steppedGameOf(input.gameId)
  if (game === undefined) return Either.left({ field: "gameId", reason: "unknown" })
  const bet = Schema.decodeUnknownEither(game.choices)(input.choices)
  if (Either.isLeft(bet)) return Either.left({ field: "choices", reason: "invalid", detail: detailOf(bet.left) })
  const random = new RoundRandom(seeds)
  const drawn = game.start(bet.right, random)
  let state = drawn
  for (const [index, encoded] of input.actions.entries()) {
    const action = Schema.decodeUnknownEither(game.actions)(encoded)
    if (Either.isLeft(action)) return Either.left({ field: "actions", reason: "invalid", index, detail: detailOf(action.left) })
    const next = game.act(state, action.right)
    if (Either.isLeft(next)) {
      return Either.left({ field: "actions", reason: "refused", index, detail: next.left._tag === "RoundOver" ? "the round was over" : next.left.reason })
    }
    state = next.right
  }
  if (input.abandoned) state = game.abandon(state)
  const over = game.isOver(state)
  return Either.right({
    drawn: Schema.encodeSync(game.stateSchema)(drawn),
    view: Schema.encodeSync(game.viewSchema)(game.view(state)),
    over,
    stakeUnits: game.stakeUnits(state),
    multiple: over ? game.multipleOf(bet.right, state) : { num: 0, den: 1 },
    bytesRead: random.bytesRead,
    bytesHex: bytesToHex(streamBytes(seeds, random.bytesRead)),
    ...commitmentCheck(seeds.serverSeed, input.commitment)
  })
}

/** A stepped round as the history records it: its outcome (the last view, the actions), what it staked, paid and its multiple. */
export interface RecordedSteppedRound {
  readonly outcome: { readonly openingStake: number; readonly view: unknown }
  /** Everything staked. */
  readonly stake: number
  readonly win: number
  readonly multiple: Ratio
}

/** JSON with object keys sorted: the database keeps a recorded view's keys in its own order. */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.keys(inner as object).sort().map((key) => [key, (inner as Record<string, unknown>)[key]]))
      : inner
  )

/** Which recorded facts the recomputation confirms: the last view, the stake, the multiple and the win it pays. */
export const steppedAgreement = (
  verified: SteppedVerified,
  recorded: RecordedSteppedRound
): { readonly view: boolean; readonly stake: boolean; readonly multiple: boolean; readonly win: boolean } => ({
  view: canonicalJson(verified.view) === canonicalJson(recorded.outcome.view),
  stake: verified.stakeUnits * recorded.outcome.openingStake === recorded.stake,
  multiple: verified.multiple.num * recorded.multiple.den === recorded.multiple.num * verified.multiple.den,
  win: winOn(recorded.outcome.openingStake, verified.multiple) === recorded.win
})
