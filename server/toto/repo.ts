import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../account/ledgerRepo"
import { RG_OUTCOMES, RgColumns } from "../limits/refusals"
import { orDieQuietly } from "../platform/db/databaseFault"

/** Arrays as JSON text (array_to_json): the same on PGlite and node-postgres. */
const Texts = Schema.parseJson(Schema.Array(Schema.String))
const Ints = Schema.parseJson(Schema.Array(Schema.Int))

/** A draw (migration 063) with the sums of its coupons. */
export const DrawRow = Schema.Struct({
  id: BigIntColumn,
  currency: Schema.String,
  base_stake: BigIntColumn,
  opened_at: Schema.DateFromSelf,
  closes_at: Schema.DateFromSelf,
  staked: BigIntColumn,
  coupons: BigIntColumn,
  pool: Schema.NullOr(BigIntColumn),
  margin: Schema.NullOr(BigIntColumn),
  jackpot_in: Schema.NullOr(BigIntColumn),
  jackpot_out: Schema.NullOr(BigIntColumn),
  tiers: Schema.NullOr(Schema.parseJson(Schema.Array(Schema.Struct({ missed: Schema.Int, shareBp: Schema.Int, fund: Schema.Int, lines: Schema.Int, perLine: Schema.Int })))),
  settled_at: Schema.NullOr(Schema.DateFromSelf)
})
export type DrawRow = typeof DrawRow.Type

export const GameRow = Schema.Struct({
  draw_id: BigIntColumn,
  position: Schema.Number,
  game_id: Schema.String,
  home: Schema.String,
  away: Schema.String,
  championship_name: Schema.String,
  starts_at: Schema.DateFromSelf,
  result: Schema.NullOr(Schema.Literal("1", "X", "2", "void")),
  score_home: Schema.NullOr(Schema.Number),
  score_away: Schema.NullOr(Schema.Number)
})
export type GameRow = typeof GameRow.Type

export const CouponRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  coupon_key: Schema.String,
  draw_id: BigIntColumn,
  account_id: BigIntColumn,
  currency: Schema.String,
  picks: Texts,
  combinations: Schema.Number,
  stake: BigIntColumn,
  placed_at: Schema.DateFromSelf,
  matched: Schema.NullOr(Schema.Number),
  lines: Schema.NullOr(Ints),
  prize: Schema.NullOr(BigIntColumn),
  settled_at: Schema.NullOr(Schema.DateFromSelf)
})
export type CouponRow = typeof CouponRow.Type

const PlacedRow = Schema.Struct({
  outcome: Schema.Literal(
    "placed",
    "replayed",
    "conflict",
    "no_draw",
    "closed",
    "banned",
    "no_account",
    "stale",
    "currency",
    ...RG_OUTCOMES,
    "insufficient"
  ),
  coupon_pk: Schema.NullOr(BigIntColumn),
  balance: Schema.NullOr(BigIntColumn),
  ...RgColumns
})
export type PlacedRow = typeof PlacedRow.Type

export interface CouponToPlace {
  readonly userId: number
  readonly couponKey: string
  readonly requestHash: string
  readonly drawId: number
  readonly accountId: number
  readonly picks: ReadonlyArray<string>
  readonly combinations: number
  readonly stake: number
  readonly posting: PreparedPosting
}

export interface GameToOpen {
  readonly gameId: string
  readonly home: string
  readonly away: string
  readonly championshipName: string
  readonly startsAt: Date
}

export interface DrawSettlement {
  readonly drawId: number
  readonly pool: number
  readonly margin: number
  readonly jackpotIn: number
  readonly jackpotOut: number
  readonly tiers: ReadonlyArray<{ readonly missed: number; readonly shareBp: number; readonly fund: number; readonly lines: number; readonly perLine: number }>
  readonly at: Date
}

const drawColumns = (sql: SqlClient.SqlClient) =>
  sql`d.id, d.currency, d.base_stake, d.opened_at, d.closes_at,
      coalesce((select sum(c.stake) from toto_coupons c where c.draw_id = d.id), 0)::bigint as staked,
      (select count(*) from toto_coupons c where c.draw_id = d.id)::bigint as coupons,
      d.pool, d.margin, d.jackpot_in, d.jackpot_out, d.tiers::text as tiers, d.settled_at`

const couponColumns = (sql: SqlClient.SqlClient) =>
  sql`c.id, c.user_id, c.coupon_key, c.draw_id, c.account_id, c.currency, array_to_json(c.picks)::text as picks, c.combinations, c.stake,
      c.placed_at, c.matched, array_to_json(c.lines)::text as lines, c.prize, c.settled_at`

const textArray = (items: ReadonlyArray<string>): string => `{${items.map((item) => `"${item.replace(/["\\]/g, "")}"`).join(",")}}`
const intArray = (items: ReadonlyArray<number>): string => `{${items.map((n) => Math.trunc(n)).join(",")}}`

/** SQL of migration 063: the draws, their games, the coupons and the jackpot. */
export const makeTotoRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const drawById = SqlSchema.findOne({ Request: Schema.Number, Result: DrawRow, execute: (id) => sql`select ${drawColumns(sql)} from toto_draws d where d.id = ${id}` })
  const selling = SqlSchema.findOne({
    Request: Schema.DateFromSelf,
    Result: DrawRow,
    execute: (at) => sql`select ${drawColumns(sql)} from toto_draws d where d.closes_at > ${at} and d.settled_at is null order by d.id desc limit 1`
  })
  const recent = SqlSchema.findAll({
    Request: Schema.Struct({ at: Schema.DateFromSelf, limit: Schema.Number }),
    Result: DrawRow,
    execute: ({ at, limit }) => sql`select ${drawColumns(sql)} from toto_draws d where d.closes_at <= ${at} order by d.closes_at desc, d.id desc limit ${limit}`
  })
  const closedUnsettled = SqlSchema.findAll({
    Request: Schema.DateFromSelf,
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: (at) => sql`select d.id from toto_draws d where d.settled_at is null and d.closes_at <= ${at} order by d.id`
  })
  const gamesOf = SqlSchema.findAll({
    Request: Schema.Array(Schema.Number),
    Result: GameRow,
    execute: (ids) =>
      sql`select g.draw_id, g.position, g.game_id, g.home, g.away, g.championship_name, g.starts_at, g.result, g.score_home, g.score_away
          from toto_draw_games g where g.draw_id in ${sql.in(ids.length === 0 ? [0] : ids)} order by g.draw_id, g.position`
  })
  const couponsOfDraw = SqlSchema.findAll({
    Request: Schema.Number,
    Result: CouponRow,
    execute: (drawId) => sql`select ${couponColumns(sql)} from toto_coupons c where c.draw_id = ${drawId} order by c.id`
  })
  const couponsOfPlayer = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, limit: Schema.Number }),
    Result: CouponRow,
    execute: ({ limit, userId }) => sql`select ${couponColumns(sql)} from toto_coupons c where c.user_id = ${userId} order by c.id desc limit ${limit}`
  })
  const couponByKey = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, key: Schema.String }),
    Result: CouponRow,
    execute: ({ key, userId }) => sql`select ${couponColumns(sql)} from toto_coupons c where c.user_id = ${userId} and c.coupon_key = ${key}`
  })
  const couponByPk = SqlSchema.single({ Request: Schema.Number, Result: CouponRow, execute: (pk) => sql`select ${couponColumns(sql)} from toto_coupons c where c.id = ${pk}` })
  const place = SqlSchema.single({
    Request: Schema.Any,
    Result: PlacedRow,
    execute: (c: CouponToPlace) =>
      sql`select * from place_toto_coupon(${c.userId}, ${c.couponKey}, ${c.requestHash}, ${c.drawId}, ${c.accountId}, ${textArray(c.picks)}::text[],
            ${c.combinations}, ${c.stake}, ${c.posting.kind}, ${c.posting.key}, ${c.posting.contentHash}, ${c.posting.at}, ${JSON.stringify(c.posting.entries)}::jsonb)`
  })
  const activeAccount = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ id: BigIntColumn, currency: Schema.String }),
    execute: (userId) =>
      sql`select a.id, a.currency::text as currency from wallets w join ledger_accounts a on a.id = w.active_account_id and a.user_id = w.user_id
          where w.user_id = ${userId} and a.closed_at is null`
  })
  const lockDraw = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ id: BigIntColumn, currency: Schema.String, settled_at: Schema.NullOr(Schema.DateFromSelf), open_games: BigIntColumn }),
    execute: (id) =>
      sql`select d.id, d.currency, d.settled_at, (select count(*) from toto_draw_games g where g.draw_id = d.id and g.decided_at is null)::bigint as open_games
          from toto_draws d where d.id = ${id} for update of d`
  })
  const lockJackpot = SqlSchema.single({
    Request: Schema.String,
    Result: Schema.Struct({ amount: BigIntColumn }),
    execute: (currency) => sql`select amount from toto_jackpots where currency = ${currency} for update`
  })
  const jackpot = SqlSchema.findOne({ Request: Schema.String, Result: Schema.Struct({ amount: BigIntColumn }), execute: (currency) => sql`select amount from toto_jackpots where currency = ${currency}` })

  return {
    withTransaction: sql.withTransaction,
    drawById: (id: number) => orDieQuietly(drawById(id)),
    selling: (at: Date) => orDieQuietly(selling(at)),
    recent: (at: Date, limit: number) => orDieQuietly(recent({ at, limit })),
    closedUnsettled: (at: Date) => orDieQuietly(closedUnsettled(at)),
    gamesOf: (drawIds: ReadonlyArray<number>) => orDieQuietly(gamesOf(drawIds)),
    couponsOfDraw: (drawId: number) => orDieQuietly(couponsOfDraw(drawId)),
    couponsOfPlayer: (userId: number, limit: number) => orDieQuietly(couponsOfPlayer({ userId, limit })),
    couponByKey: (userId: number, key: string) => orDieQuietly(couponByKey({ userId, key })),
    couponByPk: (pk: number) => orDieQuietly(couponByPk(pk)),
    place: (c: CouponToPlace) => orDieQuietly(place(c)),
    activeAccount: (userId: number) => orDieQuietly(activeAccount(userId)),
    /**
     * A draw opened with its games, unless one is selling at `at` (whoever opens it: the check and the insert run under
     * advisory lock 63 in one transaction). The draw's id, or null when one was selling.
     */
    openDraw: (d: { currency: string; baseStake: number; at: Date; games: ReadonlyArray<GameToOpen> }) =>
      orDieQuietly(
        sql.withTransaction(
          Effect.gen(function* () {
            yield* sql`select pg_advisory_xact_lock(63, 0)`
            const open = yield* sql`select 1 from toto_draws where closes_at > ${d.at} and settled_at is null limit 1`
            if (open.length > 0) return null
            const closesAt = new Date(Math.min(...d.games.map((g) => g.startsAt.getTime())))
            const [made] = yield* sql<{ id: number | string }>`insert into toto_draws (currency, base_stake, opened_at, closes_at)
              values (${d.currency}, ${d.baseStake}, ${d.at}, ${closesAt}) returning id`
            const id = Number(made!.id)
            for (const [i, g] of d.games.entries())
              yield* sql`insert into toto_draw_games (draw_id, position, game_id, home, away, championship_name, starts_at)
                values (${id}, ${i + 1}, ${g.gameId}, ${g.home}, ${g.away}, ${g.championshipName}, ${g.startsAt})`
            return id
          })
        )
      ),
    /** The games of closed, unsettled draws still waiting for their results. */
    undecidedGames: (at: Date) =>
      orDieQuietly(
        SqlSchema.findAll({
          Request: Schema.DateFromSelf,
          Result: GameRow,
          execute: (now) =>
            sql`select g.draw_id, g.position, g.game_id, g.home, g.away, g.championship_name, g.starts_at, g.result, g.score_home, g.score_away
                from toto_draw_games g join toto_draws d on d.id = g.draw_id
                where g.decided_at is null and d.settled_at is null and d.closes_at <= ${now} order by g.draw_id, g.position`
        })(at)
      ),
    /** A game's result, written once. */
    decide: (g: { drawId: number; position: number; result: string; score: { home: number; away: number } | null; at: Date }) =>
      orDieQuietly(
        sql`update toto_draw_games set result = ${g.result}, score_home = ${g.score?.home ?? null}, score_away = ${g.score?.away ?? null}, decided_at = ${g.at}
            where draw_id = ${g.drawId} and position = ${g.position} and decided_at is null`.pipe(Effect.asVoid)
      ),
    /** The developer's "now": a selling draw's sales closed at `at` (the update waits for the coupons holding it shared). */
    closeSalesNow: (id: number, at: Date) =>
      orDieQuietly(sql`update toto_draws set closes_at = ${at} where id = ${id} and settled_at is null and closes_at > ${at}`.pipe(Effect.asVoid)),
    /** The draw's row taken for update (in the settlement's transaction), with its games still undecided. */
    lockDraw: (id: number) => orDieQuietly(lockDraw(id)),
    /** The currency's jackpot row taken for update (made at 0 on first use). */
    lockJackpot: (currency: string) =>
      orDieQuietly(
        Effect.zipRight(sql`insert into toto_jackpots (currency) values (${currency}) on conflict (currency) do nothing`, lockJackpot(currency))
      ),
    jackpot: (currency: string) => Effect.map(orDieQuietly(jackpot(currency)), (row) => (row._tag === "Some" ? row.value.amount : 0)),
    setJackpot: (currency: string, amount: number) => orDieQuietly(sql`update toto_jackpots set amount = ${amount} where currency = ${currency}`.pipe(Effect.asVoid)),
    settleCoupon: (c: { pk: number; matched: number; lines: ReadonlyArray<number>; prize: number; at: Date }) =>
      orDieQuietly(
        sql`update toto_coupons set matched = ${c.matched}, lines = ${intArray(c.lines)}::integer[], prize = ${c.prize}, settled_at = ${c.at}
            where id = ${c.pk} and settled_at is null`.pipe(Effect.asVoid)
      ),
    settleDraw: (s: DrawSettlement) =>
      orDieQuietly(
        sql`update toto_draws set pool = ${s.pool}, margin = ${s.margin}, jackpot_in = ${s.jackpotIn}, jackpot_out = ${s.jackpotOut},
              tiers = ${JSON.stringify(s.tiers)}::jsonb, settled_at = ${s.at}
            where id = ${s.drawId} and settled_at is null`.pipe(Effect.asVoid)
      )
  }
})

export type TotoRepo = Effect.Effect.Success<typeof makeTotoRepo>
