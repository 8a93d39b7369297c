import { makePlayerLanes } from "../playerLanes"
import { Clock, Context, Effect, Either, Layer, Option, ParseResult, Schema } from "effect"
import type { AccountRef, Currency, LedgerTransaction } from "../../../src/domain/account/ledger"
import { CasinoGameUnknown, CasinoPlayForbidden, CasinoRoundInvalid, CasinoRoundNotFound, CasinoRoundRefusalCode, CasinoRoundRefused } from "../../../src/domain/api/casinoRounds"
import {
  type ActRequest,
  type OpenSteppedRounds,
  type StartSteppedRequest,
  STEPPED_ROUND_ABANDON_AFTER_MS,
  type SteppedAnswer,
  type SteppedOutcome,
  SteppedRefusalCode,
  type SteppedRound
} from "../../../src/domain/api/casinoSteppedRounds"
import type { ResponsibleGamingRefused } from "../../../src/domain/api/limits"
import { commitmentOf, RoundRandom } from "../../../src/domain/casino/fair"
import { type Ratio, ratio, type SteppedGame, winOn } from "../../../src/domain/casino/game"
import { steppedGameOf } from "../../../src/domain/casino/games/stepped"
import { LedgerService } from "../../account/ledger"
import { DatabaseFault } from "../../platform/db/databaseFault"
import { makeCasinoRoundsRepo } from "./repo"
import { CASINO_HOUSE, CASINO_ROUND_KIND, roundLedgerKey } from "./service"
import { refused, refusalOf } from "./refusals"
import { makeSteppedRoundsRepo, type SteppedRow } from "./steppedRepo"
import { newClientSeed, newServerSeed, sha256Hex } from "../../platform/secureRandom"

export type StartSteppedError = CasinoGameUnknown | CasinoRoundInvalid | CasinoRoundRefused | CasinoPlayForbidden | ResponsibleGamingRefused
export type ActSteppedError = CasinoRoundNotFound | CasinoRoundInvalid | CasinoRoundRefused | CasinoPlayForbidden | ResponsibleGamingRefused

export interface CasinoSteppedRoundsServiceShape {
  readonly start: (userId: number, request: StartSteppedRequest) => Effect.Effect<SteppedAnswer, StartSteppedError>
  readonly act: (userId: number, roundId: string, request: ActRequest) => Effect.Effect<SteppedAnswer, ActSteppedError>
  readonly open: (userId: number) => Effect.Effect<OpenSteppedRounds>
  readonly round: (userId: number, roundId: string) => Effect.Effect<SteppedRound, CasinoRoundNotFound>
  /**
   * Ends every round open 24 hours (STEPPED_ROUND_ABANDON_AFTER_MS) by its game's abandon rule, whether or not its
   * player comes back (one who may no longer play included): no round is left hanging, its stake held and its
   * position unpaid. Answers how many it ended.
   */
  readonly sweep: Effect.Effect<number>
}

export class CasinoSteppedRoundsService extends Context.Tag("oddsfold/server/CasinoSteppedRoundsService")<
  CasinoSteppedRoundsService,
  CasinoSteppedRoundsServiceShape
>() {}

/** Tries of one call when the seeds, or the round's step, moved under it (another call of the player's won the race). */
const TRIES = 4

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** How many rounds one read of the sweep ends at most. */
const SWEEP_BATCH = 100

/** JSON with object keys sorted: jsonb keeps keys in its own order, so a stored action is compared by this form. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.keys(inner as object).sort().map((key) => [key, (inner as Record<string, unknown>)[key]]))
      : inner
  )

const invalid = (prefix: string, error: ParseResult.ParseError): CasinoRoundInvalid => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0]
  const field = [prefix, ...(issue?.path ?? []).map(String)].join(".")
  return new CasinoRoundInvalid({ code: CasinoRoundRefusalCode.invalidChoices, field, message: `${field}: ${issue?.message ?? "not one this game takes"}` })
}


/** The stake, and the win, as one ledger transaction's entries (no zero entries). */
const entriesOf = (accountId: number, currency: Currency, staked: number, win: number): LedgerTransaction["entries"] => {
  const player = `player:${accountId}` as AccountRef
  return [
    ...(staked === 0
      ? []
      : [
          { account: player, currency, amount: -staked },
          { account: CASINO_HOUSE, currency, amount: staked }
        ]),
    ...(win === 0
      ? []
      : [
          { account: CASINO_HOUSE, currency, amount: -win },
          { account: player, currency, amount: win }
        ])
  ]
}

const outcomeOf = (game: SteppedGame<any, any, any, any>, state: unknown, openingStake: number, actions: ReadonlyArray<unknown>, abandoned: boolean): SteppedOutcome => ({
  openingStake,
  view: Schema.encodeSync(game.viewSchema)(game.view(state)),
  actions,
  abandoned
})

/**
 * Stepped rounds (migration 050): a start and every step are one statement each, which checks the step it was computed
 * for under the player's lock, so any number of processes may serve one player's round; the state lives only in the
 * database between steps.
 */
export const CasinoSteppedRoundsServiceLive = Layer.effect(
  CasinoSteppedRoundsService,
  Effect.gen(function* () {
    const seedsRepo = yield* makeCasinoRoundsRepo
    const repo = yield* makeSteppedRoundsRepo
    const ledger = yield* LedgerService

    const inLane = makePlayerLanes()

    const gameOfRow = (row: SteppedRow) => {
      const game = steppedGameOf(row.game_id)
      return game === undefined ? Effect.die(new DatabaseFault(`a stepped round of an unknown game ${row.game_id}`)) : Effect.succeed(game)
    }

    const roundOfRow = (row: SteppedRow): Effect.Effect<SteppedRound> =>
      Effect.map(gameOfRow(row), (game) => {
        const state = Schema.decodeUnknownSync(game.stateSchema)(row.state)
        const over = row.ended_at !== null
        return {
          roundId: row.round_id,
          gameId: row.game_id,
          currency: row.currency,
          stake: row.opening_stake,
          staked: row.stake,
          step: row.step,
          over,
          abandoned: row.abandoned,
          view: Schema.encodeSync(game.viewSchema)(game.view(state)),
          win: over ? row.win : null,
          multiple: over ? { num: row.multiple_num, den: row.multiple_den } : null,
          choices: row.choices,
          seeds: { commitment: row.commitment, clientSeed: row.client_seed, nonce: row.nonce, serverSeed: row.revealed_server_seed },
          startedAt: row.started_at.getTime(),
          endedAt: row.ended_at?.getTime() ?? null
        }
      })

    const answerOf = (pk: number, balance: number | null) =>
      Effect.flatMap(repo.byPk(pk), (row) => Effect.map(roundOfRow(row), (round): SteppedAnswer => ({ round, balance: balance ?? 0 })))

    /**
     * The step from `row`'s state to `next` (the game's act, or its abandon rule when `action` is null): the stake it
     * adds debited, what it pays credited when it ends the round, in one statement that checks the round is still at
     * row.step. `playsOn`: the action continues the gamble (SteppedGame.playsOn), so the statement refuses it to a
     * player who may no longer play; ending the position (a cash-out, a stand, the abandon rule) is never refused.
     */
    const stepTo = (userId: number, row: SteppedRow, game: SteppedGame<any, any, any, any>, next: unknown, action: unknown | null, playsOn: boolean) =>
      Effect.gen(function* () {
        const at = yield* now
        const bet = Schema.decodeUnknownSync(game.choices)(row.choices)
        const units = game.stakeUnits(next)
        const extra = Math.max(0, units - row.stake_units) * row.opening_stake
        const over = game.isOver(next)
        const multiple: Ratio = over ? game.multipleOf(bet, next) : ratio(0, 1)
        const win = over ? winOn(row.opening_stake, multiple) : 0
        const actions = action === null ? row.actions : [...row.actions, action]
        const currency = row.currency as Currency
        const entries = entriesOf(row.account_id, currency, extra, win)
        const posting =
          entries.length === 0
            ? null
            : yield* ledger.prepare(CASINO_ROUND_KIND, { key: `${roundLedgerKey(userId, row.round_id)}:${row.step}`, entries }).pipe(Effect.orDie)
        return yield* repo.step({
          userId,
          roundPk: row.round_pk,
          step: row.step,
          action,
          abandon: action === null,
          playsOn,
          state: Schema.encodeSync(game.stateSchema)(next),
          units,
          extra,
          over,
          win,
          multiple,
          outcome: outcomeOf(game, next, row.opening_stake, actions, action === null),
          posting,
          at: posting?.at ?? at
        })
      })

    /** The round ended by its game's abandon rule (a round another call moved meanwhile is left to that call). */
    const abandon = (userId: number, row: SteppedRow) =>
      Effect.gen(function* () {
        if (row.ended_at !== null) return
        const game = yield* gameOfRow(row)
        const state = Schema.decodeUnknownSync(game.stateSchema)(row.state)
        yield* stepTo(userId, row, game, game.abandon(state), null, false)
      })

    const isStale = (row: SteppedRow, at: Date) => row.ended_at === null && at.getTime() - row.started_at.getTime() >= STEPPED_ROUND_ABANDON_AFTER_MS

    const playerSeeds = (userId: number) =>
      Effect.gen(function* () {
        const found = yield* seedsRepo.playerSeeds(userId)
        if (Option.isSome(found)) return found.value
        const serverSeed = newServerSeed()
        yield* seedsRepo.ensurePair({ userId, serverSeed, commitment: commitmentOf(serverSeed), clientSeed: newClientSeed(), at: yield* now })
        const made = yield* seedsRepo.playerSeeds(userId)
        if (Option.isNone(made)) return yield* Effect.die(new DatabaseFault("a seed pair was made and is not there"))
        return made.value
      })

    const start = (userId: number, request: StartSteppedRequest): Effect.Effect<SteppedAnswer, StartSteppedError> =>
      Effect.gen(function* () {
        const game = steppedGameOf(request.gameId)
        if (game === undefined) return yield* new CasinoGameUnknown({ message: `no stepped game ${request.gameId}` })
        const decoded = Schema.decodeUnknownEither(game.choices)(request.choices)
        if (Either.isLeft(decoded)) return yield* invalid("choices", decoded.left)
        const bet = decoded.right
        const choices = Schema.encodeSync(game.choices)(bet)
        const { roundId, stake } = request
        if (!Number.isSafeInteger(stake * game.maxWin.num)) {
          return yield* new CasinoRoundInvalid({ code: CasinoRoundRefusalCode.invalidStake, field: "stake", message: "stake: too large for this game" })
        }
        const requestHash = sha256Hex(JSON.stringify(["stepped", game.id, stake, choices]))

        /** One try with the seeds as read: the answer, or "again" after ending an open round or finding the seeds moved. */
        const attempt = (): Effect.Effect<SteppedAnswer | "again", StartSteppedError> =>
          Effect.gen(function* () {
            const seeds = yield* playerSeeds(userId)
            if (seeds.account_id === null || seeds.currency === null) {
              const known = yield* repo.byRoundId(userId, roundId)
              if (Option.isSome(known) && known.value.request_hash === requestHash) return { round: yield* roundOfRow(known.value), balance: 0 }
              return yield* refused(CasinoRoundRefusalCode.noAccount, "Open an account to play for money.")
            }
            const nonce = seeds.next_nonce
            const state = game.start(bet, new RoundRandom({ serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce }))
            const over = game.isOver(state)
            const multiple: Ratio = over ? game.multipleOf(bet, state) : ratio(0, 1)
            const win = over ? winOn(stake, multiple) : 0
            const currency = seeds.currency as Currency
            const posting = yield* ledger
              .prepare(CASINO_ROUND_KIND, { key: roundLedgerKey(userId, roundId), entries: entriesOf(seeds.account_id, currency, stake, win) })
              .pipe(Effect.orDie)
            const row = yield* repo.start({
              userId,
              roundId,
              requestHash,
              gameId: game.id,
              pairId: seeds.pair_id,
              nonce,
              accountId: seeds.account_id,
              stake,
              win,
              multiple,
              choices,
              outcome: outcomeOf(game, state, stake, [], false),
              posting,
              state: Schema.encodeSync(game.stateSchema)(state),
              over
            })
            switch (row.outcome) {
              case "played":
              case "replayed":
                return yield* answerOf(row.round_pk!, row.balance)
              case "open_round":
                // The player's open round of this game ends by its abandon rule before the new one starts.
                yield* Effect.flatMap(repo.byPk(row.round_pk!), (open) => abandon(userId, open))
                return "again" as const
              case "stale":
                return "again" as const
              default:
                return yield* refusalOf(row, currency)
            }
          })
        // The first try without the lock; then under the player's lock, which every round and every change of seeds
        // takes first: nothing moves the seeds between the read and the start.
        for (let tries = 0; tries < TRIES; tries++) {
          const answer = tries === 0 ? yield* attempt() : yield* seedsRepo.underPlayerLock(userId, attempt())
          if (answer !== "again") return answer
        }
        return yield* refused(CasinoRoundRefusalCode.busy, "The round could not be started now; nothing was paid. Please try again.")
      })

    const act = (userId: number, roundId: string, request: ActRequest): Effect.Effect<SteppedAnswer, ActSteppedError> =>
      Effect.gen(function* () {
        const notFound = new CasinoRoundNotFound({ message: "no such round of yours" })
        for (let attempt = 0; attempt < TRIES; attempt++) {
          const found = yield* repo.byRoundId(userId, roundId)
          if (Option.isNone(found)) return yield* notFound
          let row = found.value
          const game = yield* gameOfRow(row)
          const decoded = Schema.decodeUnknownEither(game.actions)(request.action)
          if (Either.isLeft(decoded)) return yield* invalid("action", decoded.left)
          const action = Schema.encodeSync(game.actions)(decoded.right)
          if (isStale(row, yield* now)) {
            yield* abandon(userId, row)
            row = yield* repo.byPk(row.round_pk)
          }
          if (row.ended_at !== null || request.step !== row.step) {
            // The same action for the step just taken: answered as the round is now, nothing moves again.
            const last = row.step - 1
            if (request.step === last && !row.abandoned && last < row.actions.length && canonical(row.actions[last]) === canonical(action)) {
              return { round: yield* roundOfRow(row), balance: yield* balanceOf(row.account_id) }
            }
            return yield* refused(
              SteppedRefusalCode.stepStale,
              row.ended_at !== null ? "This round is over." : `This round is at step ${row.step}, not ${request.step}: reload it.`
            )
          }
          const next = game.act(Schema.decodeUnknownSync(game.stateSchema)(row.state), decoded.right)
          if (Either.isLeft(next)) {
            return yield* next.left._tag === "RoundOver"
              ? refused(SteppedRefusalCode.stepStale, "This round is over.")
              : refused(SteppedRefusalCode.actionNotAllowed, `Not allowed now: ${next.left.reason}.`)
          }
          const stepped = yield* stepTo(userId, row, game, next.right, action, game.playsOn(decoded.right))
          switch (stepped.outcome) {
            case "stepped":
              return yield* answerOf(row.round_pk, stepped.balance)
            case "not_found":
              return yield* notFound
            case "stale":
              continue
            default:
              return yield* refusalOf(stepped, row.currency)
          }
        }
        return yield* refused(CasinoRoundRefusalCode.busy, "The step could not be taken now; nothing was paid. Please try again.")
      })

    const balanceOf = (accountId: number) => repo.balance(accountId)

    const open = (userId: number): Effect.Effect<OpenSteppedRounds> =>
      Effect.gen(function* () {
        const at = yield* now
        const rows = yield* repo.open(userId)
        const kept: Array<SteppedRow> = []
        for (const row of rows) {
          if (isStale(row, at)) yield* abandon(userId, row)
          else kept.push(row)
        }
        return { rounds: yield* Effect.forEach(kept, roundOfRow) }
      })

    const sweep = Effect.gen(function* () {
      const at = yield* now
      let ended = 0
      for (;;) {
        const rows = yield* repo.openSince(new Date(at.getTime() - STEPPED_ROUND_ABANDON_AFTER_MS), SWEEP_BATCH)
        const before = ended
        for (const row of rows) {
          // In the player's lane, and by a step that names the round's step: a player's act meanwhile wins the race.
          const done = yield* inLane(
            row.user_id,
            Effect.gen(function* () {
              yield* abandon(row.user_id, yield* repo.byPk(row.round_pk))
              return (yield* repo.byPk(row.round_pk)).ended_at !== null
            })
          )
          if (done) ended++
        }
        // A round that cannot end now (its account closed with a win to pay) is left to the next sweep.
        if (rows.length < SWEEP_BATCH || ended === before) return ended
      }
    })

    return {
      sweep,
      start: (userId, request) => inLane(userId, start(userId, request)),
      act: (userId, roundId, request) => inLane(userId, act(userId, roundId, request)),
      open,
      round: (userId, roundId) =>
        Effect.flatMap(repo.byRoundId(userId, roundId), (found) =>
          Option.isSome(found) ? roundOfRow(found.value) : Effect.fail(new CasinoRoundNotFound({ message: "no such round of yours" }))
        )
    }
  })
)
