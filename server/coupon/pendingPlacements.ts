import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Duration, Effect, Option, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/**
 * Requests with a live bet waiting the in-play delay, kept in the database (migrations 054 and 059
 * `coupon_pending_placements`) rather than in the memory of the process that accepted them: the request, the prices
 * it was accepted at and its deadline, under its kind (a coupon, a bet builder, an edit bet). At the deadline
 * whichever process is alive takes it (inPlayWait.ts says how). Taking it is a lease (`claimed_until`), so a process
 * that dies holding it is replaced once the lease is over; the outcome (the coupon made, or the refusal) is written
 * once, and every request with the same kind and key is answered from it. This store knows rows, not requests: each
 * kind encodes its own request and refusal.
 */

/** How long a process may hold a pending placement it took before another may take it over. */
export const PENDING_LEASE = Duration.seconds(5)
/** How long past its deadline a pending placement is left to the process that accepted it before a sweep takes it. */
export const SWEEP_GRACE = Duration.seconds(1)
/** How often every process looks for overdue pending placements. */
export const SWEEP_EVERY = Duration.seconds(1)

/** What waits the in-play delay: a coupon (coupon/place), a bet builder (coupon/builder), an edit bet (coupon/edit). */
export type PendingKind = "coupon" | "builder" | "edit"

// bigint columns: the pg driver answers strings, PGlite numbers.
const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString)

const PendingRow = Schema.Struct({
  user_id: BigIntColumn,
  placement_key: Schema.String,
  request_hash: Schema.String,
  // jsonb: PGlite and pg both answer it parsed; the kind's Schema decodes it.
  request: Schema.Unknown,
  due_at: Schema.DateFromSelf,
  finished_at: Schema.NullOr(Schema.DateFromSelf),
  coupon_id: Schema.NullOr(BigIntColumn),
  refusal: Schema.NullOr(Schema.Unknown)
})
export type PendingRow = typeof PendingRow.Type

const Key = Schema.Struct({ kind: Schema.String, userId: Schema.Number, key: Schema.String })

export const makePendingPlacements = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const insert = SqlSchema.void({
    Request: Schema.Struct({
      ...Key.fields,
      hash: Schema.String,
      request: Schema.String,
      prices: Schema.String,
      acceptedAt: Schema.DateFromSelf,
      dueAt: Schema.DateFromSelf
    }),
    execute: (p) =>
      sql`insert into coupon_pending_placements (kind, user_id, placement_key, request_hash, request, accepted_prices, accepted_at, due_at)
          values (${p.kind}, ${p.userId}, ${p.key}, ${p.hash}, cast(${p.request} as jsonb), cast(${p.prices} as jsonb), ${p.acceptedAt}, ${p.dueAt})
          on conflict (user_id, kind, placement_key) do nothing`
  })
  const read = SqlSchema.findOne({
    Request: Key,
    Result: PendingRow,
    execute: ({ key, kind, userId }) =>
      sql`select user_id, placement_key, request_hash, request, due_at, finished_at, coupon_id, refusal
          from coupon_pending_placements where user_id = ${userId} and kind = ${kind} and placement_key = ${key}`
  })
  // Taken when nobody holds it (or its holder's lease is over) and it is due, or `anyTime` (the accepting process,
  // which waited the delay on its own clock).
  const claim = SqlSchema.findOne({
    Request: Schema.Struct({ ...Key.fields, now: Schema.DateFromSelf, until: Schema.DateFromSelf, anyTime: Schema.Boolean }),
    Result: PendingRow,
    execute: ({ anyTime, key, kind, now, until, userId }) =>
      sql`update coupon_pending_placements set claimed_until = ${until}
          where user_id = ${userId} and kind = ${kind} and placement_key = ${key} and finished_at is null
            and (claimed_until is null or claimed_until < ${now}) and (${anyTime} or due_at <= ${now})
          returning user_id, placement_key, request_hash, request, due_at, finished_at, coupon_id, refusal`
  })
  // The first outcome stays: a second writer (a holder whose lease ran out meanwhile) changes nothing.
  const finish = SqlSchema.findOne({
    Request: Schema.Struct({ ...Key.fields, now: Schema.DateFromSelf, couponId: Schema.NullOr(Schema.Number), refusal: Schema.NullOr(Schema.String) }),
    Result: PendingRow,
    execute: ({ couponId, key, kind, now, refusal, userId }) =>
      sql`update coupon_pending_placements set finished_at = ${now}, coupon_id = ${couponId}, refusal = cast(${refusal} as jsonb), claimed_until = null
          where user_id = ${userId} and kind = ${kind} and placement_key = ${key} and finished_at is null
          returning user_id, placement_key, request_hash, request, due_at, finished_at, coupon_id, refusal`
  })
  const overdue = SqlSchema.findAll({
    Request: Schema.Struct({ kind: Schema.String, before: Schema.DateFromSelf, now: Schema.DateFromSelf }),
    Result: Schema.Struct({ user_id: BigIntColumn, placement_key: Schema.String }),
    execute: ({ before, kind, now }) =>
      sql`select user_id, placement_key from coupon_pending_placements
          where finished_at is null and kind = ${kind} and due_at <= ${before} and (claimed_until is null or claimed_until < ${now})
          order by due_at limit 50`
  })

  return {
    /** Keeps an accepted request until its deadline; the row of the key (this one, or the one kept before). */
    accept: (pending: {
      readonly kind: PendingKind
      readonly userId: number
      readonly key: string
      readonly hash: string
      /** The request as its kind's Schema encodes it. */
      readonly request: unknown
      readonly prices: ReadonlyArray<{ readonly id: string; readonly coef: number }>
      readonly acceptedAt: Date
      readonly dueAt: Date
    }) =>
      orDieQuietly(
        Effect.zipRight(
          insert({ ...pending, request: JSON.stringify(pending.request), prices: JSON.stringify(pending.prices) }),
          Effect.flatMap(read({ kind: pending.kind, userId: pending.userId, key: pending.key }), Option.match({ onNone: () => Effect.dieMessage("a kept placement is gone"), onSome: Effect.succeed }))
        )
      ),
    read: (kind: PendingKind, userId: number, key: string) => orDieQuietly(read({ kind, userId, key })),
    claim: (kind: PendingKind, userId: number, key: string, now: Date, anyTime: boolean) =>
      orDieQuietly(claim({ kind, userId, key, now, until: new Date(now.getTime() + Duration.toMillis(PENDING_LEASE)), anyTime })),
    /** The outcome kept: the coupon made, or the refusal as its kind's Schema encodes it. */
    finish: (kind: PendingKind, userId: number, key: string, now: Date, outcome: { readonly couponId: number } | { readonly refusal: unknown }) =>
      orDieQuietly(
        finish({
          kind,
          userId,
          key,
          now,
          couponId: "couponId" in outcome ? outcome.couponId : null,
          refusal: "refusal" in outcome ? JSON.stringify(outcome.refusal) : null
        })
      ),
    overdue: (kind: PendingKind, now: Date) => orDieQuietly(overdue({ kind, now, before: new Date(now.getTime() - Duration.toMillis(SWEEP_GRACE)) }))
  }
})
