import { Schema } from "effect"
import { Command, Event } from "./registry"

/** Who caused an entry (ARCHITECTURE 3). */
export const Source = Schema.Literal("user", "timer", "server", "system", "replay")
export type Source = typeof Source.Type

const common = {
  seq: Schema.Int,
  /** Milliseconds since the epoch, from the Clock service. */
  at: Schema.Number,
  causedBy: Schema.optional(Schema.Int),
  source: Source
}

export const CommandEntry = Schema.Struct({ ...common, kind: Schema.Literal("command"), body: Command })
export type CommandEntry = typeof CommandEntry.Type

export const EventEntry = Schema.Struct({ ...common, kind: Schema.Literal("event"), body: Event })
export type EventEntry = typeof EventEntry.Type

/**
 * What a service answered a handler (ARCHITECTURE 3: every service answer is in the log), caused by the command
 * whose handler asked. `call` names the service member ("Storage.get", "Api.config.all", "Clock.currentTimeMillis"),
 * `input` its arguments and `exit` its Schema-encoded Exit; both are JSON already, with secrets replaced by the
 * redacted placeholder when recorded, so export and import need no Schema of the call. Replay ignores answers;
 * re-run serves them to today's handlers (rerun.ts).
 */
export const Answer = Schema.Struct({ call: Schema.String, input: Schema.optional(Schema.Unknown), exit: Schema.Unknown })
export type Answer = typeof Answer.Type

export const AnswerEntry = Schema.Struct({ ...common, kind: Schema.Literal("answer"), body: Answer })
export type AnswerEntry = typeof AnswerEntry.Type

export const LogEntry = Schema.Union(CommandEntry, EventEntry, AnswerEntry)
export type LogEntry = typeof LogEntry.Type
