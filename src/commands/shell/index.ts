import { Effect } from "effect"
import { forEachValue } from "../../adapters/observe"
import { Navigation } from "../../adapters/Navigation"
import { type Area, defineArea } from "../area"
import { Navigate, shellCommands } from "./commands"
import { shellEvents } from "./events"
import { boot, changeLanguage, navigate, reportChunkLoadFailure, reportRouteError } from "./handlers"

/** Boot, routing and the language segment, route errors (ARCHITECTURE 2, area `shell`). */
export const shellArea: Area<typeof shellCommands, typeof shellEvents> = defineArea({
  name: "shell",
  commands: shellCommands,
  handlers: {
    Boot: boot,
    Navigate: navigate,
    ChangeLanguage: changeLanguage,
    ReportChunkLoadFailure: reportChunkLoadFailure,
    ReportRouteError: reportRouteError
  },
  events: shellEvents,
  serverAnswers: [],
  migrations: [],
  // The browser's back and forward buttons: the browser already moved, the app follows.
  start: (bus) =>
    Effect.flatMap(Navigation, (nav) =>
      Effect.forkScoped(
        forEachValue(nav.pops, (popped) => bus.dispatchEffect(new Navigate({ to: `${popped.path}${popped.search}`, mode: "pop" }), "user"))
      )
    ).pipe(Effect.asVoid)
})
