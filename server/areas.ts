import { Effect, Layer, type Redacted } from "effect"
import { configHotRoute, ConfigHttpLive } from "./config/http"
import { ConfigServiceLive } from "./config/service"
import { DevtoolsHttpLive } from "./devtools/http"
import { HotRoutes } from "./platform/http/hotRoutes"
import type { RateLimit } from "./platform/http/rateLimit"
import { MailboxLive } from "./platform/outbox/mailbox"
import { CaptchaChallengesLive } from "./session/captcha"
import { CaptchaGuardLive } from "./session/captchaGuard"
import { CodesJanitorLive } from "./session/codesJanitor"
import { FingerprintsLive } from "./session/fingerprints"
import { SessionHttpLive } from "./session/http"
import { SessionJanitorLive } from "./session/janitor"
import { PhoneCountriesLive } from "./session/phoneCountries"
import { SessionServiceLive } from "./session/service"
import { TokenSignerLive } from "./session/tokens"
import { VerificationCodesLive } from "./session/verificationCodes"

/**
 * The server's areas (ARCHITECTURE 2), one line per area in each registry: the services an area runs on the
 * database, the handlers of its HttpApiGroup (src/domain/api/<area>.ts), and the hot reads it answers from memory.
 */
export interface AreaOptions {
  readonly tokenSecret?: Redacted.Redacted<string> | undefined
  readonly sessionCreationLimit: RateLimit
  /** NODE_ENV=production: no dev mailbox. */
  readonly production: boolean
  /** The answer every captcha image carries (end-to-end tests; refused in production). */
  readonly captchaTestAnswer?: string | undefined
}

const SessionServicesLive = (options: AreaOptions) =>
  Layer.mergeAll(FingerprintsLive, SessionJanitorLive, PhoneCountriesLive, TokenSignerLive(options.tokenSecret), CaptchaGuardLive, CodesJanitorLive).pipe(
    Layer.provideMerge(Layer.mergeAll(VerificationCodesLive, CaptchaChallengesLive({ testAnswer: options.captchaTestAnswer }))),
    Layer.provideMerge(SessionServiceLive)
  )

export const AreaServicesLive = (options: AreaOptions) =>
  Layer.mergeAll(
    ConfigServiceLive, //
    SessionServicesLive(options),
    MailboxLive
  )

export const AreaHandlersLive = (options: AreaOptions) =>
  Layer.mergeAll(
    ConfigHttpLive, //
    SessionHttpLive({ sessionCreation: options.sessionCreationLimit }),
    DevtoolsHttpLive({ production: options.production })
  )

export const HotRoutesLive = Layer.effect(
  HotRoutes,
  Effect.all([
    configHotRoute //
  ])
)
