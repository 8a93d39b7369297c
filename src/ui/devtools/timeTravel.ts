import type { LogEntry } from "../../commands/entry"
import type { Checkpoint } from "../../commands/log"
import { replay } from "../../commands/replay"
import type { States } from "../../projections/registry"

/** A log as the panel browses it: this tab's or an imported file's. Entries are in ascending `seq` order. */
export interface BrowsedLog {
  readonly checkpoint: Checkpoint | null
  readonly entries: ReadonlyArray<LogEntry>
}

/** How many entries have a `seq` at most `seq` (binary search: the list is sorted by seq). */
export const countUpTo = (entries: ReadonlyArray<{ readonly seq: number }>, seq: number): number => {
  let low = 0
  let high = entries.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (entries[middle]!.seq <= seq) low = middle + 1
    else high = middle
  }
  return low
}

/**
 * The state of every projection right after entry `seq`: the checkpoint (or the initial states) folded with
 * the logged events up to and including it. A pure replay, so the live app's store and log are never touched.
 */
export const statesAfter = (log: BrowsedLog, seq: number): States => replay({ checkpoint: log.checkpoint, entries: log.entries.slice(0, countUpTo(log.entries, seq)) })

/** How many replayed states a cache keeps: enough to step back and forth over a few entries. */
const KEPT_STATES = 32

/**
 * `statesAfter`, remembered per entries array and seq. Entries up to a seq never change once logged (the live log
 * only appends; compaction replaces the array, and with it the cache), so a remembered state stays right.
 */
export const createStatesCache = (): ((log: BrowsedLog, seq: number) => States) => {
  const byLog = new WeakMap<ReadonlyArray<LogEntry>, Map<number, States>>()
  return (log, seq) => {
    let bySeq = byLog.get(log.entries)
    if (bySeq === undefined) {
      bySeq = new Map()
      byLog.set(log.entries, bySeq)
    }
    const kept = bySeq.get(seq)
    if (kept !== undefined) {
      // Re-inserted so the Map's order is least recently used first.
      bySeq.delete(seq)
      bySeq.set(seq, kept)
      return kept
    }
    const states = statesAfter(log, seq)
    bySeq.set(seq, states)
    if (bySeq.size > KEPT_STATES) bySeq.delete(bySeq.keys().next().value!)
    return states
  }
}
