import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Data, Effect, Layer, Option, Redacted } from "effect"
import { jwtVerify } from "jose"
import * as oidc from "openid-client"
import type { RegistrationChoices } from "../../src/domain/session/registration"
import { randomSecret, sha256Hex } from "../platform/secureRandom"
import type { PlayerRow } from "./playerRepo"
import { Players } from "./players"
import { SocialProviders } from "./socialProviders"
import { makeSocialRepo } from "./socialRepo"

/** Why a social sign-in did not sign anyone in; the callback sends the browser to the sign-in page with it. */
export type SocialRefusal =
  | "unknown_provider"
  | "provider_unavailable"
  /** No sign-in under way in this browser (no cookie, used already, or over ten minutes old). */
  | "no_sign_in"
  | "state_mismatch"
  /** The player cancelled at the provider, or it refused. */
  | "cancelled"
  /** The provider's answer did not hold up: the code exchange or the ID token's checks (issuer, audience, nonce, expiry). */
  | "invalid_answer"
  | "registration_refused"

export class SocialSignInRefused extends Data.TaggedError("SocialSignInRefused")<{ readonly reason: SocialRefusal; readonly detail: string }> {}

/** A sign-in at a provider must come back within this time. */
export const SOCIAL_SIGN_IN_LIFETIME_MS = 10 * 60 * 1000

export interface SignInStarted {
  readonly authorizationUrl: string
  /** The browser keeps this in a cookie: only the browser that started the sign-in may finish it. */
  readonly handle: Redacted.Redacted<string>
  readonly expiresAt: Date
}

/** The player an identity names, and whether this sign-in made them (a registration: SPEC.md 4 redirects differ). */
export interface FoundPlayer {
  readonly player: PlayerRow
  readonly isNew: boolean
}

export interface SocialSignInShape {
  readonly begin: (request: {
    readonly provider: string
    readonly redirectUri: string
    readonly returnPath: string | null
    readonly choices: RegistrationChoices
    readonly language: string | null
  }) => Effect.Effect<SignInStarted, SocialSignInRefused>
  /** The provider's answer (the callback URL as the browser called it): the player it names, found or made. */
  readonly complete: (request: {
    readonly handle: Option.Option<Redacted.Redacted<string>>
    readonly query: URLSearchParams
    /** Whether an identity no player has yet may make one (social registration open, SPEC.md 2.4). */
    readonly mayRegister: boolean
  }) => Effect.Effect<FoundPlayer & { readonly returnPath: string | null; readonly language: string | null }, SocialSignInRefused>
  /** The one-tap credential: an ID token of the one-tap provider for its client, checked, then its player. */
  readonly oneTap: (
    credential: Redacted.Redacted<string>,
    choices: RegistrationChoices,
    language: string | null,
    mayRegister: boolean
  ) => Effect.Effect<FoundPlayer, SocialSignInRefused>
  readonly oneTapClientId: Option.Option<string>
}

export class SocialSignIn extends Context.Tag("oddsfold/server/SocialSignIn")<SocialSignIn, SocialSignInShape>() {}

const refuse = (reason: SocialRefusal, detail: string) => new SocialSignInRefused({ reason, detail })
const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** Another request linked the same identity first: this one's new player is rolled back and the winner's is used. */
class LostLinkRace extends Data.TaggedError("LostLinkRace") {}

export const SocialSignInLive = Layer.effect(
  SocialSignIn,
  Effect.gen(function* () {
    const providers = yield* SocialProviders
    const players = yield* Players
    const repo = yield* makeSocialRepo
    const sql = yield* SqlClient.SqlClient
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    /** The player of (issuer, subject): the one linked to it, else a new player linked to it in one transaction. */
    const playerFor = (identity: {
      readonly issuer: string
      readonly subject: string
      readonly provider: string
      readonly email: string | null
      readonly choices: RegistrationChoices
      readonly language: string | null
      readonly mayRegister: boolean
    }): Effect.Effect<FoundPlayer, SocialSignInRefused> => {
      const linked = Effect.flatMap(repo.playerOf(identity.issuer, identity.subject), (id) =>
        Option.isNone(id) ? Effect.succeedNone : players.byId(id.value)
      )
      const register = Effect.gen(function* () {
        const player = yield* players.registerSocial(identity.email, identity.choices, identity.language)
        const won = yield* repo.link({ issuer: identity.issuer, subject: identity.subject, playerId: player.id, provider: identity.provider, at: yield* now })
        if (!won) return yield* new LostLinkRace()
        return { player, isNew: true }
      }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die))
      return Effect.gen(function* () {
        const found = yield* linked
        if (Option.isSome(found)) return { player: found.value, isNew: false }
        if (!identity.mayRegister) return yield* refuse("registration_refused", "social registration is closed on this site")
        return yield* register.pipe(
          Effect.catchTag("LostLinkRace", () => Effect.flatMap(linked, (winner) => (Option.isSome(winner) ? Effect.succeed({ player: winner.value, isNew: false }) : Effect.dieMessage("the identity's player is gone")))),
          Effect.catchTag("BadRequest", (error) => Effect.fail(refuse("registration_refused", error.message)))
        )
      })
    }

    const claimEmail = (claims: Record<string, unknown>): string | null =>
      typeof claims["email"] === "string" && claims["email_verified"] === true ? claims["email"] : null

    const oneTap = providers.oneTap

    return {
      begin: ({ choices, language, provider, redirectUri, returnPath }) =>
        Effect.gen(function* () {
          const settings = yield* Option.match(yield* providers.settings(provider), {
            onNone: () => Effect.fail(refuse("unknown_provider", `no provider ${provider}`)),
            onSome: Effect.succeed
          })
          const config = yield* Effect.mapError(providers.configuration(settings), (error) => refuse("provider_unavailable", error.message))
          const state = oidc.randomState()
          const nonce = oidc.randomNonce()
          const codeVerifier = oidc.randomPKCECodeVerifier()
          const codeChallenge = yield* Effect.promise(() => oidc.calculatePKCECodeChallenge(codeVerifier))
          const handle = yield* randomSecret
          const expiresAt = new Date((yield* now).getTime() + SOCIAL_SIGN_IN_LIFETIME_MS)
          yield* repo.insertPending({
            handleHash: sha256Hex(Redacted.value(handle)),
            provider,
            state,
            nonce,
            codeVerifier,
            redirectUri,
            returnPath,
            choices: JSON.stringify(choices),
            language,
            expiresAt
          })
          const url = oidc.buildAuthorizationUrl(config, {
            redirect_uri: redirectUri,
            scope: "openid email profile",
            code_challenge: codeChallenge,
            code_challenge_method: "S256",
            state,
            nonce,
            ...(language === null ? {} : { ui_locales: language })
          })
          return { authorizationUrl: url.href, handle, expiresAt }
        }),

      complete: ({ handle, mayRegister, query }) =>
        Effect.gen(function* () {
          if (Option.isNone(handle)) return yield* refuse("no_sign_in", "no sign-in cookie")
          const pending = yield* repo.takePending(sha256Hex(Redacted.value(handle.value)), yield* now)
          if (Option.isNone(pending)) return yield* refuse("no_sign_in", "no sign-in under way for this cookie")
          const attempt = pending.value
          // Checked before anything else: an answer meant for another sign-in (or forged) must not reach the provider.
          if (query.get("state") !== attempt.state) return yield* refuse("state_mismatch", "the state does not match this sign-in")
          if (query.has("error")) return yield* refuse("cancelled", `${query.get("error")}: ${query.get("error_description") ?? ""}`)
          const settings = yield* Option.match(yield* providers.settings(attempt.provider), {
            onNone: () => Effect.fail(refuse("unknown_provider", `no provider ${attempt.provider}`)),
            onSome: Effect.succeed
          })
          const config = yield* Effect.mapError(providers.configuration(settings), (error) => refuse("provider_unavailable", error.message))
          const callback = new URL(attempt.redirect_uri)
          callback.search = query.toString()
          const tokens = yield* Effect.tryPromise({
            try: () =>
              oidc.authorizationCodeGrant(config, callback, {
                pkceCodeVerifier: attempt.code_verifier,
                expectedState: attempt.state,
                expectedNonce: attempt.nonce,
                idTokenExpected: true
              }),
            catch: (error) => refuse("invalid_answer", messageOf(error))
          })
          const claims = tokens.claims()
          if (claims === undefined) return yield* refuse("invalid_answer", "no ID token")
          const found = yield* playerFor({
            issuer: claims.iss,
            subject: claims.sub,
            provider: attempt.provider,
            email: claimEmail(claims),
            choices: attempt.choices,
            language: attempt.language,
            mayRegister
          })
          return { ...found, returnPath: attempt.return_path, language: attempt.language }
        }),

      oneTap: (credential, choices, language, mayRegister) =>
        Effect.gen(function* () {
          if (Option.isNone(oneTap)) return yield* refuse("unknown_provider", "one-tap sign-in is not configured")
          const { clientId } = oneTap.value
          const { issuer, keys } = yield* oneTap.value.verifier
          const at = yield* now
          const { payload } = yield* Effect.tryPromise({
            try: () => jwtVerify(Redacted.value(credential), keys, { issuer, audience: clientId, currentDate: at, algorithms: ["RS256", "ES256", "PS256"] }),
            catch: (error) => refuse("invalid_answer", messageOf(error))
          })
          if (typeof payload.sub !== "string" || payload.sub === "") return yield* refuse("invalid_answer", "the credential names no subject")
          return yield* playerFor({ issuer, subject: payload.sub, provider: "google-one-tap", email: claimEmail(payload), choices, language, mayRegister })
        }),

      oneTapClientId: Option.map(oneTap, (settings) => settings.clientId)
    }
  })
)
