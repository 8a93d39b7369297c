import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { MailboxMessageInLog } from "../../domain/api/devtools"
import { defineProjection } from "../projection"

/** The dev mailbox as last loaded: texts and values stay secrets in a checkpoint, as in the events. */
export const MailboxState = Schema.Struct({
  to: Schema.NullOr(Schema.String),
  loaded: Schema.Boolean,
  messages: Schema.Array(MailboxMessageInLog),
  error: Schema.NullOr(ApiError),
  /** No dev token in this tab, or a refused one: the page says how to open the mailbox. */
  locked: Schema.Boolean
})
export type MailboxState = typeof MailboxState.Type

export const mailboxProjection = defineProjection({
  name: "mailbox",
  schema: MailboxState,
  initial: { to: null, loaded: false, messages: [], error: null, locked: false } as MailboxState,
  tags: ["MailboxLoaded", "MailboxLoadFailed", "MailboxLocked"],
  apply: (state, event): MailboxState => {
    switch (event._tag) {
      case "MailboxLoaded":
        return { to: event.to, loaded: true, messages: event.messages, error: null, locked: false }
      case "MailboxLoadFailed":
        return { ...state, error: event.error }
      case "MailboxLocked":
        return { to: null, loaded: false, messages: [], error: null, locked: true }
    }
  }
})
