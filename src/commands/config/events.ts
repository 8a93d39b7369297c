import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { ConfigGroupValues, SiteConfig } from "../../domain/config/siteConfig"
import { version } from "../version"

export class ConfigLoaded extends Schema.TaggedClass<ConfigLoaded>()("ConfigLoaded", {
  ...version(1),
  lang: Schema.String,
  config: SiteConfig
}) {}

/** Config could not be loaded after its retries: the app shows 'no site config' (SPEC.md 8). */
export class ConfigLoadFailed extends Schema.TaggedClass<ConfigLoadFailed>()("ConfigLoadFailed", {
  ...version(1),
  lang: Schema.String,
  error: ApiError
}) {}

export class ConfigGroupsLoaded extends Schema.TaggedClass<ConfigGroupsLoaded>()("ConfigGroupsLoaded", {
  ...version(1),
  lang: Schema.String,
  groups: Schema.Record({ key: Schema.String, value: ConfigGroupValues })
}) {}

export class ConfigGroupsLoadFailed extends Schema.TaggedClass<ConfigGroupsLoadFailed>()("ConfigGroupsLoadFailed", {
  ...version(1),
  lang: Schema.String,
  groups: Schema.Array(Schema.String),
  error: ApiError
}) {}

export const configEvents = [ConfigLoaded, ConfigLoadFailed, ConfigGroupsLoaded, ConfigGroupsLoadFailed] as const
/** Every config event records the server's answer. */
export const configServerAnswers = configEvents
