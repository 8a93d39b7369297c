import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, Option, type ParseResult, Schema } from "effect"
import { BigIntColumn } from "../account/ledgerRepo"
import { orDieQuietly, transactionOrDie } from "../platform/db/databaseFault"

/** A row of player_limits (migration 044). */
export const LimitRow = Schema.Struct({
  limit_type: Schema.Number,
  value: Schema.NullOr(BigIntColumn),
  currency: Schema.String,
  since: Schema.DateFromSelf,
  pending_value: Schema.NullOr(BigIntColumn),
  pending_started_at: Schema.NullOr(Schema.DateFromSelf)
})
export type LimitRow = typeof LimitRow.Type

export const ExclusionRow = Schema.Struct({
  id: BigIntColumn,
  limit_type: Schema.Number,
  started_at: Schema.DateFromSelf,
  ends_at: Schema.NullOr(Schema.DateFromSelf),
  reason: Schema.NullOr(Schema.Number)
})
export type ExclusionRow = typeof ExclusionRow.Type

/** What rg_refusal answers when a stake or deposit may not be made (migration 044). */
export const RefusalRow = Schema.Struct({
  refusal: Schema.Literal("excluded", "session", "currency", "limit"),
  limit_type: Schema.Number,
  remaining: Schema.NullOr(BigIntColumn),
  until_at: Schema.NullOr(Schema.DateFromSelf)
})
export type RefusalRow = typeof RefusalRow.Type

const SessionTimeRow = Schema.Struct({ used_seconds: Schema.Number, last_ping_at: Schema.NullOr(Schema.DateFromSelf) })
const RealityRow = Schema.Struct({ do_not_show_again: Schema.Boolean, last_action: Schema.String, last_shown_at: Schema.DateFromSelf })
const TokenRow = Schema.Struct({ limits: Schema.Unknown, expires_at: Schema.DateFromSelf })
const PlayRow = Schema.Struct({ staked: BigIntColumn, won: BigIntColumn })

/** An id a bigint/int column can hold: a larger one names no row. */
const isUserId = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647

/** SQL of migration 044: limits, exclusions, session time, reality checks, test tokens, and the money checks. */
export const makeLimitsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const limits = SqlSchema.findAll({
    Request: Schema.Number,
    Result: LimitRow,
    execute: (userId) =>
      sql`select limit_type, value, currency, since, pending_value, pending_started_at from player_limits where user_id = ${userId} order by limit_type`
  })
  const saveLimit = (userId: number, row: LimitRow) =>
    sql`insert into player_limits (user_id, limit_type, value, currency, since, pending_value, pending_started_at)
        values (${userId}, ${row.limit_type}, ${row.value}, ${row.currency}, ${row.since}, ${row.pending_value}, ${row.pending_started_at})
        on conflict (user_id, limit_type) do update set value = excluded.value, currency = excluded.currency, since = excluded.since,
          pending_value = excluded.pending_value, pending_started_at = excluded.pending_started_at`.pipe(Effect.asVoid)
  const deleteLimit = (userId: number, type: number) => sql`delete from player_limits where user_id = ${userId} and limit_type = ${type}`.pipe(Effect.asVoid)

  const running = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, at: Schema.DateFromSelf }),
    Result: ExclusionRow,
    execute: ({ at, userId }) =>
      sql`select id, limit_type, started_at, ends_at, reason from player_exclusions
          where user_id = ${userId} and started_at <= ${at} and (ends_at is null or ends_at > ${at}) order by limit_type`
  })
  const exclude = (userId: number, type: number, startedAt: Date, endsAt: Date | null, reason: number | null, note: string | null) =>
    sql`insert into player_exclusions (user_id, limit_type, started_at, ends_at, reason, note)
        values (${userId}, ${type}, ${startedAt}, ${endsAt}, ${reason}, ${note})`.pipe(Effect.asVoid)

  /** The player's main account's currency (their limits are kept in it), else the one they registered with. */
  const currencyOf = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ currency: Schema.String }),
    execute: (userId) =>
      sql`select coalesce((select a.currency from ledger_accounts a where a.user_id = ${userId} and a.type = 0), p.currency)::text as currency
          from players p where p.id = ${userId}`
  })

  const used = SqlSchema.single({
    Request: Schema.Struct({ userId: Schema.Number, type: Schema.Number, currency: Schema.String, at: Schema.DateFromSelf }),
    Result: Schema.Struct({ used: BigIntColumn }),
    execute: ({ at, currency, type, userId }) => sql`select rg_used(${userId}, ${type}::smallint, ${currency}, ${at}) as used`
  })

  const refusal = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, currency: Schema.String, amount: Schema.Number, at: Schema.DateFromSelf, what: Schema.Literal("stake", "deposit") }),
    Result: RefusalRow,
    execute: ({ amount, at, currency, userId, what }) => sql`select * from rg_refusal(${userId}, ${currency}, ${amount}, ${at}, ${what})`
  })

  const sessionTime = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, day: Schema.Number }),
    Result: SessionTimeRow,
    execute: ({ day, userId }) => sql`select used_seconds, last_ping_at from player_session_time where user_id = ${userId} and day = ${day}`
  })
  /** Adds `credit` seconds to the day's time (the ping's), answering the day's total. */
  const addSessionTime = SqlSchema.single({
    Request: Schema.Struct({ userId: Schema.Number, day: Schema.Number, credit: Schema.Number, at: Schema.DateFromSelf }),
    Result: Schema.Struct({ used_seconds: Schema.Number }),
    execute: ({ at, credit, day, userId }) =>
      sql`insert into player_session_time (user_id, day, used_seconds, last_ping_at) values (${userId}, ${day}, ${credit}, ${at})
          on conflict (user_id, day) do update set used_seconds = player_session_time.used_seconds + ${credit}, last_ping_at = ${at}
          returning used_seconds`
  })
  const lastPing = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ last_ping_at: Schema.NullOr(Schema.DateFromSelf) }),
    execute: (userId) => sql`select max(last_ping_at) as last_ping_at from player_session_time where user_id = ${userId} having max(last_ping_at) is not null`
  })

  const reality = SqlSchema.findOne({
    Request: Schema.Number,
    Result: RealityRow,
    execute: (userId) => sql`select do_not_show_again, last_action, last_shown_at from player_reality_checks where user_id = ${userId}`
  })
  const saveReality = (userId: number, doNotShowAgain: boolean, action: string, shownAt: Date, at: Date) =>
    sql`insert into player_reality_checks (user_id, do_not_show_again, last_action, last_shown_at, updated_at)
        values (${userId}, ${doNotShowAgain}, ${action}, ${shownAt}, ${at})
        on conflict (user_id) do update set do_not_show_again = excluded.do_not_show_again, last_action = excluded.last_action,
          last_shown_at = excluded.last_shown_at, updated_at = excluded.updated_at`.pipe(Effect.asVoid)
  /** The player's stakes and payouts on coupons placed since `from` (the reality check's summary). */
  const playSince = SqlSchema.single({
    Request: Schema.Struct({ userId: Schema.Number, from: Schema.DateFromSelf }),
    Result: PlayRow,
    execute: ({ from, userId }) =>
      sql`select coalesce(sum(stake), 0)::bigint as staked, coalesce(sum(payout), 0)::bigint as won from coupons where user_id = ${userId} and placed_at >= ${from}`
  })
  const sessionStartedAt = SqlSchema.findOne({
    Request: Schema.String,
    Result: Schema.Struct({ created_at: Schema.DateFromSelf }),
    execute: (id) => sql`select created_at from sessions where id = ${id}`
  })

  const saveToken = (token: string, userId: number, limits: unknown, expiresAt: Date) =>
    sql`insert into limit_test_tokens (token, user_id, limits, expires_at) values (${token}, ${userId}, ${JSON.stringify(limits)}::jsonb, ${expiresAt})`.pipe(Effect.asVoid)
  const tokenRow = SqlSchema.findOne({
    Request: Schema.Struct({ token: Schema.String, userId: Schema.Number }),
    Result: TokenRow,
    execute: ({ token, userId }) => sql`select limits, expires_at from limit_test_tokens where token = ${token}::uuid and user_id = ${userId}`
  })
  const dropToken = (token: string) => sql`delete from limit_test_tokens where token = ${token}::uuid`.pipe(Effect.asVoid)
  const dropExpiredTokens = (at: Date) => sql`delete from limit_test_tokens where expires_at <= ${at}`.pipe(Effect.asVoid)

  const lock = (userId: number) => sql`select pg_advisory_xact_lock(44, ${userId}::integer)`.pipe(Effect.asVoid)
  const endSession = (id: string) => sql`delete from sessions where id = ${id}`.pipe(Effect.asVoid)

  const guarded = <A>(userId: number, fallback: A, effect: Effect.Effect<A, SqlError | ParseResult.ParseError>) =>
    isUserId(userId) ? orDieQuietly(effect) : Effect.succeed(fallback)

  return {
    sql,
    transaction: transactionOrDie(sql.withTransaction),
    limits: (userId: number) => guarded(userId, [] as ReadonlyArray<LimitRow>, limits(userId)),
    saveLimit: (userId: number, row: LimitRow) => orDieQuietly(saveLimit(userId, row)),
    deleteLimit: (userId: number, type: number) => orDieQuietly(deleteLimit(userId, type)),
    running: (userId: number, at: Date) => guarded(userId, [] as ReadonlyArray<ExclusionRow>, running({ userId, at })),
    exclude: (userId: number, type: number, startedAt: Date, endsAt: Date | null, reason: number | null, note: string | null) =>
      orDieQuietly(exclude(userId, type, startedAt, endsAt, reason, note)),
    currencyOf: (userId: number) => Effect.map(guarded(userId, Option.none(), currencyOf(userId)), (row) => Option.map(row, (r) => r.currency)),
    used: (userId: number, type: number, currency: string, at: Date) => Effect.map(orDieQuietly(used({ userId, type, currency, at })), (row) => row.used),
    refusal: (userId: number, currency: string, amount: number, at: Date, what: "stake" | "deposit") => orDieQuietly(refusal({ userId, currency, amount, at, what })),
    sessionTime: (userId: number, day: number) => orDieQuietly(sessionTime({ userId, day })),
    addSessionTime: (userId: number, day: number, credit: number, at: Date) => Effect.map(orDieQuietly(addSessionTime({ userId, day, credit, at })), (row) => row.used_seconds),
    lastPing: (userId: number) => Effect.map(orDieQuietly(lastPing(userId)), (row) => Option.flatMap(row, (r) => Option.fromNullable(r.last_ping_at))),
    reality: (userId: number) => orDieQuietly(reality(userId)),
    saveReality: (userId: number, doNotShowAgain: boolean, action: string, shownAt: Date, at: Date) => orDieQuietly(saveReality(userId, doNotShowAgain, action, shownAt, at)),
    playSince: (userId: number, from: Date) => orDieQuietly(playSince({ userId, from })),
    sessionStartedAt: (id: string) => Effect.map(orDieQuietly(sessionStartedAt(id)), (row) => Option.map(row, (r) => r.created_at)),
    saveToken: (token: string, userId: number, limits: unknown, expiresAt: Date) => orDieQuietly(saveToken(token, userId, limits, expiresAt)),
    token: (token: string, userId: number) => orDieQuietly(tokenRow({ token, userId })),
    dropToken: (token: string) => orDieQuietly(dropToken(token)),
    dropExpiredTokens: (at: Date) => orDieQuietly(dropExpiredTokens(at)),
    lock: (userId: number) => orDieQuietly(lock(userId)),
    endSession: (id: string) => orDieQuietly(endSession(id))
  }
})

export type LimitsRepo = Effect.Effect.Success<typeof makeLimitsRepo>
