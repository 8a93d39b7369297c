import { Context, Redacted, Schema } from "effect"

/**
 * How an endpoint takes part in authentication, marked on the endpoint in the contract so that the client's Api
 * applies it to whatever endpoint carries the mark (ARCHITECTURE 5: adding an endpoint needs no other edit).
 */

/** The endpoint needs the user token as `authorization: Bearer <token>`; a 401 renews the token and retries once. */
export class NeedsBearer extends Context.Tag("oddsfold/api/NeedsBearer")<NeedsBearer, true>() {}

/**
 * The endpoint answers a credential at `path` of its success body: the user token (sent as a bearer) or the
 * device token (sent in the fingerprint header). The client keeps it to itself; callers see a placeholder.
 */
export class IssuesCredential extends Context.Tag("oddsfold/api/IssuesCredential")<
  IssuesCredential,
  { readonly kind: "user" | "device"; readonly path: ReadonlyArray<string> }
>() {}

/** What a caller of a credential-issuing endpoint sees where the credential was. */
export const CREDENTIAL_PLACEHOLDER = "<redacted>"

/**
 * The endpoint's answer holds secrets its caller needs (the dev mailbox's codes and links): the service-answer
 * entry of the client's log encodes it with this Schema instead of the success Schema, one whose secret fields
 * encode to the placeholder (see RedactedInLog). Both Schemas must decode to the same type.
 */
export class LoggedAnswer extends Context.Tag("oddsfold/api/LoggedAnswer")<LoggedAnswer, Schema.Schema<any, any>>() {}

/** A `Schema.Redacted(Schema.String)` field as the log writes it: the placeholder out, an empty secret back in. */
export const RedactedInLog = Schema.transform(Schema.Literal(CREDENTIAL_PLACEHOLDER), Schema.RedactedFromSelf(Schema.String), {
  strict: true,
  decode: () => Redacted.make(""),
  encode: () => CREDENTIAL_PLACEHOLDER as typeof CREDENTIAL_PLACEHOLDER
})

/**
 * A plain string field that is a secret (a one-time token the server hands out as text) as the log writes it: the
 * placeholder out, an empty string back in. For a LoggedAnswer Schema whose endpoint answers the secret unredacted.
 */
export const StringInLog = Schema.transform(Schema.Literal(CREDENTIAL_PLACEHOLDER), Schema.String, {
  strict: true,
  decode: () => "",
  encode: () => CREDENTIAL_PLACEHOLDER as typeof CREDENTIAL_PLACEHOLDER
})

/**
 * The endpoint's request holds a secret as plain text (a one-time token sent back to the server): the log keeps the
 * request as this function returns it, the secret as the placeholder, while the call itself sends it whole.
 */
export class LoggedRequest extends Context.Tag("oddsfold/api/LoggedRequest")<LoggedRequest, (request: unknown) => unknown>() {}
