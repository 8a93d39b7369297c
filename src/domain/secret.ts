import { Redacted, Schema } from "effect"

/** What a secret becomes in an encoded (exported) log entry or checkpoint. */
export const REDACTED_PLACEHOLDER = "<redacted>" as const

/**
 * A secret typed by the player or shown to them once (password, SMS code, captcha answer, payment detail). In
 * memory it is a `Redacted` value so it never prints; encoded for export it is always the placeholder, so an
 * exported log is safe to attach to a bug report. A secret read back from a log is empty: replay never needs it,
 * because the server's answers are in the log. Here in src/domain so that projection state may hold one too.
 */
export const Secret = Schema.transform(Schema.Literal(REDACTED_PLACEHOLDER), Schema.RedactedFromSelf(Schema.String), {
  strict: true,
  decode: () => Redacted.make(""),
  encode: () => REDACTED_PLACEHOLDER as typeof REDACTED_PLACEHOLDER
}).annotations({ identifier: "Secret" })
export type Secret = typeof Secret.Type
