import { Context, Effect, Layer } from "effect"
import { makeOutboxRepo, type OutboxRow } from "./repo"

/** Messages the dev mailbox shows at most. */
export const MAILBOX_LIMIT = 200

/**
 * The read side of the outbox for the dev mailbox (non-production servers only: the devtools group's handler
 * refuses in production, where this is never asked).
 */
export class Mailbox extends Context.Tag("oddsfold/server/Mailbox")<
  Mailbox,
  { readonly newestFirst: (recipient: string | undefined) => Effect.Effect<ReadonlyArray<OutboxRow>> }
>() {}

export const MailboxLive = Layer.effect(
  Mailbox,
  Effect.map(makeOutboxRepo, (repo) => ({
    newestFirst: (recipient) => repo.newestFirst({ recipient: recipient ?? null, limit: MAILBOX_LIMIT })
  }))
)
