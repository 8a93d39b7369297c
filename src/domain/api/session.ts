import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { FINGERPRINT_KEY_MAX_LENGTH, FINGERPRINT_VALUE_MAX_LENGTH } from "../session/fingerprintComponents"
import { PhoneCountry } from "../session/phoneCountries"
import { LanguageCode } from "../shell/language"
import { IssuesCredential, NeedsBearer } from "./credentials"
import { BadRequest, Forbidden, TermsNotAccepted, TooManyRequests, Unauthorized } from "./errors"
import { HeaderNames } from "./shared"

export const TokenResponse = Schema.Struct({ data: Schema.Struct({ token: Schema.String }) })
export const SessionCheckResponse = Schema.Struct({ userId: Schema.NullOr(Schema.Int) })
export const FingerprintRequest = Schema.Struct({
  componentsData: Schema.Record({
    key: Schema.String.pipe(Schema.maxLength(FINGERPRINT_KEY_MAX_LENGTH)),
    value: Schema.String.pipe(Schema.maxLength(FINGERPRINT_VALUE_MAX_LENGTH))
  })
})
export const FingerprintResponse = Schema.Struct({ token: Schema.String, expiresAt: Schema.Int })

export const sessionGroup = HttpApiGroup.make("session")
  .add(
    // Not JSON: answers a short text and (re)starts the session cookie. Creating sessions is rate limited per
    // client address (429 with Retry-After).
    HttpApiEndpoint.get("start", "/web-api/session").addSuccess(HttpApiSchema.Text()).addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.get("token", "/web-api/user/gettoken")
      .setUrlParams(Schema.Struct({ force_refresh: Schema.optional(Schema.Literal("true", "false")) }))
      .setHeaders(Schema.Struct({ [HeaderNames.fingerprint]: Schema.optional(Schema.String) }))
      .addSuccess(TokenResponse)
      .addError(Unauthorized)
      .addError(BadRequest)
      .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })
  )
  .add(
    // The session check of SPEC.md 4: a bearer token in, the player's id (null for a guest) out.
    HttpApiEndpoint.get("check", "/auth-api/session/check")
      .setHeaders(Schema.Struct({ authorization: Schema.optional(Schema.String) }))
      .addSuccess(SessionCheckResponse)
      .addError(Unauthorized)
      .addError(TermsNotAccepted)
      .annotate(NeedsBearer, true)
  )
  .add(
    HttpApiEndpoint.post("fingerprint", "/web-api/fingerprint")
      .setPayload(FingerprintRequest)
      .addSuccess(FingerprintResponse)
      .addError(Unauthorized)
      .addError(BadRequest)
      .addError(Forbidden)
      .annotate(IssuesCredential, { kind: "device", path: ["token"] })
  )
  .add(
    // SPEC.md 7: the countries phone registration and sign-in offer, named in the page's language. No session needed.
    HttpApiEndpoint.get("phoneCountries", "/web-api/phone/countries")
      .setUrlParams(Schema.Struct({ lang: LanguageCode }))
      .addSuccess(Schema.Struct({ countries: Schema.Array(PhoneCountry) }))
  )
