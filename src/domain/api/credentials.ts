import { Context } from "effect"

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
