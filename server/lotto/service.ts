import { Clock, Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import type { AccountRef, Currency, LedgerTransaction } from "../../src/domain/account/ledger"
import type { Unauthorized } from "../../src/domain/api/errors"
import type { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import {
  type BuyTicketAnswer,
  type BuyTicketRequest,
  type LottoDraw,
  type LottoGamesAnswer,
  LottoNotFound,
  LottoRefusalCode,
  type LottoTicket,
  LottoTicketInvalid,
  LottoTicketRefused
} from "../../src/domain/api/lotto"
import { commitmentOf } from "../../src/domain/casino/fair"
import {
  drawNumbers,
  isLottoGameId,
  LOTTO_GAME_IDS,
  LOTTO_GAMES,
  LOTTO_MAX_STAKE,
  LOTTO_MIN_STAKE,
  type LottoGameId,
  lottoClientSeed,
  matchesOf,
  nextDrawAt,
  prizeOf,
  ticketProblem
} from "../../src/domain/lotto/games"
import { LedgerService } from "../account/ledger"
import { refusalOfRow } from "../limits/refusals"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { type DrawRow, makeLottoRepo, type TicketRow } from "./repo"
import { newServerSeed, sha256Hex } from "../platform/secureRandom"

export type BuyTicketError = LottoTicketInvalid | LottoTicketRefused | ResponsibleGamingRefused | LottoNotFound | Unauthorized

export interface LottoServiceShape {
  readonly games: Effect.Effect<LottoGamesAnswer>
  readonly draw: (drawId: number) => Effect.Effect<LottoDraw, LottoNotFound>
  readonly drawTickets: (userId: number, drawId: number) => Effect.Effect<ReadonlyArray<LottoTicket>>
  readonly ticket: (userId: number, ticketKey: string) => Effect.Effect<LottoTicket, LottoNotFound>
  readonly buy: (userId: number, request: BuyTicketRequest) => Effect.Effect<BuyTicketAnswer, BuyTicketError>
  /** The developer's "draw now": the game's open draw closes its sales at once, is drawn and settled. */
  readonly drawNow: (game: LottoGameId) => Effect.Effect<LottoDraw, LottoNotFound>
  /** One step of the schedule now (the leader runs it every LOTTO_TICK): draws made, due draws drawn, tickets paid. */
  readonly tick: Effect.Effect<void>
  /** Every ticket of every drawn draw paid (what the tick does last; a second settler at once pays nothing twice). */
  readonly settleDrawn: Effect.Effect<void>
}

export class LottoService extends Context.Tag("oddsfold/server/LottoService")<LottoService, LottoServiceShape>() {}

export const LOTTO_TICK = Duration.seconds(1)
export const LOTTO_HOUSE: AccountRef = "house:lotto"
export const LOTTO_STAKE_KIND = "lotto_stake"
export const LOTTO_PRIZE_KIND = "lotto_prize"
/** How many drawn draws of each game the games read shows. */
export const LOTTO_RECENT_DRAWS = 5

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const sortedNumbers = (numbers: ReadonlyArray<number>): ReadonlyArray<number> => [...numbers].sort((a, b) => a - b)

/** The draw as it is served: its seed only once it is drawn. */
export const drawOf = (row: DrawRow): LottoDraw => ({
  id: row.id,
  game: row.game as LottoGameId,
  drawAt: row.draw_at.getTime(),
  commitment: row.commitment,
  clientSeed: lottoClientSeed(row.game),
  nonce: row.id,
  numbers: row.drawn_at === null || row.numbers === null ? null : sortedNumbers(row.numbers),
  serverSeed: row.drawn_at === null ? null : row.server_seed,
  drawnAt: row.drawn_at?.getTime() ?? null
})

const ticketOf = (row: TicketRow): LottoTicket => ({
  ticketId: row.ticket_key,
  drawId: row.draw_id,
  game: row.game as LottoGameId,
  numbers: row.numbers,
  currency: row.currency,
  stake: row.stake,
  boughtAt: row.bought_at.getTime(),
  matches: row.settled_at === null ? null : row.matches,
  prize: row.settled_at === null ? null : row.prize
})

const requestHashOf = (request: BuyTicketRequest): string =>
  sha256Hex(JSON.stringify([request.drawId, sortedNumbers(request.numbers), request.stake]))

const move = (from: AccountRef, to: AccountRef, currency: Currency, amount: number): LedgerTransaction["entries"] => [
  { account: from, currency, amount: -amount },
  { account: to, currency, amount }
]

/**
 * Lotto's draws and tickets (migration 061). The cluster's leader keeps the schedule: each game has its next draw made
 * (its seed drawn, its commitment served) before its sales open, a draw past its time is drawn (its row taken for
 * update, so a purchase still under way finishes first and later ones are refused), and every ticket of a drawn draw is
 * paid once (its row locked, its prize posted with the ticket's own ledger key). A restarted process, or the next
 * leader, continues from the rows.
 */
export const LottoServiceLive = Layer.scoped(
  LottoService,
  Effect.gen(function* () {
    const repo = yield* makeLottoRepo
    const ledger = yield* LedgerService

    const schedule = (at: Date) =>
      Effect.forEach(LOTTO_GAME_IDS, (id) =>
        Effect.gen(function* () {
          const open = yield* repo.openDraws(id)
          if (open.some((d) => d.draw_at.getTime() > at.getTime())) return
          const serverSeed = newServerSeed()
          yield* repo.insertDraw({ game: id, drawAt: new Date(nextDrawAt(LOTTO_GAMES[id], at.getTime())), serverSeed, commitment: commitmentOf(serverSeed), at })
        })
      )

    const drawRow = (row: DrawRow, at: Date) =>
      isLottoGameId(row.game) ? repo.markDrawn(row.id, drawNumbers(LOTTO_GAMES[row.game], row.server_seed, row.id), at) : Effect.void

    const settleDraw = (row: DrawRow, at: Date) =>
      Effect.gen(function* () {
        const drawn = Option.getOrUndefined(yield* repo.drawById(row.id))
        if (drawn === undefined || drawn.numbers === null || !isLottoGameId(drawn.game)) return
        const game = LOTTO_GAMES[drawn.game]
        for (const ticket of yield* repo.openTickets(drawn.id)) {
          const matches = matchesOf(ticket.numbers, drawn.numbers)
          const prize = prizeOf(game, ticket.stake, matches)
          const posting =
            prize === 0
              ? null
              : yield* ledger
                  .prepare(LOTTO_PRIZE_KIND, { key: `lotto:prize:${ticket.id}`, entries: move(LOTTO_HOUSE, `player:${ticket.account_id}` as AccountRef, ticket.currency as Currency, prize) })
                  .pipe(Effect.orDie)
          yield* repo.settle({ ticketPk: ticket.id, matches, prize, posting, at })
        }
        yield* repo.markSettled(drawn.id, at)
      })

    const settleDrawn = Effect.gen(function* () {
      const at = yield* now
      for (const row of yield* repo.unsettledDraws) yield* settleDraw(row, at)
    })

    const tick = Effect.gen(function* () {
      const at = yield* now
      for (const row of yield* repo.dueDraws(at)) yield* drawRow(row, at)
      yield* schedule(at)
      yield* settleDrawn
    })

    const leadership = yield* ClusterLeadership
    yield* leadership.whileLeading(
      "the lotto draws",
      Effect.repeat(
        tick.pipe(Effect.catchAllCause((cause) => Effect.logWarning("the lotto draws failed a tick", cause.toString().slice(0, 300)))),
        Schedule.spaced(LOTTO_TICK)
      )
    )

    const notFound = (what: string) => new LottoNotFound({ message: `no ${what}` })
    const refused = (code: number, message: string, balance: number | null = null) => new LottoTicketRefused({ code, message, balance })

    const answerOf = (pk: number, balance: number) => Effect.map(repo.ticketByPk(pk), (row) => ({ ticket: ticketOf(row), balance }))

    return {
      games: Effect.gen(function* () {
        const at = yield* now
        const games = yield* Effect.forEach(LOTTO_GAME_IDS, (id) =>
          Effect.gen(function* () {
            const game = LOTTO_GAMES[id]
            const open = (yield* repo.openDraws(id)).find((d) => d.draw_at.getTime() > at.getTime())
            const recent = yield* repo.recentDraws(id, LOTTO_RECENT_DRAWS)
            return {
              id,
              pick: game.pick,
              of: game.of,
              everyMs: game.everyMs,
              paytable: Object.entries(game.paytable).map(([matches, multiple]) => ({ matches: Number(matches), multiple })),
              next: open === undefined ? null : drawOf(open),
              recent: recent.map(drawOf)
            }
          })
        )
        return { games, minStake: LOTTO_MIN_STAKE, maxStake: LOTTO_MAX_STAKE, now: at.getTime() }
      }),
      draw: (drawId) => Effect.flatMap(repo.drawById(drawId), Option.match({ onNone: () => Effect.fail(notFound(`draw ${drawId}`)), onSome: (row) => Effect.succeed(drawOf(row)) })),
      drawTickets: (userId, drawId) => Effect.map(repo.ticketsOf(userId, drawId), (rows) => rows.map(ticketOf)),
      ticket: (userId, key) =>
        Effect.flatMap(repo.ticketByKey(userId, key), Option.match({ onNone: () => Effect.fail(notFound(`ticket ${key}`)), onSome: (row) => Effect.succeed(ticketOf(row)) })),
      buy: (userId, request) =>
        Effect.gen(function* () {
          const draw = Option.getOrUndefined(yield* repo.drawById(request.drawId))
          if (draw === undefined || !isLottoGameId(draw.game)) return yield* notFound(`draw ${request.drawId}`)
          const problem = ticketProblem(LOTTO_GAMES[draw.game], request.numbers)
          if (problem !== null) return yield* new LottoTicketInvalid({ field: "numbers", message: `a ticket of ${draw.game} is ${LOTTO_GAMES[draw.game].pick} distinct numbers of 1 … ${LOTTO_GAMES[draw.game].of} (${problem})` })
          const account = Option.getOrUndefined(yield* repo.activeAccount(userId))
          if (account === undefined) return yield* refused(LottoRefusalCode.noAccount, "no open active account")
          const numbers = sortedNumbers(request.numbers)
          const posting = yield* ledger
            .prepare(LOTTO_STAKE_KIND, {
              key: `lotto:ticket:${userId}:${request.ticketKey}`,
              entries: move(`player:${account.id}` as AccountRef, LOTTO_HOUSE, account.currency as Currency, request.stake)
            })
            .pipe(Effect.orDie)
          const row = yield* repo.buy({ userId, ticketKey: request.ticketKey, requestHash: requestHashOf(request), drawId: draw.id, accountId: account.id, numbers, stake: request.stake, posting })
          switch (row.outcome) {
            case "bought":
            case "replayed":
              return yield* answerOf(row.ticket_pk!, row.balance ?? 0)
            case "conflict":
              return yield* refused(LottoRefusalCode.keyReused, "this ticket key was used for another ticket")
            case "no_draw":
              return yield* notFound(`draw ${request.drawId}`)
            case "closed":
              return yield* refused(LottoRefusalCode.salesClosed, "the sales of this draw are closed")
            case "banned":
              return yield* refused(LottoRefusalCode.notAllowed, "your account may not play for money now")
            case "rg_excluded":
            case "rg_session":
            case "rg_currency":
            case "rg_limit":
              return yield* refusalOfRow({ ...row, outcome: row.outcome }, account.currency)
            case "no_account":
            case "stale":
              return yield* refused(LottoRefusalCode.noAccount, "no open active account to buy with")
            case "insufficient":
              return yield* refused(LottoRefusalCode.insufficient, "not enough money on the account", row.balance)
          }
        }),
      drawNow: (game) =>
        Effect.gen(function* () {
          const at = yield* now
          yield* schedule(at)
          const open = (yield* repo.openDraws(game))[0]
          if (open === undefined) return yield* notFound(`open draw of ${game}`)
          yield* repo.closeSalesNow(open.id, at)
          const closed = Option.getOrUndefined(yield* repo.drawById(open.id))
          if (closed === undefined) return yield* notFound(`draw ${open.id}`)
          yield* drawRow(closed, at)
          yield* settleDraw(closed, at)
          yield* schedule(at)
          const made = Option.getOrUndefined(yield* repo.drawById(open.id))
          return made === undefined ? yield* notFound(`draw ${open.id}`) : drawOf(made)
        }),
      tick,
      settleDrawn
    }
  })
)
