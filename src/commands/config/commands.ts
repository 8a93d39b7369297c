import { Schema } from "effect"
import { captchaAnswer } from "../secret"

export class LoadConfig extends Schema.TaggedClass<LoadConfig>()("LoadConfig", { lang: Schema.String, ...captchaAnswer }) {}

export class LoadConfigGroups extends Schema.TaggedClass<LoadConfigGroups>()("LoadConfigGroups", {
  lang: Schema.String,
  groups: Schema.Array(Schema.String),
  ...captchaAnswer
}) {}

export const configCommands = [LoadConfig, LoadConfigGroups] as const
