import { HttpApiEndpoint } from "@effect/platform"
import { Schema } from "effect"
import { EmailText, PasswordText } from "../session/credentials"
import { PlayerText } from "../playerText"
import { RegistrationChoices } from "../session/registration"
import { LanguageCode } from "../shell/language"
import { IssuesCredential } from "./credentials"
import { BadRequest, Forbidden, TooManyRequests } from "./errors"
import { HeaderNames, HeaderValue } from "./shared"

/**
 * The session group's endpoints that finish with a one-time code (issue 7, SPEC.md 2.4 and 7): phone registration,
 * sign-in by SMS code, password recovery by e-mail or SMS, and the e-mail confirmation link. The codes themselves
 * are sent by POST /auth-api/sms/send-code (phone registration and SMS sign-in), the recovery's own send call, and
 * the full registration (the confirmation link). A refused code is a 400 with a code of CodeErrorCode.
 */

/** A one-time code on the wire: Redacted once decoded, so it never reaches a log. */
export const CodeText = Schema.Redacted(PlayerText(16).pipe(Schema.minLength(1)))

/** A phone as the phone field gives it: a country of the phone countries list and the national number. */
const PhoneFields = { country_id: Schema.Int, phone_number: PlayerText(32) }

/** SPEC.md 2.4 "phone": the registration choices (country_id is the phone's country), the number, its SMS code and a password. */
export const PhoneRegistrationRequest = Schema.Struct({
  ...RegistrationChoices.fields,
  phone_number: PhoneFields.phone_number,
  code: CodeText,
  password: PasswordText,
  lng: Schema.optional(LanguageCode)
})

/** SPEC.md 3 login call fields phone_number, country_code and sms-code: sign-in by phone and a code sent by SMS. */
export const SmsLoginRequest = Schema.Struct({
  ...PhoneFields,
  code: CodeText,
  save: Schema.optionalWith(Schema.Boolean, { default: () => false }),
  lng: Schema.optional(LanguageCode)
})

/** Where a recovery code goes: an e-mail address, or a phone. */
export const RecoveryDestination = Schema.Union(Schema.Struct({ email: EmailText }), Schema.Struct(PhoneFields))
export type RecoveryDestination = typeof RecoveryDestination.Type

export const RecoveryCodeRequest = Schema.Struct({ destination: RecoveryDestination, lang: LanguageCode })
/** The same answer whether or not the destination has an account: where it went (masked) and until when (epoch s). */
export const RecoveryCodeSent = Schema.Struct({ to: Schema.String, expiresAt: Schema.Int })

export const PasswordResetRequest = Schema.Struct({ destination: RecoveryDestination, code: CodeText, password: PasswordText })

export const EmailConfirmationRequest = Schema.Struct({ email: EmailText, code: CodeText })

/** A player signed in on a new session, as the password sign-in answers it (SignedIn of ./session). */
const SignedInAnswer = Schema.Struct({ userId: Schema.Int, accountId: Schema.Int, data: Schema.Struct({ token: Schema.String }) })

export const registerPhone = HttpApiEndpoint.post("registerPhone", "/auth-api/registration/phone")
  .setPayload(PhoneRegistrationRequest)
  .addSuccess(SignedInAnswer)
  .addError(BadRequest)
  .addError(Forbidden)
  .addError(TooManyRequests)
  .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })

// Guarded like the password sign-in: rate limited per client address, and the captcha after repeated failures.
export const loginSms = HttpApiEndpoint.post("loginSms", "/auth-api/login/sms")
  .setPayload(SmsLoginRequest)
  .setHeaders(Schema.Struct({ [HeaderNames.captcha]: Schema.optional(HeaderValue) }))
  .addSuccess(SignedInAnswer)
  .addError(BadRequest)
  .addError(TooManyRequests)
  .annotate(IssuesCredential, { kind: "user", path: ["data", "token"] })

// Captcha-guarded per destination after repeated codes, like the SMS code call; rate limited per destination and client.
export const sendRecoveryCode = HttpApiEndpoint.post("sendRecoveryCode", "/auth-api/password/recovery/send-code")
  .setPayload(RecoveryCodeRequest)
  .setHeaders(Schema.Struct({ [HeaderNames.captcha]: Schema.optional(HeaderValue) }))
  .addSuccess(RecoveryCodeSent)
  .addError(BadRequest)
  .addError(TooManyRequests)

// The new password takes effect and every session of the player ends (signed in elsewhere by whoever took the account).
export const resetPassword = HttpApiEndpoint.post("resetPassword", "/auth-api/password/recovery/reset")
  .setPayload(PasswordResetRequest)
  .addSuccess(Schema.Struct({ changed: Schema.Literal(true) }))
  .addError(BadRequest)
  .addError(TooManyRequests)

/**
 * The link was followed: the address is confirmed, and when it finished a registration by e-mail the new player is
 * signed in on this browser (`signedIn`); null when it confirmed the address of a player who has it already.
 */
export const EmailConfirmed = Schema.Struct({ confirmed: Schema.Literal(true), signedIn: Schema.NullOr(SignedInAnswer) })

// The `user/accountverify` link's call: the e-mail and the code of the link confirm the address, once. 14: the
// address got an account between the registration and its link.
export const confirmEmail = HttpApiEndpoint.post("confirmEmail", "/auth-api/email/confirm")
  .setPayload(EmailConfirmationRequest)
  .addSuccess(EmailConfirmed)
  .addError(BadRequest)
  .addError(TooManyRequests)
  .annotate(IssuesCredential, { kind: "user", path: ["signedIn", "data", "token"] })
