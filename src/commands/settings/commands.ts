import { Schema } from "effect"
import { BettingStatePatch } from "../../domain/settings/bettingState"
import { PlayerSettingsPatch } from "../../domain/settings/globalSettings"

/** Reads the settings this browser stored (SPEC.md 3 "Global settings", and the betting state and filters). */
export class RestoreSettings extends Schema.TaggedClass<RestoreSettings>()("RestoreSettings", {}) {}

export class ChangeSettings extends Schema.TaggedClass<ChangeSettings>()("ChangeSettings", { patch: PlayerSettingsPatch }) {}

/** SPEC.md 3 "Betting state" and filters: how the line is grouped and filtered. */
export class ChangeBettingState extends Schema.TaggedClass<ChangeBettingState>()("ChangeBettingState", { patch: BettingStatePatch }) {}

export const settingsCommands = [RestoreSettings, ChangeSettings, ChangeBettingState] as const
