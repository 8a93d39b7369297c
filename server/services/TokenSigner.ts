import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { SESSION_TOKEN_LIFETIME_SECONDS } from "../../src/domain/session/token"
import type { Database, DatabaseError } from "../db/Database"
import { signHs256, verifyHs256 } from "./hs256"
import { loadTokenSecret, type TokenSecretTooShort } from "./tokenSecret"

/** What a token says: the session row id (never the cookie), the player (null for a guest), issued and expiry in unix seconds. */
export const TokenClaims = Schema.Struct({
  sid: Schema.UUID,
  uid: Schema.NullOr(Schema.Int),
  iat: Schema.Int,
  exp: Schema.Int
})
export type TokenClaims = typeof TokenClaims.Type

export interface TokenSignerService {
  /** A token for this session, valid SESSION_TOKEN_LIFETIME_SECONDS (1800 s) from now on the Clock. */
  readonly issue: (subject: { readonly sid: string; readonly uid: number | null }) => Effect.Effect<string>
  /** The claims of a token we signed that has not expired; None for anything else. */
  readonly verify: (token: string) => Effect.Effect<Option.Option<TokenClaims>>
}

export class TokenSigner extends Context.Tag("oddsfold/server/TokenSigner")<TokenSigner, TokenSignerService>() {}

const decodeClaims = Schema.decodeUnknownOption(TokenClaims)

export const makeTokenSigner = (secret: Redacted.Redacted<string>): TokenSignerService => ({
  issue: ({ sid, uid }) =>
    Effect.map(Clock.currentTimeMillis, (now) => {
      const iat = Math.floor(now / 1000)
      return signHs256({ sid, uid, iat, exp: iat + SESSION_TOKEN_LIFETIME_SECONDS }, Redacted.value(secret))
    }),
  verify: (token) =>
    Effect.map(Clock.currentTimeMillis, (now) =>
      decodeClaims(verifyHs256(token, Redacted.value(secret))).pipe(Option.filter((claims) => claims.exp * 1000 > now))
    )
})

export const TokenSignerLive = (
  configuredSecret: Redacted.Redacted<string> | undefined
): Layer.Layer<TokenSigner, DatabaseError | TokenSecretTooShort, Database> =>
  Layer.effect(TokenSigner, Effect.map(loadTokenSecret(configuredSecret), makeTokenSigner))
