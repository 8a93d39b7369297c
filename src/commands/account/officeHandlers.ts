import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import type { SecurityState } from "../../domain/api/accountOffice"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { ChangeSettings } from "../settings/commands"
import type { BeginTwoStep, CancelTwoStep, ChangeSecurity, LoadOfficeSettings, LoadProfile, LoadSecurity, SaveOfficeSettings, SaveProfile, SecurityChange } from "./officeCommands"
import {
  OfficeSettingsFailed,
  OfficeSettingsLoaded,
  OfficeSettingsSaved,
  ProfileLoaded,
  ProfileLoadFailed,
  ProfileSaved,
  ProfileSaveFailed,
  SecurityChanged,
  SecurityChangeFailed,
  SecurityLoaded,
  SecurityLoadFailed,
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

export const saveProfile: Handler<SaveProfile> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.saveProfile({ payload: { data: command.data } }, { captcha: command.captcha }),
      (profile) => emit(new ProfileSaved({ profile })),
      (error) => emit(new ProfileSaveFailed({ error }))
    )
  )

export const loadSecurity: Handler<LoadSecurity> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.security(undefined, { captcha: command.captcha }),
      (security) => emit(new SecurityLoaded({ security })),
      (error) => emit(new SecurityLoadFailed({ error }))
    )
  )

const callFor = (change: SecurityChange, options: { readonly captcha: ChangeSecurity["captcha"] }): Effect.Effect<SecurityState, ApiError, Api> =>
  Effect.flatMap(Api, (api) => {
    switch (change._tag) {
      case "password":
        return api.account.changePassword({ payload: { current: change.current, next: change.next } }, options)
      case "enableTwoStep":
        return api.account.enableTwoStep({ payload: { code: change.code } }, options)
      case "disableTwoStep":
        return api.account.disableTwoStep({ payload: { code: change.code } }, options)
      case "question":
        return api.account.setSecurityQuestion({ payload: { question: change.question, answer: change.answer, password: change.password } }, options)
      case "emailAuth":
        return api.account.setEmailAuth({ payload: { enabled: change.enabled } }, options)
    }
  })

export const changeSecurity: Handler<ChangeSecurity> = (command) =>
  fromServerAnswer(
    command,
    callFor(command.change, { captcha: command.captcha }),
    (security) => emit(new SecurityChanged({ change: command.change._tag, security })),
    (error) => emit(new SecurityChangeFailed({ change: command.change._tag, error }))
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
