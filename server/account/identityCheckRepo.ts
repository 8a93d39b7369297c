import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { type IdentityCheck, IdentityCheckStatus } from "../../src/domain/account/identityCheck"
import { orDieQuietly, isUniqueViolation } from "../platform/db/databaseFault"
import { BigIntColumn } from "./ledgerRepo"

/** A check as every answer needs it (migration 032), its provider's page included: never sent to a client as is. */
export const CheckRow = Schema.Struct({
  id: Schema.String,
  user_id: BigIntColumn,
  provider: Schema.String,
  provider_session: Schema.String,
  provider_url: Schema.String,
  language: Schema.String,
  status: IdentityCheckStatus,
  reason: Schema.NullOr(Schema.String),
  result_id: Schema.NullOr(Schema.String),
  started_at: Schema.DateFromSelf,
  decided_at: Schema.NullOr(Schema.DateFromSelf)
})
export type CheckRow = typeof CheckRow.Type

/** A check as its player sees it (no provider session, no URL). */
export const toIdentityCheck = (row: CheckRow): IdentityCheck => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  startedAt: row.started_at.getTime(),
  decidedAt: row.decided_at?.getTime() ?? null
})

const columns = "id::text as id, user_id, provider, provider_session, provider_url, language, status, reason, result_id, started_at, decided_at"

const NewCheck = Schema.Struct({
  id: Schema.String,
  userId: Schema.Number,
  provider: Schema.String,
  providerSession: Schema.String,
  providerUrl: Schema.String,
  language: Schema.String,
  at: Schema.DateFromSelf
})
export type NewCheck = typeof NewCheck.Type

const Decision = Schema.Struct({
  id: Schema.String,
  status: Schema.Literal("verified", "rejected"),
  reason: Schema.NullOr(Schema.String),
  resultId: Schema.String,
  at: Schema.DateFromSelf
})
export type Decision = typeof Decision.Type

const CountRow = Schema.Struct({ count: BigIntColumn })

/** What deciding a check did: decided it now, found it decided already, or found the result's id used elsewhere. */
export type DecideOutcome =
  | { readonly _tag: "Decided"; readonly row: CheckRow }
  | { readonly _tag: "AlreadyDecided"; readonly row: CheckRow }
  | { readonly _tag: "ResultUsed" }
  | { readonly _tag: "NotFound" }

/** SQL of the online identity checks (migration 032). */
export const makeIdentityCheckRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const select = sql.literal(columns)

  const ofPlayer = SqlSchema.findAll({
    Request: Schema.Number,
    Result: CheckRow,
    execute: (userId) => sql`select ${select} from identity_checks where user_id = ${userId} order by started_at, id`
  })
  const ofPlayerById = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, id: Schema.String }),
    Result: CheckRow,
    execute: ({ id, userId }) => sql`select ${select} from identity_checks where id = ${id}::uuid and user_id = ${userId}`
  })
  const byId = SqlSchema.findOne({
    Request: Schema.String,
    Result: CheckRow,
    execute: (id) => sql`select ${select} from identity_checks where id = ${id}::uuid`
  })
  const byResultId = SqlSchema.findOne({
    Request: Schema.String,
    Result: CheckRow,
    execute: (resultId) => sql`select ${select} from identity_checks where result_id = ${resultId}`
  })
  const startedSince = SqlSchema.single({
    Request: Schema.Struct({ userId: Schema.Number, since: Schema.DateFromSelf }),
    Result: CountRow,
    execute: ({ since, userId }) => sql`select count(*) as count from identity_checks where user_id = ${userId} and started_at > ${since}`
  })
  const decide = SqlSchema.findOne({
    Request: Decision,
    Result: CheckRow,
    // Only a started check moves: an outcome is given once (the caller tells a repeat from a conflict).
    execute: ({ at, id, reason, resultId, status }) =>
      sql`update identity_checks set status = ${status}, reason = ${reason}, result_id = ${resultId}, decided_at = ${at}
          where id = ${id}::uuid and status = 'started' returning ${select}`
  })

  return {
    ofPlayer: (userId: number) => orDieQuietly(ofPlayer(userId)),
    ofPlayerById: (userId: number, id: string) => orDieQuietly(ofPlayerById({ userId, id })),
    byId: (id: string) => orDieQuietly(byId(id)),
    byResultId: (resultId: string) => orDieQuietly(byResultId(resultId)),
    /** How many checks the player started since then (the daily limit's count, before the provider is called). */
    startedSince: (userId: number, since: Date) => orDieQuietly(Effect.map(startedSince({ userId, since }), (row) => row.count)),
    /**
     * Keeps an opened check unless the player started `limit` since `since`: counted again under a per-player
     * transaction lock, so parallel starts cannot pass the limit together. Answers false when the limit is reached.
     */
    insertWithin: (check: NewCheck, since: Date, limit: number) =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            // 32 = the migration's number: a lock space of its own beside the other advisory locks.
            yield* sql`select pg_advisory_xact_lock(32, ${check.userId}::integer)`
            const { count } = yield* startedSince({ userId: check.userId, since })
            if (count >= limit) return false
            yield* sql`insert into identity_checks (id, user_id, provider, provider_session, provider_url, language, started_at)
                       values (${check.id}::uuid, ${check.userId}, ${check.provider}, ${check.providerSession}, ${check.providerUrl},
                               ${check.language}, ${check.at})`
            return true
          })
        )
        .pipe(orDieQuietly),
    /** Gives the check its outcome once; a result id decides one check only (its unique key settles races). */
    decide: (decision: Decision): Effect.Effect<DecideOutcome> =>
      Effect.gen(function* () {
        const decided = yield* decide(decision).pipe(
          Effect.map((row) => (row._tag === "Some" ? ({ _tag: "Decided", row: row.value } as const) : null)),
          Effect.catchIf(isUniqueViolation, () => Effect.succeed({ _tag: "ResultUsed" } as const))
        )
        if (decided !== null) return decided
        const existing = yield* byId(decision.id)
        return existing._tag === "Some" ? ({ _tag: "AlreadyDecided", row: existing.value } as const) : ({ _tag: "NotFound" } as const)
      }).pipe(orDieQuietly)
  }
})

export type IdentityCheckRepo = Effect.Effect.Success<typeof makeIdentityCheckRepo>
