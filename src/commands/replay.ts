import { applyEvent, initialStates, type States } from "../projections/registry"
import type { LogEntry } from "./entry"
import type { Checkpoint } from "./log"

/**
 * The state a log describes: the checkpoint (or the initial states) folded with every logged event.
 * It never calls a handler or the server, so a player's exported log replays the same anywhere.
 */
export const replay = (log: { readonly checkpoint: Checkpoint | null; readonly entries: ReadonlyArray<LogEntry> }): States => {
  let states = log.checkpoint?.states ?? initialStates()
  for (const entry of log.entries) if (entry.kind === "event") states = applyEvent(states, entry.body)
  return states
}
