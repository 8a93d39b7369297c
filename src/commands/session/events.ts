import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { ProofOfWorkChallenge } from "../../domain/session/captcha"
import { LoginType } from "../../domain/session/authMetrics"
import { PhoneCountry } from "../../domain/session/phoneCountries"
import { RegistrationMethod } from "../../domain/session/registration"
import { PlayerRights } from "../../domain/session/rights"
import { UserConfig } from "../../domain/session/userConfig"
import { Secret } from "../secret"
import { version } from "../version"
import { codeEvents, codeServerAnswers } from "./codeEvents"
import { linkEvents, linkServerAnswers } from "./linkEvents"
import { metricsEvents } from "./metricsEvents"
import { AuthForm, AuthFormView } from "./commands"
import { qrEvents, qrServerAnswers } from "./qrEvents"
import { socialEvents, socialServerAnswers } from "./socialEvents"

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

/** A sign-in or registration form opened: `from` is the page beneath it, where the player returns afterwards. */
export class AuthFormOpened extends Schema.TaggedClass<AuthFormOpened>()("AuthFormOpened", {
  ...version(1),
  form: AuthForm,
  view: AuthFormView,
  at: Schema.Int
}) {}

export class AuthFormClosed extends Schema.TaggedClass<AuthFormClosed>()("AuthFormClosed", { ...version(1) }) {}

/**
 * SPEC.md 4 "After registration": sign-in or registration was entered from a page an after-registration rule names,
 * and `route` (without the language segment) is where the player goes once registered; null: from a page no rule
 * names, nothing is remembered any more.
 */
export class RegistrationTargetSet extends Schema.TaggedClass<RegistrationTargetSet>()("RegistrationTargetSet", {
  ...version(1),
  route: Schema.NullOr(Schema.String)
}) {}

/**
 * A sign-in click (SPEC.md 4: the login attempt counter counts each), by e-mail or ID or by phone (SPEC.md 3 login
 * types); null: the second step of a sign-in, of the kind its first step was. Logs written before the kind was
 * recorded read as e-mail or ID.
 */
export class LoginAttempted extends Schema.TaggedClass<LoginAttempted>()("LoginAttempted", {
  ...version(1),
  at: Schema.Int,
  method: Schema.optionalWith(Schema.NullOr(LoginType), { default: () => "email_or_id" as const })
}) {}

/** The server signed the player in on a new session. No password: the log never holds one. */
export class LoginSucceeded extends Schema.TaggedClass<LoginSucceeded>()("LoginSucceeded", {
  ...version(1),
  userId: Schema.Int,
  accountId: Schema.Int,
  save: Schema.Boolean
}) {}

/**
 * The password sign-in that just succeeded came after `count` failed ones on the account, the first of them at
 * `since` (epoch s): the player is told, in case it was not them.
 */
export class FailedSignInsReported extends Schema.TaggedClass<FailedSignInsReported>()("FailedSignInsReported", {
  ...version(1),
  count: Schema.Int,
  since: Schema.Int
}) {}

/** The player closed the note of failed sign-ins. */
export class FailedSignInsDismissed extends Schema.TaggedClass<FailedSignInsDismissed>()("FailedSignInsDismissed", { ...version(1) }) {}

/** The sign-in was refused; `field` says which input the error blames (SPEC.md 8). */
export class LoginFailed extends Schema.TaggedClass<LoginFailed>()("LoginFailed", {
  ...version(1),
  error: ApiError,
  field: Schema.Literal("login", "pass", "both", "unknown")
}) {}

/** The disconnect answered: the session is over on the server and its cookie is gone. */
export class LoggedOut extends Schema.TaggedClass<LoggedOut>()("LoggedOut", { ...version(1) }) {}

/** SPEC.md 8 "Logout failure: logged; page reloads". */
export class LogoutFailed extends Schema.TaggedClass<LogoutFailed>()("LogoutFailed", { ...version(1), error: ApiError }) {}

/**
 * A new player, signed in. A one-click registration carries the password the server made, to be shown once: a
 * Secret, so the exported log says "<redacted>" and a replayed log shows none.
 */
export class PlayerRegistered extends Schema.TaggedClass<PlayerRegistered>()("PlayerRegistered", {
  ...version(1),
  userId: Schema.Int,
  accountId: Schema.Int,
  method: RegistrationMethod,
  password: Schema.NullOr(Secret)
}) {}

export class RegistrationFailed extends Schema.TaggedClass<RegistrationFailed>()("RegistrationFailed", {
  ...version(1),
  method: RegistrationMethod,
  error: ApiError
}) {}

export class CredentialsDismissed extends Schema.TaggedClass<CredentialsDismissed>()("CredentialsDismissed", { ...version(1) }) {}

export class UserConfigLoaded extends Schema.TaggedClass<UserConfigLoaded>()("UserConfigLoaded", { ...version(1), config: UserConfig }) {}

export class UserConfigLoadFailed extends Schema.TaggedClass<UserConfigLoadFailed>()("UserConfigLoadFailed", { ...version(1), error: ApiError }) {}

/** The rights call answered for the player `userId` (src/domain/session/rights.ts). */
export class RightsLoaded extends Schema.TaggedClass<RightsLoaded>()("RightsLoaded", { ...version(1), userId: Schema.Int, rights: PlayerRights }) {}
export class RightsLoadFailed extends Schema.TaggedClass<RightsLoadFailed>()("RightsLoadFailed", { ...version(1), error: ApiError }) {}

/**
 * A captcha image the server drew, when the captcha was a picture. Kept so that older logs still read; the server
 * makes proof-of-work challenges now (CaptchaChallengeLoaded).
 */
export class CaptchaImageLoaded extends Schema.TaggedClass<CaptchaImageLoaded>()("CaptchaImageLoaded", {
  ...version(1),
  id: Schema.String,
  image: Schema.String,
  expiresAt: Schema.Int
}) {}

/**
 * A proof-of-work challenge the server made (ALTCHA): the browser solves it and sends the solution back. The challenge
 * is no secret (the server publishes it); its solution is the answer, never in an event.
 */
export class CaptchaChallengeLoaded extends Schema.TaggedClass<CaptchaChallengeLoaded>()("CaptchaChallengeLoaded", {
  ...version(1),
  id: Schema.String,
  challenge: ProofOfWorkChallenge,
  expiresAt: Schema.Int
}) {}

export class CaptchaImageFailed extends Schema.TaggedClass<CaptchaImageFailed>()("CaptchaImageFailed", {
  ...version(1),
  error: ApiError
}) {}

/**
 * How long the image `id` takes answers, by the server's own clock (SPEC.md 7 gettime): it stops at `endsAt`, a
 * time of this browser's clock (epoch ms), however far this clock is from the server's.
 */
export class CaptchaCountdownStarted extends Schema.TaggedClass<CaptchaCountdownStarted>()("CaptchaCountdownStarted", {
  ...version(1),
  id: Schema.String,
  /** The seconds the image had left when the server answered. */
  seconds: Schema.Int,
  endsAt: Schema.Number
}) {}

/**
 * POST validate judged the player's answer (SPEC.md 7): 1 passed (the waiting commands run with it), 0 wrong (a new
 * image), 2 too many wrong answers (the player is logged out). The answer itself is never in an event.
 */
export class CaptchaAnswerChecked extends Schema.TaggedClass<CaptchaAnswerChecked>()("CaptchaAnswerChecked", {
  ...version(1),
  result: Schema.Literal(0, 1, 2)
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
  AuthFormOpened,
  AuthFormClosed,
  RegistrationTargetSet,
  LoginAttempted,
  LoginSucceeded,
  FailedSignInsReported,
  FailedSignInsDismissed,
  LoginFailed,
  LoggedOut,
  LogoutFailed,
  PlayerRegistered,
  RegistrationFailed,
  CredentialsDismissed,
  UserConfigLoaded,
  UserConfigLoadFailed,
  RightsLoaded,
  RightsLoadFailed,
  CaptchaImageLoaded,
  CaptchaChallengeLoaded,
  CaptchaImageFailed,
  CaptchaCountdownStarted,
  CaptchaAnswerChecked,
  SmsCodeSent,
  SmsCodeFailed,
  ...socialEvents,
  ...qrEvents,
  ...codeEvents,
  ...linkEvents,
  ...metricsEvents
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
  LoginSucceeded,
  FailedSignInsReported,
  LoginFailed,
  LoggedOut,
  LogoutFailed,
  PlayerRegistered,
  RegistrationFailed,
  UserConfigLoaded,
  UserConfigLoadFailed,
  RightsLoaded,
  RightsLoadFailed,
  CaptchaImageLoaded,
  CaptchaChallengeLoaded,
  CaptchaImageFailed,
  CaptchaCountdownStarted,
  CaptchaAnswerChecked,
  SmsCodeSent,
  SmsCodeFailed,
  ...socialServerAnswers,
  ...qrServerAnswers,
  ...codeServerAnswers,
  ...linkServerAnswers
] as const
