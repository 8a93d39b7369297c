import { Effect, Layer, type Redacted } from "effect"
import { AccountHttpLive } from "./account/http"
import { LedgerServiceLive } from "./account/ledger"
import { WalletServiceLive } from "./account/service"
import { configHotRoute, ConfigHttpLive } from "./config/http"
import { ConfigServiceLive } from "./config/service"
import { HotRoutes } from "./platform/http/hotRoutes"
import type { RateLimit } from "./platform/http/rateLimit"
import { FingerprintsLive } from "./session/fingerprints"
import { SessionHttpLive } from "./session/http"
import { SessionJanitorLive } from "./session/janitor"
import { PhoneCountriesLive } from "./session/phoneCountries"
import { SessionServiceLive } from "./session/service"
import { TokenSignerLive } from "./session/tokens"

/**
 * The server's areas (ARCHITECTURE 2), one line per area in each registry: the services an area runs on the
 * database, the handlers of its HttpApiGroup (src/domain/api/<area>.ts), and the hot reads it answers from memory.
 */
export interface AreaOptions {
  readonly tokenSecret?: Redacted.Redacted<string> | undefined
  readonly sessionCreationLimit: RateLimit
}

const SessionServicesLive = (options: AreaOptions) =>
  Layer.mergeAll(FingerprintsLive, SessionJanitorLive, PhoneCountriesLive, TokenSignerLive(options.tokenSecret)).pipe(Layer.provideMerge(SessionServiceLive))

const AccountServicesLive = Layer.mergeAll(LedgerServiceLive, WalletServiceLive)

export const AreaServicesLive = (options: AreaOptions) =>
  Layer.mergeAll(
    ConfigServiceLive, //
    SessionServicesLive(options),
    AccountServicesLive
  )

export const AreaHandlersLive = (options: AreaOptions) =>
  Layer.mergeAll(
    ConfigHttpLive, //
    SessionHttpLive({ sessionCreation: options.sessionCreationLimit }),
    AccountHttpLive
  )

export const HotRoutesLive = Layer.effect(
  HotRoutes,
  Effect.all([
    configHotRoute //
  ])
)
