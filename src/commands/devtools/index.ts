import { type Area, defineArea } from "../area"
import { devtoolsCommands } from "./commands"
import { devtoolsEvents, MailboxLoaded, MailboxLoadFailed } from "./events"
import { loadMailbox } from "./handlers"

/**
 * The devtools area (ARCHITECTURE 2): the dev mailbox's command. The debugger itself reads the log directly and
 * needs none. Its page exists only in non-production builds; this area is a few Schemas in every build.
 */
export const devtoolsArea: Area<typeof devtoolsCommands, typeof devtoolsEvents> = defineArea({
  name: "devtools",
  commands: devtoolsCommands,
  handlers: { LoadMailbox: loadMailbox },
  events: devtoolsEvents,
  // A locked mailbox is no answer: most often the tab had no token and nothing was asked.
  serverAnswers: [MailboxLoaded, MailboxLoadFailed],
  migrations: []
})
