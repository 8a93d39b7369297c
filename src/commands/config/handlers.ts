import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { configLoadRetry } from "../../adapters/retryPolicies"
import type { LanguageCode } from "../../domain/shell/language"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LoadConfig, LoadConfigGroups } from "./commands"
import { ConfigGroupsLoaded, ConfigGroupsLoadFailed, ConfigLoaded, ConfigLoadFailed } from "./events"

/** SPEC.md 8: config load retries 5 times at 1 s, then the app shows 'no site config'. */
export const loadConfig: Handler<LoadConfig> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const lang = command.lang as LanguageCode
    const call = api.config.all({ urlParams: { lang }, headers: {} }, { captcha: command.captcha }).pipe(Effect.retry(configLoadRetry))
    return yield* fromServerAnswer(
      command,
      call,
      (config) => emit(new ConfigLoaded({ lang: command.lang, config })),
      (error) => emit(new ConfigLoadFailed({ lang: command.lang, error }))
    )
  })

export const loadConfigGroups: Handler<LoadConfigGroups> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const urlParams = { groups: command.groups, lang: command.lang as LanguageCode }
    const call = api.config.groups({ urlParams }, { captcha: command.captcha }).pipe(Effect.retry(configLoadRetry))
    return yield* fromServerAnswer(
      command,
      call,
      (answer) => emit(new ConfigGroupsLoaded({ lang: command.lang, groups: answer.groups })),
      (error) => emit(new ConfigGroupsLoadFailed({ lang: command.lang, groups: command.groups, error }))
    )
  })
