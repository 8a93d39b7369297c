import { type Area, defineArea } from "../area"
import { configCommands } from "./commands"
import { configEvents, configServerAnswers } from "./events"
import { loadConfig, loadConfigGroups } from "./handlers"

/** The site config and its groups (ARCHITECTURE 2, area `config`). */
export const configArea: Area<typeof configCommands, typeof configEvents> = defineArea({
  name: "config",
  commands: configCommands,
  handlers: { LoadConfig: loadConfig, LoadConfigGroups: loadConfigGroups },
  events: configEvents,
  serverAnswers: configServerAnswers,
  migrations: [],
  // Two quick language switches: only the config of the newer language may land.
  supersede: ["LoadConfig"]
})
