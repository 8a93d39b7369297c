import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { EmailText, LoginText, PasswordText } from "../session/credentials"
import { MAX_CAPTCHA_HEADER_LENGTH, ProofOfWorkChallenge } from "../session/captcha"
import { FINGERPRINT_KEY_MAX_LENGTH, FINGERPRINT_VALUE_MAX_LENGTH } from "../session/fingerprintComponents"
import { PhoneCountry } from "../session/phoneCountries"
import { RegistrationChoices } from "../session/registration"
import { PlayerRights } from "../session/rights"
import { UserConfig } from "../session/userConfig"
import { LanguageCode } from "../shell/language"
import { IssuesCredential, NeedsBearer } from "./credentials"
import { confirmEmail, loginSms, registerPhone, resetPassword, sendRecoveryCode } from "./sessionCodes"
import { activateEmail, checkPasswordResetLink, confirmEmailByLink, resetPasswordByLink, stopNewsletter, stopNewsletterOneClick } from "./emailLinks"
import { BadRequest, Forbidden, TermsNotAccepted, TooManyRequests, Unauthorized } from "./errors"
import { HeaderNames, HeaderValue } from "./shared"
import { qrLoginApprove, qrLoginStart, qrLoginStatus } from "./qrLogin"
import { loginTwoStep } from "./twoStepSignIn"
import { analyticsEvents } from "./sessionAnalytics"
import { webVitals } from "./webVitals"
import { oneTapClientIdEndpoint, oneTapEndpoint, oneTapSandboxStartEndpoint, socialCallbackEndpoint, socialProvidersEndpoint, socialStartEndpoint } from "./socialSignIn"
import { PlayerText } from "../playerText"

/** The user token; null when the request carries no live session (a guest who has not started one, or a session that ended). */
export const TokenResponse = Schema.Struct({ data: Schema.Struct({ token: Schema.NullOr(Schema.String) }) })
export const SessionCheckResponse = Schema.Struct({ userId: Schema.NullOr(Schema.Int) })
export const FingerprintRequest = Schema.Struct({
  componentsData: Schema.Record({
    key: PlayerText(FINGERPRINT_KEY_MAX_LENGTH),
    value: PlayerText(FINGERPRINT_VALUE_MAX_LENGTH)
  })
})
export const FingerprintResponse = Schema.Struct({ token: Schema.String, expiresAt: Schema.Int })

/** Sign-in by e-mail or account ID (SPEC.md 3 "login call fields"); `save` keeps the session 30 days instead of 1800 s. */
export const LoginRequest = Schema.Struct({
  uLogin: LoginText,
  uPassword: PasswordText,
  save: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  lng: Schema.optional(LanguageCode),
  /** The authenticator's code, for a player with two-step sign-in (400 code 18 asks for it, 19 refuses it). */
  code: Schema.optional(Schema.Redacted(PlayerText(16)))
})

/**
 * A signed-in player: the player's id, the account ID they sign in with, and a user token for the new session
 * (the Api keeps it, callers see a placeholder). The session cookie is replaced by a new one.
 */
export const SignedIn = Schema.Struct({
  userId: Schema.Int,
  accountId: Schema.Int,
  data: Schema.Struct({ token: Schema.String }),
  /** A password sign-in after failed ones on the account: how many failed, and since when (epoch s). */
  failedSignIns: Schema.optional(Schema.Struct({ count: Schema.Int, since: Schema.Int }))
})

/** One-click registration: the server makes the account ID and the password and answers them once. */
export const FastRegistrationRequest = Schema.Struct({ ...RegistrationChoices.fields, lng: Schema.optional(LanguageCode) })
export const FastRegistered = Schema.Struct({ ...SignedIn.fields, password: Schema.Redacted(Schema.String) })

/**
 * Registration by e-mail and password (SPEC.md 2.4 "full"). The player is made when the link of the confirmation
 * e-mail is followed (confirmEmail); until then nothing tells whether the address has an account already.
 */
export const FullRegistrationRequest = Schema.Struct({
  ...RegistrationChoices.fields,
  email: EmailText,
  password: PasswordText,
  lng: Schema.optional(LanguageCode)
})

/**
 * The same answer for every address, free or taken: where the e-mail went (masked) and until when its link works
 * (epoch s). A free address gets the confirmation link, a taken one a note to its owner.
 */
export const FullRegistrationStarted = Schema.Struct({ to: Schema.String, expiresAt: Schema.Int })

/**
 * "Sending an sms code" (SPEC.md 7 auth API): a phone from the phone countries list and its national number, for a
 * phone registration or an SMS sign-in. The answer is the same whether or not the number has an account.
 */
export const SmsCodeRequest = Schema.Struct({
  country_id: Schema.Int,
  phone_number: PlayerText(32),
  purpose: Schema.Literal("phone_registration", "sms_sign_in"),
  lang: LanguageCode
})
/** Where the code went, masked (the country code and the last two digits), and when it stops being accepted (epoch s). */
export const SmsCodeSent = Schema.Struct({ phone: Schema.String, expiresAt: Schema.Int })

/** A proof-of-work challenge made by the server (ALTCHA), its id (the nonce) and when it stops taking answers (epoch s). */
export const CaptchaChallenge = Schema.Struct({ id: Schema.String, challenge: ProofOfWorkChallenge, expiresAt: Schema.Int })
/** GET gettime: the server's time and, for an open challenge, when it stops taking answers (epoch seconds). */
export const CaptchaTime = Schema.Struct({ time: Schema.Int, expiresAt: Schema.NullOr(Schema.Int) })
/** POST validate's result: type 1 passed, 0 wrong (ask a new image), 2 log out (SPEC.md 7). */
export const CaptchaValidation = Schema.Struct({ type: Schema.Literal(0, 1, 2) })

export const sessionGroup = HttpApiGroup.make("session")
  .add(
    // Not JSON: answers a short text and (re)starts the session cookie. Creating sessions is rate limited per
    // client address (429 with Retry-After).
    HttpApiEndpoint.get("start", "/web-api/session").addSuccess(HttpApiSchema.Text()).addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.get("token", "/web-api/user/gettoken")
      .setUrlParams(Schema.Struct({ force_refresh: Schema.optional(Schema.Literal("true", "false")) }))
      .setHeaders(Schema.Struct({ [HeaderNames.fingerprint]: Schema.optional(HeaderValue) }))
      .addSuccess(TokenResponse)
      .addError(BadRequest)
      .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })
  )
  .add(
    // The session check of SPEC.md 4: a bearer token in, the player's id (null for a guest) out.
    HttpApiEndpoint.get("check", "/auth-api/session/check")
      .setHeaders(Schema.Struct({ authorization: Schema.optional(HeaderValue) }))
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
  .add(
    // Errors by numeric code (AuthErrorCode); an unknown login and a wrong password are the same 400 code 10.
    HttpApiEndpoint.post("login", "/auth-api/login")
      .setPayload(LoginRequest)
      .addSuccess(SignedIn)
      .addError(BadRequest)
      .addError(TooManyRequests)
      .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })
  )
  .add(
    // The disconnect of SPEC.md 4: the session dies on the server and its cookie is cleared. Idempotent.
    HttpApiEndpoint.post("logout", "/auth-api/logout").addSuccess(Schema.Struct({ userId: Schema.Null }))
  )
  .add(
    // Registration answers 403 code 15 where config closes it or on a VIP domain (SPEC.md 2.4).
    HttpApiEndpoint.post("registerFast", "/auth-api/registration/fast")
      .setPayload(FastRegistrationRequest)
      .addSuccess(FastRegistered)
      .addError(BadRequest)
      .addError(Forbidden)
      .addError(TooManyRequests)
      .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })
  )
  .add(
    // No refusal says the address is taken (AuthErrorCode 14 is never answered here); the link finishes it.
    HttpApiEndpoint.post("registerFull", "/auth-api/registration/full")
      .setPayload(FullRegistrationRequest)
      .addSuccess(FullRegistrationStarted)
      .addError(BadRequest)
      .addError(Forbidden)
      .addError(TooManyRequests)
  )
  .add(
    // SPEC.md 3 "user config" for the signed-in player, in a result object (SPEC.md 7). A guest's token gets 401.
    HttpApiEndpoint.get("userConfig", "/web-api/user/config")
      .setHeaders(Schema.Struct({ authorization: Schema.optional(HeaderValue) }))
      .addSuccess(Schema.Struct({ result: UserConfig }))
      .addError(Unauthorized)
      .annotate(NeedsBearer, true)
  )
  .add(
    // SPEC.md 7 auth API "rights": what the signed-in player may do now (src/domain/session/rights.ts), the same rule
    // the server applies when it refuses. A guest's token gets 401.
    HttpApiEndpoint.get("rights", "/auth-api/rights")
      .setHeaders(Schema.Struct({ authorization: Schema.optional(HeaderValue) }))
      .addSuccess(Schema.Struct({ userId: Schema.Int, rights: PlayerRights }))
      .addError(Unauthorized)
      .annotate(NeedsBearer, true)
  )
  .add(
    // Guarded by the captcha after repeated requests for one number (400 with a captcha code), and rate limited
    // per number and per client address (429).
    HttpApiEndpoint.post("sendSmsCode", "/auth-api/sms/send-code")
      .setPayload(SmsCodeRequest)
      .setHeaders(Schema.Struct({ [HeaderNames.captcha]: Schema.optional(HeaderValue) }))
      .addSuccess(SmsCodeSent)
      .addError(BadRequest)
      .addError(TooManyRequests)
  )
  .add(
    // SPEC.md 7 captcha: a new challenge (rate limited per client address).
    HttpApiEndpoint.get("captchaUpdate", "/web-api/captcha/update").addSuccess(CaptchaChallenge).addError(TooManyRequests)
  )
  .add(
    HttpApiEndpoint.get("captchaTime", "/web-api/captcha/gettime")
      .setUrlParams(Schema.Struct({ id: Schema.optional(PlayerText(64)) }))
      .addSuccess(CaptchaTime)
  )
  .add(
    // The solution as the captcha header carries it (base64 JSON of the challenge and its solution).
    HttpApiEndpoint.post("captchaValidate", "/web-api/captcha/validate")
      // Redacted: a logged request shows the placeholder, never the answer.
      .setUrlParams(Schema.Struct({ captcha: Schema.Redacted(PlayerText(MAX_CAPTCHA_HEADER_LENGTH)) }))
      .addSuccess(CaptchaValidation)
  )
  // Social sign-in and the Google one-tap calls (socialSignIn.ts).
  .add(socialProvidersEndpoint)
  .add(socialStartEndpoint)
  .add(socialCallbackEndpoint)
  .add(oneTapClientIdEndpoint)
  .add(oneTapEndpoint)
  .add(oneTapSandboxStartEndpoint)
  // The endpoints that finish with a one-time code (./sessionCodes.ts).
  .add(registerPhone)
  .add(loginSms)
  .add(sendRecoveryCode)
  .add(resetPassword)
  .add(confirmEmail)
  // The pages the site's e-mail links open: password reset, account verify, activation, unsubscribe (./emailLinks.ts).
  .add(checkPasswordResetLink)
  .add(resetPasswordByLink)
  .add(confirmEmailByLink)
  .add(activateEmail)
  .add(stopNewsletter)
  .add(stopNewsletterOneClick)
  // The anonymous analytics of sign-in, registration and recovery (./sessionAnalytics.ts).
  .add(analyticsEvents)
  // Real players' web vitals, as anonymous as the analytics (./webVitals.ts).
  .add(webVitals)
  // QR sign-in: a signed-in device approves the code a new one shows (./qrLogin.ts).
  .add(qrLoginStart)
  .add(qrLoginStatus)
  .add(qrLoginApprove)
  // The second step of a two-step player's sign-in, whichever way the first went (./twoStepSignIn.ts).
  .add(loginTwoStep)
