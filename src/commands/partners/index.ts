import { type Area, defineArea } from "../area"
import { partnersCommands } from "./commands"
import { partnersEvents, partnersServerAnswers } from "./events"
import { loadBringFriend } from "./handlers"

/** The partner programme's bring-a-friend page (ARCHITECTURE 2, area `promo`'s partners, kept as an area of its own). */
export const partnersArea: Area<typeof partnersCommands, typeof partnersEvents> = defineArea({
  name: "partners",
  commands: partnersCommands,
  handlers: { LoadBringFriend: loadBringFriend },
  events: partnersEvents,
  serverAnswers: partnersServerAnswers,
  migrations: []
})
