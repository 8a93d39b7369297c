/**
 * The provider's callbacks are signed: HMAC-SHA256 over `<timestamp>.<body>` with the deployment's callback secret,
 * sent as hex in the signature header beside the timestamp (seconds). The server refuses a signature that does not
 * match and a timestamp outside the replay window, so a captured callback cannot be sent again later. The hashing
 * itself is the server's (node:crypto); the rule for what is signed and how fresh it must be lives here.
 */

export const CALLBACK_SIGNATURE_HEADER = "x-payment-signature"
export const CALLBACK_TIMESTAMP_HEADER = "x-payment-timestamp"

/** How old (or how far in the future) a callback's timestamp may be, in seconds. */
export const CALLBACK_REPLAY_WINDOW_SECONDS = 300

/** The text the signature covers. */
export const signedText = (timestamp: string, body: string): string => `${timestamp}.${body}`

/** Whether a timestamp header is a whole number of seconds within the replay window of `nowSeconds`. */
export const isFreshTimestamp = (timestamp: string, nowSeconds: number): boolean => {
  if (!/^[0-9]{1,12}$/.test(timestamp)) return false
  return Math.abs(nowSeconds - Number(timestamp)) <= CALLBACK_REPLAY_WINDOW_SECONDS
}
