import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { MailboxMessageInLog } from "../../domain/api/devtools"
import { version } from "../version"

export class MailboxLoaded extends Schema.TaggedClass<MailboxLoaded>()("MailboxLoaded", {
  ...version(1),
  to: Schema.NullOr(Schema.String),
  messages: Schema.Array(MailboxMessageInLog)
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
