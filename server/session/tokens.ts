import { createHmac, createSecretKey } from "node:crypto"
import { jwtVerify } from "jose"
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
  /** `issue` without an Effect, at `nowMillis` (the hot reads' token renewal). */
  readonly sign: (subject: { readonly sid: string; readonly uid: number | null }, nowMillis: number) => string
  /**
   * The claims of a token `verify` has already found good, if it is still comfortably in force at `nowMillis` (a
   * second away from either end of its life: `verify` judges those); undefined for any other, which `verify` must judge.
   * A signature once checked stays good, so the session check every open tab sends costs no second check.
   */
  readonly verifiedBefore: (token: string, nowMillis: number) => TokenClaims | undefined
}

export class TokenSigner extends Context.Tag("oddsfold/server/TokenSigner")<TokenSigner, TokenSignerShape>() {}

const decodeClaims = Schema.decodeUnknownOption(TokenClaims)

/** Tokens remembered as verified at most: past it the longest remembered is forgotten first (and verified again). */
const VERIFIED_KEPT = 50_000

/** The protected header of every token we sign, encoded once. */
const HEADER = Buffer.from(JSON.stringify({ alg: "HS256", typ: "JWT" })).toString("base64url")

/**
 * JWTs checked by `jose` (ARCHITECTURE 7) and signed with node:crypto's HMAC: the compact HS256 serialization is
 * fixed (base64url header, payload and HMAC-SHA256 of the two), and jose's asynchronous signing cost the token
 * renewal every open tab sends each minute twenty times more than the HMAC itself. The bytes are the ones jose's
 * SignJWT makes for the same claims (test/server/tokenSigner.test.ts holds them to it). The client only reads `exp`
 * (src/domain/session/token.ts).
 */
export const makeTokenSigner = (secret: Redacted.Redacted<string>): TokenSignerShape => {
  // A key object made once: given bytes, jose would import a key for every signature it checks.
  const key = createSecretKey(Buffer.from(Redacted.value(secret), "utf8"))
  // The tokens signed in the current second, by session and player: a token's claims are whole seconds, so another
  // signature for the same ones within the second would be the same bytes (a burst of one session's renewals).
  let signedSecond = -1
  const signedThisSecond = new Map<string, string>()
  const sign = ({ sid, uid }: { readonly sid: string; readonly uid: number | null }, nowMillis: number): string => {
    const iat = Math.floor(nowMillis / 1000)
    if (iat !== signedSecond) {
      signedSecond = iat
      signedThisSecond.clear()
    }
    const subject = `${sid} ${uid}`
    const signed = signedThisSecond.get(subject)
    if (signed !== undefined) return signed
    const payload = Buffer.from(JSON.stringify({ sid, uid, iat, exp: iat + SESSION_TOKEN_LIFETIME_SECONDS })).toString("base64url")
    const input = `${HEADER}.${payload}`
    const token = `${input}.${createHmac("sha256", key).update(input).digest("base64url")}`
    signedThisSecond.set(subject, token)
    return token
  }
  const verified = new Map<string, TokenClaims>()
  const remember = (token: string, claims: TokenClaims, hasNotBefore: boolean) => {
    // A token with a not-before of its own (never one of ours) is left to jose every time.
    if (hasNotBefore || verified.has(token)) return
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!)
    verified.set(token, claims)
  }
  return {
    issue: (subject) => Effect.map(Clock.currentTimeMillis, (now) => sign(subject, now)),
    sign,
    verifiedBefore: (token, nowMillis) => {
      const claims = verified.get(token)
      if (claims === undefined) return undefined
      const now = Math.floor(nowMillis / 1000)
      // jose's own rules (exp > now, iat <= now, now - iat <= the lifetime), a second inside each.
      return now > claims.iat && now + 1 < claims.exp && now - claims.iat + 1 < SESSION_TOKEN_LIFETIME_SECONDS ? claims : undefined
    },
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
          Effect.map(({ payload }) => {
            const claims = decodeClaims(payload)
            if (Option.isSome(claims)) remember(token, claims.value, payload.nbf !== undefined)
            return claims
          }),
          Effect.orElseSucceed(() => Option.none<TokenClaims>())
        )
      )
  }
}

export const TokenSignerLive = (
  configuredSecret: Redacted.Redacted<string> | undefined
): Layer.Layer<TokenSigner, TokenSecretTooShort, SqlClient.SqlClient> =>
  Layer.effect(TokenSigner, Effect.map(loadTokenSecret(configuredSecret), makeTokenSigner))
