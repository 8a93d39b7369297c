import { computed, type ReadonlySignal } from "@preact/signals-react"
import { Effect, Runtime } from "effect"
import { Storage } from "../../adapters/Storage"
import { BETTING_STATE_STORAGE_KEY } from "../../domain/settings/bettingState"
import { SETTINGS_STORAGE_KEY } from "../../domain/settings/globalSettings"
import { storedSettings } from "../../projections/settings/settings"
import { type Area, defineArea } from "../area"
import { settingsCommands } from "./commands"
import { settingsEvents } from "./events"
import { changeBettingState, changeSettings, restoreSettings } from "./handlers"

/** The player's global settings, betting state and filters (ARCHITECTURE 2, area `settings`). */
export const settingsArea: Area<typeof settingsCommands, typeof settingsEvents> = defineArea({
  name: "settings",
  commands: settingsCommands,
  handlers: { RestoreSettings: restoreSettings, ChangeSettings: changeSettings, ChangeBettingState: changeBettingState },
  events: settingsEvents,
  serverAnswers: [],
  migrations: [],
  // Global settings and the betting state live in local storage (SPEC.md 3): each written whenever its stored record
  // would change.
  start: (bus) =>
    Effect.gen(function* () {
      const storage = yield* Storage
      const runtime = yield* Effect.runtime<Storage>()
      const { settings, language, session, bettingState } = bus.store.state
      const keep = (key: string, record: ReadonlySignal<string>) => {
        let written = record.peek()
        return record.subscribe((next) => {
          if (next === written) return
          written = next
          Runtime.runFork(runtime)(storage.set("local", key, next))
        })
      }
      // Recomputed only when one of the owners publishes a new state, not on every event.
      const unsubscribe = [
        keep(SETTINGS_STORAGE_KEY, computed(() => JSON.stringify(storedSettings(settings.value, language.value, session.value)))),
        keep(BETTING_STATE_STORAGE_KEY, computed(() => JSON.stringify(bettingState.value)))
      ]
      yield* Effect.addFinalizer(() => Effect.sync(() => unsubscribe.forEach((stop) => stop())))
    })
})
