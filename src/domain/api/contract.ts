import { HttpApi, HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { ConfigGroupList, ConfigGroupValues, SiteConfig } from "../config/siteConfig"
import { FINGERPRINT_KEY_MAX_LENGTH, FINGERPRINT_VALUE_MAX_LENGTH } from "../session/fingerprintComponents"
import { LanguageCode } from "../shell/language"
import { IssuesCredential, NeedsBearer } from "./credentials"
import { BadRequest, Forbidden, TermsNotAccepted, Unauthorized } from "./errors"

/** Header names shared by client and server. */
export const HeaderNames = {
  geoCountry: "x-geo-country",
  fingerprint: "x-fingerprint",
  captcha: "x-captcha",
  language: "x-language"
} as const

/** Path prefixes that belong to the API; every other path is the client's (its files and its routes). */
export const API_PREFIXES = ["/bff-api", "/web-api", "/auth-api"] as const

export const isApiPath = (pathname: string): boolean =>
  API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))

/** The guest/player session cookie set by GET /web-api/session: HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = "oddsfold_session"

/** Config groups are cached by browsers and proxies between 600 and 900 s (SPEC.md 7). */
export const CONFIG_GROUP_CACHE_CONTROL = "public, max-age=600, stale-while-revalidate=300"

const LangParams = Schema.Struct({ lang: LanguageCode })

export const configGroup = HttpApiGroup.make("config")
  .add(
    HttpApiEndpoint.get("all", "/bff-api/config/all.json")
      .setUrlParams(LangParams)
      .setHeaders(Schema.Struct({ [HeaderNames.geoCountry]: Schema.optional(Schema.String.pipe(Schema.pattern(/^[A-Za-z]{2}$/))) }))
      .addSuccess(SiteConfig)
      .addError(BadRequest)
  )
  .add(
    HttpApiEndpoint.get("groups", "/bff-api/config/group/get")
      .setUrlParams(Schema.Struct({ groups: ConfigGroupList, lang: LanguageCode }))
      .addSuccess(Schema.Struct({ groups: Schema.Record({ key: Schema.String, value: ConfigGroupValues }) }))
      .addError(BadRequest)
  )

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
    // Not JSON: answers a short text and (re)starts the session cookie.
    HttpApiEndpoint.get("start", "/web-api/session").addSuccess(HttpApiSchema.Text())
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

/** The whole HTTP contract, shared by the server (HttpApiBuilder) and the client (HttpApiClient). */
export class OddsfoldApi extends HttpApi.make("oddsfold").add(configGroup).add(sessionGroup) {}
