import { type Area, defineArea } from "../area"
import { searchRequestCommands } from "./searchCommands"
import { searchRequestEvents } from "./searchEvents"
import { runSearch } from "./searchHandlers"
import { startSearchTimer } from "./searchTimer"

/**
 * The line's search requests (src/domain/sports/search.ts), in a lane of their own beside the sports area's: a
 * request in flight holds up neither the search box (TypeSearch, in the sports lane) nor the line's polls and picks,
 * and so a newer query, typed while an older one is asked, can cancel it (ARCHITECTURE 5). The timer that asks the
 * line once the player pauses starts with the app (searchTimer.ts).
 */
export const sportsSearchArea: Area<typeof searchRequestCommands, typeof searchRequestEvents> = defineArea({
  name: "sportsSearch",
  commands: searchRequestCommands,
  handlers: { RunSearch: runSearch },
  events: searchRequestEvents,
  serverAnswers: searchRequestEvents,
  migrations: [],
  // A newer query makes the older one's answer useless: it is cancelled in flight.
  supersede: ["RunSearch"],
  start: startSearchTimer
})
