import { Layer } from "effect"
import { withSettings } from "../platform/settings"
import { EmailActivationsLive } from "../session/emailActivation"
import { SessionServicesLive } from "../session/layer"
import { AccountSettingsLive } from "./accountSettings"
import { AccountHttpLive } from "./http"
import { IdentityCheckProvidersLive } from "./identityCheckProvider"
import type { IdentityCheckProviderSettings } from "./identityCheckProviderSettings"
import { IdentityChecksLive } from "./identityChecks"
import { LedgerServiceLive } from "./ledger"
import { NewslettersLive } from "./newsletter"
import { OfficeServiceLive } from "./office"
import { PlayerOnboardingLive } from "./onboarding"
import { PhoneBindingLive } from "./phoneBinding"
import { SandboxIdentityCheckLive } from "./sandboxIdentityCheck"
import { WalletServiceLive } from "./service"
import { NewsletterStopLive, PlayerOfficeLive, PlayerVerificationLive } from "./sessionSeams"
import { VerificationServiceLive } from "./verification"

declare module "../platform/settings" {
  interface AreaSettings {
    /**
     * IDENTITY_CHECK_PROVIDER: the provider of the verification page's online identity check
     * (server/account/identityCheckProviderSettings.ts); a non-production server without one runs its sandbox.
     */
    readonly identityCheckProvider?: IdentityCheckProviderSettings | undefined
  }
}

/** The ledger and the wallets, which a new player's main account, the coupons and the changes feed use. */
const AccountServicesLive = Layer.mergeAll(LedgerServiceLive, WalletServiceLive)

// One layer value, so the sandbox identity-check provider starts once and every service sees the same provider.
const IdentityCheckProvidersLayer = withSettings(({ identityCheckProvider, production }) =>
  // The sandbox runs only on a non-production server.
  IdentityCheckProvidersLive(identityCheckProvider).pipe(Layer.provide(production ? Layer.empty : SandboxIdentityCheckLive))
)

/**
 * The account area: wallets and ledger, the personal office, verification and the online identity check, the
 * phone binding, the newsletters and the account group's handlers. It builds on the session area's players,
 * sessions and codes (the same layer value the session area provides, so they are made once), and answers what
 * the session area asks of it (server/session/accountSeams.ts, and a new player's main account).
 */
export const AccountLive = AccountHttpLive.pipe(
  // An address added in the office is activated by its e-mail's link (the session area's, user/activate).
  Layer.provide(EmailActivationsLive),
  Layer.provideMerge(
    Layer.mergeAll(
      PlayerOfficeLive,
      PlayerVerificationLive,
      // The operator's news e-mails and their unsubscribe links (on the session's link tokens).
      NewsletterStopLive.pipe(Layer.provideMerge(NewslettersLive)),
      AccountSettingsLive,
      // The security page's phone binding (on the session's codes and confirmation links).
      PhoneBindingLive,
      // The verification page's online identity check, on the provider the verification state names.
      IdentityChecksLive.pipe(Layer.provide(IdentityCheckProvidersLayer))
    )
  ),
  Layer.provideMerge(Layer.mergeAll(OfficeServiceLive, VerificationServiceLive.pipe(Layer.provide(IdentityCheckProvidersLayer)))),
  Layer.provideMerge(SessionServicesLive),
  // A new player's main account, opened by the session area's registration.
  Layer.provideMerge(PlayerOnboardingLive.pipe(Layer.provideMerge(AccountServicesLive)))
)
