import { Data, Effect, Redacted } from "effect"
import { Database, type DatabaseError } from "../db/Database"
import { randomSecret } from "./secureRandom"

/** Shorter keys make HS256 guessable; a configured secret below this length stops the start. */
export const MIN_TOKEN_SECRET_LENGTH = 32

const SECRET_NAME = "token_signing_key"

export class TokenSecretTooShort extends Data.TaggedError("TokenSecretTooShort")<{ readonly message: string }> {}

/**
 * The token signing key: TOKEN_SECRET when configured; otherwise one generated at the first start and kept in
 * the database, so restarts and other instances keep accepting the tokens already handed out.
 */
export const loadTokenSecret = (
  configured: Redacted.Redacted<string> | undefined
): Effect.Effect<Redacted.Redacted<string>, DatabaseError | TokenSecretTooShort, Database> =>
  Effect.gen(function* () {
    if (configured !== undefined) {
      if (Redacted.value(configured).length < MIN_TOKEN_SECRET_LENGTH) return yield* new TokenSecretTooShort({
          message: `TOKEN_SECRET must be at least ${MIN_TOKEN_SECRET_LENGTH} characters`
        })
      return configured
    }
    const db = yield* Database
    const candidate = yield* randomSecret
    // Whoever inserts first wins; everyone then reads the same key.
    yield* db.query("insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing", [
      SECRET_NAME,
      Redacted.value(candidate)
    ])
    const [row] = yield* db.query("select value from server_secrets where name = $1", [SECRET_NAME])
    return Redacted.make(String(row?.["value"]))
  })
