import { Schema } from "effect"
import { Secret } from "../secret"

/**
 * The dev mailbox (non-production builds): the messages the outbox kept, newest first, optionally for one recipient.
 * `token`: the dev token the page just took from its link's fragment (`#token=…`, as `npm start` prints it); it is
 * kept for the tab and the fragment leaves the address bar. Without one, the token the tab kept is sent.
 */
export class LoadMailbox extends Schema.TaggedClass<LoadMailbox>()("LoadMailbox", {
  to: Schema.optional(Schema.String),
  token: Schema.optional(Secret)
}) {}

export const devtoolsCommands = [LoadMailbox] as const
