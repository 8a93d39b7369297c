import * as SqlClient from "@effect/sql/SqlClient"
import { Data, Effect, Redacted } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"
import { randomSecret } from "../platform/secureRandom"

/** Shorter keys make HS256 guessable; a configured secret below this length stops the start. */
export const MIN_TOKEN_SECRET_LENGTH = 32

const SECRET_NAME = "token_signing_key"

export class TokenSecretTooShort extends Data.TaggedError("TokenSecretTooShort")<{ readonly message: string }> {}

/**
 * The token signing key: TOKEN_SECRET when configured; otherwise one generated at the first start and kept in
 * the database (migration 003), so restarts and other instances keep accepting the tokens already handed out.
 */
export const loadTokenSecret = (
  configured: Redacted.Redacted<string> | undefined
): Effect.Effect<Redacted.Redacted<string>, TokenSecretTooShort, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    if (configured !== undefined) {
      if (Redacted.value(configured).length < MIN_TOKEN_SECRET_LENGTH) {
        return yield* new TokenSecretTooShort({ message: `TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters` })
      }
      return configured
    }
    const sql = yield* SqlClient.SqlClient
    const candidate = yield* randomSecret
    // Whoever inserts first wins; everyone then reads the same key.
    yield* orDieQuietly(sql`insert into server_secrets (name, value) values (${SECRET_NAME}, ${Redacted.value(candidate)}) on conflict (name) do nothing`)
    const [row] = yield* orDieQuietly(sql<{ readonly value: string }>`select value from server_secrets where name = ${SECRET_NAME}`)
    return Redacted.make(String(row?.value))
  })
