import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { configLoadRetry } from "../../adapters/retryPolicies"
import type { LanguageCode } from "../../domain/shell/language"
import type { Handler } from "../handler"
import { emit } from "../handler"
import type { LoadConfig, LoadConfigGroups } from "../commandTypes"
import { ConfigGroupsLoaded, ConfigGroupsLoadFailed, ConfigLoaded, ConfigLoadFailed } from "../events"
import { fromServerAnswer } from "./serverAnswer"

/** SPEC.md 8: config load retries 5 times at 1 s, then the app shows 'no site config'. */
export const loadConfig: Handler<LoadConfig> = (command, seq) =>
  Effect.gen(function* () {
    const api = yield* Api
    const call = api
      .siteConfig(command.lang as LanguageCode, { captcha: command.captcha })
      .pipe(Effect.retry(configLoadRetry))
    return yield* fromServerAnswer(
      seq,
      call,
      (config) => emit(new ConfigLoaded({ v: 1, lang: command.lang, config })),
      (error) => emit(new ConfigLoadFailed({ v: 1, lang: command.lang, error }))
    )
  })

export const loadConfigGroups: Handler<LoadConfigGroups> = (command, seq) =>
  Effect.gen(function* () {
    const api = yield* Api
    const call = api
      .configGroups(command.groups, command.lang as LanguageCode, { captcha: command.captcha })
      .pipe(Effect.retry(configLoadRetry))
    return yield* fromServerAnswer(
      seq,
      call,
      (groups) => emit(new ConfigGroupsLoaded({ v: 1, lang: command.lang, groups })),
      (error) => emit(new ConfigGroupsLoadFailed({ v: 1, lang: command.lang, groups: command.groups, error }))
    )
  })
