import { makePlayerLanes } from "../playerLanes"
import { Clock, Context, Effect, Either, Layer, Option, ParseResult, Schema } from "effect"
import type { AccountRef, Currency, LedgerTransaction } from "../../../src/domain/account/ledger"
import {
  BONUS_PLAYS_SHOWN,
  type BonusGamePlay,
  type BonusGamesAnswer,
  BonusGameRefusalCode,
  BonusGameUnknown,
  BonusGrantPlayerUnknown,
  type BonusPlaysAnswer,
  BonusPlayInvalid,
  BonusPlayRefused,
  type FreePlays,
  type PlayBonusGameAnswer,
  type PlayBonusGameRequest
} from "../../../src/domain/api/bonusGames"
import { CasinoPlayForbidden, CasinoRoundRefusalCode } from "../../../src/domain/api/casinoRounds"
import type { ResponsibleGamingRefused } from "../../../src/domain/api/limits"
import { BONUS_GAMES, bonusGameOf } from "../../../src/domain/casino/bonusGames/catalogue"
import { freePlaysLeft, nextDailyPlayAt, utcDay } from "../../../src/domain/casino/bonusGames/freePlays"
import { BONUS_PRIZE_BASE, prizeInMinorUnits } from "../../../src/domain/casino/bonusGames/prizeBase"
import { commitmentOf, RoundRandom } from "../../../src/domain/casino/fair"
import { LedgerService } from "../../account/ledger"
import { DatabaseFault } from "../../platform/db/databaseFault"
import { type RefusalFacts, responsibleGamingRefusal } from "../../limits/refusals"
import { makeCasinoRoundsRepo, type PlayerSeedsRow } from "../rounds/repo"
import { makeBonusGamesRepo, type PlayRow } from "./repo"
import { newClientSeed, newServerSeed, sha256Hex } from "../../platform/secureRandom"

export type PlayBonusGameError = BonusGameUnknown | BonusPlayInvalid | BonusPlayRefused | CasinoPlayForbidden | ResponsibleGamingRefused

export interface BonusGamesServiceShape {
  readonly games: (userId: number) => Effect.Effect<BonusGamesAnswer>
  readonly play: (userId: number, request: PlayBonusGameRequest) => Effect.Effect<PlayBonusGameAnswer, PlayBonusGameError>
  readonly plays: (userId: number) => Effect.Effect<BonusPlaysAnswer>
  readonly grant: (userId: number, plays: number, source: string) => Effect.Effect<{ readonly userId: number; readonly grantedLeft: number }, BonusGrantPlayerUnknown>
}

export class BonusGamesService extends Context.Tag("oddsfold/server/BonusGamesService")<BonusGamesService, BonusGamesServiceShape>() {}

/** The house's side of every prize. */
export const BONUS_GAMES_HOUSE: AccountRef = "house:bonus-games"
/** The ledger's kind of a prize's transaction. */
export const BONUS_PRIZE_KIND = "bonus_game_prize"
/** The ledger key of a player's play: play ids are the client's, unique per player only. */
export const playLedgerKey = (userId: number, playId: string): string => `bonus-game:${userId}:${playId}`

/** Plays of one player drawn again because another server process moved their seeds meanwhile, at most. */
const STALE_RETRIES = 5

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const playOfRow = (row: PlayRow): BonusGamePlay => ({
  playId: row.play_id,
  gameId: row.game_id,
  freePlay: row.free_play,
  currency: row.currency,
  prizeMultiple: row.prize_multiple,
  prize: row.prize,
  choice: row.choice,
  outcome: row.outcome,
  seeds: { commitment: row.commitment, clientSeed: row.client_seed, nonce: row.nonce, serverSeed: row.revealed_server_seed },
  playedAt: row.played_at.getTime()
})

const invalidChoice = (error: ParseResult.ParseError): BonusPlayInvalid => {
  const issue = ParseResult.ArrayFormatter.formatErrorSync(error)[0]
  const field = ["choice", ...(issue?.path ?? []).map(String)].join(".")
  return new BonusPlayInvalid({ code: BonusGameRefusalCode.invalidChoice, field, message: `${field}: ${issue?.message ?? "not a choice this game takes"}` })
}

const refused = (code: number, message: string, nextDailyAt: number | null = null) => new BonusPlayRefused({ code, message, nextDailyAt })

const GAMES_INFO = BONUS_GAMES.map((game) => ({
  id: game.id,
  prizeTable: game.prizeTable,
  expectedPrize: { num: game.expectedPrize.num, den: game.expectedPrize.den },
  maxPrize: game.maxPrize
}))

/**
 * The bonus mini-games' plays (migration 049). A play is drawn in TypeScript from the player's active casino seed pair
 * with its next nonce (as a casino round is) and recorded by ONE statement (play_bonus_game) only if that pair, that
 * nonce and that account are still the player's; else it is drawn again with them as they are. The casino rounds
 * service finds the nonce moved the same way and draws again, so plays and rounds share one nonce sequence and both
 * are recomputed from the same revealed seed. A player's plays run one at a time in this process.
 */
export const BonusGamesServiceLive = Layer.effect(
  BonusGamesService,
  Effect.gen(function* () {
    const repo = yield* makeBonusGamesRepo
    const seedsRepo = yield* makeCasinoRoundsRepo
    const ledger = yield* LedgerService

    const inLane = makePlayerLanes()

    const freePlaysOf = (userId: number, at: number): Effect.Effect<FreePlays> =>
      Effect.map(repo.freePlays(userId, utcDay(at)), (row) => {
        const facts = { dailyUsed: row.daily_used, grantedLeft: Math.max(0, row.granted_left) }
        return { left: freePlaysLeft(facts), dailyUsed: facts.dailyUsed, grantedLeft: facts.grantedLeft, nextDailyAt: nextDailyPlayAt(at) }
      })

    /** The active pair (made if the player has none, as the casino rounds service makes it) and active account. */
    const seedsOf = (userId: number): Effect.Effect<PlayerSeedsRow> =>
      Effect.gen(function* () {
        const found = yield* seedsRepo.playerSeeds(userId)
        if (Option.isSome(found)) return found.value
        const serverSeed = newServerSeed()
        yield* seedsRepo.ensurePair({ userId, serverSeed, commitment: commitmentOf(serverSeed), clientSeed: newClientSeed(), at: yield* now })
        const made = yield* seedsRepo.playerSeeds(userId)
        if (Option.isNone(made)) return yield* Effect.die(new DatabaseFault("a seed pair was made and is not there"))
        return made.value
      })

    const answerOfKnown = (userId: number, row: PlayRow, at: number): Effect.Effect<PlayBonusGameAnswer> =>
      Effect.map(freePlaysOf(userId, at), (freePlays) => ({ play: playOfRow(row), bonusBalance: row.bonus_balance, freePlays }))

    const play = (userId: number, request: PlayBonusGameRequest): Effect.Effect<PlayBonusGameAnswer, PlayBonusGameError> =>
      Effect.gen(function* () {
        const game = bonusGameOf(request.game)
        if (game === undefined) return yield* new BonusGameUnknown({ message: `no bonus game ${request.game}` })
        const decoded = Schema.decodeUnknownEither(game.choice)(request.choice)
        if (Either.isLeft(decoded)) return yield* invalidChoice(decoded.left)
        const choice = decoded.right
        const encodedChoice = Schema.encodeSync(game.choice)(choice)
        const { playId } = request
        const requestHash = sha256Hex(JSON.stringify([game.id, encodedChoice]))
        const reused = refused(BonusGameRefusalCode.playIdReused, "This play id was used for another play: start a new play with a new id.")

        return yield* inLane(
          userId,
          Effect.gen(function* () {
            let seeds = yield* seedsOf(userId)
            for (let attempt = 0; attempt <= STALE_RETRIES; attempt++) {
              const at = yield* now
              const atMs = at.getTime()
              if (seeds.account_id === null || seeds.currency === null) {
                const known = yield* repo.playById(userId, playId)
                if (Option.isNone(known)) return yield* refused(BonusGameRefusalCode.noAccount, "Open an account to play: prizes are paid in its currency.")
                if (known.value.request_hash !== requestHash) return yield* reused
                return yield* answerOfKnown(userId, known.value, atMs)
              }
              const currency = seeds.currency
              const bonusAccountId = yield* repo.bonusAccount(userId, currency, at)
              const nonce = seeds.next_nonce
              const outcome = game.draw(choice, new RoundRandom({ serverSeed: seeds.server_seed, clientSeed: seeds.client_seed, nonce }))
              const prizeMultiple = game.prizeOf(choice, outcome)
              const prize = prizeInMinorUnits(prizeMultiple, currency)
              const transaction: LedgerTransaction = {
                key: playLedgerKey(userId, playId),
                entries: [
                  { account: BONUS_GAMES_HOUSE, currency: currency as Currency, amount: -prize },
                  { account: `player:${bonusAccountId}` as AccountRef, currency: currency as Currency, amount: prize }
                ]
              }
              const posting = prize === 0 ? null : yield* ledger.prepare(BONUS_PRIZE_KIND, transaction).pipe(Effect.orDie)
              const encodedOutcome = Schema.encodeSync(game.outcomeSchema)(outcome)
              const row = yield* repo.play({
                userId,
                playId,
                requestHash,
                gameId: game.id,
                pairId: seeds.pair_id,
                nonce,
                accountId: seeds.account_id,
                bonusAccountId,
                currency,
                day: utcDay(atMs),
                prizeMultiple,
                prize,
                choice: encodedChoice,
                outcome: encodedOutcome,
                posting,
                at
              })
              switch (row.outcome) {
                case "played":
                  return {
                    play: {
                      playId,
                      gameId: game.id,
                      freePlay: row.free_play === "granted" ? "granted" : "daily",
                      currency,
                      prizeMultiple,
                      prize,
                      choice: encodedChoice,
                      outcome: encodedOutcome,
                      seeds: { commitment: seeds.commitment, clientSeed: seeds.client_seed, nonce, serverSeed: null },
                      playedAt: atMs
                    },
                    bonusBalance: row.bonus_balance ?? 0,
                    freePlays: yield* freePlaysOf(userId, atMs)
                  } satisfies PlayBonusGameAnswer
                case "replayed":
                  return yield* Effect.flatMap(repo.playByPk(row.play_pk!), (known) => answerOfKnown(userId, known, atMs))
                case "conflict":
                  return yield* reused
                case "banned":
                case "frozen":
                  return yield* new CasinoPlayForbidden({
                    code: CasinoRoundRefusalCode.notAllowed,
                    reason: row.outcome,
                    message: row.outcome === "banned" ? "Your account may not play." : "Your account is frozen: it cannot play now."
                  })
                case "rg_excluded":
                case "rg_session":
                  return yield* responsibleGamingRefusal(
                    { refusal: row.outcome.slice(3) as RefusalFacts["refusal"], limitType: row.rg_type ?? 30, remaining: null, until: row.rg_until, currency },
                    "stake"
                  )
                case "no_free_play":
                  return yield* refused(BonusGameRefusalCode.noFreePlay, "No free play is left: the next one comes at midnight UTC.", nextDailyPlayAt(atMs))
                case "stale":
                  // Another process moved the pair, the nonce or the account: read them as they are and draw again.
                  seeds = yield* seedsOf(userId)
                  continue
              }
            }
            return yield* refused(BonusGameRefusalCode.busy, "The play could not be made now; nothing was used. Please try again.")
          })
        )
      })

    return {
      games: (userId) =>
        Effect.gen(function* () {
          const at = (yield* now).getTime()
          const wallet = yield* repo.wallet(userId)
          return {
            games: GAMES_INFO,
            freePlays: yield* freePlaysOf(userId, at),
            currency: wallet.currency,
            prizeBase: wallet.currency === null ? 0 : (BONUS_PRIZE_BASE[wallet.currency] ?? 0),
            bonusBalance: wallet.bonus_balance ?? 0,
            now: at
          }
        }),
      play,
      plays: (userId) => Effect.map(repo.plays(userId, BONUS_PLAYS_SHOWN), (rows) => ({ plays: rows.map(playOfRow) })),
      grant: (userId, plays, source) =>
        Effect.gen(function* () {
          const at = yield* now
          const made = yield* repo.grant(userId, plays, source, at)
          if (Option.isNone(made)) return yield* new BonusGrantPlayerUnknown({ message: `no player ${userId}` })
          const free = yield* freePlaysOf(userId, at.getTime())
          return { userId, grantedLeft: free.grantedLeft }
        })
    }
  })
)
