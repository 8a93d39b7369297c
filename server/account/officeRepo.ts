import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

// bigint columns: the pg driver answers strings, PGlite numbers.
const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString)
// jsonb: PGlite and pg both answer parsed values.
const Json = Schema.Unknown

export const PersonalDataRow = Schema.Struct({ data: Json })
export const SecurityRow = Schema.Struct({
  totp_secret: Schema.NullOr(Schema.String),
  totp_pending_secret: Schema.NullOr(Schema.String),
  totp_last_step: Schema.NullOr(BigIntColumn),
  security_question: Schema.NullOr(Schema.String),
  security_answer_hash: Schema.NullOr(Schema.String),
  email_auth: Schema.Boolean
})
export type SecurityRow = typeof SecurityRow.Type
export const PreferencesRow = Schema.Struct({ mailing: Json, global_settings: Json })

/** SQL of migration 010: the office's three per-player tables, and the player's other sessions. */
export const makeOfficeRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const at = () => new Date()

  const personalData = SqlSchema.findOne({
    Request: Schema.Number,
    Result: PersonalDataRow,
    execute: (userId) => sql`select data from player_personal_data where user_id = ${userId}`
  })
  const security = SqlSchema.findOne({
    Request: Schema.Number,
    Result: SecurityRow,
    execute: (userId) =>
      sql`select totp_secret, totp_pending_secret, totp_last_step, security_question, security_answer_hash, email_auth
          from player_security where user_id = ${userId}`
  })
  const preferences = SqlSchema.findOne({
    Request: Schema.Number,
    Result: PreferencesRow,
    execute: (userId) => sql`select mailing, global_settings from player_preferences where user_id = ${userId}`
  })

  /** Makes the player's security row if there is none, then applies `set` (a fragment of column = value pairs). */
  const updateSecurity = (userId: number, values: Partial<Omit<SecurityRow, "totp_last_step">> & { readonly totp_last_step?: number | null }) =>
    Effect.gen(function* () {
      const now = at()
      yield* sql`insert into player_security (user_id, updated_at) values (${userId}, ${now}) on conflict (user_id) do nothing`
      yield* sql`update player_security set ${sql.update({ ...values, updated_at: now })} where user_id = ${userId}`
    })

  const hideBalance = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ hide_balance: Schema.Boolean }),
    execute: (userId) => sql`select hide_balance from wallets where user_id = ${userId}`
  })
  const hasDeposit = SqlSchema.single({
    Request: Schema.Number,
    Result: Schema.Struct({ found: Schema.Boolean }),
    execute: (userId) =>
      sql`select exists (
            select 1 from ledger_entries e
              join ledger_accounts a on a.id = e.account_id
              join ledger_transactions t on t.id = e.transaction_id
            where a.user_id = ${userId} and t.kind = 'deposit' and e.amount > 0) as found`
  })

  return {
    /** The header's hide-balance switch (migration 007 wallets); a player without a wallet row has the default, hidden. */
    hideBalance: (userId: number) => orDieQuietly(Effect.map(hideBalance(userId), (row) => (row._tag === "Some" ? row.value.hide_balance : true))),
    /** Whether any deposit ever reached one of the player's accounts (the ledger's deposit transactions). */
    hasDeposit: (userId: number) => orDieQuietly(Effect.map(hasDeposit(userId), (row) => row.found)),
    personalData: (userId: number) => orDieQuietly(personalData(userId)),
    savePersonalData: (userId: number, data: unknown) =>
      orDieQuietly(
        sql`insert into player_personal_data (user_id, data, updated_at) values (${userId}, ${JSON.stringify(data)}::jsonb, ${at()})
            on conflict (user_id) do update set data = excluded.data, updated_at = excluded.updated_at`
      ),
    security: (userId: number) => orDieQuietly(security(userId)),
    updateSecurity: (userId: number, values: Parameters<typeof updateSecurity>[1]) => orDieQuietly(updateSecurity(userId, values)),
    /** Accepts a two-step time step once: false when this step (or a later one) was used already. */
    claimTotpStep: (userId: number, step: number) =>
      orDieQuietly(
        Effect.map(
          sql`update player_security set totp_last_step = ${step}
              where user_id = ${userId} and (totp_last_step is null or totp_last_step < ${step}) returning 1`,
          (rows) => rows.length === 1
        )
      ),
    preferences: (userId: number) => orDieQuietly(preferences(userId)),
    savePreferences: (userId: number, mailing: unknown, global: unknown) =>
      orDieQuietly(
        sql`insert into player_preferences (user_id, mailing, global_settings, updated_at)
            values (${userId}, ${JSON.stringify(mailing)}::jsonb, ${JSON.stringify(global)}::jsonb, ${at()})
            on conflict (user_id) do update set mailing = excluded.mailing, global_settings = excluded.global_settings, updated_at = excluded.updated_at`
      ),
    setPassword: (userId: number, passwordHash: string) =>
      orDieQuietly(sql`update players set password_hash = ${passwordHash}, password_changed_at = ${at()} where id = ${userId}`),
    /** Ends every session of the player but `keepSessionId` (a changed password signs every other device out). */
    endOtherSessions: (userId: number, keepSessionId: string) =>
      orDieQuietly(sql`delete from sessions where user_id = ${userId} and id <> ${keepSessionId}`)
  }
})
