import { Redacted, Schema } from "effect"

/** A provider of social sign-in (OpenID Connect), as configured (SOCIAL_PROVIDERS) or the sandbox's. */
export interface SocialProviderSettings {
  /** The path segment and the name the client shows: a-z, 0-9, '-' and '_'. */
  readonly id: string
  readonly name: string
  readonly issuer: string
  readonly clientId: string
  readonly clientSecret: Redacted.Redacted<string>
}

const ProviderEntry = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^[a-z0-9_-]{1,32}$/), Schema.filter((id) => id !== "sandbox" || "sandbox is the built-in sandbox's id")),
  name: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(40)),
  issuer: Schema.String.pipe(Schema.pattern(/^https:\/\/[^\s]+$/)),
  clientId: Schema.String.pipe(Schema.minLength(1)),
  clientSecret: Schema.Redacted(Schema.String.pipe(Schema.minLength(1)))
})
const ProviderList = Schema.parseJson(Schema.Array(ProviderEntry))

/**
 * SOCIAL_PROVIDERS: a JSON array of `{ id, name, issuer (https), clientId, clientSecret }`, one per OpenID Connect
 * provider the site offers; the callback to register at the provider is `https://<site>/social-api/oauth/<id>/callback`.
 * Answers the providers, or what is wrong (never echoing the secret).
 */
export const parseSocialProviders = (json: string): ReadonlyArray<SocialProviderSettings> | string => {
  const decoded = Schema.decodeUnknownEither(ProviderList)(json)
  if (decoded._tag === "Left") return "expected a JSON array of { id, name, issuer (https URL), clientId, clientSecret }"
  const ids = decoded.right.map((p) => p.id)
  if (new Set(ids).size !== ids.length) return "two providers have the same id"
  return decoded.right
}
