import { BatchFold } from "../projections/fold"
import { initialStates, type States } from "../projections/registry"
import type { LogEntry } from "./entry"
import type { Checkpoint } from "./log"

/**
 * The state a log describes: the checkpoint (or the initial states) folded with every logged event, in one batch.
 * It never calls a handler or the server, so a player's exported log replays the same anywhere.
 */
export const replay = (log: { readonly checkpoint: Checkpoint | null; readonly entries: ReadonlyArray<LogEntry> }): States => {
  const fold = new BatchFold(log.checkpoint?.states ?? initialStates())
  const entries = log.entries
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!
    if (entry.kind === "event") fold.add(entry.body)
  }
  return fold.finish()
}
