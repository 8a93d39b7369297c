import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A sessions row as the server reads it (migration 002); the cookie and fingerprint token only as SHA-256. */
export const SessionRow = Schema.Struct({
  id: Schema.String,
  /** The cookie's SHA-256: what the database announces a change of the session by (migration 034). */
  token_hash: Schema.String,
  // bigint: the pg driver answers a string, PGlite a number.
  user_id: Schema.NullOr(Schema.Union(Schema.Number, Schema.NumberFromString)),
  last_seen_at: Schema.DateFromSelf,
  expires_at: Schema.DateFromSelf,
  remember: Schema.Boolean,
  fingerprint_hash: Schema.NullOr(Schema.String),
  fingerprint_token_hash: Schema.NullOr(Schema.String),
  fingerprint_expires_at: Schema.NullOr(Schema.DateFromSelf)
})
export type SessionRow = typeof SessionRow.Type

const NewSession = Schema.Struct({ tokenHash: Schema.String, at: Schema.DateFromSelf, expiresAt: Schema.DateFromSelf })
const ByTokenHash = Schema.Struct({ tokenHash: Schema.String, now: Schema.DateFromSelf })
const ById = Schema.Struct({ id: Schema.UUID, now: Schema.DateFromSelf })
const BindFingerprint = Schema.Struct({
  id: Schema.String,
  componentsHash: Schema.String,
  tokenHash: Schema.String,
  expiresAt: Schema.DateFromSelf
})
const Count = Schema.Struct({ n: Schema.Number })
/** Last uses of sessions, written together (the JSON of a list of { id, at, expires_at }). */
const Slides = Schema.Array(Schema.Struct({ id: Schema.String, at: Schema.DateFromString, expires_at: Schema.DateFromString }))
/** A signed-in session: the player, whether it is kept longer ("save"), and the device binding it inherits. */
const NewPlayerSession = Schema.Struct({
  tokenHash: Schema.String,
  userId: Schema.Number,
  remember: Schema.Boolean,
  at: Schema.DateFromSelf,
  expiresAt: Schema.DateFromSelf,
  fingerprintHash: Schema.NullOr(Schema.String),
  fingerprintTokenHash: Schema.NullOr(Schema.String),
  fingerprintExpiresAt: Schema.NullOr(Schema.DateFromSelf)
})

/** SQL access to the sessions table. */
export const makeSessionRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const columns = sql.literal(
    "id, token_hash, user_id, last_seen_at, expires_at, remember, fingerprint_hash, fingerprint_token_hash, fingerprint_expires_at"
  )

  const insert = SqlSchema.single({
    Request: NewSession,
    Result: SessionRow,
    execute: ({ at, expiresAt, tokenHash }) =>
      sql`insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
          values (${tokenHash}, null, ${at}, ${at}, ${expiresAt}) returning ${columns}`
  })
  const insertPlayer = SqlSchema.single({
    Request: NewPlayerSession,
    Result: SessionRow,
    execute: (s) =>
      sql`insert into sessions (token_hash, user_id, remember, created_at, last_seen_at, expires_at,
            fingerprint_hash, fingerprint_token_hash, fingerprint_expires_at)
          values (${s.tokenHash}, ${s.userId}, ${s.remember}, ${s.at}, ${s.at}, ${s.expiresAt},
            ${s.fingerprintHash}, ${s.fingerprintTokenHash}, ${s.fingerprintExpiresAt})
          returning ${columns}`
  })
  const deleteByTokenHash = SqlSchema.findOne({
    Request: ByTokenHash,
    Result: SessionRow,
    // An expired row is deleted all the same, but it speaks for nothing any more.
    execute: ({ now, tokenHash }) =>
      sql`with gone as (delete from sessions where token_hash = ${tokenHash} returning ${columns})
          select ${columns} from gone where expires_at > ${now}`
  })
  const liveByTokenHash = SqlSchema.findOne({
    Request: ByTokenHash,
    Result: SessionRow,
    execute: ({ now, tokenHash }) => sql`select ${columns} from sessions where token_hash = ${tokenHash} and expires_at > ${now}`
  })
  const liveById = SqlSchema.findOne({
    Request: ById,
    Result: SessionRow,
    execute: ({ id, now }) => sql`select ${columns} from sessions where id = ${id} and expires_at > ${now}`
  })
  const deleteById = SqlSchema.void({
    Request: Schema.String,
    execute: (id) => sql`delete from sessions where id = ${id}`
  })
  // Only ever forward: an older use written late moves nothing (and so is never announced as a change).
  const slideMany = SqlSchema.void({
    Request: Schema.parseJson(Slides),
    execute: (slides) =>
      sql`update sessions s set last_seen_at = v.at, expires_at = greatest(s.expires_at, v.expires_at)
          from json_to_recordset(${slides}::json) as v(id uuid, at timestamptz, expires_at timestamptz)
          where s.id = v.id and s.last_seen_at < v.at`
  })
  const bindFingerprint = SqlSchema.void({
    Request: BindFingerprint,
    execute: ({ componentsHash, expiresAt, id, tokenHash }) =>
      sql`update sessions set fingerprint_hash = ${componentsHash}, fingerprint_token_hash = ${tokenHash}, fingerprint_expires_at = ${expiresAt}
          where id = ${id}`
  })
  const purgeExpired = SqlSchema.single({
    Request: Schema.DateFromSelf,
    Result: Count,
    execute: (now) => sql`with gone as (delete from sessions where expires_at <= ${now} returning 1) select count(*)::int as n from gone`
  })

  return {
    insert: (request: typeof NewSession.Type) => orDieQuietly(insert(request)),
    insertPlayer: (request: typeof NewPlayerSession.Type) => orDieQuietly(insertPlayer(request)),
    /** Deletes the session of this cookie hash; answers it if it was still live (a rotation carries its device binding over). */
    deleteByTokenHash: (request: typeof ByTokenHash.Type) => orDieQuietly(deleteByTokenHash(request)),
    liveByTokenHash: (request: typeof ByTokenHash.Type) => orDieQuietly(liveByTokenHash(request)),
    liveById: (request: typeof ById.Type) => orDieQuietly(liveById(request)),
    /** Ends a session whatever its state (one found idle past the auto-logoff limit). */
    deleteById: (id: string) => orDieQuietly(deleteById(id)),
    /** Writes many sessions' last uses in one statement. */
    slideMany: (slides: ReadonlyArray<{ readonly id: string; readonly at: Date; readonly expires_at: Date }>) => orDieQuietly(slideMany(slides)),
    bindFingerprint: (request: typeof BindFingerprint.Type) => orDieQuietly(bindFingerprint(request)),
    purgeExpired: (now: Date) => orDieQuietly(Effect.map(purgeExpired(now), (row) => row.n))
  }
})

export type SessionRepo = Effect.Effect.Success<typeof makeSessionRepo>
