import { Context, Data, Effect, Layer, Option, Redacted } from "effect"
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey } from "jose"
import * as oidc from "openid-client"
import { SandboxIdentityProvider } from "./sandboxIdentityProvider"

import type { SocialProviderSettings } from "./socialProviderSettings"

export type { SocialProviderSettings }

/** Who may issue the one-tap credential, and to which client (Google's one-tap `clientId`). */
export interface OneTapSettings {
  readonly clientId: string
  /** The issuer and its keys (the sandbox's issuer is known once the server listens). */
  readonly verifier: Effect.Effect<{ readonly issuer: string; readonly keys: JWTVerifyGetKey }>
}

export class ProviderUnavailable extends Data.TaggedError("ProviderUnavailable")<{ readonly provider: string; readonly message: string }> {}

export interface SocialProvidersShape {
  readonly list: ReadonlyArray<{ readonly id: string; readonly name: string }>
  /** A provider's settings (the sandbox's issuer is the site's cluster origin, known once the server listens). */
  readonly settings: (id: string) => Effect.Effect<Option.Option<SocialProviderSettings>>
  /** The provider's discovered configuration, fetched at first use and kept (a provider down at start is no reason not to start). */
  readonly configuration: (settings: SocialProviderSettings) => Effect.Effect<oidc.Configuration, ProviderUnavailable>
  readonly oneTap: Option.Option<OneTapSettings>
  /** When the one-tap credential comes from the sandbox (no Google client id): where its popup signs in. */
  readonly oneTapSandbox: Option.Option<{ readonly issuer: Effect.Effect<string>; readonly clientId: string }>
}

export class SocialProviders extends Context.Tag("oddsfold/server/SocialProviders")<SocialProviders, SocialProvidersShape>() {}

/** Google's issuer and keys, for a real one-tap client id (GOOGLE_ONE_TAP_CLIENT_ID). */
const GOOGLE_ISSUER = "https://accounts.google.com"
const GOOGLE_KEYS = "https://www.googleapis.com/oauth2/v3/certs"

export interface SocialProvidersOptions {
  readonly configured: ReadonlyArray<SocialProviderSettings>
  readonly googleOneTapClientId?: string | undefined
}

const discover = (settings: SocialProviderSettings): Promise<oidc.Configuration> =>
  oidc.discovery(new URL(settings.issuer), settings.clientId, undefined, oidc.ClientSecretBasic(Redacted.value(settings.clientSecret)), {
    // Plain http only for a provider on this machine (the sandbox): a remote one must be reached over TLS.
    execute: /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(settings.issuer) ? [oidc.allowInsecureRequests] : [],
    timeout: 10
  })

/**
 * The providers a player may sign in with: the configured ones and, on a non-production server, the sandbox
 * (SandboxIdentityProvider, present only there). The one-tap credential is checked against the sandbox, or Google
 * when a real one-tap client id is configured.
 */
export const SocialProvidersLive = (options: SocialProvidersOptions) =>
  Layer.effect(
    SocialProviders,
    Effect.gen(function* () {
      const sandbox = yield* Effect.serviceOption(SandboxIdentityProvider)
      const SANDBOX = { id: "sandbox", name: "Sandbox ID" }
      const all = [...options.configured, ...(Option.isSome(sandbox) ? [SANDBOX] : [])]
      const settings = (id: string): Effect.Effect<Option.Option<SocialProviderSettings>> => {
        if (Option.isSome(sandbox) && id === SANDBOX.id) {
          const s = sandbox.value
          return Effect.map(s.issuer, (issuer) => Option.some({ ...SANDBOX, issuer, clientId: s.clientId, clientSecret: s.clientSecret }))
        }
        return Effect.succeed(Option.fromNullable(options.configured.find((p) => p.id === id)))
      }
      const discovered = new Map<string, Promise<oidc.Configuration>>()
      const oneTap: Option.Option<OneTapSettings> =
        options.googleOneTapClientId !== undefined
          ? Option.some({ clientId: options.googleOneTapClientId, verifier: Effect.succeed({ issuer: GOOGLE_ISSUER, keys: createRemoteJWKSet(new URL(GOOGLE_KEYS)) }) })
          : Option.map(sandbox, (s) => {
              const keys = createLocalJWKSet(s.publicKeys)
              return { clientId: s.oneTapClientId, verifier: Effect.map(s.issuer, (issuer) => ({ issuer, keys })) }
            })
      return {
        list: all.map(({ id, name }) => ({ id, name })),
        settings,
        configuration: (settings) =>
          Effect.tryPromise({
            try: () => {
              const key = `${settings.id} ${settings.issuer}`
              const known = discovered.get(key) ?? discover(settings)
              discovered.set(key, known)
              // A failed discovery is not kept: the next sign-in tries again.
              return known.catch((error: unknown) => {
                discovered.delete(key)
                throw error
              })
            },
            catch: (error) => new ProviderUnavailable({ provider: settings.id, message: error instanceof Error ? error.message : String(error) })
          }),
        oneTap,
        oneTapSandbox:
          options.googleOneTapClientId !== undefined ? Option.none() : Option.map(sandbox, (s) => ({ issuer: s.issuer, clientId: s.oneTapClientId }))
      }
    })
  )
