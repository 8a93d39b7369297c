import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/**
 * SQL of the one-time codes (migration 008): one live code per purpose and destination, only its HMAC kept; a code
 * sent with a link keeps the HMAC of the link's nonce too (migration 026).
 */

const CodeRow = Schema.Struct({
  code_hash: Schema.String,
  attempts: Schema.Number,
  expires_at: Schema.DateFromSelf,
  used_at: Schema.NullOr(Schema.DateFromSelf)
})
export type CodeRow = typeof CodeRow.Type

const Key = Schema.Struct({ purpose: Schema.String, destination: Schema.String })
const NewCode = Schema.Struct({
  ...Key.fields,
  codeHash: Schema.String,
  linkHash: Schema.NullOr(Schema.String),
  at: Schema.DateFromSelf,
  expiresAt: Schema.DateFromSelf
})
const LinkKey = Schema.Struct({ purpose: Schema.String, linkHash: Schema.String })
const LinkRow = Schema.Struct({ destination: Schema.String, expires_at: Schema.DateFromSelf, used_at: Schema.NullOr(Schema.DateFromSelf) })
const Used = Schema.Struct({ ...Key.fields, at: Schema.DateFromSelf })
const Count = Schema.Struct({ n: Schema.Number })

export const makeVerificationCodesRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  // A new code replaces the previous one of the same purpose and destination, with a fresh attempt count.
  const replace = SqlSchema.void({
    Request: NewCode,
    execute: ({ at, codeHash, destination, expiresAt, linkHash, purpose }) =>
      sql`insert into verification_codes (purpose, destination, code_hash, link_hash, attempts, expires_at, used_at, created_at)
          values (${purpose}, ${destination}, ${codeHash}, ${linkHash}, 0, ${expiresAt}, null, ${at})
          on conflict (purpose, destination) do update set
            code_hash = excluded.code_hash, link_hash = excluded.link_hash, attempts = 0, expires_at = excluded.expires_at, used_at = null,
            created_at = excluded.created_at`
  })
  // The code a followed link is tied to, locked like a guess at the code: the link and the code are judged in turn.
  const lockByLink = SqlSchema.findOne({
    Request: LinkKey,
    Result: LinkRow,
    execute: ({ linkHash, purpose }) =>
      sql`select destination, expires_at, used_at from verification_codes where purpose = ${purpose} and link_hash = ${linkHash} for update`
  })
  const findByLink = SqlSchema.findOne({
    Request: LinkKey,
    Result: LinkRow,
    execute: ({ linkHash, purpose }) => sql`select destination, expires_at, used_at from verification_codes where purpose = ${purpose} and link_hash = ${linkHash}`
  })
  // Locked for the rest of the transaction: two guesses at one code are judged one after the other.
  const lockCurrent = SqlSchema.findOne({
    Request: Key,
    Result: CodeRow,
    execute: ({ destination, purpose }) =>
      sql`select code_hash, attempts, expires_at, used_at from verification_codes
          where purpose = ${purpose} and destination = ${destination} for update`
  })
  const countAttempt = SqlSchema.void({
    Request: Key,
    execute: ({ destination, purpose }) =>
      sql`update verification_codes set attempts = attempts + 1 where purpose = ${purpose} and destination = ${destination}`
  })
  const markUsed = SqlSchema.void({
    Request: Used,
    execute: ({ at, destination, purpose }) =>
      sql`update verification_codes set used_at = ${at}, attempts = attempts + 1 where purpose = ${purpose} and destination = ${destination}`
  })
  // Expired codes are kept a day, so a late answer is still told time_up rather than wrong_code (SPEC.md 4).
  const purgeBefore = SqlSchema.single({
    Request: Schema.DateFromSelf,
    Result: Count,
    execute: (before) => sql`with gone as (delete from verification_codes where expires_at <= ${before} returning 1) select count(*)::int as n from gone`
  })

  return {
    replace: (request: typeof NewCode.Type) => orDieQuietly(replace(request)),
    lockCurrent: (key: typeof Key.Type) => orDieQuietly(lockCurrent(key)),
    lockByLink: (key: typeof LinkKey.Type) => orDieQuietly(lockByLink(key)),
    findByLink: (key: typeof LinkKey.Type) => orDieQuietly(findByLink(key)),
    countAttempt: (key: typeof Key.Type) => orDieQuietly(countAttempt(key)),
    markUsed: (request: typeof Used.Type) => orDieQuietly(markUsed(request)),
    purgeBefore: (before: Date) => orDieQuietly(Effect.map(purgeBefore(before), (row) => row.n)),
    withTransaction: <A, R>(effect: Effect.Effect<A, never, R>) => orDieQuietly(sql.withTransaction(effect))
  }
})
