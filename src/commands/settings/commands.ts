import { Schema } from "effect"
import { PlayerSettingsPatch } from "../../domain/settings/globalSettings"

/** Reads the settings this browser stored (SPEC.md 3 "Global settings"). */
export class RestoreSettings extends Schema.TaggedClass<RestoreSettings>()("RestoreSettings", {}) {}

export class ChangeSettings extends Schema.TaggedClass<ChangeSettings>()("ChangeSettings", { patch: PlayerSettingsPatch }) {}

export const settingsCommands = [RestoreSettings, ChangeSettings] as const
