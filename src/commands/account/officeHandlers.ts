import { Clock, Effect } from "effect"
import { isoDayOf, normalizePersonalData, personalDataErrors } from "../../domain/account/personalData"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import { OfficeErrorCode, type SecurityState } from "../../domain/api/accountOffice"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { ChangeSettings } from "../settings/commands"
import type { LanguageCode } from "../../domain/shell/language"
import { LoadUserConfig } from "../session/commands"
import type {
  AddEmail,
  BeginTwoStep,
  CancelTwoStep,
  ChangeSecurity,
  LoadOfficeSettings,
  LoadProfile,
  ResendEmailConfirmation,
  SaveOfficeSettings,
  SaveProfile,
  SecurityChange,
  SendPhoneCode
} from "./officeCommands"
import { LoadSecurity } from "./officeCommands"
import {
  EmailActivationSendFailed,
  EmailActivationSent,
  EmailConfirmationResendFailed,
  EmailConfirmationResent,
  OfficeSettingsFailed,
  OfficeSettingsLoaded,
  OfficeSettingsSaved,
  ProfileLoaded,
  ProfileLoadFailed,
  ProfileRefused,
  ProfileSaved,
  ProfileSaveFailed,
  SecurityChanged,
  SecurityChangeFailed,
  SecurityLoaded,
  SecurityLoadFailed,
  PhoneCodeFailed,
  PhoneCodeSent,
  TwoStepSetupCancelled,
  TwoStepSetupFailed,
  TwoStepSetupStarted
} from "./officeEvents"

/** The personal office's handlers: each a call of the account group's office endpoints, its answer an event. */

export const loadProfile: Handler<LoadProfile> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.profile(undefined, { captcha: command.captcha }),
      (profile) => emit(new ProfileLoaded({ profile })),
      (error) => emit(new ProfileLoadFailed({ error }))
    )
  )

/** The server's own rule first (same data, same day): what it would refuse is named at once and never sent. */
export const saveProfile: Handler<SaveProfile> = (command) =>
  Effect.gen(function* () {
    const fields = personalDataErrors(normalizePersonalData(command.data), isoDayOf(yield* Clock.currentTimeMillis))
    if (fields.length > 0) return emit(new ProfileRefused({ fields }))
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.account.saveProfile({ payload: { data: command.data } }, { captcha: command.captcha }),
      (profile) => emit(new ProfileSaved({ profile })),
      (error) => emit(new ProfileSaveFailed({ error }))
    )
  })

export const loadSecurity: Handler<LoadSecurity> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.security(undefined, { captcha: command.captcha }),
      (security) => emit(new SecurityLoaded({ security })),
      (error) => emit(new SecurityLoadFailed({ error }))
    )
  )

const callFor = (
  change: SecurityChange,
  securityAnswer: ChangeSecurity["securityAnswer"],
  options: { readonly captcha: ChangeSecurity["captcha"] }
): Effect.Effect<SecurityState, ApiError, Api> =>
  Effect.flatMap(Api, (api) => {
    const answer = securityAnswer === undefined ? {} : { securityAnswer }
    switch (change._tag) {
      case "password":
        return api.account.changePassword({ payload: { current: change.current, next: change.next } }, options)
      case "enableTwoStep":
        return api.account.enableTwoStep({ payload: { code: change.code } }, options)
      case "disableTwoStep":
        return api.account.disableTwoStep({ payload: { code: change.code, ...answer } }, options)
      case "question":
        return api.account.setSecurityQuestion({ payload: { question: change.question, answer: change.answer, password: change.password, ...answer } }, options)
      case "emailAuth":
        return api.account.setEmailAuth({ payload: { enabled: change.enabled, ...answer } }, options)
      case "bindPhone":
        return api.account.bindPhone({ payload: { country_id: change.countryId, phone_number: change.phoneNumber, code: change.code, ...answer } }, options)
      case "unbindPhone":
        return api.account.unbindPhone({ payload: { code: change.code, ...answer } }, options)
    }
  })

/** Changes that move the user config's own facts (phone_number, phone_code, activation_type): it is loaded again. */
const CHANGES_USER_CONFIG: ReadonlySet<SecurityChange["_tag"]> = new Set(["bindPhone", "unbindPhone"])

/** The server asked for the security answer this page did not know it needed (a question set elsewhere since). */
const asksAnswer = (error: ApiError): boolean => error._tag === "ServerRefused" && error.code === OfficeErrorCode.securityAnswerRequired

export const changeSecurity: Handler<ChangeSecurity> = (command) =>
  fromServerAnswer(
    command,
    callFor(command.change, command.securityAnswer, { captcha: command.captcha }),
    (security) =>
      emitThen([new SecurityChanged({ change: command.change._tag, security })], CHANGES_USER_CONFIG.has(command.change._tag) ? [new LoadUserConfig({})] : []),
    // Asked for an answer the page did not know of: the page loads the question, so the next try asks it.
    (error) => emitThen([new SecurityChangeFailed({ change: command.change._tag, error })], asksAnswer(error) ? [new LoadSecurity({})] : [])
  )

export const beginTwoStep: Handler<BeginTwoStep> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.beginTwoStep({ payload: {} }, { captcha: command.captcha }),
      ({ qrSvg, secret, uri }) => emit(new TwoStepSetupStarted({ secret, uri, qrSvg })),
      (error) => emit(new TwoStepSetupFailed({ error }))
    )
  )

export const sendPhoneCode: Handler<SendPhoneCode> = (command) =>
  Effect.flatMap(Api, (api) => {
    const lang = command.lang as LanguageCode
    const call =
      command.purpose === "bindPhone"
        ? api.account.sendPhoneBindingCode({ payload: { country_id: command.countryId ?? 0, phone_number: command.phoneNumber, lang } }, { captcha: command.captcha })
        : api.account.sendPhoneUnbindingCode({ payload: { lang } }, { captcha: command.captcha })
    // The masked number comes from the server's answer, so a re-run produces the same event.
    return fromServerAnswer(
      command,
      call,
      ({ expiresAt, phone }) => emit(new PhoneCodeSent({ purpose: command.purpose, phone, expiresAt })),
      (error) => emit(new PhoneCodeFailed({ purpose: command.purpose, error }))
    )
  })

export const resendEmailConfirmation: Handler<ResendEmailConfirmation> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.resendEmailConfirmation({ payload: { lang: command.lang as LanguageCode } }, { captcha: command.captcha }),
      ({ email, expiresAt }) => emit(new EmailConfirmationResent({ email, expiresAt })),
      (error) => emit(new EmailConfirmationResendFailed({ error }))
    )
  )

/**
 * The address goes to the server as typed: it checks it (13) and masks it in its answer. Asked for an answer the
 * page did not know it needed (38), the page loads the question, as for the security changes.
 */
export const addEmail: Handler<AddEmail> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.addEmail(
        { payload: { email: command.email, lang: command.lang as LanguageCode, ...(command.securityAnswer === undefined ? {} : { securityAnswer: command.securityAnswer }) } },
        { captcha: command.captcha }
      ),
      ({ email, expiresAt }) => emit(new EmailActivationSent({ email, expiresAt })),
      (error) => emitThen([new EmailActivationSendFailed({ error })], asksAnswer(error) ? [new LoadSecurity({})] : [])
    )
  )

export const cancelTwoStep: Handler<CancelTwoStep> = () => Effect.succeed(emit(new TwoStepSetupCancelled({})))

export const loadOfficeSettings: Handler<LoadOfficeSettings> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.settings(undefined, { captcha: command.captcha }),
      // The global settings the player saved take over this browser's (the settings area applies them).
      (settings) =>
        emitThen([new OfficeSettingsLoaded({ settings })], Object.keys(settings.global).length === 0 ? [] : [new ChangeSettings({ patch: settings.global })]),
      (error) => emit(new OfficeSettingsFailed({ error }))
    )
  )

export const saveOfficeSettings: Handler<SaveOfficeSettings> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.saveSettings({ payload: { mailing: command.mailing, global: command.global } }, { captcha: command.captcha }),
      (settings) => emit(new OfficeSettingsSaved({ settings })),
      (error) => emit(new OfficeSettingsFailed({ error }))
    )
  )
