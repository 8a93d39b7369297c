import { Context, Data, Effect, type Redacted } from "effect"

/**
 * The payment provider port (ARCHITECTURE 6 "Payments"). The cashier asks it for a hosted payment page, a refund and a
 * payout; the provider answers later by signed callbacks to /web-api/payments/callback/<id> (HMAC-SHA256 over
 * `<timestamp>.<body>` with `callbackSecret`, src/domain/payments/callbackSignature.ts), possibly late, twice or out of
 * order. The embedded default is the sandbox (./sandboxProvider.ts); a real provider is another implementation of this
 * shape with its own secret.
 */
export class ProviderUnavailable extends Data.TaggedError("ProviderUnavailable")<{ readonly message: string }> {}

export interface HostedPaymentRequest {
  /** Our deposit's id: the provider's notices name it. */
  readonly reference: string
  readonly amount: number
  readonly currency: string
  readonly description: string
  /** Where the provider posts its notices. */
  readonly callbackUrl: string
  /** Where the provider sends the player's browser back, per outcome. */
  readonly returnUrls: { readonly success: string; readonly fail: string; readonly pending: string; readonly cancel: string }
}

export interface PayoutRequest {
  /** Our withdrawal's id. */
  readonly reference: string
  readonly amount: number
  readonly currency: string
  /** The provider's token of the card to pay to (registerCard). */
  readonly cardToken: string
  readonly callbackUrl: string
}

export interface PaymentProviderShape {
  /** The provider's id in callback paths and in the deposit rows. */
  readonly id: string
  readonly callbackSecret: Redacted.Redacted<string>
  /** Opens a hosted payment page: its session id and where the browser goes. */
  readonly createPayment: (request: HostedPaymentRequest) => Effect.Effect<{ readonly session: string; readonly redirectUrl: string }, ProviderUnavailable>
  /** Sends a payment's money back to the payer; a refund notice follows. */
  readonly refund: (request: { readonly transactionId: string; readonly reference: string; readonly amount: number; readonly currency: string; readonly callbackUrl: string }) => Effect.Effect<void, ProviderUnavailable>
  /**
   * Hands the card a withdrawal is paid to to the provider, which keeps it: we keep only its token and last four
   * digits, never the number.
   */
  readonly registerCard: (cardNumber: Redacted.Redacted<string>) => Effect.Effect<{ readonly token: string }, ProviderUnavailable>
  /** Pays a withdrawal out to a registered card; a payout notice follows. */
  readonly payout: (request: PayoutRequest) => Effect.Effect<{ readonly payoutId: string }, ProviderUnavailable>
}

export class PaymentProvider extends Context.Tag("oddsfold/server/payments/PaymentProvider")<PaymentProvider, PaymentProviderShape>() {}

/**
 * A production server with no payment provider configured: the cashier answers that payments are unavailable, and no
 * callback is ever accepted (its secret is random and unknown to anyone). The sandbox never runs in production.
 */
export const noProvider = (secret: Redacted.Redacted<string>): PaymentProviderShape => {
  const unavailable = Effect.fail(new ProviderUnavailable({ message: "no payment provider is configured on this server" }))
  return { id: "none", callbackSecret: secret, createPayment: () => unavailable, refund: () => unavailable, registerCard: () => unavailable, payout: () => unavailable }
}
