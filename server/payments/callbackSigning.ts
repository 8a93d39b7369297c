import { createHmac, timingSafeEqual } from "node:crypto"
import { Redacted } from "effect"
import { signedText } from "../../src/domain/payments/callbackSignature"

/** The signature of a callback body sent at `timestamp` (seconds, as text): hex HMAC-SHA256 under the secret. */
export const signCallback = (secret: Redacted.Redacted<string>, timestamp: string, body: string): string =>
  createHmac("sha256", Redacted.value(secret)).update(signedText(timestamp, body), "utf8").digest("hex")

/** Whether `signature` is the body's, compared in constant time. */
export const isCallbackSignature = (secret: Redacted.Redacted<string>, timestamp: string, body: string, signature: string): boolean => {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false
  return timingSafeEqual(Buffer.from(signCallback(secret, timestamp, body), "hex"), Buffer.from(signature, "hex"))
}

/** The name of the sandbox's callback secret in server_secrets (server/platform/serverSecret.ts). */
export const SANDBOX_CALLBACK_SECRET = "payments_sandbox_callback_secret"
