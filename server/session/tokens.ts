import { createSecretKey } from "node:crypto"
import { jwtVerify, SignJWT } from "jose"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { SESSION_TOKEN_LIFETIME_SECONDS } from "../../src/domain/session/token"
import { loadTokenSecret, type TokenSecretTooShort } from "./tokenSecret"

/** What a token says: the session row id (never the cookie), the player (null for a guest), issued and expiry in unix seconds. */
export const TokenClaims = Schema.Struct({
  sid: Schema.UUID,
  uid: Schema.NullOr(Schema.Int),
  iat: Schema.Int,
  exp: Schema.Int
})
export type TokenClaims = typeof TokenClaims.Type

export interface TokenSignerShape {
  /** A token for this session, valid SESSION_TOKEN_LIFETIME_SECONDS (1800 s) from now on the Clock. */
  readonly issue: (subject: { readonly sid: string; readonly uid: number | null }) => Effect.Effect<string>
  /**
   * The claims of a token we signed (HS256 only) that is in force now: not expired, not issued in the future,
   * `nbf` (if any) reached. None for anything else.
   */
  readonly verify: (token: string) => Effect.Effect<Option.Option<TokenClaims>>
}

export class TokenSigner extends Context.Tag("oddsfold/server/TokenSigner")<TokenSigner, TokenSignerShape>() {}

const decodeClaims = Schema.decodeUnknownOption(TokenClaims)

/** JWTs signed and checked by `jose` (ARCHITECTURE 7); the client only reads `exp` (src/domain/session/token.ts). */
export const makeTokenSigner = (secret: Redacted.Redacted<string>): TokenSignerShape => {
  // A key object made once: given bytes, jose would import a key for every signature it checks.
  const key = createSecretKey(Buffer.from(Redacted.value(secret), "utf8"))
  return {
    issue: ({ sid, uid }) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const iat = Math.floor(now / 1000)
        return Effect.promise(() =>
          new SignJWT({ sid, uid })
            .setProtectedHeader({ alg: "HS256", typ: "JWT" })
            .setIssuedAt(iat)
            .setExpirationTime(iat + SESSION_TOKEN_LIFETIME_SECONDS)
            .sign(key)
        )
      }),
    verify: (token) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.tryPromise(() =>
          jwtVerify(token, key, {
            algorithms: ["HS256"],
            currentDate: new Date(now),
            requiredClaims: ["iat", "exp"],
            // With a maximum age jose also refuses an `iat` in the future.
            maxTokenAge: SESSION_TOKEN_LIFETIME_SECONDS
          })
        ).pipe(
          Effect.map(({ payload }) => decodeClaims(payload)),
          Effect.orElseSucceed(() => Option.none<TokenClaims>())
        )
      )
  }
}

export const TokenSignerLive = (
  configuredSecret: Redacted.Redacted<string> | undefined
): Layer.Layer<TokenSigner, TokenSecretTooShort, SqlClient.SqlClient> =>
  Layer.effect(TokenSigner, Effect.map(loadTokenSecret(configuredSecret), makeTokenSigner))
