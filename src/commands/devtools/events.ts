import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { Secret } from "../secret"
import { version } from "../version"

/**
 * A kept message as the mailbox shows it; its text, values (codes, links) and header fields are secrets of the log.
 * `headers` came later: a log written before has none.
 */
export const MailboxEntry = Schema.Struct({
  id: Schema.Int,
  channel: Schema.Literal("sms", "email"),
  to: Schema.String,
  template: Schema.String,
  language: Schema.String,
  subject: Schema.String,
  sentAt: Schema.Int,
  text: Secret,
  params: Schema.Record({ key: Schema.String, value: Secret }),
  headers: Schema.optional(Schema.Record({ key: Schema.String, value: Secret }))
})
export type MailboxEntry = typeof MailboxEntry.Type

export class MailboxLoaded extends Schema.TaggedClass<MailboxLoaded>()("MailboxLoaded", {
  ...version(1),
  to: Schema.NullOr(Schema.String),
  messages: Schema.Array(MailboxEntry)
}) {}

export class MailboxLoadFailed extends Schema.TaggedClass<MailboxLoadFailed>()("MailboxLoadFailed", {
  ...version(1),
  error: ApiError
}) {}

/** The mailbox stays shut: this tab holds no dev token, or the server refused the one it held (a restarted server). */
export class MailboxLocked extends Schema.TaggedClass<MailboxLocked>()("MailboxLocked", {
  ...version(1)
}) {}

export const devtoolsEvents = [MailboxLoaded, MailboxLoadFailed, MailboxLocked] as const
