import { Redacted, Schema } from "effect"

/**
 * An identity-check provider (the online check of the verification page, src/domain/account/identityCheck.ts) as
 * configured in IDENTITY_CHECK_PROVIDER, or the sandbox's of a non-production server. The site speaks one protocol
 * with it, which the sandbox implements and an adapter at a vendor's edge (or the vendor itself) provides:
 *
 * - opening a check: `POST {apiUrl}/checks` with `Authorization: Bearer {apiKey}` and the JSON
 *   `{ reference, callback_url, return_url, locale }` answers `{ id, url }`: the provider's id of the check and the
 *   page the player's browser is sent to;
 * - the outcome: the provider POSTs `{ "result": "<JWT>" }` (application/json) to `callback_url`. The JWT is signed
 *   with a key published at `jwksUrl` (ES256, RS256, PS256 or EdDSA), and claims `iss` = issuer, `aud` = clientId,
 *   `sub` = the reference, `session` = its id of the check, `jti` = the result's own id, `iat` and `exp` (a result
 *   lives at most ten minutes), `outcome` = "verified" or "rejected", and for a refusal `reason`, a short code;
 * - then it sends the browser to `return_url`. A result delivered again (the provider's retry) is answered as
 *   recorded; the site answers a typed 4xx to anything it refuses, a 503 while it cannot read the provider's keys.
 */
export interface IdentityCheckProviderSettings {
  /** The name the check rows keep: a-z, 0-9, '-' and '_'. */
  readonly id: string
  readonly name: string
  readonly issuer: string
  readonly apiUrl: string
  readonly jwksUrl: string
  readonly clientId: string
  readonly apiKey: Redacted.Redacted<string>
}

const Https = Schema.String.pipe(Schema.pattern(/^https:\/\/[^\s]+$/))

const ProviderEntry = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^[a-z0-9_-]{1,32}$/), Schema.filter((id) => id !== "sandbox" || "sandbox is the built-in sandbox's id")),
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)),
  issuer: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(512)),
  apiUrl: Https,
  jwksUrl: Https,
  clientId: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255)),
  apiKey: Schema.Redacted(Schema.String.pipe(Schema.minLength(1)))
})
const ProviderJson = Schema.parseJson(ProviderEntry)

/**
 * IDENTITY_CHECK_PROVIDER: a JSON object `{ id, name, issuer, apiUrl (https), jwksUrl (https), clientId, apiKey }`;
 * the callback the site gives the provider is `https://<site>/web-api/account/verification/identity-check/callback`.
 * Answers the settings, or what is wrong (never echoing the key).
 */
export const parseIdentityCheckProvider = (json: string): IdentityCheckProviderSettings | string => {
  const decoded = Schema.decodeUnknownEither(ProviderJson)(json)
  return decoded._tag === "Left" ? "expected a JSON object of { id, name, issuer, apiUrl (https URL), jwksUrl (https URL), clientId, apiKey }" : decoded.right
}
