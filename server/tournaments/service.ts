import { Clock, Context, Duration, Effect, Layer, Option, Schedule } from "effect"
import type { AccountRef, Currency } from "../../src/domain/account/ledger"
import type { Unauthorized } from "../../src/domain/api/errors"
import type { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import {
  LEADERBOARD_SIZE,
  type NewTournament,
  type OperatorTournament,
  type TournamentAnswer,
  TournamentChangeRefused,
  TournamentJoinRefused,
  TournamentNotFound,
  TournamentRefusalCode,
  type TournamentsAnswer,
  type TournamentSummary
} from "../../src/domain/api/tournaments"
import { allocatePrizes, phaseOf, prizeTableProblem } from "../../src/domain/tournaments/ranking"
import { LedgerService } from "../account/ledger"
import { responsibleGamingRefusal } from "../limits/refusals"
import { ClusterLeadership } from "../platform/cluster/leadership"
import { demoTournaments } from "./demo"
import { type EntryRow, makeTournamentsRepo, type TournamentRow } from "./repo"

export type JoinError = TournamentNotFound | TournamentJoinRefused | ResponsibleGamingRefused | Unauthorized

export interface TournamentsServiceShape {
  readonly list: (userId: number | null) => Effect.Effect<TournamentsAnswer>
  readonly tournament: (id: number, userId: number | null) => Effect.Effect<TournamentAnswer, TournamentNotFound>
  readonly join: (userId: number, id: number) => Effect.Effect<TournamentAnswer, JoinError>
  readonly all: Effect.Effect<ReadonlyArray<OperatorTournament>>
  readonly create: (t: NewTournament) => Effect.Effect<OperatorTournament, TournamentChangeRefused>
  readonly publish: (id: number) => Effect.Effect<OperatorTournament, TournamentNotFound>
  readonly end: (id: number) => Effect.Effect<OperatorTournament, TournamentNotFound>
  /** Every tournament past its end and its grace paid, once each (a second settler at once pays nothing twice). */
  readonly settleDue: Effect.Effect<void>
}

export class TournamentsService extends Context.Tag("oddsfold/server/TournamentsService")<TournamentsService, TournamentsServiceShape>() {}

export const TOURNAMENTS_TICK = Duration.seconds(1)
/**
 * How long after its end a tournament is paid: a stake made just before the end whose transaction commits a moment
 * after it still counts (the triggers count by the stake's own time), so the standings are read once it has landed.
 */
export const TOURNAMENT_SETTLE_GRACE_MS = 5_000
export const TOURNAMENTS_HOUSE: AccountRef = "house:tournaments"
export const TOURNAMENT_PRIZE_KIND = "tournament_prize"
/** How many tournaments the list shows (the newest ends first). */
export const TOURNAMENTS_SHOWN = 50

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

/** A leaderboard names no one: the first and last digits of a player's id ("12…34"), or "…7" for a short one. */
export const maskedPlayer = (userId: number): string => {
  const id = String(userId)
  return id.length <= 3 ? `…${id.slice(-1)}` : `${id.slice(0, 2)}…${id.slice(-2)}`
}

const summaryOf = (row: TournamentRow, at: number): TournamentSummary => ({
  id: row.id,
  kind: row.kind,
  title: { en: row.title_en, ru: row.title_ru },
  currency: row.currency,
  startsAt: row.starts_at.getTime(),
  endsAt: row.ends_at.getTime(),
  phase: phaseOf(row.starts_at.getTime(), row.ends_at.getTime(), at),
  prizes: row.prizes,
  games: row.kind === "casino" ? row.games : [],
  minCoef: row.min_coef,
  entrants: row.entrants,
  settledAt: row.settled_at?.getTime() ?? null
})

const operatorOf = (row: TournamentRow, at: number): OperatorTournament => ({ ...summaryOf(row, at), key: row.key, published: row.published_at !== null })

/**
 * Tournaments (migration 065). Points are counted by the database's triggers in the stake's own transaction; this
 * service reads the standings, lets a player join, and, under the cluster's leader, pays every tournament once it has
 * ended: its row locked, its winners ranked by the domain's rule (src/domain/tournaments/ranking.ts), each prize posted
 * with the key tournament:<id>:place:<n> and recorded, the tournament marked paid, all in one transaction. A non-production
 * server also keeps a running casino and sports tournament for its demo.
 */
export const TournamentsServiceLive = (options: { readonly production: boolean }) =>
  Layer.scoped(
    TournamentsService,
    Effect.gen(function* () {
      const repo = yield* makeTournamentsRepo
      const ledger = yield* LedgerService

      const notFound = (id: number) => new TournamentNotFound({ message: `no tournament ${id}` })
      const shownRow = (id: number) =>
        Effect.flatMap(repo.byId(id), (found) =>
          Option.isSome(found) && found.value.published_at !== null ? Effect.succeed(found.value) : Effect.fail(notFound(id))
        )

      const placeOf = (id: number, entry: EntryRow) => Effect.map(repo.ahead(id, entry), (ahead) => ahead + 1)

      const answerOf = (row: TournamentRow, userId: number | null) =>
        Effect.gen(function* () {
          const at = (yield* now).getTime()
          const board = yield* repo.board(row.id, LEADERBOARD_SIZE)
          const prizeOfPlace = new Map(row.prizes.map((p) => [p.place, p.amount]))
          const paid = row.settled_at === null ? null : new Map((yield* repo.paid(row.id)).map((p) => [p.entry_id, p.amount]))
          const mine = userId === null ? Option.none() : yield* repo.entryOf(row.id, userId)
          return {
            tournament: summaryOf(row, at),
            leaderboard: board.map((e, i) => ({
              place: i + 1,
              player: maskedPlayer(e.user_id),
              points: e.points,
              prize: paid !== null ? (paid.get(e.id) ?? null) : e.points > 0 ? (prizeOfPlace.get(i + 1) ?? null) : null,
              me: e.user_id === userId
            })),
            me: Option.isNone(mine) ? null : { place: yield* placeOf(row.id, mine.value), points: mine.value.points, joinedAt: mine.value.joined_at.getTime() },
            now: at
          }
        })

      const settleOne = (id: number) =>
        Effect.gen(function* () {
          const row = Option.getOrUndefined(yield* repo.byId(id))
          if (row === undefined || row.settled_at !== null) return
          const winners = yield* repo.winners(id)
          const accountOf = new Map(winners.map((w) => [w.id, w.account_id]))
          const prizes = allocatePrizes(
            winners.map((w) => ({ entryId: w.id, userId: w.user_id, points: w.points, reachedAt: w.reached_at.getTime() })),
            row.prizes
          )
          const toPay = yield* Effect.forEach(prizes, (prize) =>
            Effect.map(
              ledger
                .prepare(TOURNAMENT_PRIZE_KIND, {
                  key: `tournament:${id}:place:${prize.place}`,
                  entries: [
                    { account: TOURNAMENTS_HOUSE, currency: row.currency as Currency, amount: -prize.amount },
                    { account: `player:${accountOf.get(prize.entryId)}` as AccountRef, currency: row.currency as Currency, amount: prize.amount }
                  ]
                })
                .pipe(Effect.orDie),
              (posting) => ({ ...prize, posting })
            )
          )
          yield* repo.settle(id, yield* now, toPay)
        })

      const settleDue = Effect.gen(function* () {
        const at = yield* now
        for (const id of yield* repo.due(new Date(at.getTime() - TOURNAMENT_SETTLE_GRACE_MS))) yield* settleOne(id)
      })

      const createRow = (t: NewTournament, publish: boolean) =>
        Effect.gen(function* () {
          const refuse = (field: string, message: string) => Effect.fail(new TournamentChangeRefused({ field, message }))
          if (t.endsAt <= t.startsAt) return yield* refuse("endsAt", "a tournament ends after it starts")
          const problem = prizeTableProblem(t.prizes)
          if (problem !== null) return yield* refuse("prizes", problem)
          if (t.kind === "casino" && t.games.length === 0) return yield* refuse("games", "a casino tournament names the games that count")
          if (t.kind === "casino" && new Set(t.games.map((g) => g.gameId)).size !== t.games.length) return yield* refuse("games", "a game is named once")
          if (t.kind === "sports" && t.minCoef === null) return yield* refuse("minCoef", "a sports tournament names its minimum odds")
          if (!(yield* repo.currencyExists(t.currency))) return yield* refuse("currency", `no currency ${t.currency} on this site`)
          if (Option.isNone(yield* repo.byKey(t.key))) {
            yield* repo
              .create({
                key: t.key,
                kind: t.kind,
                titleEn: t.titleEn,
                titleRu: t.titleRu,
                currency: t.currency,
                startsAt: new Date(t.startsAt),
                endsAt: new Date(t.endsAt),
                minCoef: t.kind === "sports" ? t.minCoef : null,
                prizes: t.prizes,
                games: t.kind === "casino" ? t.games : [],
                publish,
                at: yield* now
              })
          }
          const made = Option.getOrUndefined(yield* repo.byKey(t.key))
          if (made === undefined) return yield* refuse("key", "the tournament was not made")
          return operatorOf(made, (yield* now).getTime())
        })

      const seedDemo = Effect.gen(function* () {
        const at = yield* now
        for (const t of demoTournaments(at.getTime())) {
          if (yield* repo.runningOfKind(t.kind, at)) continue
          yield* createRow(t, true).pipe(Effect.catchAll((refused) => Effect.logWarning(`the demo tournament ${t.key} was refused: ${refused.message}`)))
        }
      })

      const leadership = yield* ClusterLeadership
      const tick = Effect.zipRight(options.production ? Effect.void : seedDemo, settleDue)
      yield* leadership.whileLeading(
        "the tournaments",
        Effect.repeat(
          tick.pipe(Effect.catchAllCause((cause) => Effect.logWarning("the tournaments failed a tick", cause.toString().slice(0, 300)))),
          Schedule.spaced(TOURNAMENTS_TICK)
        )
      )

      const operatorAnswer = (id: number) =>
        Effect.flatMap(repo.byId(id), (found) =>
          Option.isNone(found) ? Effect.fail(notFound(id)) : Effect.map(now, (at) => operatorOf(found.value, at.getTime()))
        )

      return {
        list: (userId) =>
          Effect.gen(function* () {
            const at = (yield* now).getTime()
            const rows = yield* repo.shown(TOURNAMENTS_SHOWN)
            const joined = userId === null ? new Set<number>() : yield* repo.joinedIds(userId)
            return { tournaments: rows.map((row) => ({ ...summaryOf(row, at), joined: joined.has(row.id) })), now: at }
          }),
        tournament: (id, userId) => Effect.flatMap(shownRow(id), (row) => answerOf(row, userId)),
        join: (userId, id) =>
          Effect.gen(function* () {
            const row = yield* shownRow(id)
            const joined = yield* repo.join(id, userId, yield* now)
            const refused = (code: number, message: string) => Effect.fail(new TournamentJoinRefused({ code, message }))
            switch (joined.outcome) {
              case "joined":
              case "joined_before":
                return yield* answerOf(Option.getOrElse(yield* repo.byId(id), () => row), userId)
              case "no_tournament":
                return yield* Effect.fail(notFound(id))
              case "closed":
                return yield* refused(TournamentRefusalCode.closed, "this tournament is over")
              case "banned":
                return yield* refused(TournamentRefusalCode.notAllowed, "your account may not play for money now")
              case "no_account":
                return yield* refused(TournamentRefusalCode.noAccount, `you need an open ${row.currency} account to join this tournament`)
              case "rg_excluded":
                return yield* Effect.fail(
                  responsibleGamingRefusal({ refusal: "excluded", limitType: joined.rg_type ?? 30, remaining: null, until: joined.rg_until, currency: row.currency }, "stake")
                )
            }
          }),
        all: Effect.gen(function* () {
          const at = (yield* now).getTime()
          return (yield* repo.all).map((row) => operatorOf(row, at))
        }),
        create: (t) => createRow(t, false),
        publish: (id) => Effect.flatMap(now, (at) => Effect.zipRight(repo.publish(id, at), operatorAnswer(id))),
        end: (id) => Effect.flatMap(now, (at) => Effect.zipRight(repo.endNow(id, at), operatorAnswer(id))),
        settleDue
      }
    })
  )
