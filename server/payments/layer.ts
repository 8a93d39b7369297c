import { Effect, Layer, Option } from "effect"
import { randomSecret } from "../platform/secureRandom"
import { noProvider, PaymentProvider } from "./provider"
import { withSettings } from "../platform/settings"
import { DepositAdmissionLive } from "./admission"
import { OperatorPaymentsHttpLive, PaymentsHttpLive } from "./http"
import { SandboxPaymentProviderLive } from "./sandboxProvider"
import { PaymentsServiceLive } from "./service"

/**
 * The payments area: the cashier's deposits and withdrawals, the history of the player's money and payment requests,
 * on the account area's ledger and verification, behind a payment provider port. The embedded provider is the
 * sandbox (./sandboxProvider.ts) of a non-production server; a production server without a real provider answers that
 * payments are unavailable. Deposits are admitted by the limits area's rules (./admission.ts), so the limits area
 * stands below this one in server/areas.ts.
 */
export const PaymentsLive = withSettings(({ operatorToken, production }) =>
  Layer.mergeAll(PaymentsHttpLive, OperatorPaymentsHttpLive(Option.fromNullable(operatorToken))).pipe(
    Layer.provide(PaymentsServiceLive),
    Layer.provide(Layer.mergeAll(production ? NoPaymentProviderLive : SandboxPaymentProviderLive, DepositAdmissionLive))
  )
)

/** A production server has no sandbox: until a real provider is configured, payments are unavailable. */
const NoPaymentProviderLive = Layer.effect(PaymentProvider, Effect.map(randomSecret, noProvider))
