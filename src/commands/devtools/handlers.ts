import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Navigation } from "../../adapters/Navigation"
import { Storage } from "../../adapters/Storage"
import { DEV_TOKEN_HEADER } from "../../domain/api/devtools"
import { emit, type Handler } from "../handler"
import type { LoadMailbox } from "./commands"
import { MailboxLoaded, MailboxLoadFailed, MailboxLocked } from "./events"

/** Where the tab keeps the dev token (session storage: it ends with the tab). */
export const DEV_TOKEN_KEY = "oddsfold.devToken"

/**
 * Reads the dev mailbox with the tab's dev token. A token the page took from its link is kept first and the fragment
 * is taken out of the address bar (a copied or bookmarked address does not carry it). No token, or one the server
 * refuses: the mailbox is locked, and the page says how to open it. A production server has no mailbox (404), which
 * shows as a failure like any other.
 */
export const loadMailbox: Handler<LoadMailbox> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const storage = yield* Storage
    if (command.token !== undefined) {
      yield* storage.setSecret("session", DEV_TOKEN_KEY, command.token)
      const navigation = yield* Navigation
      const here = yield* navigation.current
      yield* navigation.replace(`${here.path}${here.search}`)
    }
    const token = yield* storage.getSecret("session", DEV_TOKEN_KEY)
    if (token === undefined) return emit(new MailboxLocked({}))
    const urlParams = command.to === undefined ? {} : { to: command.to }
    return yield* api.devtools.mailbox({ urlParams, headers: { [DEV_TOKEN_HEADER]: token } }).pipe(
      Effect.matchEffect({
        onSuccess: ({ messages }) => Effect.succeed(emit(new MailboxLoaded({ to: command.to ?? null, messages }))),
        onFailure: (error) =>
          error._tag === "NotAuthenticated"
            ? Effect.as(storage.remove("session", DEV_TOKEN_KEY), emit(new MailboxLocked({})))
            : Effect.succeed(emit(new MailboxLoadFailed({ error })))
      })
    )
  })
