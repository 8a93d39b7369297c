import { Schema } from "effect"
import { BettingStatePatch } from "../../domain/settings/bettingState"
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

export class BettingStateRestored extends Schema.TaggedClass<BettingStateRestored>()("BettingStateRestored", {
  ...version(1),
  stored: BettingStatePatch
}) {}

export class BettingStateChanged extends Schema.TaggedClass<BettingStateChanged>()("BettingStateChanged", {
  ...version(1),
  patch: BettingStatePatch
}) {}

export const settingsEvents = [SettingsRestored, SettingsChanged, BettingStateRestored, BettingStateChanged] as const
