import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { PhoneCountry } from "../../domain/session/phoneCountries"
import { version } from "../version"

/** The session check answered: a user id means signed in, null means a guest (SPEC.md 6). */
export class SessionChecked extends Schema.TaggedClass<SessionChecked>()("SessionChecked", {
  ...version(1),
  userId: Schema.NullOr(Schema.Int)
}) {}

export class SessionCheckFailed extends Schema.TaggedClass<SessionCheckFailed>()("SessionCheckFailed", {
  ...version(1),
  error: ApiError
}) {}

/** GET /web-api/session answered and the device fingerprint was registered (SPEC.md 7). */
export class DeviceSessionStarted extends Schema.TaggedClass<DeviceSessionStarted>()("DeviceSessionStarted", {
  ...version(1),
  fingerprintExpiresAt: Schema.Int
}) {}

export class DeviceSessionFailed extends Schema.TaggedClass<DeviceSessionFailed>()("DeviceSessionFailed", {
  ...version(1),
  error: ApiError
}) {}

/**
 * The server asked for a captcha before it would answer `command`, which waits for the player's answer. The
 * command travels in the event (encoded, without any earlier answer), so the captcha state holds everything a
 * retry needs, whatever the log has compacted since.
 */
export class CaptchaRequested extends Schema.TaggedClass<CaptchaRequested>()("CaptchaRequested", {
  ...version(2),
  code: Schema.Int,
  command: Schema.Record({ key: Schema.String, value: Schema.Unknown })
}) {}

/**
 * The captcha modal closed. Answered, its waiting commands run again with the answer; declined, they fail, and
 * each area's projection shows that failure for the commands of its own it finds in `declined`.
 */
export class CaptchaClosed extends Schema.TaggedClass<CaptchaClosed>()("CaptchaClosed", {
  ...version(2),
  answered: Schema.Boolean,
  code: Schema.Int,
  declined: Schema.Array(Schema.Record({ key: Schema.String, value: Schema.Unknown }))
}) {}

/** 451 with exception_code 1: the player goes to the confirm-terms page. */
export class TermsChangeDetected extends Schema.TaggedClass<TermsChangeDetected>()("TermsChangeDetected", { ...version(1) }) {}

export class PhoneCountriesLoaded extends Schema.TaggedClass<PhoneCountriesLoaded>()("PhoneCountriesLoaded", {
  ...version(1),
  lang: Schema.String,
  countries: Schema.Array(PhoneCountry)
}) {}

export class PhoneCountriesLoadFailed extends Schema.TaggedClass<PhoneCountriesLoadFailed>()("PhoneCountriesLoadFailed", {
  ...version(1),
  lang: Schema.String,
  error: ApiError
}) {}

/** A captcha image the server drew: its id goes back with the answer; the SVG is no secret (a drawing, not text). */
export class CaptchaImageLoaded extends Schema.TaggedClass<CaptchaImageLoaded>()("CaptchaImageLoaded", {
  ...version(1),
  id: Schema.String,
  image: Schema.String,
  expiresAt: Schema.Int
}) {}

export class CaptchaImageFailed extends Schema.TaggedClass<CaptchaImageFailed>()("CaptchaImageFailed", {
  ...version(1),
  error: ApiError
}) {}

/** An SMS code is on its way to `phone` (masked: the country code and the last two digits) until `expiresAt` (s). */
export class SmsCodeSent extends Schema.TaggedClass<SmsCodeSent>()("SmsCodeSent", {
  ...version(1),
  phone: Schema.String,
  expiresAt: Schema.Int
}) {}

export class SmsCodeFailed extends Schema.TaggedClass<SmsCodeFailed>()("SmsCodeFailed", {
  ...version(1),
  error: ApiError
}) {}

export const sessionEvents = [
  SessionChecked,
  SessionCheckFailed,
  DeviceSessionStarted,
  DeviceSessionFailed,
  CaptchaRequested,
  CaptchaClosed,
  TermsChangeDetected,
  PhoneCountriesLoaded,
  PhoneCountriesLoadFailed,
  CaptchaImageLoaded,
  CaptchaImageFailed,
  SmsCodeSent,
  SmsCodeFailed
] as const

/** Everything but the player's closing of the captcha records what the server answered. */
export const sessionServerAnswers = [
  SessionChecked,
  SessionCheckFailed,
  DeviceSessionStarted,
  DeviceSessionFailed,
  CaptchaRequested,
  TermsChangeDetected,
  PhoneCountriesLoaded,
  PhoneCountriesLoadFailed,
  CaptchaImageLoaded,
  CaptchaImageFailed,
  SmsCodeSent,
  SmsCodeFailed
] as const
