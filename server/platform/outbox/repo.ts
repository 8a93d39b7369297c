import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../db/databaseFault"

/** A jsonb object of texts: the pg driver answers it parsed, PGlite may answer it as text. */
const StringRecord = Schema.Record({ key: Schema.String, value: Schema.String })
const StringRecordColumn = Schema.Union(StringRecord, Schema.parseJson(StringRecord))

/** An outbox_messages row (migration 008, headers 038). */
export const OutboxRow = Schema.Struct({
  // bigserial: the pg driver answers a string, PGlite a number.
  id: Schema.Union(Schema.Number, Schema.NumberFromString),
  channel: Schema.Literal("sms", "email"),
  recipient: Schema.String,
  template: Schema.String,
  language: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  params: StringRecordColumn,
  headers: StringRecordColumn,
  created_at: Schema.DateFromSelf
})
export type OutboxRow = typeof OutboxRow.Type

const NewMessage = Schema.Struct({
  channel: Schema.Literal("sms", "email"),
  recipient: Schema.String,
  template: Schema.String,
  language: Schema.String,
  subject: Schema.String,
  body: Schema.String,
  params: Schema.String,
  headers: Schema.String,
  status: Schema.Literal("kept", "sent", "failed"),
  at: Schema.DateFromSelf
})
const Listing = Schema.Struct({ recipient: Schema.NullOr(Schema.String), limit: Schema.Int })

/** SQL access to the outbox. */
export const makeOutboxRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal("id, channel, recipient, template, language, subject, body, params, headers, created_at")

  const insert = SqlSchema.void({
    Request: NewMessage,
    execute: (m) =>
      sql`insert into outbox_messages (channel, recipient, template, language, subject, body, params, headers, status, created_at)
          values (${m.channel}, ${m.recipient}, ${m.template}, ${m.language}, ${m.subject}, ${m.body}, ${m.params}::jsonb, ${m.headers}::jsonb, ${m.status}, ${m.at})`
  })
  const newestFirst = SqlSchema.findAll({
    Request: Listing,
    Result: OutboxRow,
    execute: ({ limit, recipient }) =>
      recipient === null
        ? sql`select ${columns} from outbox_messages order by id desc limit ${limit}`
        : sql`select ${columns} from outbox_messages where recipient = ${recipient} order by id desc limit ${limit}`
  })

  return {
    insert: (message: typeof NewMessage.Type) => orDieQuietly(insert(message)),
    newestFirst: (listing: typeof Listing.Type) => orDieQuietly(newestFirst(listing))
  }
})
