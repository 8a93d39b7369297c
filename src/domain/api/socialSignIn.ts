import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { FirstDepositBonusChoice } from "../account/bonusSettings"
import { ReferralCode } from "../session/registration"
import { LanguageCode } from "../shell/language"
import { BadRequest, Forbidden, TooManyRequests } from "./errors"
import { PlayerText } from "../playerText"

/**
 * Social sign-in (issue 7): OpenID Connect providers the server is configured with (the sandbox identity provider
 * on a non-production server), and the Google one-tap calls of SPEC.md 7. The start and callback endpoints are
 * browser navigations answered with redirects: the player leaves for the provider and comes back signed in.
 */

export const SocialProviderId = Schema.String.pipe(Schema.pattern(/^[a-z0-9_-]{1,32}$/))

export const SocialProvider = Schema.Struct({ id: SocialProviderId, name: Schema.String })

/** Query numbers arrive as text: "12" → 12, anything else a 400. */
const QueryInt = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000))

/**
 * The sign-in's start: where to come back to, and the registration payload (SPEC.md 3) should it make a player,
 * named as the registration form's fields are (the form's social buttons submit it here as a GET).
 */
export const SocialStartParams = Schema.Struct({
  lng: Schema.optional(LanguageCode),
  /** A path on this site; anything else is ignored (SPEC.md 4 rules pick the target). */
  return: Schema.optional(PlayerText(512)),
  country: Schema.optional(QueryInt),
  currency: Schema.optional(QueryInt),
  refCode: Schema.optional(ReferralCode),
  bonus: Schema.optional(FirstDepositBonusChoice)
})

/** The provider's answer: code, state and iss, or error and error_description. Kept short: none is long. */
export const SocialCallbackParams = Schema.Record({ key: Schema.String, value: PlayerText(2048) })

/** SPEC.md 7: POST /social-api/oauth/google-one-tap, a multipart form. `credential` is the ID token one-tap issued. */
export const OneTapForm = HttpApiSchema.Multipart(
  Schema.Struct({
    credential: Schema.Redacted(PlayerText(8192).pipe(Schema.minLength(1))),
    language: LanguageCode,
    currency: QueryInt,
    countryId: QueryInt
  })
)

const redirect = HttpApiSchema.Empty(302)

export const socialProvidersEndpoint = HttpApiEndpoint.get("socialProviders", "/social-api/oauth/providers").addSuccess(Schema.Struct({ providers: Schema.Array(SocialProvider) }))

// 302 to the provider's authorization page; an unknown provider or one that cannot be reached is a 400.
export const socialStartEndpoint = HttpApiEndpoint.get("socialStart", "/social-api/oauth/:provider/start")
    .setPath(Schema.Struct({ provider: SocialProviderId }))
    .setUrlParams(SocialStartParams)
    .addSuccess(redirect)
    .addError(BadRequest)
  .addError(TooManyRequests)

// 302 back to the site: signed in, or to the sign-in page with `social_error` saying why not, or (a player with
// two-step on) with the `two_step` flag: the page asks for the authenticator's code (./twoStepSignIn.ts).
export const socialCallbackEndpoint = HttpApiEndpoint.get("socialCallback", "/social-api/oauth/:provider/callback")
    .setPath(Schema.Struct({ provider: SocialProviderId }))
    .setUrlParams(SocialCallbackParams)
  .addSuccess(redirect)

export const oneTapClientIdEndpoint = HttpApiEndpoint.get("oneTapClientId", "/social-api/oauth/google-one-tap/clientId")
    .addSuccess(Schema.Struct({ clientId: Schema.String }))
  .addError(Forbidden)

// The credential is verified as an ID token of the one-tap provider (signature, issuer, audience, expiry): 400 code
// 1 when it is not one. The answer names where the site goes next, the player signed in. A player with two-step on
// is answered 400 code 18 instead: the sign-in waits for the authenticator's code (./twoStepSignIn.ts).
export const oneTapEndpoint = HttpApiEndpoint.post("oneTap", "/social-api/oauth/google-one-tap")
    .setPayload(OneTapForm)
    .addSuccess(Schema.Struct({ redirectUrl: Schema.String }))
    .addError(BadRequest)
    .addError(Forbidden)
  .addError(TooManyRequests)

/**
 * The sandbox's stand-in for Google's one-tap prompt (non-production servers only, 403 elsewhere): opened in a popup,
 * it sends the browser to the sandbox identity provider for an ID token of the one-tap client, which comes back to
 * ONE_TAP_SANDBOX_PAGE; that page hands the credential to the site's window, which posts it as one-tap does.
 */
export const oneTapSandboxStartEndpoint = HttpApiEndpoint.get("oneTapSandboxStart", "/social-api/oauth/google-one-tap/sandbox/start")
    .addSuccess(redirect)
  .addError(Forbidden)

/** The static page (public/) the sandbox sends the one-tap credential back to, in the URL fragment. */
export const ONE_TAP_SANDBOX_PAGE = "/one-tap-sandbox.html"
