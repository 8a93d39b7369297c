import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Effect, Runtime } from "effect"
import type { Adapter, AdapterPayload } from "oidc-provider"
import { orDieQuietly } from "../platform/db/databaseFault"

/**
 * The sandbox identity provider's store (oidc-provider's adapter interface) on the `sandbox_oidc_records` table
 * (migration 054): every interaction, session, grant, code and token it makes, so that a sign-in started on one
 * process of a cluster is finished by any other. Times are the provider's own (the real time, as it stamps its
 * tokens); an expired row reads as absent and is purged by the social janitor.
 */
export const makeSandboxOidcAdapter = Effect.gen(function* () {
  const runtime = yield* Effect.runtime<SqlClient.SqlClient>()
  const sql = yield* SqlClient.SqlClient
  const run = <A>(effect: Effect.Effect<A, never, never>): Promise<A> => Runtime.runPromise(runtime)(effect)
  const rows = <A extends object>(statement: Effect.Effect<ReadonlyArray<A>, SqlError>) => run(orDieQuietly(statement))

  type Row = { readonly payload: AdapterPayload; readonly consumed: number | null }
  const live = (found: ReadonlyArray<Row>): AdapterPayload | undefined => {
    const row = found[0]
    if (row === undefined) return undefined
    return row.consumed === null ? row.payload : { ...row.payload, consumed: Number(row.consumed) }
  }
  const now = () => new Date()

  return class SandboxOidcAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const expiresAt = expiresIn > 0 ? new Date(Date.now() + expiresIn * 1000) : null
      await rows(sql`insert into sandbox_oidc_records (model, id, payload, grant_id, user_code, uid, expires_at)
        values (${this.model}, ${id}, cast(${JSON.stringify(payload)} as jsonb), ${payload.grantId ?? null}, ${payload.userCode ?? null},
          ${payload.uid ?? null}, ${expiresAt})
        on conflict (model, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
          user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`)
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return live(
        await rows<Row>(sql`select payload, cast(extract(epoch from consumed_at) as bigint) as consumed from sandbox_oidc_records
          where model = ${this.model} and id = ${id} and (expires_at is null or expires_at > ${now()})`)
      )
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return live(
        await rows<Row>(sql`select payload, cast(extract(epoch from consumed_at) as bigint) as consumed from sandbox_oidc_records
          where model = ${this.model} and uid = ${uid} and (expires_at is null or expires_at > ${now()}) limit 1`)
      )
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return live(
        await rows<Row>(sql`select payload, cast(extract(epoch from consumed_at) as bigint) as consumed from sandbox_oidc_records
          where model = ${this.model} and user_code = ${userCode} and (expires_at is null or expires_at > ${now()}) limit 1`)
      )
    }

    async consume(id: string): Promise<void> {
      await rows(sql`update sandbox_oidc_records set consumed_at = ${now()} where model = ${this.model} and id = ${id} and consumed_at is null`)
    }

    async destroy(id: string): Promise<void> {
      await rows(sql`delete from sandbox_oidc_records where model = ${this.model} and id = ${id}`)
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Every model's records of the grant: its codes, tokens and the grant itself.
      await rows(sql`delete from sandbox_oidc_records where grant_id = ${grantId}`)
    }
  }
})

/** Deletes the sandbox's expired records (the social janitor's minute). */
export const purgeSandboxOidcRecords = (now: Date) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) => orDieQuietly(sql`delete from sandbox_oidc_records where expires_at <= ${now}`)).pipe(Effect.asVoid)
