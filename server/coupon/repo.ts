import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { BigIntColumn, postingArguments, PostingRow, type PreparedPosting } from "../account/ledgerRepo"
import type { BetEntry } from "../../src/domain/coupon/bet"
import { orDieQuietly } from "../platform/db/databaseFault"
import { answersInOrder } from "../platform/db/groupCommit"
import type { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import { type RefusalFacts, responsibleGamingRefusal } from "../limits/refusals"

/** numeric columns: the pg driver answers a string, PGlite a number or a string. */
const NumericColumn = Schema.Union(Schema.Number, Schema.NumberFromString)
const Status = Schema.Literal("open", "won", "lost", "void")
/** A coupon's status: a leg's, or cashed out (migration 042). */
const CouponStatusColumn = Schema.Literal("open", "won", "lost", "void", "cashedOut")

/** The account a coupon is placed from, with what may refuse it (closed, frozen wallet, banned player). */
export const CouponAccountRow = Schema.Struct({
  id: BigIntColumn,
  type: Schema.Number,
  currency: Schema.String,
  closed: Schema.Boolean,
  frozen: Schema.Boolean,
  ban_level: Schema.Number,
  ban_version: Schema.Number,
  /** The coupon the placement key already made, if any (one round trip for both questions). */
  keyed_coupon_id: Schema.NullOr(BigIntColumn)
})
export type CouponAccountRow = typeof CouponAccountRow.Type

export const CouponRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  account_id: BigIntColumn,
  currency: Schema.String,
  type: Schema.Number,
  amount: BigIntColumn,
  amount_by_block: Schema.Record({ key: Schema.String, value: Schema.Number }),
  stake: BigIntColumn,
  system_value: Schema.Number,
  coef: Schema.NullOr(NumericColumn),
  bonus_coef: Schema.NullOr(NumericColumn),
  possible_win_min: BigIntColumn,
  possible_win_max: BigIntColumn,
  status: CouponStatusColumn,
  payout: BigIntColumn,
  placed_at: Schema.DateFromSelf,
  settled_at: Schema.NullOr(Schema.DateFromSelf),
  vip: Schema.Boolean,
  promo_code: Schema.String,
  request_hash: Schema.String,
  // The boost of a coupon promo code (migration 073): its terms as placed, and what it paid (part of payout). Reads
  // that do not show it (the cash-out's) leave them out.
  boost_percent: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  boost_cap: Schema.optionalWith(Schema.NullOr(BigIntColumn), { default: () => null }),
  boost_paid: Schema.optionalWith(BigIntColumn, { default: () => 0 }),
  // The free bet that staked it and the express promotions it was placed with, and what they paid (migration 075).
  free_bet_id: Schema.optionalWith(Schema.NullOr(BigIntColumn), { default: () => null }),
  hyper_percent: Schema.optionalWith(Schema.Number, { default: () => 0 }),
  hyper_paid: Schema.optionalWith(BigIntColumn, { default: () => 0 }),
  anti_express_percent: Schema.optionalWith(Schema.Number, { default: () => 0 }),
  anti_express_paid: Schema.optionalWith(BigIntColumn, { default: () => 0 })
})
export type CouponRow = typeof CouponRow.Type

export const LegRow = Schema.Struct({
  id: BigIntColumn,
  coupon_id: BigIntColumn,
  position: Schema.Number,
  outcome_id: Schema.String,
  game_id: Schema.String,
  market_type: Schema.String,
  period: Schema.Number,
  line: Schema.NullOr(NumericColumn),
  outcome_kind: Schema.String,
  /** The outcome's own name where its kind is only a number (an outright's participant); '' for the others. */
  outcome_name: Schema.String,
  sport_id: Schema.String,
  championship_name: Schema.String,
  home: Schema.String,
  away: Schema.String,
  starts_at: Schema.DateFromSelf,
  coef: NumericColumn,
  is_live: Schema.Boolean,
  block_id: Schema.Number,
  banker: Schema.Boolean,
  amount: BigIntColumn,
  status: Status,
  final_home: Schema.NullOr(Schema.Number),
  final_away: Schema.NullOr(Schema.Number)
})
export type LegRow = typeof LegRow.Type

export interface NewCoupon {
  readonly userId: number
  readonly accountId: number
  readonly currency: string
  readonly type: number
  readonly amount: number
  readonly amountByBlock: Readonly<Record<string, number>>
  readonly stake: number
  readonly systemValue: number
  readonly coef: number | null
  readonly bonusCoef: number | null
  readonly possibleWinMin: number
  readonly possibleWinMax: number
  readonly placedAt: Date
  readonly vip: boolean
  readonly promoCode: string
  readonly placementKey: string
  readonly requestHash: string
  /** The coupon promo code the player typed, as the server read it (place_coupon checks it again under its lock). */
  readonly boost?: CouponBoost | undefined
  /** The free bet staked (place_coupon checks it and marks it used under its lock). */
  readonly freeBetId?: number | undefined
  /** The express promotions' percents it is placed with (0: none). */
  readonly hyperPercent?: number
  readonly antiExpressPercent?: number
}

/** A boost code's id and terms (src/domain/promo/couponPromo.ts), as the coupon keeps them. */
export interface CouponBoost {
  readonly codeId: number
  readonly percent: number
  readonly cap: number
}

export interface NewLeg {
  readonly position: number
  readonly outcomeId: string
  readonly gameId: string
  readonly marketType: string
  readonly period: number
  readonly line: number | null
  readonly outcomeKind: string
  readonly outcomeName: string
  readonly sportId: string
  readonly championshipName: string
  readonly home: string
  readonly away: string
  readonly startsAt: Date
  readonly coef: number
  readonly isLive: boolean
  readonly blockId: number
  readonly banker: boolean
  readonly amount: number
}

/**
 * The leg to store for a slip entry the line accepted, at `position`: its outcome as the player took it, in the
 * championship the line names (the entry's own name when the game left the line). A plain leg: no block, no banker,
 * no stake of its own, unless `extra` says otherwise (blocks, bankers, multiple singles).
 */
export const newLegOf = (
  entry: BetEntry,
  position: number,
  championshipName: string,
  extra: Pick<NewLeg, "blockId" | "banker" | "amount"> = { blockId: 0, banker: false, amount: 0 }
): NewLeg => ({
  position,
  outcomeId: entry.market.id,
  gameId: entry.market.gameId,
  marketType: entry.market.typeId,
  period: entry.market.period,
  line: entry.market.line,
  outcomeKind: entry.market.outcome,
  outcomeName: entry.market.outcomeName ?? "",
  sportId: entry.market.sportId,
  championshipName,
  home: entry.home,
  away: entry.away,
  startsAt: new Date(entry.startsAt),
  coef: entry.market.coef,
  isLive: entry.market.isLive,
  ...extra
})

export interface LegResult {
  readonly legId: number
  readonly status: "won" | "lost" | "void"
  readonly score: { readonly home: number; readonly away: number } | null
  readonly at: Date
}

export interface CouponSettlement {
  readonly couponId: number
  readonly status: "won" | "lost" | "void"
  readonly payout: number
  readonly at: Date
  readonly transactionId: number
  /** What a boost code added to the payout (included in it); none when absent. */
  readonly boostPaid?: number
  /** What the hyper bonus added (included in payout) and the anti-express paid back (beside it). */
  readonly hyperPaid?: number
  readonly antiExpressPaid?: number
}

const couponColumns = (sql: SqlClient.SqlClient) =>
  sql`id, user_id, account_id, currency, type, amount, amount_by_block, stake, system_value, coef, bonus_coef, possible_win_min,
      possible_win_max, status, payout, placed_at, settled_at, vip, promo_code, request_hash, boost_percent, boost_cap, boost_paid,
      free_bet_id, hyper_percent, hyper_paid, anti_express_percent, anti_express_paid`
const legColumns = (sql: SqlClient.SqlClient) =>
  sql`id, coupon_id, position, outcome_id, game_id, market_type, period, line, outcome_kind, outcome_name, sport_id, championship_name, home, away,
      starts_at, coef, is_live, block_id, banker, amount, status, final_home, final_away`

const IdRow = Schema.Struct({ id: BigIntColumn })
/** A free bet as a coupon reads it (a bonus row of migration 075). */
export const FreeBetRow = Schema.Struct({
  id: BigIntColumn,
  currency: Schema.String,
  amount: BigIntColumn,
  min_coef_milli: Schema.Number,
  free_bet_any_type: Schema.Boolean,
  expires_at: Schema.DateFromSelf,
  status: Schema.String
})
export type FreeBetRow = typeof FreeBetRow.Type
export const OpenGameRow = Schema.Struct({ game_id: Schema.String, home: Schema.String, away: Schema.String, starts_at: Schema.DateFromSelf })
const UserKey = Schema.Struct({ userId: Schema.Number, key: Schema.String })
const UserCoupon = Schema.Struct({ userId: Schema.Number, couponId: Schema.Number })
const HistoryRequest = Schema.Struct({
  userId: Schema.Number,
  from: Schema.DateFromSelf,
  to: Schema.DateFromSelf,
  status: Schema.Literal("all", "open", "won", "lost", "void", "cashedOut"),
  limit: Schema.Number
})

/** An id a bigint column can hold: larger ones name no row (and must not reach the database as an error). */
const isRowId = (id: number): boolean => Number.isSafeInteger(id) && id > 0


/** place_coupon's refusals of the coupon's promo code (migration 073). */
/** place_coupon's refusals of the coupon's free bet (migration 075). */
export const FREE_BET_OUTCOMES = ["freebet_unknown", "freebet_used", "freebet_expired", "freebet_amount"] as const
export type FreeBetOutcome = (typeof FREE_BET_OUTCOMES)[number]
export const isFreeBetOutcome = (outcome: string): outcome is FreeBetOutcome => (FREE_BET_OUTCOMES as ReadonlyArray<string>).includes(outcome)

export const PROMO_OUTCOMES = ["promo_unknown", "promo_office_only", "promo_not_yet", "promo_ended", "promo_used_up", "promo_already_used", "promo_currency"] as const
export type PromoOutcome = (typeof PROMO_OUTCOMES)[number]
export const isPromoOutcome = (outcome: string): outcome is PromoOutcome => (PROMO_OUTCOMES as ReadonlyArray<string>).includes(outcome)

/**
 * What place_coupon answers: the posting's answer, or why the player may not bet (migrations 035 and 044), and the coupon's
 * id when it was posted.
 */
const PlacedRow = Schema.Struct({
  ...PostingRow.fields,
  outcome: Schema.Union(PostingRow.fields.outcome, Schema.Literal("banned", "frozen", "rg_excluded", "rg_session", "rg_currency", "rg_limit", ...PROMO_OUTCOMES, ...FREE_BET_OUTCOMES)),
  coupon_id: Schema.NullOr(BigIntColumn),
  // The player's limits or exclusion refused the stake (migration 044): which limit, what is left, until when.
  rg_type: Schema.optionalWith(Schema.NullOr(Schema.Number), { default: () => null }),
  rg_remaining: Schema.optionalWith(Schema.NullOr(BigIntColumn), { default: () => null }),
  rg_until: Schema.optionalWith(Schema.NullOr(Schema.DateFromSelf), { default: () => null })
})
export type PlacedRow = typeof PlacedRow.Type
const PlacedInGroupRow = Schema.Struct({ ord: Schema.Number, ...PlacedRow.fields })

/** A coupon to place: the stake's reservation, the coupon and its legs. */
export interface Placement {
  readonly posting: PreparedPosting
  readonly coupon: NewCoupon
  readonly legs: ReadonlyArray<NewLeg>
}

/** A new coupon as its row's columns (place_coupon reads them; the reservation's transaction id is its own). */
const newCouponRow = (coupon: NewCoupon) => ({
  user_id: coupon.userId,
  account_id: coupon.accountId,
  currency: coupon.currency,
  type: coupon.type,
  amount: coupon.amount,
  amount_by_block: coupon.amountByBlock,
  stake: coupon.stake,
  system_value: coupon.systemValue,
  coef: coupon.coef,
  bonus_coef: coupon.bonusCoef,
  possible_win_min: coupon.possibleWinMin,
  possible_win_max: coupon.possibleWinMax,
  placed_at: coupon.placedAt,
  vip: coupon.vip,
  promo_code: coupon.promoCode,
  placement_key: coupon.placementKey,
  request_hash: coupon.requestHash,
  promo_code_id: coupon.boost?.codeId ?? null,
  boost_percent: coupon.boost?.percent ?? null,
  boost_cap: coupon.boost?.cap ?? null,
  free_bet_id: coupon.freeBetId ?? null,
  hyper_percent: coupon.hyperPercent ?? 0,
  anti_express_percent: coupon.antiExpressPercent ?? 0
})

/** A new leg as its row's columns (the insert writes them; a placing answers from them before reading back). */
export const newLegRow = (couponId: number, leg: NewLeg) => ({
  coupon_id: couponId,
  position: leg.position,
  outcome_id: leg.outcomeId,
  game_id: leg.gameId,
  market_type: leg.marketType,
  period: leg.period,
  line: leg.line,
  outcome_kind: leg.outcomeKind,
  outcome_name: leg.outcomeName,
  sport_id: leg.sportId,
  championship_name: leg.championshipName,
  home: leg.home,
  away: leg.away,
  starts_at: leg.startsAt,
  coef: leg.coef,
  is_live: leg.isLive,
  block_id: leg.blockId,
  banker: leg.banker,
  amount: leg.amount
})

/** SQL of migration 018: coupons and their legs. */
export const makeCouponRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const account = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, accountId: Schema.Number, key: Schema.String }),
    Result: CouponAccountRow,
    execute: ({ accountId, key, userId }) =>
      sql`select a.id, a.type, a.currency, a.closed_at is not null as closed, coalesce(w.frozen, false) as frozen, p.ban_level, p.ban_version,
            (select c.id from coupons c where c.user_id = ${userId} and c.placement_key = ${key}) as keyed_coupon_id
          from ledger_accounts a join players p on p.id = a.user_id left join wallets w on w.user_id = a.user_id
          where a.id = ${accountId} and a.user_id = ${userId}`
  })
  const byKey = SqlSchema.findOne({
    Request: UserKey,
    Result: CouponRow,
    execute: ({ key, userId }) => sql`select ${couponColumns(sql)} from coupons where user_id = ${userId} and placement_key = ${key}`
  })
  const byId = SqlSchema.findOne({
    Request: UserCoupon,
    Result: CouponRow,
    execute: ({ couponId, userId }) => sql`select ${couponColumns(sql)} from coupons where id = ${couponId} and user_id = ${userId}`
  })
  const legsOf = SqlSchema.findAll({
    Request: Schema.Array(Schema.Number),
    Result: LegRow,
    execute: (ids) => sql`select ${legColumns(sql)} from coupon_legs where coupon_id in ${sql.in(ids)} order by coupon_id, position`
  })
  const history = SqlSchema.findAll({
    Request: HistoryRequest,
    Result: CouponRow,
    execute: ({ from, limit, status, to, userId }) =>
      sql`select ${couponColumns(sql)} from coupons
          where user_id = ${userId} and placed_at >= ${from} and placed_at <= ${to} ${status === "all" ? sql`` : sql`and status = ${status}`}
          order by placed_at desc, id desc limit ${limit}`
  })

  // The stake's reservation, the coupon and its legs in one statement (place_coupon, migration 019).
  const place = SqlSchema.single({
    Request: Schema.Any,
    Result: PlacedRow,
    execute: ({ coupon, legs, posting }: Placement) =>
      sql`select * from place_coupon(${postingArguments(sql, posting)}, ${JSON.stringify(newCouponRow(coupon))}::jsonb,
            ${JSON.stringify(legs.map((leg) => newLegRow(0, leg)))}::jsonb)`
  })

  // Placements of several players in one statement and one transaction (place_coupons, migration 057).
  const placeGroup = SqlSchema.findAll({
    Request: Schema.Any,
    Result: PlacedInGroupRow,
    execute: (placements: ReadonlyArray<Placement>) =>
      sql`select * from place_coupons(${JSON.stringify(
        placements.map(({ coupon, legs, posting }) => ({
          kind: posting.kind,
          key: posting.key,
          hash: posting.contentHash,
          at: posting.at.toISOString(),
          entries: posting.entries,
          coupon: newCouponRow(coupon),
          legs: legs.map((leg) => newLegRow(0, leg))
        }))
      )}::jsonb)`
  })

  // A promo code as a coupon reads it (the bet slip's codes are kind 'boost'; place_coupon refuses any other).
  const promoCode = SqlSchema.findOne({
    Request: Schema.String,
    Result: Schema.Struct({ id: BigIntColumn, kind: Schema.String, boost_percent: Schema.NullOr(Schema.Number), amount: BigIntColumn }),
    execute: (code) => sql`select id, kind, boost_percent, amount from promo_codes where code = ${code}`
  })

  // A free bet of the player's (another player's is no row), as placing and the slip read it (migration 075).
  const freeBet = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, id: Schema.Number }),
    Result: FreeBetRow,
    execute: ({ id, userId }) =>
      sql`select id, currency::text as currency, amount, min_coef_milli, free_bet_any_type, expires_at, status from player_bonuses
          where id = ${id} and user_id = ${userId} and free_bet`
  })
  const freeBetsOf = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, at: Schema.DateFromSelf }),
    Result: FreeBetRow,
    execute: ({ at, userId }) =>
      sql`select id, currency::text as currency, amount, min_coef_milli, free_bet_any_type, expires_at, status from player_bonuses
          where user_id = ${userId} and free_bet and status = 'active' and expires_at > ${at} order by expires_at, id limit 50`
  })
  // A void free-bet coupon gives its free bet back (src/domain/promo/freeBets.ts), in the settler's transaction.
  const returnFreeBet = (bonusId: number, couponId: number) =>
    sql`update player_bonuses set status = 'active', settled_at = null, released = null, used_coupon_id = null
        where id = ${bonusId} and used_coupon_id = ${couponId} and status = 'used'`

  // The settler's reads and writes.
  const openGames = SqlSchema.findAll({
    Request: Schema.Void,
    Result: OpenGameRow,
    execute: () => sql`select distinct game_id, home, away, starts_at from coupon_legs where status = 'open'`
  })
  const openLegsOf = SqlSchema.findAll({
    Request: Schema.Array(Schema.String),
    Result: LegRow,
    execute: (gameIds) => sql`select ${legColumns(sql)} from coupon_legs where status = 'open' and game_id in ${sql.in(gameIds)}`
  })
  const settleLeg = (result: LegResult) =>
    sql`update coupon_legs set status = ${result.status}, final_home = ${result.score?.home ?? null}, final_away = ${result.score?.away ?? null},
          settled_at = ${result.at}
        where id = ${result.legId} and status = 'open'`
  // Open coupons none of whose legs is open any more: ready to be paid.
  const decided = SqlSchema.findAll({
    Request: Schema.Number,
    Result: IdRow,
    execute: (limit) =>
      sql`select c.id from coupons c where c.status = 'open'
          and not exists (select 1 from coupon_legs l where l.coupon_id = c.id and l.status = 'open')
          order by c.id limit ${limit}`
  })
  // The coupon's row locked while it is open: a second settler waits here, then finds it settled.
  const lockOpen = SqlSchema.findOne({
    Request: Schema.Number,
    Result: CouponRow,
    execute: (id) => sql`select ${couponColumns(sql)} from coupons where id = ${id} and status = 'open' for update`
  })
  const markSettled = (settlement: CouponSettlement) =>
    Effect.map(
      sql<{ id: number | string }>`update coupons set status = ${settlement.status}, payout = ${settlement.payout}, settled_at = ${settlement.at},
          settle_transaction_id = ${settlement.transactionId}, boost_paid = ${settlement.boostPaid ?? 0},
          hyper_paid = ${settlement.hyperPaid ?? 0}, anti_express_paid = ${settlement.antiExpressPaid ?? 0}
        where id = ${settlement.couponId} and status = 'open' returning id`,
      (rows) => rows.length === 1
    )

  return {
    withTransaction: sql.withTransaction,
    /** The player's account, and the coupon `key` already made (pass "" to ask for the account only). */
    account: (userId: number, accountId: number, key = "") =>
      isRowId(accountId) ? orDieQuietly(account({ userId, accountId, key })) : Effect.succeed(Option.none<CouponAccountRow>()),
    byKey: (userId: number, key: string) => orDieQuietly(byKey({ userId, key })),
    byId: (userId: number, couponId: number) => (isRowId(couponId) ? orDieQuietly(byId({ userId, couponId })) : Effect.succeed(Option.none<CouponRow>())),
    legsOf: (couponIds: ReadonlyArray<number>) => (couponIds.length === 0 ? Effect.succeed([]) : orDieQuietly(legsOf(couponIds))),
    history: (request: typeof HistoryRequest.Type) => orDieQuietly(history(request)),
    /** Reserves the stake (`posting`) and writes the coupon and its legs, all or nothing; the coupon's id when posted. */
    place: (placement: Placement) => orDieQuietly(place(placement)),
    /** Several placements as one statement and one transaction: one row per placement, in order. */
    placeGroup: (placements: ReadonlyArray<Placement>) =>
      Effect.flatMap(orDieQuietly(placeGroup(placements)), (rows) => answersInOrder(rows, placements.length)),
    /** The boost code typed in a coupon, if it is one (any other code is refused by place_coupon). */
    boostCode: (code: string) =>
      Effect.map(orDieQuietly(promoCode(code)), (row): CouponBoost | undefined =>
        Option.isSome(row) && row.value.kind === "boost" && row.value.boost_percent !== null ? { codeId: row.value.id, percent: row.value.boost_percent, cap: row.value.amount } : undefined
      ),
    /** The player's own free bet `id`, if it is one. */
    freeBet: (userId: number, id: number) => (isRowId(id) ? orDieQuietly(freeBet({ userId, id })) : Effect.succeed(Option.none<FreeBetRow>())),
    /** The player's free bets usable at `at`. */
    freeBetsOf: (userId: number, at: Date) => orDieQuietly(freeBetsOf({ userId, at })),
    returnFreeBet: (bonusId: number, couponId: number) => orDieQuietly(Effect.asVoid(returnFreeBet(bonusId, couponId))),
    /** The games that open legs are on, as the legs name them (id, teams, start). */
    openGames: orDieQuietly(openGames(undefined)),
    openLegsOf: (gameIds: ReadonlyArray<string>) => (gameIds.length === 0 ? Effect.succeed([]) : orDieQuietly(openLegsOf(gameIds))),
    settleLeg: (result: LegResult) => orDieQuietly(Effect.asVoid(settleLeg(result))),
    decided: (limit: number) => orDieQuietly(Effect.map(decided(limit), (rows) => rows.map((row) => row.id))),
    lockOpen: (couponId: number) => orDieQuietly(lockOpen(couponId)),
    markSettled: (settlement: CouponSettlement) => orDieQuietly(markSettled(settlement))
  }
})

export type CouponRepo = Effect.Effect.Success<typeof makeCouponRepo>

/** A stake refused by the player's limits or exclusion (place_coupon's rg_ outcomes, migration 044), if it was. */
export const limitRefusalOf = (row: PlacedRow, currency: string): ResponsibleGamingRefused | undefined =>
  row.outcome === "rg_excluded" || row.outcome === "rg_session" || row.outcome === "rg_currency" || row.outcome === "rg_limit"
    ? responsibleGamingRefusal({ refusal: row.outcome.slice(3) as RefusalFacts["refusal"], limitType: row.rg_type ?? 30, remaining: row.rg_remaining, until: row.rg_until, currency }, "stake")
    : undefined
