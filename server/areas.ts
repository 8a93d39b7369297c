import { Effect, Layer, type Redacted } from "effect"
import { AccountSettingsLive } from "./account/accountSettings"
import { AccountHttpLive } from "./account/http"
import { LedgerServiceLive } from "./account/ledger"
import { NewslettersLive } from "./account/newsletter"
import { OfficeServiceLive } from "./account/office"
import { PlayerOnboardingLive } from "./account/onboarding"
import { PhoneBindingLive } from "./account/phoneBinding"
import { WalletServiceLive } from "./account/service"
import { VerificationServiceLive } from "./account/verification"
import { IdentityCheckProvidersLive } from "./account/identityCheckProvider"
import type { IdentityCheckProviderSettings } from "./account/identityCheckProviderSettings"
import { IdentityChecksLive } from "./account/identityChecks"
import { SandboxIdentityCheckLive } from "./account/sandboxIdentityCheck"
import { NewsletterStopLive, PlayerOfficeLive, PlayerVerificationLive } from "./account/sessionSeams"
import { ChangesHttpLive } from "./changes/http"
import { ChangesServiceLive } from "./changes/service"
import { configHotRoute, ConfigHttpLive } from "./config/http"
import { CashOutServiceLive } from "./coupon/cashOut"
import { CouponHttpLive } from "./coupon/http"
import { BookingCodesLive } from "./coupon/bookingCodes"
import { BetBuilderServiceLive } from "./coupon/builderService"
import { CouponLimitsTableLive } from "./coupon/limits"
import { type CouponOptions, CouponServiceLive } from "./coupon/service"
import { CouponSettlerLive } from "./coupon/settler"
import { ConfigServiceWith, type ConfigServiceOptions } from "./config/service"
import { DevtoolsHttpLive } from "./devtools/http"
import { OperatorHttpLive } from "./operator/http"
import { HotRoutes } from "./platform/http/hotRoutes"
import { DEFAULT_LOGIN_LIMIT, DEFAULT_REGISTRATION_LIMIT } from "./options"
import type { RateLimit } from "./platform/http/rateLimit"
import { DemoPlayerSeedLive } from "./session/demoPlayer"
import { MailboxLive } from "./platform/outbox/mailbox"
import { AnalyticsEventsLive, AnalyticsJanitorLive } from "./session/analytics"
import { type CaptchaDifficulty, CaptchaChallengesLive } from "./session/captcha"
import { CaptchaGuardLive } from "./session/captchaGuard"
import { CodesJanitorLive } from "./session/codesJanitor"
import { EmailConfirmationsLive, withEmailConfirmation } from "./session/emailConfirmation"
import { EmailActivationsLive } from "./session/emailActivation"
import { EmailRegistrationsLive, PendingRegistrationJanitorLive } from "./session/emailRegistration"
import { FingerprintsLive } from "./session/fingerprints"
import { LinkTokensLive } from "./session/linkTokens"
import { PasswordRecoveryLive } from "./session/passwordRecovery"
import { SessionHttpLive } from "./session/http"
import { SessionJanitorLive } from "./session/janitor"
import { PasswordHasherLive } from "./session/passwords"
import { PhoneCountriesLive } from "./session/phoneCountries"
import { PlayersLive } from "./session/players"
import { LoginGuardLive } from "./session/loginGuard"
import { SignInFailuresLive } from "./session/signInFailures"
import { SandboxIdentityProviderLive } from "./session/sandboxIdentityProvider"
import { QrLoginJanitorLive, QrLoginsLive } from "./session/qrLogin"
import { SessionServiceLive } from "./session/service"
import { PlayerRightsLive } from "./session/rights"
import { PendingSignInJanitorLive, SignInGateLive } from "./session/signInGate"
import { SportsFavoritesLive } from "./sports/favorites"
import { SportsFeedFromSettings, type SportsFeedOptions } from "./sports/feedLayer"
import { sportsHotRoutes } from "./sports/hotRoutes"
import { SportsHttpLive } from "./sports/http"
import { type SocialProviderSettings, SocialProvidersLive } from "./session/socialProviders"
import { SocialJanitorLive } from "./session/socialJanitor"
import { SocialSignInLive } from "./session/socialSignIn"
import { TokenSignerLive } from "./session/tokens"
import { VerificationCodesLive } from "./session/verificationCodes"

/**
 * The server's areas (ARCHITECTURE 2), one line per area in each registry: the services an area runs on the
 * database, the handlers of its HttpApiGroup (src/domain/api/<area>.ts), and the hot reads it answers from memory.
 */
export interface AreaOptions {
  readonly tokenSecret?: Redacted.Redacted<string> | undefined
  readonly sessionCreationLimit: RateLimit
  readonly loginLimit?: RateLimit | undefined
  readonly registrationLimit?: RateLimit | undefined
  /** NODE_ENV=production: no demo player, no dev mailbox. */
  readonly production: boolean
  /** The captcha's proof of work (lowered by end-to-end tests; the default when absent). */
  readonly captchaDifficulty?: CaptchaDifficulty | undefined
  /** OpenID Connect providers of social sign-in (SOCIAL_PROVIDERS); a non-production server adds its sandbox. */
  readonly socialProviders?: ReadonlyArray<SocialProviderSettings> | undefined
  /** GOOGLE_ONE_TAP_CLIENT_ID: one-tap credentials are Google's for this client instead of the sandbox's. */
  readonly googleOneTapClientId?: string | undefined
  /** The token of the operator tool's calls (server/operator); none: the operator group refuses every call. */
  readonly operatorToken?: Redacted.Redacted<string> | undefined
  /** The line's feed: the simulator's seed, size and tick, or a recording (defaults: server/sports/feedLayer.ts). */
  readonly sports?: SportsFeedOptions | undefined
  /** AUTO_LOGOFF_MINUTES: replaces the site config's inactivity limit (SPEC.md 4 "Auto-logoff"). */
  readonly autoLogoffMinutes?: number | undefined
  /** REGISTRATION_REMINDER_DELAY_SECONDS and _INTERVAL_SECONDS: replace the site config's reminder (SPEC.md 3, 4). */
  readonly registrationReminder?: ConfigServiceOptions["registrationReminder"]
  /** The coupon's in-play delay and the settler's pace (defaults: server/coupon/service.ts, settler.ts). */
  readonly coupon?: CouponOptions | undefined
  /** IDENTITY_CHECK_PROVIDER: the verification page's online check; a non-production server without one runs its sandbox. */
  readonly identityCheckProvider?: IdentityCheckProviderSettings | undefined
}

const AccountServicesLive = Layer.mergeAll(LedgerServiceLive, WalletServiceLive)

/**
 * The seams of the session area (server/session/seams.ts): a new player's onboarding is the account area's (their
 * main account) and then the session area's (the e-mail confirmation link); sign-in is guarded by the captcha's
 * failed-attempt counter.
 */
const OnboardingLive = withEmailConfirmation.pipe(
  Layer.provide(Layer.mergeAll(PlayerOnboardingLive.pipe(Layer.provide(AccountServicesLive)), EmailConfirmationsLive))
)
const PlayersLiveWithSeams = PlayersLive.pipe(Layer.provideMerge(Layer.mergeAll(PasswordHasherLive, OnboardingLive, LoginGuardLive.pipe(Layer.provide(SignInFailuresLive)))))

const SessionServicesLive = (options: AreaOptions) =>
  Layer.mergeAll(
    FingerprintsLive,
    SessionJanitorLive,
    PhoneCountriesLive,
    // The one maker of a player's session, second step included, for every way of signing in.
    SignInGateLive,
    PendingSignInJanitorLive,
    // Registration by e-mail: the player is made by the confirmation link.
    EmailRegistrationsLive.pipe(Layer.provide(EmailConfirmationsLive)),
    PendingRegistrationJanitorLive,
    CodesJanitorLive,
    PasswordRecoveryLive,
    EmailConfirmationsLive,
    // The security page's phone binding and the confirmation link again (account area, on the session's codes).
    PhoneBindingLive.pipe(Layer.provide(Layer.mergeAll(PhoneCountriesLive, EmailConfirmationsLive))),
    // An address added in the office, activated by its e-mail's link (user/activate).
    EmailActivationsLive.pipe(Layer.provide(EmailConfirmationsLive)),
    // The operator's news e-mails and their unsubscribe links (account area, on the session's link tokens).
    NewsletterStopLive.pipe(Layer.provideMerge(NewslettersLive)),
    options.production ? Layer.empty : DemoPlayerSeedLive,
    SocialJanitorLive,
    // The sign-in spine's anonymous analytics are kept 400 days.
    AnalyticsJanitorLive,
    QrLoginsLive,
    QrLoginJanitorLive,
    SocialSignInLive.pipe(
      Layer.provideMerge(SocialProvidersLive({ configured: options.socialProviders ?? [], googleOneTapClientId: options.googleOneTapClientId })),
      // The sandbox identity provider runs only on a non-production server.
      Layer.provide(options.production ? Layer.empty : SandboxIdentityProviderLive)
    )
  ).pipe(
    // The personal office's service answers the sign-in's second step and the user config's protection facts.
    Layer.provideMerge(PlayerOfficeLive),
    Layer.provideMerge(OfficeServiceLive),
    Layer.provideMerge(TokenSignerLive(options.tokenSecret)),
    Layer.provideMerge(PlayersLiveWithSeams),
    Layer.provideMerge(CaptchaGuardLive),
    Layer.provideMerge(Layer.mergeAll(VerificationCodesLive, CaptchaChallengesLive(options.captchaDifficulty))),
    // The signed tokens of the e-mails' links (the codes' links and the unsubscribe links).
    Layer.provideMerge(LinkTokensLive),
    Layer.provideMerge(SessionServiceLive),
    Layer.provideMerge(AnalyticsEventsLive)
  )

export const AreaServicesLive = (options: AreaOptions) => {
  // One layer value, so the verification service shares the same in-memory config.
  const ConfigServiceLive = ConfigServiceWith({ autoLogoffMinutes: options.autoLogoffMinutes, registrationReminder: options.registrationReminder })
  // One layer value, so the sandbox identity-check provider starts once and every service sees the same provider.
  const IdentityCheckProvidersLayer = IdentityCheckProvidersLive(options.identityCheckProvider).pipe(
    // The sandbox runs only on a non-production server.
    Layer.provide(options.production ? Layer.empty : SandboxIdentityCheckLive)
  )
  const VerificationLive = VerificationServiceLive.pipe(Layer.provide(Layer.merge(ConfigServiceLive, IdentityCheckProvidersLayer)))
  return Layer.mergeAll(
    ConfigServiceLive, //
    // The session service reads the auto-logoff limit from the same in-memory config.
    SessionServicesLive(options).pipe(Layer.provide(ConfigServiceLive)),
    AccountServicesLive,
    AccountSettingsLive,
    VerificationLive,
    // The verification page's online identity check, on the provider the verification state names.
    IdentityChecksLive.pipe(Layer.provide(Layer.merge(VerificationLive, IdentityCheckProvidersLayer))),
    // The rights call: the ban, the frozen wallet and the verification of the same services.
    PlayerRightsLive.pipe(Layer.provide(PlayerVerificationLive), Layer.provide(VerificationLive)),
    // The user config's verification state.
    PlayerVerificationLive.pipe(Layer.provide(VerificationLive)),
    MailboxLive,
    // The feed's one line, shared by the sports group, the favorites read against it and the coupons placed on it.
    Layer.mergeAll(
      SportsFavoritesLive,
      BookingCodesLive,
      Layer.mergeAll(CouponServiceLive(options.coupon), CouponSettlerLive(options.coupon), CashOutServiceLive(options.coupon), BetBuilderServiceLive(options.coupon)).pipe(
        Layer.provide(Layer.mergeAll(AccountServicesLive, ConfigServiceLive, CouponLimitsTableLive))
      )
    ).pipe(Layer.provideMerge(SportsFeedFromSettings(options.sports))),
    // One layer value, so placements and the operator's `limits set` share the one table in memory.
    CouponLimitsTableLive,
    // The players' changes feed: their accounts (the wallet service) and coupons since a version.
    ChangesServiceLive.pipe(Layer.provide(AccountServicesLive))
  )
}

export const AreaHandlersLive = (options: AreaOptions) =>
  Layer.mergeAll(
    ConfigHttpLive, //
    SessionHttpLive({
      sessionCreation: options.sessionCreationLimit,
      login: options.loginLimit ?? DEFAULT_LOGIN_LIMIT,
      registration: options.registrationLimit ?? DEFAULT_REGISTRATION_LIMIT
    }),
    AccountHttpLive,
    DevtoolsHttpLive({ production: options.production, operatorToken: options.operatorToken }),
    OperatorHttpLive({ operatorToken: options.operatorToken }),
    SportsHttpLive,
    CouponHttpLive,
    ChangesHttpLive
  )

export const HotRoutesLive = Layer.effect(
  HotRoutes,
  Effect.map(Effect.all([configHotRoute, sportsHotRoutes]), ([config, sports]) => [config, ...sports])
)
