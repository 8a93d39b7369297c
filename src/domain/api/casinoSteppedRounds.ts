import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  CASINO_ROUNDS_BASE,
  CasinoGameUnknown,
  CasinoPlayForbidden,
  CasinoRoundInvalid,
  CasinoRoundNotFound,
  CasinoRoundRefused,
  MAX_ROUND_STAKE,
  Multiple,
  RoundId,
  RoundSeedsShown
} from "./casinoRounds"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"

/**
 * The in-house casino's stepped rounds (mines, blackjack: src/domain/casino/games, each a SteppedGame). Every call is
 * the signed-in player's own (no session: 401; another player's round: 404). Money is minor units of the account the
 * round started on; times are milliseconds since the epoch.
 *
 * - start: the client picks the round id (its idempotency key, shared with instant rounds), the game, the stake and the
 *   game's choices; the server draws everything the round will need with the player's seed pair and next nonce, keeps
 *   it hidden, and debits the stake. A round over at once (a blackjack) is paid at once.
 * - act: an action names the step it expects (`step` of the view it acts on). The same action again for the step just
 *   taken answers the round as it is now (a replay pays nothing more); any other stale step is refused (409, code
 *   stepStale) so two concurrent acts never pay twice. An action that adds stake (double, split) debits it in the
 *   same statement; the action that ends the round credits what it pays (winOn(opening stake, multiple)).
 * - open: the player's open rounds, one per game at most, to resume after a reload.
 * - abandon: starting a round of a game ends the player's open round of that game by the game's `abandon` rule (and
 *   pays what that rule pays); so does reading the open rounds, or acting, once a round has been open 24 hours.
 * - history: a round appears in GET /web-api/casino/rounds once it has ended, its `outcome` being a
 *   SteppedOutcome (the final view with the hidden draws, the actions, whether it was abandoned) and its `stake`
 *   everything staked; its multiple is of the opening stake.
 */

export const CASINO_STEPPED_BASE = `${CASINO_ROUNDS_BASE}/stepped`

/** How long a round may stay open before it is ended by its game's abandon rule (ms). */
export const STEPPED_ROUND_ABANDON_AFTER_MS = 24 * 60 * 60 * 1000

/** The `code` of this group's refusals, besides CasinoRoundRefusalCode's. */
export const SteppedRefusalCode = {
  /** The action names a step the round is not at (an older or a future one), or the round is over. */
  stepStale: 67,
  /** The game's rules do not allow this action now (`message` says why). */
  actionNotAllowed: 68
} as const

/** A stepped round as the player sees it: `view` is the game's view (never a hidden mine or card before the end). */
export const SteppedRound = Schema.Struct({
  roundId: Schema.String,
  gameId: Schema.String,
  currency: Schema.String,
  /** The opening stake. */
  stake: Schema.Int,
  /** Everything staked so far (the opening stake and what doubles and splits added). */
  staked: Schema.Int,
  /** The step the next action names. */
  step: Schema.Int,
  over: Schema.Boolean,
  abandoned: Schema.Boolean,
  view: Schema.Unknown,
  /** What the ended round paid back (stakes included) and as what multiple of the opening stake; null while open. */
  win: Schema.NullOr(Schema.Int),
  multiple: Schema.NullOr(Multiple),
  choices: Schema.Unknown,
  seeds: RoundSeedsShown,
  startedAt: Schema.Number,
  endedAt: Schema.NullOr(Schema.Number)
})
export type SteppedRound = typeof SteppedRound.Type

/** A stepped round's `outcome` in the rounds history: what the verifier replays from the revealed seeds. */
export const SteppedOutcome = Schema.Struct({
  openingStake: Schema.Int,
  view: Schema.Unknown,
  /** The actions in the order taken, as the game's `actions` Schema encodes them. */
  actions: Schema.Array(Schema.Unknown),
  /** The round was ended by the game's abandon rule after its actions. */
  abandoned: Schema.Boolean
})
export type SteppedOutcome = typeof SteppedOutcome.Type

const GameId = Schema.String.pipe(Schema.pattern(/^[a-z0-9-]{1,64}$/))

export const StartSteppedRequest = Schema.Struct({
  roundId: RoundId,
  gameId: GameId,
  stake: Schema.Int.pipe(Schema.between(1, MAX_ROUND_STAKE)),
  /** The game's own choices (mines: { mines: 1 … 24 }; blackjack: {}). */
  choices: Schema.Unknown
})
export type StartSteppedRequest = typeof StartSteppedRequest.Type

export const ActRequest = Schema.Struct({
  step: Schema.Int.pipe(Schema.between(0, 1000)),
  /** The game's action (mines: { _tag: "Reveal", tile } | { _tag: "CashOut" }; blackjack: { _tag: "Hit" | "Stand" | "Double" | "Split" }). */
  action: Schema.Unknown
})
export type ActRequest = typeof ActRequest.Type

/** The round after the call and the balance of its account. */
export const SteppedAnswer = Schema.Struct({ round: SteppedRound, balance: Schema.Int })
export type SteppedAnswer = typeof SteppedAnswer.Type

export const OpenSteppedRounds = Schema.Struct({ rounds: Schema.Array(SteppedRound) })
export type OpenSteppedRounds = typeof OpenSteppedRounds.Type

const RoundIdPath = Schema.Struct({ roundId: RoundId })

export const casinoSteppedRoundsGroup = HttpApiGroup.make("casinoSteppedRounds")
  .add(
    HttpApiEndpoint.post("startStepped", `${CASINO_STEPPED_BASE}/rounds`)
      .setPayload(StartSteppedRequest)
      .addSuccess(SteppedAnswer)
      .addError(Unauthorized)
      .addError(CasinoGameUnknown)
      .addError(CasinoRoundInvalid)
      .addError(CasinoRoundRefused)
      .addError(CasinoPlayForbidden)
      .addError(ResponsibleGamingRefused)
  )
  .add(
    HttpApiEndpoint.post("actStepped", `${CASINO_STEPPED_BASE}/rounds/:roundId/act`)
      .setPath(RoundIdPath)
      .setPayload(ActRequest)
      .addSuccess(SteppedAnswer)
      .addError(Unauthorized)
      .addError(CasinoRoundNotFound)
      .addError(CasinoRoundInvalid)
      .addError(CasinoRoundRefused)
      .addError(CasinoPlayForbidden)
      .addError(ResponsibleGamingRefused)
  )
  .add(HttpApiEndpoint.get("openStepped", `${CASINO_STEPPED_BASE}/open`).addSuccess(OpenSteppedRounds).addError(Unauthorized))
  .add(
    HttpApiEndpoint.get("steppedRound", `${CASINO_STEPPED_BASE}/rounds/:roundId`)
      .setPath(RoundIdPath)
      .addSuccess(SteppedRound)
      .addError(Unauthorized)
      .addError(CasinoRoundNotFound)
  )
