import { Schema } from "effect"
import { StoredSettings } from "../../domain/settings/globalSettings"
import { version } from "../version"

export class SettingsRestored extends Schema.TaggedClass<SettingsRestored>()("SettingsRestored", {
  ...version(1),
  stored: StoredSettings
}) {}

export class SettingsChanged extends Schema.TaggedClass<SettingsChanged>()("SettingsChanged", {
  ...version(1),
  patch: StoredSettings
}) {}

export const settingsEvents = [SettingsRestored, SettingsChanged] as const
