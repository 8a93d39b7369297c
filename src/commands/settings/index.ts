import { computed } from "@preact/signals-react"
import { Effect, Runtime } from "effect"
import { Storage } from "../../adapters/Storage"
import { SETTINGS_STORAGE_KEY } from "../../domain/settings/globalSettings"
import { storedSettings } from "../../projections/settings/settings"
import { type Area, defineArea } from "../area"
import { settingsCommands } from "./commands"
import { settingsEvents } from "./events"
import { changeSettings, restoreSettings } from "./handlers"

/** The player's global settings (ARCHITECTURE 2, area `settings`). */
export const settingsArea: Area<typeof settingsCommands, typeof settingsEvents> = defineArea({
  name: "settings",
  commands: settingsCommands,
  handlers: { RestoreSettings: restoreSettings, ChangeSettings: changeSettings },
  events: settingsEvents,
  serverAnswers: [],
  migrations: [],
  // Global settings live in local storage (SPEC.md 3): written whenever the stored record would change.
  start: (bus) =>
    Effect.gen(function* () {
      const storage = yield* Storage
      const runtime = yield* Effect.runtime<Storage>()
      const { settings, language, session } = bus.store.state
      // Recomputed only when one of the three owners publishes a new state, not on every event.
      const record = computed(() => JSON.stringify(storedSettings(settings.value, language.value, session.value)))
      let written = record.peek()
      const unsubscribe = record.subscribe((next) => {
        if (next === written) return
        written = next
        Runtime.runFork(runtime)(storage.set("local", SETTINGS_STORAGE_KEY, next))
      })
      yield* Effect.addFinalizer(() => Effect.sync(unsubscribe))
    })
})
