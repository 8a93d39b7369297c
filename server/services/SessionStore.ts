import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { SESSION_TOKEN_LIFETIME_SECONDS } from "../../src/domain/session/token"
import { Database, type Row } from "../db/Database"
import { randomSecret, SECRET_FORMAT, sha256Hex } from "./secureRandom"

/** A session lives this long after its last use (sliding); the cookie's Max-Age is the same (SPEC.md 9). */
export const SESSION_LIFETIME_MS = SESSION_TOKEN_LIFETIME_SECONDS * 1000

export interface BoundFingerprint {
  readonly tokenHash: string
  readonly expiresAt: Date
}

export interface Session {
  readonly id: string
  /** null for a guest */
  readonly userId: number | null
  readonly expiresAt: Date
  readonly fingerprint: Option.Option<BoundFingerprint>
}

export interface SessionStoreService {
  /** A new guest session. The cookie value is returned once and only its SHA-256 is stored. */
  readonly start: Effect.Effect<{ readonly session: Session; readonly cookie: Redacted.Redacted<string> }>
  /** The live session this cookie belongs to, with its expiry pushed to now + lifetime. */
  readonly resume: (cookie: Redacted.Redacted<string>) => Effect.Effect<Option.Option<Session>>
  /** The live session with this id, left as it is (the bearer-token check). */
  readonly findLive: (id: string) => Effect.Effect<Option.Option<Session>>
  readonly bindFingerprint: (
    id: string,
    fingerprint: { readonly componentsHash: string; readonly tokenHash: string; readonly expiresAt: Date }
  ) => Effect.Effect<void>
  /** Deletes sessions that expired before `before`; answers how many. */
  readonly purgeExpired: (before: Date) => Effect.Effect<number>
}

export class SessionStore extends Context.Tag("oddsfold/server/SessionStore")<SessionStore, SessionStoreService>() {}

const SessionRow = Schema.Struct({
  id: Schema.String,
  // bigint: the pg driver answers a string, PGlite a number.
  user_id: Schema.NullOr(Schema.Union(Schema.Number, Schema.NumberFromString)),
  expires_at: Schema.DateFromSelf,
  fingerprint_token_hash: Schema.NullOr(Schema.String),
  fingerprint_expires_at: Schema.NullOr(Schema.DateFromSelf)
})

const COLUMNS = "id, user_id, expires_at, fingerprint_token_hash, fingerprint_expires_at"
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const toSession = (row: typeof SessionRow.Type): Session => ({
  id: row.id,
  userId: row.user_id,
  expiresAt: row.expires_at,
  fingerprint:
    row.fingerprint_token_hash !== null && row.fingerprint_expires_at !== null
      ? Option.some({ tokenHash: row.fingerprint_token_hash, expiresAt: row.fingerprint_expires_at })
      : Option.none()
})

const firstSession = (rows: ReadonlyArray<Row>): Effect.Effect<Option.Option<Session>> =>
  rows.length === 0 ? Effect.succeedNone : Effect.map(Effect.orDie(Schema.decodeUnknown(SessionRow)(rows[0])), (row) => Option.some(toSession(row)))

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

// Database failures are not something a client can fix: they become defects, which server/http/errorBoundary.ts
// logs and answers with a plain 500.
export const SessionStoreLive = Layer.effect(
  SessionStore,
  Effect.gen(function* () {
    const db = yield* Database
    return {
      start: Effect.gen(function* () {
        const cookie = yield* randomSecret
        const at = yield* now
        const rows = yield* db.query(
          `insert into sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
           values ($1, null, $2, $2, $3) returning ${COLUMNS}`,
          [sha256Hex(Redacted.value(cookie)), at, new Date(at.getTime() + SESSION_LIFETIME_MS)]
        )
        const session = yield* firstSession(rows)
        return { session: Option.getOrThrow(session), cookie }
      }).pipe(Effect.orDie),

      resume: (cookie) =>
        SECRET_FORMAT.test(Redacted.value(cookie))
          ? Effect.gen(function* () {
              const at = yield* now
              const rows = yield* db.query(
                `update sessions set last_seen_at = $2, expires_at = $3
                 where token_hash = $1 and expires_at > $2 returning ${COLUMNS}`,
                [sha256Hex(Redacted.value(cookie)), at, new Date(at.getTime() + SESSION_LIFETIME_MS)]
              )
              return yield* firstSession(rows)
            }).pipe(Effect.orDie)
          : Effect.succeedNone,

      findLive: (id) =>
        UUID.test(id)
          ? Effect.gen(function* () {
              const rows = yield* db.query(`select ${COLUMNS} from sessions where id = $1 and expires_at > $2`, [id, yield* now])
              return yield* firstSession(rows)
            }).pipe(Effect.orDie)
          : Effect.succeedNone,

      bindFingerprint: (id, fingerprint) =>
        db
          .query(
            `update sessions set fingerprint_hash = $2, fingerprint_token_hash = $3, fingerprint_expires_at = $4 where id = $1`,
            [id, fingerprint.componentsHash, fingerprint.tokenHash, fingerprint.expiresAt]
          )
          .pipe(Effect.asVoid, Effect.orDie),

      purgeExpired: (before) =>
        db.query("with gone as (delete from sessions where expires_at < $1 returning 1) select count(*)::int as n from gone", [before]).pipe(
          Effect.map((rows) => Number(rows[0]?.["n"] ?? 0)),
          Effect.orDie
        )
    }
  })
)
