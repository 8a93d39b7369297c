import { Schema } from "effect"

/** The dev mailbox (non-production builds): the messages the outbox kept, newest first, optionally for one recipient. */
export class LoadMailbox extends Schema.TaggedClass<LoadMailbox>()("LoadMailbox", {
  to: Schema.optional(Schema.String)
}) {}

export const devtoolsCommands = [LoadMailbox] as const
