import { makePlayerLanes } from "../playerLanes"
import { Cause, Clock, Context, Effect, Either, Exit, Layer, Option, ParseResult, Schema } from "effect"
import type { AccountRef, Currency, LedgerTransaction } from "../../../src/domain/account/ledger"
import {
  type CasinoRound,
  CasinoGameUnknown,
  CasinoPlayForbidden,
  CasinoRoundInvalid,
  CasinoRoundNotFound,
  CasinoRoundRefusalCode,
  CasinoRoundRefused,
  type PlayRoundAnswer,
  type PlayRoundRequest,
  REVEALED_SEEDS_SHOWN,
  type RoundsPage,
  type SeedsAnswer
} from "../../../src/domain/api/casinoRounds"
import type { ResponsibleGamingRefused } from "../../../src/domain/api/limits"
import { commitmentOf, RoundRandom } from "../../../src/domain/casino/fair"
import { winOn } from "../../../src/domain/casino/game"
import { instantGameOf } from "../../../src/domain/casino/games"
import { LedgerService } from "../../account/ledger"
import { DatabaseFault } from "../../platform/db/databaseFault"
import { makeGroupCommit } from "../../platform/db/groupCommit"
import { refused, refusalOf } from "./refusals"
import { makeCasinoRoundsRepo, type PlayedRow, type PlayerSeedsRow, type RoundRow, type RoundToPlay } from "./repo"
import { newClientSeed, newServerSeed, sha256Hex } from "../../platform/secureRandom"

export type PlayRoundError = CasinoGameUnknown | CasinoRoundInvalid | CasinoRoundRefused | CasinoPlayForbidden | ResponsibleGamingRefused

export interface CasinoRoundsServiceShape {
  readonly seeds: (userId: number) => Effect.Effect<SeedsAnswer>
  /** Refused (seedsInUse) while a stepped round of the player's is open: see replacePair. */
  readonly setClientSeed: (userId: number, clientSeed: string) => Effect.Effect<SeedsAnswer, CasinoRoundRefused>
  readonly rotate: (userId: number) => Effect.Effect<SeedsAnswer, CasinoRoundRefused>
  readonly play: (userId: number, request: PlayRoundRequest) => Effect.Effect<PlayRoundAnswer, PlayRoundError>
  readonly rounds: (userId: number, before: number | null, limit: number) => Effect.Effect<RoundsPage>
  readonly round: (userId: number, roundId: string) => Effect.Effect<CasinoRound, CasinoRoundNotFound>
}

export class CasinoRoundsService extends Context.Tag("oddsfold/server/CasinoRoundsService")<CasinoRoundsService, CasinoRoundsServiceShape>() {}

/** The house's side of every round: stakes in, wins out. */
export const CASINO_HOUSE: AccountRef = "house:casino"
/** The ledger's kind of a round's transaction. */
export const CASINO_ROUND_KIND = "casino_round"
/** The ledger key of a player's round: round ids are the client's, unique per player only. */
export const roundLedgerKey = (userId: number, roundId: string): string => `casino:${userId}:${roundId}`

/**
 * Tries under the player's lock after a round found its seeds moved by another process. Under the lock only a change of
 * the active account can move them again.
 */
const STALE_RETRIES = 3
/** Players whose seeds a process remembers at most; past it the longest remembered is forgotten first. */
const CAPACITY = 100_000
/** Rounds on a page when the client names no limit. */
export const ROUNDS_PAGE_DEFAULT = 20

/** What a round is drawn and posted with: the active pair (its secret seed included) and the active account. */
interface PlayerSeeds {
  readonly pairId: number
  readonly serverSeed: string
  readonly commitment: string
  readonly clientSeed: string
  readonly nextNonce: number
  readonly accountId: number | null
  readonly currency: string | null
}

const seedsOfRow = (row: PlayerSeedsRow): PlayerSeeds => ({
  pairId: row.pair_id,
  serverSeed: row.server_seed,
  commitment: row.commitment,
  clientSeed: row.client_seed,
  nextNonce: row.next_nonce,
  accountId: row.account_id,
  currency: row.currency
})

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const roundOfRow = (row: RoundRow): CasinoRound => ({
  roundId: row.round_id,
  gameId: row.game_id,
  currency: row.currency,
  stake: row.stake,
  win: row.win,
  multiple: { num: row.multiple_num, den: row.multiple_den },
  choices: row.choices,
  outcome: row.outcome,
  seeds: { commitment: row.commitment, clientSeed: row.client_seed, nonce: row.nonce, serverSeed: row.revealed_server_seed },
  playedAt: row.played_at.getTime()
})

/** The first problem of a game's choices, named by its path under `choices`. */
const invalidChoices = (error: ParseResult.ParseError): CasinoRoundInvalid => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0]
  const field = ["choices", ...(issue?.path ?? []).map(String)].join(".")
  return new CasinoRoundInvalid({ code: CasinoRoundRefusalCode.invalidChoices, field, message: `${field}: ${issue?.message ?? "not a choice this game takes"}` })
}


/**
 * The seeds a round is drawn with and the round itself (migration 047). A player's seed calls and rounds run one at a
 * time in this process (a lane per player), so the seeds it remembers are exact here and a round is ONE statement
 * (play_casino_round): the outcome is drawn in TypeScript with the remembered nonce, and the statement records it only
 * if that nonce, that pair and that account are still the player's (another process may have moved them: it then
 * answers them as they are, and the round is drawn again with them). An outcome is shown only once recorded.
 */
export const CasinoRoundsServiceLive = Layer.scoped(
  CasinoRoundsService,
  Effect.gen(function* () {
    const repo = yield* makeCasinoRoundsRepo
    const ledger = yield* LedgerService
    // Rounds that arrive while the database is busy are committed together (never inside a transaction of ours).
    const playGrouped = yield* makeGroupCommit({ together: repo.playGroup, alone: repo.play })

    const remembered = new Map<number, PlayerSeeds>()
    const remember = (userId: number, seeds: PlayerSeeds): void => {
      if (!remembered.has(userId) && remembered.size >= CAPACITY) remembered.delete(remembered.keys().next().value!)
      remembered.set(userId, seeds)
    }

    const lane = makePlayerLanes()
    /** `effect` after every earlier seed call or round of this player in this process. */
    const inLane = <A, E>(userId: number, effect: Effect.Effect<A, E>): Effect.Effect<A, E> =>
      lane(
        userId,
        effect.pipe(
          // A round cut off mid-statement may or may not have committed: the seeds are read again next time.
          Effect.onExit((exit) =>
            Effect.sync(() => (Exit.isFailure(exit) && Option.isNone(Cause.failureOption(exit.cause)) ? remembered.delete(userId) : undefined))
          )
        )
      )

    /** The player's active pair (made on first use) and active account, as the database has them now. */
    const readSeeds = (userId: number): Effect.Effect<PlayerSeeds> =>
      Effect.gen(function* () {
        const found = yield* repo.playerSeeds(userId)
        if (Option.isSome(found)) return seedsOfRow(found.value)
        const serverSeed = newServerSeed()
        yield* repo.ensurePair({ userId, serverSeed, commitment: commitmentOf(serverSeed), clientSeed: newClientSeed(), at: yield* now })
        const made = yield* repo.playerSeeds(userId)
        if (Option.isNone(made)) return yield* Effect.die(new DatabaseFault("a seed pair was made and is not there"))
        return seedsOfRow(made.value)
      }).pipe(Effect.tap((seeds) => remember(userId, seeds)))

    const seedsOf = (userId: number) => Effect.suspend(() => {
      const known = remembered.get(userId)
      return known === undefined ? readSeeds(userId) : Effect.succeed(known)
    })

    const seedsAnswer = (userId: number): Effect.Effect<SeedsAnswer> =>
      Effect.gen(function* () {
        yield* seedsOf(userId)
        const pairs = yield* repo.pairs(userId, REVEALED_SEEDS_SHOWN + 1)
        const active = pairs.find((pair) => pair.revealed_at === null)
        if (active === undefined) return yield* Effect.die(new DatabaseFault("the player has no active seed pair"))
        return {
          active: { commitment: active.commitment, clientSeed: active.client_seed, nextNonce: active.next_nonce, createdAt: active.created_at.getTime() },
          revealed: pairs.flatMap((pair) =>
            pair.revealed_at === null || pair.revealed_server_seed === null
              ? []
              : [
                  {
                    commitment: pair.commitment,
                    serverSeed: pair.revealed_server_seed,
                    clientSeed: pair.client_seed,
                    rounds: pair.next_nonce,
                    createdAt: pair.created_at.getTime(),
                    revealedAt: pair.revealed_at.getTime()
                  }
                ]
          )
        }
      })

    /**
     * The active pair revealed and a new one committed, with this client seed (or the one in play); refused while a
     * stepped round is open, whose hidden cards or mines the revealed seed would show.
     */
    const replacePair = (userId: number, clientSeed: string | null) =>
      inLane(
        userId,
        Effect.gen(function* () {
          const current = yield* readSeeds(userId)
          const serverSeed = newServerSeed()
          const open = yield* repo.replacePair({ userId, serverSeed, commitment: commitmentOf(serverSeed), clientSeed: clientSeed ?? current.clientSeed, at: yield* now })
          if (Option.isSome(open)) {
            return yield* new CasinoRoundRefused({
              code: CasinoRoundRefusalCode.seedsInUse,
              message: `Finish your open ${open.value} round first: the seeds cannot change while it is open.`,
              balance: null
            })
          }
          yield* readSeeds(userId)
          return yield* seedsAnswer(userId)
        })
      )

    const replayed = (row: PlayedRow) =>
      Effect.map(repo.roundByPk(row.round_pk!), (round): PlayRoundAnswer => ({ round: roundOfRow(round), balance: row.balance ?? 0 }))


    const play = (userId: number, request: PlayRoundRequest): Effect.Effect<PlayRoundAnswer, PlayRoundError> =>
      Effect.gen(function* () {
        const game = instantGameOf(request.gameId)
        if (game === undefined) return yield* new CasinoGameUnknown({ message: `no instant game ${request.gameId}` })
        const decoded = Schema.decodeUnknownEither(game.choices)(request.choices)
        if (Either.isLeft(decoded)) return yield* invalidChoices(decoded.left)
        const bet = decoded.right
        const choices = Schema.encodeSync(game.choices)(bet)
        const { roundId, stake } = request
        // A game whose choices carry the money (roulette's chips) takes exactly that stake: what is shown is what is paid.
        if (game.stakeOf !== undefined && game.stakeOf(bet) !== stake) {
          return yield* new CasinoRoundInvalid({ code: CasinoRoundRefusalCode.invalidStake, field: "stake", message: "stake: must equal the sum of the chips" })
        }
        const requestHash = sha256Hex(JSON.stringify([game.id, stake, choices]))

        /** One try with these seeds: the round's answer, or the seeds as the database has them now ("stale"). */
        const attempt = (
          seeds: PlayerSeeds,
          play: (round: RoundToPlay) => Effect.Effect<PlayedRow>
        ): Effect.Effect<PlayRoundAnswer | { readonly stale: PlayerSeeds | null }, PlayRoundError> =>
          Effect.gen(function* () {
            if (seeds.accountId === null || seeds.currency === null) {
              // No account to post on: the id's round, if there is one, still answers.
              const known = yield* repo.roundById(userId, roundId)
              if (Option.isNone(known)) return yield* refused(CasinoRoundRefusalCode.noAccount, "Open an account to play for money.")
              if (known.value.request_hash !== requestHash) {
                return yield* refused(CasinoRoundRefusalCode.roundIdReused, "This round id was used for another round: start a new round with a new id.")
              }
              return { round: roundOfRow(known.value), balance: 0 }
            }
            const nonce = seeds.nextNonce
            const outcome = game.draw(bet, new RoundRandom({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce }))
            const multiple = game.multipleOf(bet, outcome)
            if (!Number.isSafeInteger(stake * multiple.num)) {
              return yield* new CasinoRoundInvalid({ code: CasinoRoundRefusalCode.invalidStake, field: "stake", message: "stake: too large for this game" })
            }
            const win = winOn(stake, multiple)
            const player = `player:${seeds.accountId}` as AccountRef
            const currency = seeds.currency as Currency
            const transaction: LedgerTransaction = {
              key: roundLedgerKey(userId, roundId),
              entries: [
                { account: player, currency, amount: -stake },
                { account: CASINO_HOUSE, currency, amount: stake },
                ...(win === 0
                  ? []
                  : [
                      { account: CASINO_HOUSE, currency, amount: -win },
                      { account: player, currency, amount: win }
                    ])
              ]
            }
            const posting = yield* ledger.prepare(CASINO_ROUND_KIND, transaction).pipe(Effect.orDie)
            const encodedOutcome = Schema.encodeSync(game.outcomeSchema)(outcome)
            const row = yield* play({
              userId,
              roundId,
              requestHash,
              gameId: game.id,
              pairId: seeds.pairId,
              nonce,
              accountId: seeds.accountId,
              stake,
              win,
              multiple,
              choices,
              outcome: encodedOutcome,
              posting
            })
            switch (row.outcome) {
              case "played":
                remember(userId, { ...seeds, nextNonce: nonce + 1 })
                return {
                  round: {
                    roundId,
                    gameId: game.id,
                    currency,
                    stake,
                    win,
                    multiple: { num: multiple.num, den: multiple.den },
                    choices,
                    outcome: encodedOutcome,
                    seeds: { commitment: seeds.commitment, clientSeed: seeds.clientSeed, nonce, serverSeed: null },
                    playedAt: posting.at.getTime()
                  },
                  balance: row.balance!
                }
              case "replayed":
                return yield* replayed(row)
              case "stale":
                return {
                  stale:
                    row.pair_id === null || row.server_seed === null || row.commitment === null || row.client_seed === null || row.next_nonce === null
                      ? null
                      : {
                          pairId: row.pair_id,
                          serverSeed: row.server_seed,
                          commitment: row.commitment,
                          clientSeed: row.client_seed,
                          nextNonce: row.next_nonce,
                          accountId: row.account_id,
                          currency: row.currency
                        }
                }
              default:
                return yield* refusalOf(row, currency)
            }
          })

        return yield* inLane(
          userId,
          Effect.gen(function* () {
            // The common case: the remembered seeds are the player's, and the round is one statement.
            const first = yield* attempt(yield* seedsOf(userId), playGrouped)
            if (!("stale" in first)) return first
            // Another process played or rotated meanwhile: drawn again under the player's lock, which every round and
            // every change of seeds takes first, with the seeds read under it: nothing can move them before the round.
            for (let retry = 0; retry < STALE_RETRIES; retry++) {
              const again = yield* repo.underPlayerLock(
                userId,
                Effect.flatMap(readSeeds(userId), (seeds) => attempt(seeds, repo.play))
              )
              if (!("stale" in again)) return again
            }
            remembered.delete(userId)
            return yield* refused(CasinoRoundRefusalCode.busy, "The round could not be played now; nothing was paid. Please try again.")
          })
        )
      })

    return {
      seeds: (userId) => inLane(userId, seedsAnswer(userId)),
      setClientSeed: (userId, clientSeed) => replacePair(userId, clientSeed),
      rotate: (userId) => replacePair(userId, null),
      play,
      rounds: (userId, before, limit) =>
        Effect.map(repo.rounds(userId, before, limit), (rows) => ({
          rounds: rows.map(roundOfRow),
          next: rows.length === limit && rows.length > 0 ? rows[rows.length - 1]!.id : null
        })),
      round: (userId, roundId) =>
        Effect.flatMap(repo.roundById(userId, roundId), (found) =>
          Option.isSome(found) ? Effect.succeed(roundOfRow(found.value)) : Effect.fail(new CasinoRoundNotFound({ message: "no such round of yours" }))
        )
    }
  })
)

