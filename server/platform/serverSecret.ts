import { createHmac } from "node:crypto"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Redacted } from "effect"
import { orDieQuietly } from "./db/databaseFault"
import { randomSecret } from "./secureRandom"

/**
 * A key generated at the first start and kept in `server_secrets` (migration 003), so that every instance and
 * every restart uses the same one. Whoever inserts first wins; everyone then reads the same key.
 */
export const loadServerSecret = (name: string): Effect.Effect<Redacted.Redacted<string>, never, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const candidate = yield* randomSecret
    yield* orDieQuietly(sql`insert into server_secrets (name, value) values (${name}, ${Redacted.value(candidate)}) on conflict (name) do nothing`)
    const [row] = yield* orDieQuietly(sql<{ readonly value: string }>`select value from server_secrets where name = ${name}`)
    return Redacted.make(String(row?.value))
  })

/** The key of keyedHash for one-time codes (each hashed with its own prefix). */
export const SHORT_SECRET_HASH_KEY = "short_secret_hash_key"

/**
 * HMAC-SHA256 of `text` under `key`, hex. Short secrets (a 6-digit code) have too few values
 * for a plain hash to hide them: without the key, a copy of the table does not give them away.
 */
export const keyedHash = (key: Redacted.Redacted<string>, text: string): string =>
  createHmac("sha256", Redacted.value(key)).update(text, "utf8").digest("hex")
