import { Layer, Option } from "effect"
import { withSettings } from "../platform/settings"
import { DepositAdmissionLive } from "./admission"
import { OperatorPaymentsHttpLive, PaymentsHttpLive } from "./http"
import { SandboxPaymentProviderLive } from "./sandboxProvider"
import { PaymentsServiceLive } from "./service"

/**
 * The payments area: the cashier's deposits and withdrawals, the history of the player's money and payment requests,
 * on the account area's ledger and verification, behind a payment provider port. The embedded provider is the
 * sandbox (./sandboxProvider.ts), on every server until a real provider is configured. Deposits are admitted by
 * DepositAdmission (./admission.ts): the limits area's service plugs in there.
 */
export const PaymentsLive = withSettings(({ operatorToken }) =>
  Layer.mergeAll(PaymentsHttpLive, OperatorPaymentsHttpLive(Option.fromNullable(operatorToken))).pipe(
    Layer.provide(PaymentsServiceLive),
    Layer.provide(Layer.mergeAll(SandboxPaymentProviderLive, DepositAdmissionLive))
  )
)
