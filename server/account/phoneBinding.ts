import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Context, Duration, Effect, Layer, Option, type Redacted } from "effect"
import { type ConfirmationResent, OfficeErrorCode, type PhoneCodeSent, type SecurityState } from "../../src/domain/api/accountOffice"
import { BadRequest, type TooManyRequests } from "../../src/domain/api/errors"
import { CodeErrorCode } from "../../src/domain/session/codeRefusal"
import { maskEmail } from "../../src/domain/session/passwordRecovery"
import { internationalNumber, maskPhone } from "../../src/domain/session/phoneNumber"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../src/domain/shell/language"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requireCode } from "../session/codeCheck"
import { EmailConfirmations } from "../session/emailConfirmation"
import { PhoneCountries } from "../session/phoneCountries"
import { Players } from "../session/players"
import { VerificationCodes } from "../session/verificationCodes"
import { OfficeService } from "./office"

/**
 * The security page's phone binding (SPEC.md 2.5 security, SPEC.md 3 enable_phone_binding) and the e-mail
 * confirmation link asked for again (SPEC.md 2.4 user/accountverify), both for the signed-in player and both through
 * the one-time codes of server/session/verificationCodes.ts (6 digits, single use, 10 minutes, few guesses, sent by
 * the Outbox, rate limited per destination and client) with a per-player limit on top.
 *
 * A number is bound after the code sent to it comes back; only then is a number of another player refused, so the
 * refusal tells nothing to someone without the phone. Changing the number is unbinding (a code to the old number)
 * then binding; unbinding needs a code to the bound number, so a stolen password alone cannot take the phone off.
 */
export interface PhoneBindingShape {
  readonly sendBindingCode: (
    userId: number,
    request: { readonly country_id: number; readonly phone_number: string; readonly lang: LanguageCode },
    client: string
  ) => Effect.Effect<PhoneCodeSent, BadRequest | TooManyRequests>
  /** Binding and unbinding ask the security question's answer first once one is set (OfficeService.confirmSecurityAnswer). */
  readonly bind: (
    userId: number,
    request: {
      readonly country_id: number
      readonly phone_number: string
      readonly code: Redacted.Redacted<string>
      readonly securityAnswer?: Redacted.Redacted<string> | undefined
    }
  ) => Effect.Effect<SecurityState, BadRequest | TooManyRequests>
  readonly sendUnbindingCode: (userId: number, lang: LanguageCode, client: string) => Effect.Effect<PhoneCodeSent, BadRequest | TooManyRequests>
  readonly unbind: (
    userId: number,
    code: Redacted.Redacted<string>,
    securityAnswer?: Redacted.Redacted<string> | undefined
  ) => Effect.Effect<SecurityState, BadRequest | TooManyRequests>
  readonly resendConfirmation: (userId: number, lang: LanguageCode, client: string) => Effect.Effect<ConfirmationResent, BadRequest | TooManyRequests>
}

export class PhoneBinding extends Context.Tag("oddsfold/server/PhoneBinding")<PhoneBinding, PhoneBindingShape>() {}

/** Binding and unbinding codes one player may ask for: a few tries with a mistyped number, not a stranger's SMS flood. */
export const PHONE_CODES_PER_PLAYER: RateLimit = { limit: 5, window: Duration.minutes(10) }
/** Confirmation links one player may ask for again: a mail in the spam folder, not a mail bomb. */
export const CONFIRMATION_RESENDS_PER_PLAYER: RateLimit = { limit: 3, window: Duration.minutes(10) }

const refuse = (code: number, message: string) => new BadRequest({ code, message })
const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)

export const PhoneBindingLive = Layer.effect(
  PhoneBinding,
  Effect.gen(function* () {
    const players = yield* Players
    const phoneCountries = yield* PhoneCountries
    const codes = yield* VerificationCodes
    const office = yield* OfficeService
    const confirmations = yield* EmailConfirmations
    const limiter = yield* RateLimiter.RateLimiter
    const limited = (action: string, userId: number, rate: RateLimit) =>
      limitRate(action, String(userId), rate).pipe(Effect.provideService(RateLimiter.RateLimiter, limiter))

    const playerOf = (userId: number) =>
      Effect.flatMap(players.byId(userId), Option.match({ onNone: () => Effect.dieMessage("a signed-in player is gone"), onSome: Effect.succeed }))

    /** The E.164 number of the phone field, and its country's dialling code, or the typed 400. */
    const numberOf = (countryId: number, national: string, lang: LanguageCode) =>
      Effect.gen(function* () {
        const country = (yield* phoneCountries.list(lang)).find((c) => c.id === countryId)
        const to = country === undefined ? undefined : internationalNumber(country, national)
        if (country === undefined || to === undefined) return yield* refuse(1, "country_id and phone_number do not make a phone number of that country")
        return { to, telCode: country.tel_code }
      })

    const noPhoneYet = (userId: number) =>
      Effect.flatMap(playerOf(userId), (player) =>
        player.phone === null ? Effect.void : Effect.fail(refuse(OfficeErrorCode.phoneState, "a phone is bound already: unbind it first"))
      )

    const boundPhone = (userId: number) =>
      Effect.flatMap(playerOf(userId), (player) =>
        player.phone === null ? Effect.fail(refuse(OfficeErrorCode.phoneState, "no phone is bound")) : Effect.succeed({ to: player.phone, telCode: player.tel_code ?? "+" })
      )

    return {
      sendBindingCode: (userId, request, client) =>
        Effect.gen(function* () {
          yield* noPhoneYet(userId)
          const { telCode, to } = yield* numberOf(request.country_id, request.phone_number, request.lang)
          yield* limited("phone codes per player", userId, PHONE_CODES_PER_PLAYER)
          const { expiresAt } = yield* codes.issue({ purpose: "phone_binding", channel: "sms", to, language: request.lang, client })
          return { phone: maskPhone(to, telCode), expiresAt: toSeconds(expiresAt) }
        }),

      bind: (userId, request) =>
        Effect.gen(function* () {
          yield* noPhoneYet(userId)
          const { to } = yield* numberOf(request.country_id, request.phone_number, FALLBACK_LANGUAGE)
          // The answer before the code: a wrong answer does not spend the SMS code.
          yield* office.confirmSecurityAnswer(userId, request.securityAnswer)
          yield* requireCode(codes, { purpose: "phone_binding", to, code: request.code })
          if (!(yield* players.bindPhone(userId, to, request.country_id))) {
            return yield* refuse(CodeErrorCode.phoneTaken, "this phone number is bound to another account")
          }
          return yield* office.security(userId)
        }),

      sendUnbindingCode: (userId, lang, client) =>
        Effect.gen(function* () {
          const { telCode, to } = yield* boundPhone(userId)
          yield* limited("phone codes per player", userId, PHONE_CODES_PER_PLAYER)
          const { expiresAt } = yield* codes.issue({ purpose: "phone_unbinding", channel: "sms", to, language: lang, client })
          return { phone: maskPhone(to, telCode), expiresAt: toSeconds(expiresAt) }
        }),

      unbind: (userId, code, securityAnswer) =>
        Effect.gen(function* () {
          const { to } = yield* boundPhone(userId)
          yield* office.confirmSecurityAnswer(userId, securityAnswer)
          yield* requireCode(codes, { purpose: "phone_unbinding", to, code })
          yield* players.unbindPhone(userId)
          return yield* office.security(userId)
        }),

      resendConfirmation: (userId, lang, client) =>
        Effect.gen(function* () {
          const player = yield* playerOf(userId)
          if (player.email === null) return yield* refuse(OfficeErrorCode.emailState, "this account has no e-mail address")
          if (player.email_confirmed) return yield* refuse(OfficeErrorCode.emailState, "the e-mail address is confirmed already")
          yield* limited("confirmation resends per player", userId, CONFIRMATION_RESENDS_PER_PLAYER)
          const { expiresAt } = yield* confirmations.resend(player.email, lang, client)
          return { email: maskEmail(player.email), expiresAt: toSeconds(expiresAt) }
        })
    }
  })
)
