import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

// bigint columns: the pg driver answers strings, PGlite numbers.
const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString)

/** A sign-in waiting for its second step (migration 020 `pending_sign_ins`). */
export const PendingSignInRow = Schema.Struct({
  user_id: BigIntColumn,
  remember: Schema.Boolean,
  redirect_url: Schema.NullOr(Schema.String),
  wrong_codes: Schema.Number
})
export type PendingSignInRow = typeof PendingSignInRow.Type

const NewPending = Schema.Struct({
  handleHash: Schema.String,
  userId: Schema.Number,
  remember: Schema.Boolean,
  redirectUrl: Schema.NullOr(Schema.String),
  at: Schema.DateFromSelf,
  expiresAt: Schema.DateFromSelf
})
const ByHandle = Schema.Struct({ handleHash: Schema.String, now: Schema.DateFromSelf })

/** SQL of the sign-ins waiting for their second step: each change is one conditional statement. */
export const makePendingSignInRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const insert = SqlSchema.void({
    Request: NewPending,
    execute: (p) =>
      sql`insert into pending_sign_ins (handle_hash, user_id, remember, redirect_url, created_at, expires_at)
          values (${p.handleHash}, ${p.userId}, ${p.remember}, ${p.redirectUrl}, ${p.at}, ${p.expiresAt})`
  })
  const live = SqlSchema.findOne({
    Request: ByHandle,
    Result: PendingSignInRow,
    execute: ({ handleHash, now }) =>
      sql`select user_id, remember, redirect_url, wrong_codes from pending_sign_ins where handle_hash = ${handleHash} and expires_at > ${now}`
  })
  // Taken and deleted at once: of two requests racing with right codes, one makes the session.
  const take = SqlSchema.findOne({
    Request: ByHandle,
    Result: PendingSignInRow,
    execute: ({ handleHash, now }) =>
      sql`delete from pending_sign_ins where handle_hash = ${handleHash} and expires_at > ${now}
          returning user_id, remember, redirect_url, wrong_codes`
  })
  const countWrongCode = SqlSchema.findOne({
    Request: Schema.String,
    Result: Schema.Struct({ wrong_codes: Schema.Number }),
    execute: (handleHash) => sql`update pending_sign_ins set wrong_codes = wrong_codes + 1 where handle_hash = ${handleHash} returning wrong_codes`
  })
  const remove = SqlSchema.void({ Request: Schema.String, execute: (handleHash) => sql`delete from pending_sign_ins where handle_hash = ${handleHash}` })
  const purge = SqlSchema.void({ Request: Schema.DateFromSelf, execute: (now) => sql`delete from pending_sign_ins where expires_at <= ${now}` })

  return {
    insert: (pending: typeof NewPending.Type) => orDieQuietly(insert(pending)),
    live: (handleHash: string, now: Date) => orDieQuietly(live({ handleHash, now })),
    take: (handleHash: string, now: Date) => orDieQuietly(take({ handleHash, now })),
    /** One more wrong code for this sign-in; answers how many it has had (0 when it is gone already). */
    countWrongCode: (handleHash: string) =>
      orDieQuietly(Effect.map(countWrongCode(handleHash), (row) => Option.getOrElse(Option.map(row, (r) => r.wrong_codes), () => 0))),
    remove: (handleHash: string) => orDieQuietly(remove(handleHash)),
    purgeExpired: (now: Date) => orDieQuietly(purge(now))
  }
})
