import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { AcceptedDocumentType, DocumentKind, DocumentStatus } from "../../src/domain/account/verification"
import { orDieQuietly } from "../platform/db/databaseFault"
import { BigIntColumn } from "./ledgerRepo"

/** A document without its bytes (migration 011): what every list and answer needs. */
export const DocumentRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  kind: DocumentKind,
  file_name: Schema.String,
  content_type: AcceptedDocumentType,
  size: Schema.Number,
  status: DocumentStatus,
  reason: Schema.NullOr(Schema.String),
  uploaded_at: Schema.DateFromSelf,
  decided_at: Schema.NullOr(Schema.DateFromSelf)
})
export type DocumentRow = typeof DocumentRow.Type

export interface NewDocument {
  readonly userId: number
  readonly kind: DocumentKind
  readonly fileName: string
  readonly contentType: AcceptedDocumentType
  readonly content: Uint8Array
  readonly at: Date
}

const columns = "id, user_id, kind, file_name, content_type, size, status, reason, uploaded_at, decided_at"
const Decision = Schema.Struct({ id: Schema.Number, status: Schema.Literal("verified", "rejected"), reason: Schema.NullOr(Schema.String), at: Schema.DateFromSelf })
const UserDocument = Schema.Struct({ userId: Schema.Number, id: Schema.Number })
const CountRow = Schema.Struct({ count: BigIntColumn })

/** SQL of the verification documents (migration 011). */
export const makeVerificationRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const select = sql.literal(columns)

  const ofPlayer = SqlSchema.findAll({
    Request: Schema.Number,
    Result: DocumentRow,
    execute: (userId) => sql`select ${select} from verification_documents where user_id = ${userId} order by id`
  })
  const ofPlayerById = SqlSchema.findOne({
    Request: UserDocument,
    Result: DocumentRow,
    execute: ({ id, userId }) => sql`select ${select} from verification_documents where id = ${id} and user_id = ${userId}`
  })
  const byId = SqlSchema.findOne({
    Request: Schema.Number,
    Result: DocumentRow,
    execute: (id) => sql`select ${select} from verification_documents where id = ${id}`
  })
  const count = SqlSchema.single({
    Request: Schema.Number,
    Result: CountRow,
    execute: (userId) => sql`select count(*) as count from verification_documents where user_id = ${userId}`
  })
  const queue = SqlSchema.findAll({
    Request: Schema.Boolean,
    Result: DocumentRow,
    execute: (pendingOnly) =>
      pendingOnly
        ? sql`select ${select} from verification_documents where status = 'pending' order by id`
        : sql`select ${select} from verification_documents order by id`
  })
  const decide = SqlSchema.findOne({
    Request: Decision,
    Result: DocumentRow,
    // Only a pending document moves; a decided one keeps its decision (the caller tells 404 from 409).
    execute: ({ at, id, reason, status }) =>
      sql`update verification_documents set status = ${status}, reason = ${reason}, decided_at = ${at}
          where id = ${id} and status = 'pending' returning ${select}`
  })
  const additionalAccount = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: (userId) => sql`select id from ledger_accounts where user_id = ${userId} and type = 9 and closed_at is null limit 1`
  })

  return {
    ofPlayer: (userId: number) => orDieQuietly(ofPlayer(userId)),
    ofPlayerById: (userId: number, id: number) => orDieQuietly(ofPlayerById({ userId, id })),
    byId: (id: number) => orDieQuietly(byId(id)),
    queue: (pendingOnly: boolean) => orDieQuietly(queue(pendingOnly)),
    decide: (decision: typeof Decision.Type) => orDieQuietly(decide(decision)),
    hasAdditionalAccount: (userId: number) => orDieQuietly(Effect.map(additionalAccount(userId), (row) => row._tag === "Some")),
    /**
     * Adds a document unless the player already keeps `limit`: counted under a per-player transaction lock, so
     * parallel uploads cannot pass the limit together. Answers false when the limit is reached.
     */
    insertWithin: (document: NewDocument, limit: number) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            // 11 = the migration's number: a lock space of its own beside the other advisory locks.
            yield* sql`select pg_advisory_xact_lock(11, ${document.userId}::integer)`
            const { count: kept } = yield* count(document.userId)
            if (kept >= limit) return false
            yield* sql`insert into verification_documents (user_id, kind, file_name, content_type, size, content, uploaded_at)
                       values (${document.userId}, ${document.kind}, ${document.fileName}, ${document.contentType},
                               ${document.content.byteLength}, ${document.content}, ${document.at})`
            return true
          })
        )
        .pipe(orDieQuietly)
  }
})

export type VerificationRepo = Effect.Effect.Success<typeof makeVerificationRepo>
