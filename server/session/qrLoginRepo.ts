import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

// bigint columns: the pg driver answers strings, PGlite numbers.
const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString)

/** A QR sign-in request as its checks need it (migration 014 `qr_logins`). */
const RequestRow = Schema.Struct({
  expires_at: Schema.DateFromSelf,
  approved_by: Schema.NullOr(BigIntColumn),
  used_at: Schema.NullOr(Schema.DateFromSelf)
})
export type QrLoginRow = typeof RequestRow.Type

const NewRequest = Schema.Struct({ ticketHash: Schema.String, code: Schema.String, at: Schema.DateFromSelf, expiresAt: Schema.DateFromSelf })

/** SQL of QR sign-in: each change is one conditional statement, so two racing approvals or polls cannot both win. */
export const makeQrLoginRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  // False when the code is taken already (a collision of random codes): the caller draws another.
  const insert = SqlSchema.findOne({
    Request: NewRequest,
    Result: Schema.Struct({ code: Schema.String }),
    execute: (r) =>
      sql`insert into qr_logins (ticket_hash, code, created_at, expires_at) values (${r.ticketHash}, ${r.code}, ${r.at}, ${r.expiresAt})
          on conflict do nothing returning code`
  })
  const approve = SqlSchema.findOne({
    Request: Schema.Struct({ code: Schema.String, playerId: Schema.Number, now: Schema.DateFromSelf }),
    Result: Schema.Struct({ code: Schema.String }),
    execute: ({ code, now, playerId }) =>
      sql`update qr_logins set approved_by = ${playerId}, approved_at = ${now}
          where code = ${code} and expires_at > ${now} and approved_by is null and used_at is null returning code`
  })
  const byCode = SqlSchema.findOne({
    Request: Schema.String,
    Result: RequestRow,
    execute: (code) => sql`select expires_at, approved_by, used_at from qr_logins where code = ${code}`
  })
  // The approved request is used by the poll that takes it: only one poll ever gets its player.
  const take = SqlSchema.findOne({
    Request: Schema.Struct({ ticketHash: Schema.String, now: Schema.DateFromSelf }),
    Result: Schema.Struct({ approved_by: BigIntColumn }),
    execute: ({ now, ticketHash }) =>
      sql`update qr_logins set used_at = ${now}
          where ticket_hash = ${ticketHash} and approved_by is not null and used_at is null and expires_at > ${now} returning approved_by`
  })
  const byTicket = SqlSchema.findOne({
    Request: Schema.String,
    Result: RequestRow,
    execute: (ticketHash) => sql`select expires_at, approved_by, used_at from qr_logins where ticket_hash = ${ticketHash}`
  })
  const purge = SqlSchema.void({ Request: Schema.DateFromSelf, execute: (before) => sql`delete from qr_logins where expires_at <= ${before}` })

  return {
    insert: (request: typeof NewRequest.Type) => orDieQuietly(Effect.map(insert(request), Option.isSome)),
    approve: (code: string, playerId: number, now: Date) => orDieQuietly(Effect.map(approve({ code, playerId, now }), Option.isSome)),
    byCode: (code: string) => orDieQuietly(byCode(code)),
    take: (ticketHash: string, now: Date) => orDieQuietly(Effect.map(take({ ticketHash, now }), Option.map((row) => row.approved_by))),
    byTicket: (ticketHash: string) => orDieQuietly(byTicket(ticketHash)),
    purgeExpiredBefore: (before: Date) => orDieQuietly(purge(before))
  }
})
