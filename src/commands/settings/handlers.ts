import { Effect } from "effect"
import { Storage } from "../../adapters/Storage"
import { parseStoredSettings, SETTINGS_STORAGE_KEY } from "../../domain/settings/globalSettings"
import { emit, type Handler } from "../handler"
import type { ChangeSettings, RestoreSettings } from "./commands"
import { SettingsChanged, SettingsRestored } from "./events"

/** The storage read is in the event, so a replay restores the same settings without a browser. */
export const restoreSettings: Handler<RestoreSettings> = () =>
  Effect.flatMap(Storage, (storage) => storage.get("local", SETTINGS_STORAGE_KEY)).pipe(
    Effect.map((text) => emit(new SettingsRestored({ stored: parseStoredSettings(text) })))
  )

export const changeSettings: Handler<ChangeSettings> = (command) => Effect.succeed(emit(new SettingsChanged({ patch: command.patch })))
