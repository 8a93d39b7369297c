import { Duration, Effect, Layer, type Redacted } from "effect"
import type { RateLimit } from "../platform/http/rateLimit"
import { withSettings } from "../platform/settings"
import { AnalyticsEventsLive, AnalyticsJanitorLive } from "./analytics"
import { type CaptchaDifficulty, CaptchaChallengesLive } from "./captcha"
import { CaptchaGuardLive } from "./captchaGuard"
import { CodesJanitorLive } from "./codesJanitor"
import { DemoPlayerSeedLive } from "./demoPlayer"
import { EmailActivationsLive } from "./emailActivation"
import { EmailConfirmationsLive, withEmailConfirmation } from "./emailConfirmation"
import { EmailRegistrationsLive, PendingRegistrationJanitorLive } from "./emailRegistration"
import { FingerprintsLive } from "./fingerprints"
import { SessionHttpLive } from "./http"
import { sessionHotReads } from "./hotReads"
import { hotRoutesOf } from "../platform/http/hotRoutes"
import { SessionJanitorLive } from "./janitor"
import { LinkTokensLive } from "./linkTokens"
import { LoginGuardLive } from "./loginGuard"
import { PasswordRecoveryLive } from "./passwordRecovery"
import { PasswordHasherLive } from "./passwords"
import { PhoneCountriesLive } from "./phoneCountries"
import { PlayersLive } from "./players"
import { QrLoginJanitorLive, QrLoginsLive } from "./qrLogin"
import { PlayerRightsLive } from "./rights"
import { SandboxIdentityProviderLive } from "./sandboxIdentityProvider"
import { SessionServiceLive } from "./service"
import { SignInFailuresLive } from "./signInFailures"
import { PendingSignInJanitorLive, SignInGateLive } from "./signInGate"
import { SocialJanitorLive } from "./socialJanitor"
import type { SocialProviderSettings } from "./socialProviderSettings"
import { SocialProvidersLive } from "./socialProviders"
import { SocialSignInLive } from "./socialSignIn"
import { oneTapClientIdHotRoute } from "./oneTapHotRoute"
import { TokenSignerLive } from "./tokens"
import { VerificationCodesLive } from "./verificationCodes"
import { WebVitalsJanitorLive, WebVitalsStoreLive } from "./webVitals"

declare module "../platform/settings" {
  interface AreaSettings {
    /** The token signing key; without it one is generated once and kept in the database. */
    readonly tokenSecret?: Redacted.Redacted<string> | undefined
    /** New sessions per client address. */
    readonly sessionCreationLimit: RateLimit
    /** Sign-in attempts per client address (the default when absent). */
    readonly loginLimit?: RateLimit | undefined
    /** Registrations per client address (the default when absent). */
    readonly registrationLimit?: RateLimit | undefined
    /**
     * The captcha's proof of work (server/session/captcha.ts; the default when absent). CAPTCHA_TEST_DIFFICULTY
     * ("<iterations>,<largest counter>") lowers it so that end-to-end tests solve it at once; refused in production.
     */
    readonly captchaDifficulty?: CaptchaDifficulty | undefined
    /** SOCIAL_PROVIDERS: OpenID Connect providers of social sign-in; a non-production server adds its sandbox. */
    readonly socialProviders?: ReadonlyArray<SocialProviderSettings> | undefined
    /** GOOGLE_ONE_TAP_CLIENT_ID: one-tap credentials are Google's ID tokens for this client, not the sandbox's. */
    readonly googleOneTapClientId?: string | undefined
  }
}

/** A browser makes one session per visit; an office behind one address makes a few hundred a day. */
export const DEFAULT_SESSION_CREATION_LIMIT: RateLimit = { limit: 30, window: Duration.minutes(1) }

/** Guessing passwords from one address stalls at 20 a minute; a family behind one router still signs in. */
export const DEFAULT_LOGIN_LIMIT: RateLimit = { limit: 20, window: Duration.minutes(1) }

/** Ten new players from one address in ten minutes is already a lot; more is someone making accounts. */
export const DEFAULT_REGISTRATION_LIMIT: RateLimit = { limit: 10, window: Duration.minutes(10) }

/**
 * A new player's onboarding is the account area's (their main account, PlayerOnboarding in seams.ts) and then this
 * area's (the e-mail confirmation link); sign-in is guarded by the captcha's failed-attempt counter.
 */
const PlayersLiveWithSeams = PlayersLive.pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      PasswordHasherLive,
      withEmailConfirmation.pipe(Layer.provide(EmailConfirmationsLive)),
      LoginGuardLive.pipe(Layer.provide(SignInFailuresLive))
    )
  )
)

/**
 * The session area's players, sessions, tokens and codes, which the account area builds on too (one layer value,
 * so they are made once). They need the account area's PlayerOnboarding and the config area's config.
 */
export const SessionServicesLive = withSettings((settings) =>
  Layer.mergeAll(
    FingerprintsLive,
    SessionJanitorLive,
    PhoneCountriesLive,
    PendingSignInJanitorLive,
    // Registration by e-mail: the player is made by the confirmation link.
    EmailRegistrationsLive.pipe(Layer.provide(EmailConfirmationsLive)),
    PendingRegistrationJanitorLive,
    CodesJanitorLive,
    PasswordRecoveryLive,
    EmailConfirmationsLive,
    settings.production ? Layer.empty : DemoPlayerSeedLive,
    SocialJanitorLive,
    // The sign-in spine's anonymous analytics are kept 400 days.
    AnalyticsJanitorLive,
    // Real players' web vitals are kept 30 days.
    WebVitalsJanitorLive,
    QrLoginsLive,
    QrLoginJanitorLive,
    SocialSignInLive.pipe(
      Layer.provideMerge(SocialProvidersLive({ configured: settings.socialProviders ?? [], googleOneTapClientId: settings.googleOneTapClientId })),
      // The sandbox identity provider runs only on a non-production server.
      Layer.provide(settings.production ? Layer.empty : SandboxIdentityProviderLive)
    )
  ).pipe(
    Layer.provideMerge(TokenSignerLive(settings.tokenSecret)),
    Layer.provideMerge(PlayersLiveWithSeams),
    Layer.provideMerge(CaptchaGuardLive),
    Layer.provideMerge(Layer.mergeAll(VerificationCodesLive, CaptchaChallengesLive(settings.captchaDifficulty))),
    // The signed tokens of the e-mails' links (the codes' links and the unsubscribe links).
    Layer.provideMerge(LinkTokensLive),
    Layer.provideMerge(SessionServiceLive),
    Layer.provideMerge(AnalyticsEventsLive),
    Layer.provideMerge(WebVitalsStoreLive)
  )
)

/**
 * The session area: its services, the session group's handlers, and what stands on the account area's answers
 * (accountSeams.ts): the one maker of a player's session, second step included, for every way of signing in; an
 * address added in the office, activated by its e-mail's link; the rights call.
 */
export const SessionLive = withSettings((settings) =>
  Layer.mergeAll(
    SessionHttpLive({
      sessionCreation: settings.sessionCreationLimit,
      login: settings.loginLimit ?? DEFAULT_LOGIN_LIMIT,
      registration: settings.registrationLimit ?? DEFAULT_REGISTRATION_LIMIT
    }),
    // The session check and token renewal every open tab sends each minute, answered by the front server.
    hotRoutesOf(sessionHotReads),
    hotRoutesOf(Effect.map(oneTapClientIdHotRoute, (route) => [route]))
  )
).pipe(Layer.provideMerge(Layer.mergeAll(SignInGateLive, EmailActivationsLive, PlayerRightsLive)), Layer.provideMerge(SessionServicesLive))
