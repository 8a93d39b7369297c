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

export const LogEntry = Schema.Union(CommandEntry, EventEntry)
export type LogEntry = typeof LogEntry.Type
