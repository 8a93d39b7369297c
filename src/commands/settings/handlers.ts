import { Effect } from "effect"
import { Storage } from "../../adapters/Storage"
import { BETTING_STATE_STORAGE_KEY, parseStoredBettingState } from "../../domain/settings/bettingState"
import { parseStoredSettings, SETTINGS_STORAGE_KEY } from "../../domain/settings/globalSettings"
import { emit, type Handler } from "../handler"
import type { ChangeBettingState, ChangeSettings, RestoreSettings } from "./commands"
import { BettingStateChanged, BettingStateRestored, SettingsChanged, SettingsRestored } from "./events"

/** The storage reads are in the events, so a replay restores the same settings without a browser. */
export const restoreSettings: Handler<RestoreSettings> = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const settings = yield* storage.get("local", SETTINGS_STORAGE_KEY)
    const bettingState = yield* storage.get("local", BETTING_STATE_STORAGE_KEY)
    return emit(
      new SettingsRestored({ stored: parseStoredSettings(settings) }),
      new BettingStateRestored({ stored: parseStoredBettingState(bettingState) })
    )
  })

export const changeBettingState: Handler<ChangeBettingState> = (command) => Effect.succeed(emit(new BettingStateChanged({ patch: command.patch })))

export const changeSettings: Handler<ChangeSettings> = (command) => Effect.succeed(emit(new SettingsChanged({ patch: command.patch })))
