import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { ConfigGroupValues, SiteConfig } from "../../domain/config/siteConfig"

const V1 = { v: Schema.Literal(1) }

export class ConfigLoaded extends Schema.TaggedClass<ConfigLoaded>()("ConfigLoaded", {
  ...V1,
  lang: Schema.String,
  config: SiteConfig
}) {}

/** Config could not be loaded after its retries: the app shows 'no site config' (SPEC.md 8). */
export class ConfigLoadFailed extends Schema.TaggedClass<ConfigLoadFailed>()("ConfigLoadFailed", {
  ...V1,
  lang: Schema.String,
  error: ApiError
}) {}

export class ConfigGroupsLoaded extends Schema.TaggedClass<ConfigGroupsLoaded>()("ConfigGroupsLoaded", {
  ...V1,
  lang: Schema.String,
  groups: Schema.Record({ key: Schema.String, value: ConfigGroupValues })
}) {}

export class ConfigGroupsLoadFailed extends Schema.TaggedClass<ConfigGroupsLoadFailed>()("ConfigGroupsLoadFailed", {
  ...V1,
  lang: Schema.String,
  groups: Schema.Array(Schema.String),
  error: ApiError
}) {}

export const configEvents = [ConfigLoaded, ConfigLoadFailed, ConfigGroupsLoaded, ConfigGroupsLoadFailed] as const
