import { createSecretKey } from "node:crypto"
import { errors, jwtVerify, SignJWT } from "jose"
import type * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Effect, Either, Layer, Option, Redacted, Schema } from "effect"
import type { LinkRefusal } from "../../src/domain/session/emailLinks"
import { loadServerSecret } from "../platform/serverSecret"

/**
 * The signed tokens of the links the site's e-mails carry (SPEC.md 2.4): a JWT (HS256, `jose`, ARCHITECTURE 7) under a
 * key of its own (kept in server_secrets like the others), so a session token never passes for a link nor the other
 * way round. A token names what it is for (`pur`), and then:
 * - a link tied to a one-time code (accountverify, activate, passwordreset): a random nonce (`jti`), whose HMAC the
 *   code's row keeps (server/session/verificationCodes.ts), the player for an activation (`uid`), and the code's
 *   expiry (`exp`); the row decides whether it was used or replaced;
 * - an unsubscribe link (stopnewsletter): the player (`uid`) and the mailing setting (`set`), no expiry: a news
 *   e-mail read months later still unsubscribes, and doing it twice changes nothing.
 */

export const LinkPurpose = Schema.Literal("email_confirmation", "email_activation", "password_recovery", "unsubscribe")
export type LinkPurpose = typeof LinkPurpose.Type

/** What a link token says besides its purpose, issue time and expiry. */
export interface LinkFacts {
  readonly jti?: string | undefined
  readonly uid?: number | undefined
  readonly set?: string | undefined
}

const LinkClaims = Schema.Struct({
  pur: LinkPurpose,
  jti: Schema.optional(Schema.String),
  uid: Schema.optional(Schema.Int),
  set: Schema.optional(Schema.String),
  iat: Schema.Int,
  exp: Schema.optional(Schema.Int)
})
export type LinkClaims = typeof LinkClaims.Type

const decodeClaims = Schema.decodeUnknownOption(LinkClaims)

export interface LinkTokensShape {
  /** A token for `purpose` saying `facts`, in force until `expiresAt` (never, when null). */
  readonly sign: (purpose: LinkPurpose, facts: LinkFacts, expiresAt: Date | null) => Effect.Effect<string>
  /**
   * The claims of a token we signed for `purpose`, or why it does not work: expired (our signature, for this purpose,
   * past its `exp`) or invalid (anything else: altered, another key's, another purpose's, not a token at all).
   */
  readonly verify: (purpose: LinkPurpose, token: string) => Effect.Effect<LinkClaims, Extract<LinkRefusal, "invalid" | "expired">>
}

export class LinkTokens extends Context.Tag("oddsfold/server/LinkTokens")<LinkTokens, LinkTokensShape>() {}

/** The server_secrets row of the links' key. */
export const LINK_TOKEN_KEY = "link_token_key"

/** The `typ` header of a link token: a session token (typ JWT) is refused even if someone signed one with this key. */
const LINK_TYPE = "oddsfold-link+jwt"

export const makeLinkTokens = (secret: Redacted.Redacted<string>): LinkTokensShape => {
  const key = createSecretKey(Buffer.from(Redacted.value(secret), "utf8"))
  return {
    sign: (purpose, facts, expiresAt) =>
      Effect.flatMap(Clock.currentTimeMillis, (now) => {
        const claims: Record<string, string | number> = { pur: purpose }
        if (facts.jti !== undefined) claims["jti"] = facts.jti
        if (facts.uid !== undefined) claims["uid"] = facts.uid
        if (facts.set !== undefined) claims["set"] = facts.set
        const jwt = new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: LINK_TYPE }).setIssuedAt(Math.floor(now / 1000))
        return Effect.promise(() => (expiresAt === null ? jwt : jwt.setExpirationTime(Math.floor(expiresAt.getTime() / 1000))).sign(key))
      }),

    verify: (purpose, token) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const verified = yield* Effect.promise(() =>
          jwtVerify(token, key, { algorithms: ["HS256"], typ: LINK_TYPE, currentDate: new Date(now), requiredClaims: ["iat"] }).then(
            ({ payload }): Either.Either<unknown, Option.Option<unknown>> => Either.right(payload),
            // jose checks the signature before the claims: an expired token is one of ours, only late.
            (error: unknown): Either.Either<unknown, Option.Option<unknown>> => Either.left(error instanceof errors.JWTExpired ? Option.some(error.payload) : Option.none())
          )
        )
        const forThis = (payload: unknown) => Option.filter(decodeClaims(payload), (claims) => claims.pur === purpose)
        if (Either.isRight(verified)) {
          const claims = forThis(verified.right)
          return Option.isSome(claims) ? claims.value : yield* Effect.fail("invalid" as const)
        }
        return yield* Effect.fail(Option.isSome(Option.flatMap(verified.left, forThis)) ? ("expired" as const) : ("invalid" as const))
      })
  }
}

export const LinkTokensLive: Layer.Layer<LinkTokens, never, SqlClient.SqlClient> = Layer.effect(
  LinkTokens,
  Effect.map(loadServerSecret(LINK_TOKEN_KEY), makeLinkTokens)
)
