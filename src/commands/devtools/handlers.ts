import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import type { LoadMailbox } from "./commands"
import { MailboxLoaded, MailboxLoadFailed } from "./events"

/** Reads the dev mailbox; a production server has none (404), which shows as a failure like any other. */
export const loadMailbox: Handler<LoadMailbox> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* api.devtools.mailbox({ urlParams: command.to === undefined ? {} : { to: command.to } }).pipe(
      Effect.match({
        onSuccess: ({ messages }) => emit(new MailboxLoaded({ to: command.to ?? null, messages })),
        onFailure: (error) => emit(new MailboxLoadFailed({ error }))
      })
    )
  })
