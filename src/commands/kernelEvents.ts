import { Schema } from "effect"
import { version } from "./version"

/**
 * Facts the kernel itself records, whatever the area. A bug in a handler becomes an event so that an exported bug
 * report shows it (ARCHITECTURE 3), and a command made obsolete by a newer one says so instead of vanishing.
 */
export class HandlerFailed extends Schema.TaggedClass<HandlerFailed>()("HandlerFailed", {
  ...version(1),
  command: Schema.String,
  message: Schema.String
}) {}

/** A newer command of the same kind cancelled this one before it finished (ARCHITECTURE 5, lanes). */
export class CommandSuperseded extends Schema.TaggedClass<CommandSuperseded>()("CommandSuperseded", {
  ...version(1),
  command: Schema.String,
  commandSeq: Schema.Int,
  by: Schema.Int
}) {}

export const kernelEvents = [HandlerFailed, CommandSuperseded] as const
