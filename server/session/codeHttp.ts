import type * as RateLimiter from "@effect/experimental/RateLimiter"
import type { HttpServerRequest } from "@effect/platform"
import { Effect, Option, Redacted } from "effect"
import { BadRequest, type Forbidden, type TooManyRequests } from "../../src/domain/api/errors"
import { HeaderNames } from "../../src/domain/api/shared"
import type { EmailConfirmationRequest, PasswordResetRequest, PhoneRegistrationRequest, RecoveryCodeRequest, RecoveryDestination, SmsLoginRequest } from "../../src/domain/api/sessionCodes"
import { AuthErrorCode, isAcceptablePassword, isEmail, normalizeEmail } from "../../src/domain/session/credentials"
import { CodeErrorCode } from "../../src/domain/session/codeRefusal"
import { maskEmail } from "../../src/domain/session/passwordRecovery"
import { internationalNumber, maskPhone } from "../../src/domain/session/phoneNumber"
import type { LanguageCode } from "../../src/domain/shell/language"
import { FALLBACK_LANGUAGE } from "../../src/domain/shell/language"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { CaptchaGuard } from "./captchaGuard"
import { requireCode } from "./codeCheck"
import { EmailRegistrations } from "./emailRegistration"
import { PasswordRecovery, type RecoveryAddress } from "./passwordRecovery"
import { PhoneCountries } from "./phoneCountries"
import type { PlayerRow } from "./playerRepo"
import { Players } from "./players"
import { LoginGuard } from "./seams"
import { SecondFactor, type SignInGateShape } from "./signInGate"
import { VerificationCodes } from "./verificationCodes"

/**
 * The session group's handlers for the endpoints that finish with a one-time code (src/domain/api/sessionCodes.ts):
 * phone registration, SMS sign-in, password recovery and the e-mail confirmation. What they share with the
 * password sign-in (making the session, the registration's gate) comes in from server/session/http.ts.
 */

type Request = HttpServerRequest.HttpServerRequest

export interface CodeHandlersDeps {
  /** The sign-in gate's: the session only once the second factor holds (server/session/signInGate.ts). */
  readonly signIn: SignInGateShape["signIn"]
  readonly registrationOpen: Effect.Effect<void, Forbidden | TooManyRequests, RateLimiter.RateLimiter>
  readonly loginLimit: RateLimit
}

const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000)

const notAPhone = new BadRequest({ code: 1, message: "country_id and phone_number do not make a phone number of that country" })

export const makeCodeHandlers = (deps: CodeHandlersDeps) =>
  Effect.gen(function* () {
    const players = yield* Players
    const phoneCountries = yield* PhoneCountries
    const codes = yield* VerificationCodes
    const captchaGuard = yield* CaptchaGuard
    const loginGuard = yield* LoginGuard
    const recovery = yield* PasswordRecovery
    const registrations = yield* EmailRegistrations

    /** The E.164 number of a phone field, with its country's dialling code (for masking), or the typed 400. */
    const phoneOf = (countryId: number, national: string, lang: LanguageCode) =>
      Effect.gen(function* () {
        const country = (yield* phoneCountries.list(lang)).find((c) => c.id === countryId)
        const to = country === undefined ? undefined : internationalNumber(country, national)
        if (country === undefined || to === undefined) return yield* notAPhone
        return { to, telCode: country.tel_code }
      })

    /** A confirmed address: when it finished a registration by e-mail, its new player is signed in on this browser. */
    const confirmedAnswer = (
      request: Request,
      registered: Option.Option<PlayerRow>
    ): Effect.Effect<{ readonly confirmed: true; readonly signedIn: Effect.Effect.Success<ReturnType<CodeHandlersDeps["signIn"]>> | null }, BadRequest> =>
      Option.isNone(registered)
        ? Effect.succeed({ confirmed: true as const, signedIn: null })
        : Effect.map(deps.signIn(request, registered.value, { remember: false, secondFactor: SecondFactor.none }), (signedIn) => ({ confirmed: true as const, signedIn }))

    const addressOf = (destination: RecoveryDestination, lang: LanguageCode) =>
      Effect.gen(function* () {
        if ("email" in destination) {
          const email = normalizeEmail(destination.email)
          if (!isEmail(email)) return yield* new BadRequest({ code: AuthErrorCode.invalidEmail, message: "this is not an e-mail address" })
          return { address: { channel: "email", to: email } as RecoveryAddress, shown: maskEmail(email) }
        }
        const phone = yield* phoneOf(destination.country_id, destination.phone_number, lang)
        return { address: { channel: "sms", to: phone.to } as RecoveryAddress, shown: maskPhone(phone.to, phone.telCode) }
      })

    return {
      registerPhone: ({ payload, request }: { readonly payload: typeof PhoneRegistrationRequest.Type; readonly request: Request }) =>
        Effect.gen(function* () {
          yield* deps.registrationOpen
          const lang = payload.lng ?? FALLBACK_LANGUAGE
          const { to } = yield* phoneOf(payload.country_id, payload.phone_number, lang)
          // The password rules before the code is spent: a refused password must not cost the player their code.
          if (!isAcceptablePassword(Redacted.value(payload.password))) {
            return yield* new BadRequest({ code: AuthErrorCode.weakPassword, message: "the password breaks the password rules" })
          }
          yield* requireCode(codes, { purpose: "phone_registration", to, code: payload.code })
          const player = yield* players.registerPhone({ phone: to, password: payload.password }, payload, payload.lng ?? null)
          return yield* deps.signIn(request, player, { remember: false, secondFactor: SecondFactor.none })
        }),

      loginSms: ({ headers, payload, request }: { readonly payload: typeof SmsLoginRequest.Type; readonly request: Request; readonly headers: Record<string, string | undefined> }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("login", client.address, deps.loginLimit)
          yield* loginGuard.admit(client.address, headers[HeaderNames.captcha])
          const { to } = yield* phoneOf(payload.country_id, payload.phone_number, payload.lng ?? FALLBACK_LANGUAGE)
          // The code goes to any number asked for (send-code answers the same for all), so a wrong or late code
          // says nothing about an account; a right code for a number without one is told only to its holder.
          const player = yield* Effect.zipRight(requireCode(codes, { purpose: "sms_sign_in", to, code: payload.code }), players.byPhone(to)).pipe(
            Effect.flatMap(Option.match({ onNone: () => Effect.fail(new BadRequest({ code: CodeErrorCode.noAccount, message: "no account has this phone number" })), onSome: Effect.succeed })),
            Effect.tapError(() => loginGuard.failed(client.address))
          )
          yield* loginGuard.succeeded(client.address)
          // The SMS code is the first factor only: a two-step player's sign-in waits for the authenticator's code
          // (400 code 18), the SMS code spent already, and is finished at the second step.
          return yield* deps.signIn(request, player, { remember: payload.save, secondFactor: SecondFactor.none })
        }),

      sendRecoveryCode: ({ headers, payload }: { readonly payload: typeof RecoveryCodeRequest.Type; readonly headers: Record<string, string | undefined> }) =>
        Effect.gen(function* () {
          const { address, shown } = yield* addressOf(payload.destination, payload.lang)
          // As for SMS codes: repeated codes to one destination need a person to go on.
          const subject = `recovery-code:${address.to}`
          yield* captchaGuard.check(subject, headers[HeaderNames.captcha])
          const { client } = yield* requestContext
          // Sent whether or not an account is behind the destination: the answer (and its timing) is the same, and
          // only the destination's holder can learn, from the code, that there is none.
          const { expiresAt } = yield* codes.issue({ purpose: "password_recovery", channel: address.channel, to: address.to, language: payload.lang, client: client.address })
          yield* captchaGuard.recordFailure(subject)
          return { to: shown, expiresAt: toSeconds(expiresAt) }
        }),

      resetPassword: ({ payload }: { readonly payload: typeof PasswordResetRequest.Type }) =>
        Effect.gen(function* () {
          const { address } = yield* addressOf(payload.destination, FALLBACK_LANGUAGE)
          yield* recovery.reset(address, payload.code, payload.password)
          return { changed: true as const }
        }),

      confirmEmail: ({ payload, request }: { readonly payload: typeof EmailConfirmationRequest.Type; readonly request: Request }) =>
        Effect.flatMap(registrations.confirm(payload.email, payload.code), (registered) => confirmedAnswer(request, registered)),

      // The same by the link's signed token alone (`user/accountverify?token=…`, src/domain/api/emailLinks.ts).
      confirmEmailByLink: ({ payload, request }: { readonly payload: { readonly token: Redacted.Redacted<string> }; readonly request: Request }) =>
        Effect.flatMap(registrations.confirmByLink(Redacted.value(payload.token)), (registered) => confirmedAnswer(request, registered))
    }
  })
