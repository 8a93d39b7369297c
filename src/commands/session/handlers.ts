import { Clock, Effect, Either } from "effect"
import { Api } from "../../adapters/api/Api"
import { DeviceFingerprint } from "../../adapters/DeviceFingerprint"
import { sessionCheckRetry } from "../../adapters/retryPolicies"
import { CaptchaResultType } from "../../domain/session/captcha"
import type { LanguageCode } from "../../domain/shell/language"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import type { Command } from "../registry"
import { fromServerAnswer } from "../serverAnswer"
import {
  type AnswerCaptcha,
  type CheckSession,
  type DismissCaptcha,
  LoadCaptchaImage,
  type LoadPhoneCountries,
  LoadRights,
  LoadUserConfig,
  Logout,
  type SendSmsCode,
  type StartDeviceSession
} from "./commands"
import {
  CaptchaAnswerChecked,
  CaptchaClosed,
  CaptchaCountdownStarted,
  CaptchaImageFailed,
  CaptchaChallengeLoaded,
  SmsCodeFailed,
  SmsCodeSent,
  DeviceSessionFailed,
  DeviceSessionStarted,
  PhoneCountriesLoaded,
  PhoneCountriesLoadFailed,
  SessionChecked,
  SessionCheckFailed
} from "./events"

/**
 * SPEC.md 4: the session check runs at start with 2 retries at 1500 ms and then every 60 s. A visitor without a
 * session (401 after a fresh token) is a guest, not a failure.
 */
export const checkSession: Handler<CheckSession> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    // The bearer token is added by the Api (the contract marks the endpoint NeedsBearer).
    const call = api.session.check({ headers: {} }, { captcha: command.captcha }).pipe(Effect.retry(sessionCheckRetry))
    const { userConfig } = yield* (yield* Query).states
    return yield* fromServerAnswer(
      command,
      call,
      // SPEC.md 4: with a user id, the player's data is loaded (once; the 60 s refresh does not reload it). The rights
      // follow every check that finds a player (SPEC.md 7): a ban or a frozen wallet reaches an open page within a minute.
      ({ userId }) =>
        userId === null
          ? emit(new SessionChecked({ userId }))
          : emitThen([new SessionChecked({ userId })], userConfig.config === null ? [new LoadUserConfig({}), new LoadRights({})] : [new LoadRights({})]),
      (error) => (error._tag === "NotAuthenticated" ? emit(new SessionChecked({ userId: null })) : emit(new SessionCheckFailed({ error })))
    )
  })

/**
 * SPEC.md 7: GET /web-api/session, followed by the device fingerprint. The Api keeps the fingerprint token it
 * answers (the contract marks it IssuesCredential); this handler sees only when it expires.
 */
export const startDeviceSession: Handler<StartDeviceSession> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const device = yield* DeviceFingerprint
    const call = api.session.start(undefined, { captcha: command.captcha }).pipe(
      Effect.zipRight(device.components),
      Effect.flatMap((componentsData) => api.session.fingerprint({ payload: { componentsData } }))
    )
    return yield* fromServerAnswer(
      command,
      call,
      ({ expiresAt }) => emit(new DeviceSessionStarted({ fingerprintExpiresAt: expiresAt })),
      (error) => emit(new DeviceSessionFailed({ error }))
    )
  })

/** The same command (same class, so it still encodes) carrying the player's answer. */
const withCaptcha = (command: Command, captcha: AnswerCaptcha["answer"]): Command =>
  Object.assign(Object.create(Object.getPrototypeOf(command) as object) as Command, command, { captcha })

/**
 * The player's answer is first checked with POST validate (SPEC.md 7; the answer travels Redacted, so the logged
 * request shows the placeholder): type 1 runs every command that waits for the captcha again, with the answer in
 * its captcha field; type 0 keeps the modal open on a new image; type 2 (too many wrong answers) fails the waiting
 * commands and logs the player out. When validate cannot be asked (network), the waiting commands go on with the
 * answer and their own guarded requests judge it.
 */
export const answerCaptcha: Handler<AnswerCaptcha> = (answer) =>
  Effect.gen(function* () {
    const query = yield* Query
    const { captcha } = yield* query.states
    if (captcha.pending === null) return emit()
    const api = yield* Api
    const validated = yield* Effect.either(api.session.captchaValidate({ urlParams: { captcha: answer.answer } }))
    const checked = Either.isRight(validated) ? [new CaptchaAnswerChecked({ result: validated.right.type })] : []
    const result = Either.isRight(validated) ? validated.right.type : CaptchaResultType.passed
    if (result === CaptchaResultType.wrong) return emitThen(checked, [new LoadCaptchaImage({})])
    if (result === CaptchaResultType.logOut) {
      return emitThen([...checked, new CaptchaClosed({ answered: false, code: captcha.pending.code, declined: captcha.pending.waiting })], [new Logout({})])
    }
    const retries: Array<Command> = []
    for (const waiting of captcha.pending.waiting) {
      const command = query.decodeCommand(waiting)
      // Only commands that call the server wait here (fromServerAnswer), and each of them takes a captcha answer.
      if (command !== undefined) retries.push(withCaptcha(command, answer.answer))
    }
    return emitThen([...checked, new CaptchaClosed({ answered: true, code: captcha.pending.code, declined: [] })], retries)
  })

/**
 * A captcha the player declines fails the commands that needed it, so their screens show that failure (e.g. the
 * 'no site config' screen with its retry button) instead of waiting forever.
 */
export const dismissCaptcha: Handler<DismissCaptcha> = () =>
  Effect.gen(function* () {
    const { captcha } = yield* (yield* Query).states
    if (captcha.pending === null) return emit()
    return emit(new CaptchaClosed({ answered: false, code: captcha.pending.code, declined: captcha.pending.waiting }))
  })

/** The phone field's countries, in the page's language; a failure leaves the field with the countries it had. */
export const loadPhoneCountries: Handler<LoadPhoneCountries> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.phoneCountries({ urlParams: { lang: command.lang as LanguageCode } }, { captcha: command.captcha }),
      ({ countries }) => emit(new PhoneCountriesLoaded({ lang: command.lang, countries })),
      (error) => emit(new PhoneCountriesLoadFailed({ lang: command.lang, error }))
    )
  })

/**
 * A new proof-of-work challenge from the server (SPEC.md 7 update), and how long it takes answers (gettime: the
 * server's time and the challenge's end, so the countdown runs on this browser's clock without trusting it to agree
 * with the server's). The captcha modal solves it (a Web Worker) and answers with AnswerCaptcha. A failed challenge
 * leaves the modal with a retry instead; a failed gettime, a challenge without a countdown.
 */
export const loadCaptchaImage: Handler<LoadCaptchaImage> = () =>
  Effect.gen(function* () {
    const api = yield* Api
    const drawn = yield* Effect.either(api.session.captchaUpdate(undefined))
    if (Either.isLeft(drawn)) return emit(new CaptchaImageFailed({ error: drawn.left }))
    const { challenge, expiresAt, id } = drawn.right
    const loaded = new CaptchaChallengeLoaded({ id, challenge, expiresAt })
    const time = yield* Effect.either(api.session.captchaTime({ urlParams: { id } }))
    if (Either.isLeft(time) || time.right.expiresAt === null) return emit(loaded)
    const now = yield* Clock.currentTimeMillis
    const seconds = Math.max(0, time.right.expiresAt - time.right.time)
    return emit(loaded, new CaptchaCountdownStarted({ id, seconds, endsAt: now + seconds * 1000 }))
  })

/**
 * Sends a phone registration or SMS sign-in code. The number stays a secret of the command; the event names it masked, as the
 * screen shows it. A captcha the server asks for after repeated codes is handled as for any call (fromServerAnswer).
 */
export const sendSmsCode: Handler<SendSmsCode> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const call = api.session.sendSmsCode(
      {
        payload: { country_id: command.countryId, phone_number: command.phoneNumber, purpose: command.purpose, lang: command.lang as LanguageCode },
        headers: {}
      },
      { captcha: command.captcha }
    )
    // The masked number comes from the server's answer, never from the secret: a re-run, whose secrets are empty,
    // must produce the same event.
    return yield* fromServerAnswer(
      command,
      call,
      ({ expiresAt, phone }) => emit(new SmsCodeSent({ phone, expiresAt })),
      (error) => emit(new SmsCodeFailed({ error }))
    )
  })
