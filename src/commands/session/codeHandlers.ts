import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import type { RecoveryDestination } from "../../domain/api/sessionCodes"
import { codeErrorKindOf } from "../../domain/session/codeRefusal"
import { AuthErrorCode } from "../../domain/session/credentials"
import { isAuthenticated } from "../../projections/session/session"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { afterLogin } from "../../domain/session/authRedirects"
import { afterRegistering, afterSigningIn, languageOf, redirectTo, sourcesOf } from "./authHandlers"
import type { ConfirmEmail, LoginBySms, RecoveryTarget, RegisterByPhone, ResetPassword, SendRecoveryCode } from "./codeCommands"
import type { ConfirmEmailByLink } from "./linkCommands"
import {
  EmailConfirmationFailed,
  EmailConfirmed,
  PasswordResetDone,
  PasswordResetFailed,
  RecoveryCodeFailed,
  RecoveryCodeRequested,
  RecoveryCodeSent
} from "./codeEvents"
import { LoadUserConfig } from "./commands"
import { LoginAttempted, LoginFailed, LoginSucceeded, PlayerRegistered, RegistrationFailed } from "./events"
import { registrationChosen } from "./metricsHandlers"

/**
 * Phone registration, SMS sign-in, password recovery and the e-mail confirmation (issue 7). A phone registration
 * and an SMS sign-in end like the others (the same events, config reload and redirects of SPEC.md 4); codes and
 * passwords travel only in the commands (Secret) and the Api's request.
 */

/** SPEC.md 4: a refused code is time_up or wrong_code (or guessed at too often); anything else is another error. */
const codeKindOf = (error: ApiError) => (error._tag === "ServerRefused" ? (codeErrorKindOf(error.code) ?? "other") : "other")

/** Which field an SMS sign-in refusal blames: the phone (not a number of that country) or the code. */
const smsFieldOf = (error: ApiError) => {
  if (error._tag !== "ServerRefused") return "unknown" as const
  if (codeErrorKindOf(error.code) !== undefined) return "pass" as const
  return error.code === 1 || error.code === AuthErrorCode.invalidLogin ? ("login" as const) : ("unknown" as const)
}

const destinationOf = (target: RecoveryTarget): RecoveryDestination =>
  target._tag === "email" ? { email: target.email } : { country_id: target.countryId, phone_number: target.phoneNumber }

export const registerByPhone: Handler<RegisterByPhone> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const payload = {
      country_id: command.countryId,
      currency_id: command.currencyId,
      ref_code: command.refCode,
      first_deposit_bonus_choice: command.bonusChoice,
      phone_number: command.phoneNumber,
      code: command.code,
      password: command.password,
      lng: languageOf(states)
    }
    const chosen = yield* registrationChosen(states, { regType: "phone", ...command })
    return yield* fromServerAnswer(
      command,
      api.session.registerPhone({ payload }, { captcha: command.captcha }),
      ({ accountId, userId }) =>
        emitThen(
          [...chosen, new PlayerRegistered({ userId, accountId, method: "phone", password: null })],
          [...afterSigningIn(states), ...afterRegistering(states)]
        ),
      (error) => emit(...chosen, new RegistrationFailed({ method: "phone", error }))
    )
  })

export const loginBySms: Handler<LoginBySms> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const attempted = new LoginAttempted({ at: yield* Clock.currentTimeMillis, method: "phone" })
    const payload = { country_id: command.countryId, phone_number: command.phoneNumber, code: command.code, save: command.save, lng: languageOf(states) }
    return yield* fromServerAnswer(
      command,
      api.session.loginSms({ payload, headers: {} }, { captcha: command.captcha }),
      ({ accountId, userId }) =>
        emitThen(
          [attempted, new LoginSucceeded({ userId, accountId, save: command.save })],
          [...afterSigningIn(states), ...redirectTo(states, afterLogin(sourcesOf(states)))]
        ),
      (error) => emit(attempted, new LoginFailed({ error, field: smsFieldOf(error) }))
    )
  })

export const sendRecoveryCode: Handler<SendRecoveryCode> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const states = yield* (yield* Query).states
    const requested = new RecoveryCodeRequested({ channel: command.target._tag })
    return yield* fromServerAnswer(
      command,
      api.session.sendRecoveryCode({ payload: { destination: destinationOf(command.target), lang: languageOf(states) }, headers: {} }, { captcha: command.captcha }),
      ({ expiresAt, to }) => emit(requested, new RecoveryCodeSent({ channel: command.target._tag, to, expiresAt })),
      (error) => emit(requested, new RecoveryCodeFailed({ error }))
    )
  })

export const resetPassword: Handler<ResetPassword> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.session.resetPassword({ payload: { destination: destinationOf(command.target), code: command.code, password: command.password } }, { captcha: command.captcha }),
      () => emit(new PasswordResetDone({})),
      (error) => emit(new PasswordResetFailed({ error, kind: codeKindOf(error) }))
    )
  })

/**
 * The `user/accountverify` link: it confirms the address, and when it finishes a registration by e-mail the server
 * signs the new player in on this browser, which then ends like every registration (SPEC.md 4 "After registration").
 */
export const confirmEmail: Handler<ConfirmEmail> = (command) =>
  Effect.flatMap(Api, (api) =>
    confirmation(command, api.session.confirmEmail({ payload: { email: command.email, code: command.code } }, { captcha: command.captcha }))
  )

/** The same by the link's token alone (`user/accountverify?token=…`), ending in the same events. */
export const confirmEmailByLink: Handler<ConfirmEmailByLink> = (command) =>
  Effect.flatMap(Api, (api) => confirmation(command, api.session.confirmEmailByLink({ payload: { token: command.token } }, { captcha: command.captcha })))

const confirmation = <R>(
  command: ConfirmEmail | ConfirmEmailByLink,
  call: Effect.Effect<{ readonly signedIn: { readonly userId: number; readonly accountId: number } | null }, ApiError, R>
) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    return yield* fromServerAnswer(
      command,
      call,
      ({ signedIn }) =>
        signedIn === null
          ? // A player signed in here sees the address confirmed in their user config (activation_type) at once.
            emitThen([new EmailConfirmed({})], isAuthenticated(states.session) ? [new LoadUserConfig({})] : [])
          : emitThen(
              [new EmailConfirmed({}), new PlayerRegistered({ userId: signedIn.userId, accountId: signedIn.accountId, method: "full", password: null })],
              [...afterSigningIn(states), ...afterRegistering(states)]
            ),
      (error) => emit(new EmailConfirmationFailed({ error, kind: codeKindOf(error) }))
    )
  })
