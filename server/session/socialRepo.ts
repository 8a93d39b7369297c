import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { RegistrationChoices } from "../../src/domain/session/registration"
import { orDieQuietly } from "../platform/db/databaseFault"

// bigint columns: the pg driver answers strings, PGlite numbers.
const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString)

/** A sign-in under way at a provider (migration 012 `social_sign_ins`). */
export const PendingSignIn = Schema.Struct({
  provider: Schema.String,
  state: Schema.String,
  nonce: Schema.String,
  code_verifier: Schema.String,
  redirect_uri: Schema.String,
  return_path: Schema.NullOr(Schema.String),
  // jsonb: PGlite and pg both answer it parsed.
  choices: RegistrationChoices,
  language: Schema.NullOr(Schema.String)
})
export type PendingSignIn = typeof PendingSignIn.Type

const NewPendingSignIn = Schema.Struct({
  handleHash: Schema.String,
  provider: Schema.String,
  state: Schema.String,
  nonce: Schema.String,
  codeVerifier: Schema.String,
  redirectUri: Schema.String,
  returnPath: Schema.NullOr(Schema.String),
  choices: Schema.String,
  language: Schema.NullOr(Schema.String),
  expiresAt: Schema.DateFromSelf
})

const Identity = Schema.Struct({ issuer: Schema.String, subject: Schema.String })
const NewIdentity = Schema.Struct({ ...Identity.fields, playerId: Schema.Number, provider: Schema.String, at: Schema.DateFromSelf })

/** SQL of social sign-in: the sign-ins under way and the identities linked to players. */
export const makeSocialRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const insertPending = SqlSchema.void({
    Request: NewPendingSignIn,
    execute: (p) =>
      sql`insert into social_sign_ins (handle_hash, provider, state, nonce, code_verifier, redirect_uri, return_path, choices, language, expires_at)
          values (${p.handleHash}, ${p.provider}, ${p.state}, ${p.nonce}, ${p.codeVerifier}, ${p.redirectUri}, ${p.returnPath},
            cast(${p.choices} as jsonb), ${p.language}, ${p.expiresAt})`
  })
  // Taken and deleted at once: a sign-in's answer is accepted once, whatever happens next.
  const takePending = SqlSchema.findOne({
    Request: Schema.Struct({ handleHash: Schema.String, now: Schema.DateFromSelf }),
    Result: PendingSignIn,
    execute: ({ handleHash, now }) =>
      sql`delete from social_sign_ins where handle_hash = ${handleHash} and expires_at > ${now}
          returning provider, state, nonce, code_verifier, redirect_uri, return_path, choices, language`
  })
  const purge = SqlSchema.void({ Request: Schema.DateFromSelf, execute: (now) => sql`delete from social_sign_ins where expires_at <= ${now}` })
  const playerOf = SqlSchema.findOne({
    Request: Identity,
    Result: Schema.Struct({ player_id: BigIntColumn }),
    execute: ({ issuer, subject }) => sql`select player_id from player_identities where issuer = ${issuer} and subject = ${subject}`
  })
  const link = SqlSchema.findOne({
    Request: NewIdentity,
    Result: Schema.Struct({ player_id: BigIntColumn }),
    execute: (i) =>
      sql`insert into player_identities (issuer, subject, player_id, provider, created_at)
          values (${i.issuer}, ${i.subject}, ${i.playerId}, ${i.provider}, ${i.at})
          on conflict do nothing returning player_id`
  })

  return {
    insertPending: (pending: typeof NewPendingSignIn.Type) => orDieQuietly(insertPending(pending)),
    takePending: (handleHash: string, now: Date) => orDieQuietly(takePending({ handleHash, now })),
    purgeExpired: (now: Date) => orDieQuietly(purge(now)),
    playerOf: (issuer: string, subject: string) => orDieQuietly(Effect.map(playerOf({ issuer, subject }), Option.map((row) => row.player_id))),
    /** Links the identity to the player; false when it is linked already (to whoever won the race). */
    link: (identity: typeof NewIdentity.Type) => orDieQuietly(Effect.map(link(identity), Option.isSome))
  }
})
