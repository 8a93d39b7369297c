import type * as RateLimiter from "@effect/experimental/RateLimiter"
import { Clock, Context, Duration, Effect, Layer, Option, Redacted, Schema } from "effect"
import { DEFAULT_MAILING, MailingSettings } from "../../src/domain/account/mailingSettings"
import { EMPTY_PERSONAL_DATA, isoDayOf, normalizePersonalData, PersonalData, personalDataErrors } from "../../src/domain/account/personalData"
import { type ProtectionMethods, protectionLevelOf } from "../../src/domain/account/protectionLevel"
import {
  OfficeErrorCode,
  type OfficeSettings,
  PersonalDataRejected,
  type Profile,
  SECURITY_QUESTION_MAX,
  type SecurityState
} from "../../src/domain/api/accountOffice"
import { BadRequest, TooManyRequests } from "../../src/domain/api/errors"
import { normalizeSecurityAnswer, SECURITY_ANSWER_ATTEMPTS } from "../../src/domain/account/securityQuestion"
import { AuthErrorCode, isAcceptablePassword } from "../../src/domain/session/credentials"
import { daysSince } from "../../src/domain/session/userConfig"
import { PlayerSettingsPatch } from "../../src/domain/settings/globalSettings"
import type { OfficeFacts } from "../session/accountSeams"
import { PasswordHasher } from "../session/passwords"
import type { PlayerRow } from "../session/playerRepo"
import { Players } from "../session/players"
import { SessionService } from "../session/service"
import type { SignedInPlayer } from "../session/signedInPlayer"
import { type AttemptBudget, spendAttempt } from "../session/attemptBudget"
import { makeOfficeRepo, type SecurityRow } from "./officeRepo"
import { newTotpSecret, totpEnrolment, totpStepOf } from "./twoStep"

/**
 * The personal office of a signed-in player (issue 7): personal data, security (password, two-step, security
 * question, e-mail sign-in) with the protection level they make, and the mailing and global settings.
 */
export interface OfficeServiceShape {
  readonly profile: (userId: number) => Effect.Effect<Profile>
  readonly saveProfile: (userId: number, data: PersonalData) => Effect.Effect<Profile, PersonalDataRejected>
  readonly security: (userId: number) => Effect.Effect<SecurityState>
  readonly changePassword: (
    player: SignedInPlayer,
    current: Redacted.Redacted<string>,
    next: Redacted.Redacted<string>
  ) => Effect.Effect<SecurityState, BadRequest>
  readonly beginTwoStep: (userId: number) => Effect.Effect<{ readonly secret: Redacted.Redacted<string>; readonly uri: Redacted.Redacted<string>; readonly qrSvg: Redacted.Redacted<string> }, BadRequest>
  readonly enableTwoStep: (userId: number, code: Redacted.Redacted<string>) => Effect.Effect<SecurityState, BadRequest>
  readonly disableTwoStep: (
    userId: number,
    code: Redacted.Redacted<string>,
    securityAnswer?: Redacted.Redacted<string> | undefined
  ) => Effect.Effect<SecurityState, BadRequest | TooManyRequests>
  readonly setSecurityQuestion: (
    userId: number,
    request: {
      readonly question: string
      readonly answer: Redacted.Redacted<string>
      readonly password: Redacted.Redacted<string>
      /** The answer of the question set now, when one is (replacing it asks for it). */
      readonly securityAnswer?: Redacted.Redacted<string> | undefined
    }
  ) => Effect.Effect<SecurityState, BadRequest | TooManyRequests>
  /** E-mail sign-in on or off (off: e-mail and password no longer sign the player in). */
  readonly setEmailAuth: (userId: number, enabled: boolean, securityAnswer?: Redacted.Redacted<string> | undefined) => Effect.Effect<SecurityState, BadRequest | TooManyRequests>
  /**
   * Before a sensitive change (src/domain/account/securityQuestion.ts): nothing for a player without a question;
   * otherwise its answer is required (38 without one, 39 wrong) and wrong answers are limited per player (429).
   */
  readonly confirmSecurityAnswer: (userId: number, answer: Redacted.Redacted<string> | undefined) => Effect.Effect<void, BadRequest | TooManyRequests>
  readonly settings: (userId: number) => Effect.Effect<OfficeSettings>
  readonly saveSettings: (userId: number, settings: OfficeSettings) => Effect.Effect<OfficeSettings>
  /**
   * The second step of a sign-in whose password was right: nothing for a player without two-step; otherwise the
   * authenticator's current code is required (AuthErrorCode 18 without one, 19 for a wrong or used one).
   */
  readonly secondStep: (userId: number, code: Option.Option<Redacted.Redacted<string>>) => Effect.Effect<void, BadRequest>
  readonly facts: (player: PlayerRow) => Effect.Effect<OfficeFacts>
}

export class OfficeService extends Context.Tag("oddsfold/server/OfficeService")<OfficeService, OfficeServiceShape>() {}

const refuse = (code: number, message: string) => new BadRequest({ code, message })
const decodePersonalData = Schema.decodeUnknownOption(PersonalData)
const decodeMailing = Schema.decodeUnknownOption(MailingSettings)
const decodeGlobal = Schema.decodeUnknownOption(PlayerSettingsPatch)

const methodsOf = (player: PlayerRow, security: Option.Option<SecurityRow>): ProtectionMethods => ({
  is_changed_password: player.password_changed_at !== null,
  enable_two_factor_auth: Option.exists(security, (s) => s.totp_secret !== null),
  // Phone binding: the player's number is on the account (phone registration, or binding it later).
  enable_phone_binding: player.phone !== null,
  enable_security_question: Option.exists(security, (s) => s.security_question !== null),
  // E-mail sign-in: on unless the player switched it off (migration 031), and only for a player with an address.
  enable_email_auth: player.email !== null && Option.match(security, { onNone: () => true, onSome: (s) => s.email_auth })
})

/** Wrong security answers one player may give in the window before answers are refused for a while. */
export const SECURITY_ANSWERS_PER_PLAYER: AttemptBudget = {
  limit: SECURITY_ANSWER_ATTEMPTS.limit,
  window: Duration.minutes(SECURITY_ANSWER_ATTEMPTS.windowMinutes)
}

export const OfficeServiceLive = Layer.effect(
  OfficeService,
  Effect.gen(function* () {
    const repo = yield* makeOfficeRepo
    const players = yield* Players
    const hasher = yield* PasswordHasher
    const limiter = yield* Effect.context<RateLimiter.RateLimiter>()
    const sessions = yield* SessionService

    const playerOf = (userId: number) =>
      Effect.flatMap(players.byId(userId), Option.match({ onNone: () => Effect.dieMessage("a signed-in player is gone"), onSome: Effect.succeed }))

    const personalDataOf = (userId: number) =>
      Effect.map(repo.personalData(userId), (row) =>
        Option.getOrElse(Option.flatMap(row, (r) => decodePersonalData({ ...EMPTY_PERSONAL_DATA, ...(r.data as object) })), () => EMPTY_PERSONAL_DATA)
      )

    const profile = (userId: number) =>
      Effect.gen(function* () {
        const player = yield* playerOf(userId)
        return {
          data: yield* personalDataOf(userId),
          email: player.email,
          phone: player.phone,
          accountId: player.account_id,
          registeredAt: Math.floor(player.created_at.getTime() / 1000)
        }
      })

    const security = (userId: number) =>
      Effect.gen(function* () {
        const player = yield* playerOf(userId)
        const row = yield* repo.security(userId)
        const methods = methodsOf(player, row)
        return {
          protection_level: protectionLevelOf(methods),
          protection_methods: methods,
          securityQuestion: Option.getOrNull(Option.flatMap(row, (s) => Option.fromNullable(s.security_question))),
          changed_pass_day_count: daysSince(player.password_changed_at?.getTime() ?? null, yield* Clock.currentTimeMillis)
        }
      })

    /** The step of a valid, unused code of `secret`; the step is claimed so that the same code never works twice. */
    const acceptCode = (userId: number, secret: string, code: Redacted.Redacted<string>) =>
      Effect.gen(function* () {
        const step = totpStepOf(secret, Redacted.value(code), yield* Clock.currentTimeMillis)
        if (step === undefined || !(yield* repo.claimTotpStep(userId, step))) {
          return yield* refuse(OfficeErrorCode.wrongTwoStepCode, "this code is not the one your authenticator shows now")
        }
      })

    const checkPassword = (userId: number, password: Redacted.Redacted<string>) =>
      Effect.gen(function* () {
        const player = yield* playerOf(userId)
        if (!(yield* hasher.verify(player.password_hash, password))) return yield* refuse(OfficeErrorCode.wrongPassword, "the current password is wrong")
      })

    const confirmSecurityAnswer = (userId: number, answer: Redacted.Redacted<string> | undefined) =>
      Effect.gen(function* () {
        const hash = Option.flatMap(yield* repo.security(userId), (s) => Option.fromNullable(s.security_answer_hash))
        if (Option.isNone(hash)) return
        if (answer === undefined || Redacted.value(answer).trim() === "") {
          return yield* refuse(OfficeErrorCode.securityAnswerRequired, "answer your security question to make this change")
        }
        const attempt = yield* spendAttempt(`security-answer:${userId}`, SECURITY_ANSWERS_PER_PLAYER).pipe(Effect.provide(limiter))
        if (Option.isNone(attempt)) {
          const seconds = Math.ceil(Duration.toSeconds(SECURITY_ANSWERS_PER_PLAYER.window))
          return yield* new TooManyRequests({ message: "too many wrong answers to the security question: try again later", retryAfterSeconds: seconds })
        }
        if (!(yield* hasher.verify(hash.value, Redacted.make(normalizeSecurityAnswer(Redacted.value(answer)))))) {
          return yield* refuse(OfficeErrorCode.wrongSecurityAnswer, "the answer to the security question is wrong")
        }
        yield* attempt.value
      })

    return {
      profile,
      confirmSecurityAnswer,

      saveProfile: (userId, data) =>
        Effect.gen(function* () {
          const normalized = normalizePersonalData(data)
          const errors = personalDataErrors(normalized, isoDayOf(yield* Clock.currentTimeMillis))
          if (errors.length > 0) {
            return yield* new PersonalDataRejected({ code: OfficeErrorCode.personalData, message: "some personal data is not valid", fields: errors })
          }
          yield* repo.savePersonalData(userId, normalized)
          return yield* profile(userId)
        }),

      security,

      changePassword: (player, current, next) =>
        Effect.gen(function* () {
          yield* checkPassword(player.userId, current)
          if (!isAcceptablePassword(Redacted.value(next))) return yield* refuse(OfficeErrorCode.weakPassword, "the new password breaks the password rules")
          yield* repo.setPassword(player.userId, yield* hasher.hash(next))
          yield* repo.endOtherSessions(player.userId, player.sessionId)
          yield* sessions.forgetPlayer(player.userId)
          return yield* security(player.userId)
        }),

      beginTwoStep: (userId) =>
        Effect.gen(function* () {
          const row = yield* repo.security(userId)
          if (Option.exists(row, (s) => s.totp_secret !== null)) return yield* refuse(OfficeErrorCode.twoStepState, "two-step sign-in is on already")
          const player = yield* playerOf(userId)
          const secret = newTotpSecret()
          yield* repo.updateSecurity(userId, { totp_pending_secret: secret })
          const { qrSvg, uri } = totpEnrolment(secret, player.email ?? String(player.account_id))
          return { secret: Redacted.make(secret), uri: Redacted.make(uri), qrSvg: Redacted.make(qrSvg) }
        }),

      enableTwoStep: (userId, code) =>
        Effect.gen(function* () {
          const pending = Option.flatMap(yield* repo.security(userId), (s) => Option.fromNullable(s.totp_pending_secret))
          if (Option.isNone(pending)) return yield* refuse(OfficeErrorCode.twoStepState, "start the two-step set-up first")
          yield* acceptCode(userId, pending.value, code)
          yield* repo.updateSecurity(userId, { totp_secret: pending.value, totp_pending_secret: null })
          return yield* security(userId)
        }),

      disableTwoStep: (userId, code, securityAnswer) =>
        Effect.gen(function* () {
          const secret = Option.flatMap(yield* repo.security(userId), (s) => Option.fromNullable(s.totp_secret))
          if (Option.isNone(secret)) return yield* refuse(OfficeErrorCode.twoStepState, "two-step sign-in is off")
          // The answer before the code: a wrong answer does not spend the authenticator's code.
          yield* confirmSecurityAnswer(userId, securityAnswer)
          yield* acceptCode(userId, secret.value, code)
          yield* repo.updateSecurity(userId, { totp_secret: null, totp_last_step: null })
          return yield* security(userId)
        }),

      setSecurityQuestion: (userId, { answer, password, question, securityAnswer }) =>
        Effect.gen(function* () {
          const answerText = Redacted.value(answer).trim()
          if (question === "" || answerText === "" || answerText.length > SECURITY_QUESTION_MAX) {
            return yield* refuse(OfficeErrorCode.invalidSecurityQuestion, "write a question and its answer")
          }
          yield* checkPassword(userId, password)
          yield* confirmSecurityAnswer(userId, securityAnswer)
          // Answers are compared case-blind: "Paris" and "paris" are the same answer to a person.
          const answerHash = yield* hasher.hash(Redacted.make(normalizeSecurityAnswer(answerText)))
          yield* repo.updateSecurity(userId, { security_question: question, security_answer_hash: answerHash })
          return yield* security(userId)
        }),

      setEmailAuth: (userId, enabled, securityAnswer) =>
        Effect.gen(function* () {
          const player = yield* playerOf(userId)
          if (enabled && player.email === null) return yield* refuse(AuthErrorCode.invalidEmail, "add an e-mail address first")
          yield* confirmSecurityAnswer(userId, securityAnswer)
          yield* repo.updateSecurity(userId, { email_auth: enabled })
          return yield* security(userId)
        }),

      settings: (userId) =>
        Effect.map(repo.preferences(userId), (row) => ({
          mailing: Option.getOrElse(Option.flatMap(row, (r) => decodeMailing(r.mailing)), () => DEFAULT_MAILING),
          global: Option.getOrElse(Option.flatMap(row, (r) => decodeGlobal(r.global_settings)), () => ({}))
        })),

      saveSettings: (userId, settings) => Effect.as(repo.savePreferences(userId, settings.mailing, settings.global), settings),

      secondStep: (userId, code) =>
        Effect.gen(function* () {
          const secret = Option.flatMap(yield* repo.security(userId), (s) => Option.fromNullable(s.totp_secret))
          if (Option.isNone(secret)) return
          if (Option.isNone(code)) return yield* refuse(AuthErrorCode.twoStepCodeRequired, "enter the code of your authenticator app")
          yield* acceptCode(userId, secret.value, code.value).pipe(
            Effect.mapError(() => refuse(AuthErrorCode.wrongTwoStepCode, "the two-step code is wrong"))
          )
        }),

      facts: (player) =>
        Effect.map(
          Effect.all([personalDataOf(player.id), repo.security(player.id), repo.hideBalance(player.id), repo.hasDeposit(player.id)]),
          ([personalData, row, hideBalance, hasDeposit]) => ({ personalData, methods: methodsOf(player, row), hideBalance, hasDeposit })
        )
    }
  })
)
