import { Clock, Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import type { AccountRef, Currency, LedgerTransaction } from "../../src/domain/account/ledger"
import type { Unauthorized } from "../../src/domain/api/errors"
import type { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import {
  type PlaceTotoCouponAnswer,
  type PlaceTotoCouponRequest,
  type TotoAnswer,
  type TotoCoupon,
  TotoCouponInvalid,
  TotoCouponRefused,
  type TotoDraw,
  TotoNotFound,
  TotoRefusalCode
} from "../../src/domain/api/toto"
import type { Game } from "../../src/domain/sports/feed"
import {
  combinationsOf,
  couponProblem,
  linesByMatches,
  matchedOf,
  outcomeOfScore,
  TOTO_BASE_STAKE,
  TOTO_MAX_COMBINATIONS,
  TOTO_MAX_GAMES,
  TOTO_MIN_GAMES,
  type TotoPick,
  type TotoResult
} from "../../src/domain/toto/coupon"
import { prizeOfLines, splitPool, tierLinesOf, TOTO_MARGIN_BP, TOTO_TIERS } from "../../src/domain/toto/pool"
import { LedgerService } from "../account/ledger"
import { refusalOfRow } from "../limits/refusals"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { transactionOrDie } from "../platform/db/databaseFault"
import { sha256Hex } from "../platform/secureRandom"
import { SportsFeed } from "../sports/feed"
import type { Line } from "../sports/feedModel"
import { type CouponRow, type DrawRow, type GameRow, makeTotoRepo } from "./repo"

export type PlaceTotoCouponError = TotoCouponInvalid | TotoCouponRefused | ResponsibleGamingRefused | TotoNotFound | Unauthorized

export interface TotoServiceShape {
  readonly overview: Effect.Effect<TotoAnswer>
  readonly draw: (drawId: number) => Effect.Effect<TotoDraw, TotoNotFound>
  readonly coupons: (userId: number) => Effect.Effect<ReadonlyArray<TotoCoupon>>
  readonly coupon: (userId: number, couponKey: string) => Effect.Effect<TotoCoupon, TotoNotFound>
  readonly place: (userId: number, request: PlaceTotoCouponRequest) => Effect.Effect<PlaceTotoCouponAnswer, PlaceTotoCouponError>
  /** The developer's "finish now": the draw's sales close, its games are played to their end on the line, it is settled. */
  readonly finishNow: (drawId: number) => Effect.Effect<TotoDraw, TotoNotFound>
  /** One step of the schedule now (the leader runs it every TOTO_TICK): a draw opened if none sells, results read, draws settled. */
  readonly tick: Effect.Effect<void>
  /** Results read and every closed draw whose games all have one settled (a second settler at once pays nothing twice). */
  readonly settleDue: Effect.Effect<void>
}

export class TotoService extends Context.Tag("oddsfold/server/TotoService")<TotoService, TotoServiceShape>() {}

export const TOTO_TICK = Duration.seconds(1)
/** Every toto draw is in roubles: a pool is shared in one currency. */
export const TOTO_CURRENCY = "RUB"
/** The stakes of the open draws and the jackpot: the pool's money until it is paid out. */
export const TOTO_POOL: AccountRef = "house:toto-pool"
/** The operator's margin. */
export const TOTO_HOUSE: AccountRef = "house:toto"
export const TOTO_STAKE_KIND = "toto_stake"
export const TOTO_PRIZE_KIND = "toto_prize"
export const TOTO_MARGIN_KIND = "toto_margin"
/** A game enters a draw only if it starts at least this long after the draw opens: the sales run that long at least. */
export const TOTO_SALES_LEAD = Duration.minutes(10)
/** How many closed draws the overview shows. */
export const TOTO_RECENT_DRAWS = 10
/** How many of a player's coupons their list shows. */
export const TOTO_PLAYER_COUPONS = 50

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const move = (from: AccountRef, to: AccountRef, currency: Currency, amount: number): LedgerTransaction["entries"] => [
  { account: from, currency, amount: -amount },
  { account: to, currency, amount }
]

/** A football match of the line a draw may take: not started, with its 1X2 market of the whole game. */
const isTotoGame = (game: Game, from: number): boolean =>
  game.sportId === "football" &&
  game.status === "line" &&
  game.participants === undefined &&
  game.startsAt >= from &&
  game.markets.some((m) => m.type === "1x2" && m.period === 0)

export const drawOf = (row: DrawRow, games: ReadonlyArray<GameRow>, at: number): TotoDraw => ({
  id: row.id,
  status: row.settled_at !== null ? "settled" : row.closes_at.getTime() <= at ? "closed" : "selling",
  currency: row.currency,
  baseStake: row.base_stake,
  openedAt: row.opened_at.getTime(),
  closesAt: row.closes_at.getTime(),
  games: games
    .filter((g) => g.draw_id === row.id)
    .map((g) => ({
      position: g.position,
      gameId: g.game_id,
      home: g.home,
      away: g.away,
      championshipName: g.championship_name,
      startsAt: g.starts_at.getTime(),
      result: g.result,
      score: g.score_home === null || g.score_away === null ? null : { home: g.score_home, away: g.score_away }
    })),
  pool: row.pool ?? row.staked,
  coupons: row.coupons,
  margin: row.margin,
  jackpotIn: row.jackpot_in,
  jackpotOut: row.jackpot_out,
  tiers: row.tiers === null ? null : row.tiers.map((t) => ({ matches: games.filter((g) => g.draw_id === row.id).length - t.missed, shareBp: t.shareBp, fund: t.fund, lines: t.lines, perLine: t.perLine })),
  settledAt: row.settled_at?.getTime() ?? null
})

const couponOf = (row: CouponRow): TotoCoupon => ({
  couponId: row.coupon_key,
  drawId: row.draw_id,
  picks: row.picks as ReadonlyArray<TotoPick>,
  combinations: row.combinations,
  currency: row.currency,
  stake: row.stake,
  placedAt: row.placed_at.getTime(),
  matched: row.settled_at === null ? null : row.matched,
  tierLines: row.settled_at === null || row.lines === null ? null : tierLinesOf(row.lines, row.picks.length),
  prize: row.settled_at === null ? null : row.prize
})

const requestHashOf = (request: PlaceTotoCouponRequest): string => sha256Hex(JSON.stringify([request.drawId, request.picks]))

/**
 * Toto's draws and coupons (migration 063). The cluster's leader keeps the schedule: when no draw is selling it opens
 * one from the line's next football games; it reads the results of a closed draw's games from the line as the coupon
 * settler reads a leg's (the same id, sides and start: its final score; gone from the line without a result: void);
 * and it settles a draw whose games all have results in ONE transaction that takes the draw's row for update (so a
 * second settler waits, then finds it settled), takes the jackpot, shares the pool (src/domain/toto/pool.ts), posts
 * each prize with the coupon's own ledger key and the margin with the draw's. A restarted process, or the next leader,
 * continues from the rows.
 */
export const TotoServiceLive = Layer.scoped(
  TotoService,
  Effect.gen(function* () {
    const repo = yield* makeTotoRepo
    const ledger = yield* LedgerService
    const feed = yield* SportsFeed
    const transaction = transactionOrDie(repo.withTransaction)

    /**
     * A draw from the line's next football games when none is selling. `line` is the line as it stands, or undefined
     * where nobody has asked for it yet: the schedule never makes the line by itself (a cluster nobody asks about
     * sports makes nothing, and a start stays quick); a player asking for toto does.
     */
    const openIfNoneSelling = (at: Date, line: Line | undefined) =>
      Effect.gen(function* () {
        if (line === undefined || Option.isSome(yield* repo.selling(at))) return
        const from = at.getTime() + Duration.toMillis(TOTO_SALES_LEAD)
        const candidates = [...line.games.values()]
          .map((g) => g.game)
          .filter((g) => isTotoGame(g, from))
          .sort((a, b) => a.startsAt - b.startsAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
          .slice(0, TOTO_MAX_GAMES)
        if (candidates.length < TOTO_MIN_GAMES) return
        yield* repo.openDraw({
          currency: TOTO_CURRENCY,
          baseStake: TOTO_BASE_STAKE,
          at,
          games: candidates.map((g) => ({ gameId: g.id, home: g.home, away: g.away, championshipName: g.championshipName, startsAt: new Date(g.startsAt) }))
        })
      })

    /** Each undecided game of a closed draw: its result once the line has it, void once the line no longer knows it. */
    const decideGames = (at: Date) =>
      Effect.gen(function* () {
        const games = yield* repo.undecidedGames(at)
        if (games.length === 0) return
        const line = yield* feed.line
        for (const g of games) {
          const result = line.resultOf(g.game_id)
          const same = (x: { home: string; away: string; startsAt: number } | undefined) =>
            x !== undefined && x.home === g.home && x.away === g.away && x.startsAt === g.starts_at.getTime()
          if (result !== undefined && same(result)) yield* repo.decide({ drawId: g.draw_id, position: g.position, result: outcomeOfScore(result.score), score: result.score, at })
          else if (!same(line.games.get(g.game_id)?.game)) yield* repo.decide({ drawId: g.draw_id, position: g.position, result: "void", score: null, at })
        }
      })

    const settleDraw = (drawId: number) =>
      Effect.gen(function* () {
        // The pool's accounts exist before the transaction takes any lock (as the ledger's own postings make them).
        yield* ledger.houseBalance(TOTO_POOL, TOTO_CURRENCY as Currency)
        yield* ledger.houseBalance(TOTO_HOUSE, TOTO_CURRENCY as Currency)
        yield* transaction(
          Effect.gen(function* () {
            const locked = Option.getOrUndefined(yield* repo.lockDraw(drawId))
            if (locked === undefined || locked.settled_at !== null || locked.open_games > 0) return
            const at = yield* now
            const currency = locked.currency as Currency
            const { amount: jackpotIn } = yield* repo.lockJackpot(currency)
            const games = yield* repo.gamesOf([drawId])
            const results = games.map((g) => (g.result ?? "void") as TotoResult)
            const coupons = (yield* repo.couponsOfDraw(drawId)).filter((c) => c.settled_at === null)
            const counted = coupons.map((c) => {
              const picks = c.picks as ReadonlyArray<TotoPick>
              const lines = linesByMatches(picks, results)
              return { coupon: c, matched: matchedOf(picks, results), lines, tierLines: tierLinesOf(lines, results.length) }
            })
            const pool = coupons.reduce((sum, c) => sum + c.stake, 0)
            const split = splitPool(
              pool,
              jackpotIn,
              TOTO_TIERS.map((_, i) => counted.reduce((sum, c) => sum + c.tierLines[i]!, 0))
            )
            for (const { coupon, lines, matched, tierLines } of counted) {
              const prize = prizeOfLines(tierLines, split)
              if (prize > 0)
                yield* ledger
                  .post(TOTO_PRIZE_KIND, { key: `toto:prize:${coupon.id}`, entries: move(TOTO_POOL, `player:${coupon.account_id}` as AccountRef, currency, prize) })
                  .pipe(Effect.orDie)
              yield* repo.settleCoupon({ pk: coupon.id, matched, lines, prize, at })
            }
            if (split.margin > 0)
              yield* ledger.post(TOTO_MARGIN_KIND, { key: `toto:margin:${drawId}`, entries: move(TOTO_POOL, TOTO_HOUSE, currency, split.margin) }).pipe(Effect.orDie)
            yield* repo.settleDraw({ drawId, pool, margin: split.margin, jackpotIn, jackpotOut: split.jackpotOut, tiers: split.tiers, at })
            yield* repo.setJackpot(currency, split.jackpotOut)
          })
        )
      })

    const settleDue = Effect.gen(function* () {
      const at = yield* now
      yield* decideGames(at)
      for (const { id } of yield* repo.closedUnsettled(at)) yield* settleDraw(id)
    })

    const tick = Effect.gen(function* () {
      yield* openIfNoneSelling(yield* now, feed.current())
      yield* settleDue
    })

    const leadership = yield* ClusterLeadership
    yield* leadership.whileLeading(
      "the toto draws",
      Effect.repeat(
        tick.pipe(Effect.catchAllCause((cause) => Effect.logWarning("the toto draws failed a tick", cause.toString().slice(0, 300)))),
        Schedule.spaced(TOTO_TICK)
      )
    )

    const notFound = (what: string) => new TotoNotFound({ message: `no ${what}` })
    const refused = (code: number, message: string, balance: number | null = null) => new TotoCouponRefused({ code, message, balance })

    const drawsWithGames = (rows: ReadonlyArray<DrawRow>, at: Date) =>
      Effect.map(repo.gamesOf(rows.map((r) => r.id)), (games) => rows.map((row) => drawOf(row, games, at.getTime())))

    const drawNow = (drawId: number) =>
      Effect.gen(function* () {
        const at = yield* now
        const row = Option.getOrUndefined(yield* repo.drawById(drawId))
        if (row === undefined) return yield* notFound(`draw ${drawId}`)
        return (yield* drawsWithGames([row], at))[0]!
      })

    return {
      overview: Effect.gen(function* () {
        const at = yield* now
        if (Option.isNone(yield* repo.selling(at))) yield* openIfNoneSelling(at, yield* feed.line)
        const selling = Option.toArray(yield* repo.selling(at))
        const recent = yield* repo.recent(at, TOTO_RECENT_DRAWS)
        const [current, ...closed] = yield* drawsWithGames([...selling, ...recent], at)
        return {
          current: selling.length === 0 ? null : current!,
          recent: selling.length === 0 ? (current === undefined ? [] : [current, ...closed]) : closed,
          jackpot: yield* repo.jackpot(TOTO_CURRENCY),
          currency: TOTO_CURRENCY,
          baseStake: TOTO_BASE_STAKE,
          maxCombinations: TOTO_MAX_COMBINATIONS,
          marginBp: TOTO_MARGIN_BP,
          tiers: TOTO_TIERS.map((t) => ({ missed: t.missed, shareBp: t.shareBp })),
          now: at.getTime()
        }
      }),
      draw: drawNow,
      coupons: (userId) => Effect.map(repo.couponsOfPlayer(userId, TOTO_PLAYER_COUPONS), (rows) => rows.map(couponOf)),
      coupon: (userId, key) =>
        Effect.flatMap(repo.couponByKey(userId, key), Option.match({ onNone: () => Effect.fail(notFound(`coupon ${key}`)), onSome: (row) => Effect.succeed(couponOf(row)) })),
      place: (userId, request) =>
        Effect.gen(function* () {
          const draw = Option.getOrUndefined(yield* repo.drawById(request.drawId))
          if (draw === undefined) return yield* notFound(`draw ${request.drawId}`)
          const games = (yield* repo.gamesOf([draw.id])).length
          const problem = couponProblem(games, request.picks)
          if (problem !== null)
            return yield* new TotoCouponInvalid({
              field: "picks",
              message:
                problem === "count"
                  ? `a coupon of draw ${draw.id} picks one or more outcomes for each of its ${games} games`
                  : `a coupon stands for at most ${TOTO_MAX_COMBINATIONS} combinations (this one ${combinationsOf(request.picks)})`
            })
          const account = Option.getOrUndefined(yield* repo.activeAccount(userId))
          if (account === undefined) return yield* refused(TotoRefusalCode.noAccount, "no open active account")
          if (account.currency !== draw.currency) return yield* refused(TotoRefusalCode.currency, `toto is played in ${draw.currency}: make your ${draw.currency} account the active one`)
          const combinations = combinationsOf(request.picks)
          const stake = combinations * draw.base_stake
          const posting = yield* ledger
            .prepare(TOTO_STAKE_KIND, { key: `toto:coupon:${userId}:${request.couponKey}`, entries: move(`player:${account.id}` as AccountRef, TOTO_POOL, account.currency as Currency, stake) })
            .pipe(Effect.orDie)
          const row = yield* repo.place({
            userId,
            couponKey: request.couponKey,
            requestHash: requestHashOf(request),
            drawId: draw.id,
            accountId: account.id,
            picks: request.picks,
            combinations,
            stake,
            posting
          })
          switch (row.outcome) {
            case "placed":
            case "replayed":
              return { coupon: couponOf(yield* repo.couponByPk(row.coupon_pk!)), balance: row.balance ?? 0 }
            case "conflict":
              return yield* refused(TotoRefusalCode.keyReused, "this coupon key was used for another coupon")
            case "no_draw":
              return yield* notFound(`draw ${request.drawId}`)
            case "closed":
              return yield* refused(TotoRefusalCode.salesClosed, "the sales of this draw are closed")
            case "banned":
              return yield* refused(TotoRefusalCode.notAllowed, "your account may not play for money now")
            case "currency":
              return yield* refused(TotoRefusalCode.currency, `toto is played in ${draw.currency}`)
            case "rg_excluded":
            case "rg_session":
            case "rg_currency":
            case "rg_limit":
              return yield* refusalOfRow({ ...row, outcome: row.outcome }, account.currency)
            case "no_account":
            case "stale":
              return yield* refused(TotoRefusalCode.noAccount, "no open active account to place with")
            case "insufficient":
              return yield* refused(TotoRefusalCode.insufficient, "not enough money on the account", row.balance)
          }
        }),
      finishNow: (drawId) =>
        Effect.gen(function* () {
          const draw = yield* drawNow(drawId)
          if (draw.status === "selling") yield* repo.closeSalesNow(drawId, yield* now)
          for (const game of draw.games) if (game.result === null) yield* feed.finish(game.gameId)
          yield* decideGames(yield* now)
          yield* settleDraw(drawId)
          yield* openIfNoneSelling(yield* now, yield* feed.line)
          return yield* drawNow(drawId)
        }),
      tick,
      settleDue
    }
  })
)
