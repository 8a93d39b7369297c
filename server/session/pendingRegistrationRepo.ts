import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { RegistrationChoices } from "../../src/domain/session/registration"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A registration by e-mail waiting for its confirmation link (migration 021 `pending_registrations`). */
export const PendingRegistrationRow = Schema.Struct({
  email: Schema.String,
  password_hash: Schema.String,
  // jsonb: PGlite and pg both answer it parsed.
  choices: RegistrationChoices,
  language: Schema.NullOr(Schema.String)
})
export type PendingRegistrationRow = typeof PendingRegistrationRow.Type

const NewPending = Schema.Struct({
  email: Schema.String,
  passwordHash: Schema.String,
  choices: Schema.String,
  language: Schema.NullOr(Schema.String),
  at: Schema.DateFromSelf,
  expiresAt: Schema.DateFromSelf
})

/** SQL of the registrations by e-mail waiting for their link. */
export const makePendingRegistrationRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  // Registering the address again replaces the waiting registration: only the newest link's code works anyway.
  const put = SqlSchema.void({
    Request: NewPending,
    execute: (p) =>
      sql`insert into pending_registrations (email, password_hash, choices, language, created_at, expires_at)
          values (${p.email}, ${p.passwordHash}, cast(${p.choices} as jsonb), ${p.language}, ${p.at}, ${p.expiresAt})
          on conflict (email) do update set password_hash = excluded.password_hash, choices = excluded.choices,
            language = excluded.language, created_at = excluded.created_at, expires_at = excluded.expires_at`
  })
  // Taken and deleted at once: one link makes one player.
  const take = SqlSchema.findOne({
    Request: Schema.Struct({ email: Schema.String, now: Schema.DateFromSelf }),
    Result: PendingRegistrationRow,
    execute: ({ email, now }) =>
      sql`delete from pending_registrations where email = ${email} and expires_at > ${now} returning email, password_hash, choices, language`
  })
  const purge = SqlSchema.void({ Request: Schema.DateFromSelf, execute: (now) => sql`delete from pending_registrations where expires_at <= ${now}` })

  return {
    put: (pending: typeof NewPending.Type) => orDieQuietly(put(pending)),
    take: (email: string, now: Date) => orDieQuietly(take({ email, now })),
    purgeExpired: (now: Date) => orDieQuietly(purge(now))
  }
})
